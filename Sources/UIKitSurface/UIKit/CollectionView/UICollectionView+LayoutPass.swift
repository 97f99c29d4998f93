extension UICollectionView {
    /// The layout pass, in UIKit's order: `prepare()` when the layout was invalidated since the last
    /// pass (and only then), `collectionViewContentSize`, then `layoutAttributesForElements(in:)` for
    /// the bounds. UIKit asks for a rect somewhat larger than the bounds (it prepares cells ahead);
    /// the lab asks for the bounds exactly. The answer is checked as UIKit checks it (attributes
    /// for index paths that do not exist, duplicates, non-finite frames, unregistered decoration
    /// kinds) and kept as copies, as cells keep what they were given.
    func runLayoutPass() {
        guard needsLayoutPass else { return }
        needsLayoutPass = false
        let layout = collectionViewLayout
        if needsPrepare {
            needsPrepare = false
            layout.prepare()
        }
        contentSize = layout.collectionViewContentSize
        let answer = layout.layoutAttributesForElements(in: bounds) ?? []
        checkAnswer(answer)
        visibleAttributes = answer.map { $0.copy() as? UICollectionViewLayoutAttributes ?? $0 }
    }

    /// Records what UIKit would log or raise about one answer of the layout.
    func checkAnswer(_ answer: [UICollectionViewLayoutAttributes]) {
        var seen = Set<LayoutWarning.Element>()
        for attributes in answer {
            let element = LayoutWarning.Element(attributes)
            if !seen.insert(element).inserted {
                lab.record(LayoutWarning(.duplicateAttributes, "the layout returned two attributes for \(element) in one answer",
                                         element: element))
            }
            if !Self.isFinite(attributes.frame) {
                lab.record(LayoutWarning(.nonFiniteFrame, "the layout returned a non-finite frame \(attributes.frame)",
                                         element: element))
            }
            if attributes.representedElementCategory == .cell && !containsItem(at: attributes.indexPath) {
                lab.record(LayoutWarning(.attributesForMissingIndexPath, "UICollectionView received layout attributes for a cell "
                    + "with an index path that does not exist: \(element)", element: element))
            }
            if attributes.representedElementCategory == .decorationView,
               let kind = attributes.representedElementKind, !layoutRegistersDecoration(kind) {
                lab.record(LayoutWarning(.unregisteredDecorationKind, "could not dequeue a view of kind: \(kind) - "
                    + "must register a class for the kind", element: element))
            }
        }
    }

    /// Whether the collection view's counts hold an item at `indexPath`.
    func containsItem(at indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let section = indexPath.section, item = indexPath.item
        return section >= 0 && section < numberOfSections && item >= 0 && item < numberOfItems(inSection: section)
    }

    private func layoutRegistersDecoration(_ kind: String) -> Bool {
        collectionViewLayout.registeredDecorationKinds.contains(kind)
    }

    static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }
}
