extension UICollectionView {
    /// Holds the layout's answers against each other, as the lab does where UIKit only misbehaves:
    /// the layout's answer for its whole content rect is checked as every answer is (duplicates,
    /// non-finite frames, index paths that do not exist); then every item the counts hold must have
    /// attributes from `layoutAttributesForItem(at:)`, and for the items the content answer holds,
    /// the same frame. Returns the warnings this audit recorded.
    /// - Complexity: O(n) layout calls for n items, plus the layout's own cost.
    func auditLayout() -> [LayoutWarning] {
        layoutIfNeeded()
        let before = lab.warnings.count
        let layout = collectionViewLayout
        let content = CGRect(origin: .zero, size: layout.collectionViewContentSize)
        let answer = layout.layoutAttributesForElements(in: content) ?? []
        checkAnswer(answer)
        var framesByItem: [IndexPath: CGRect] = [:]
        for attributes in answer where attributes.representedElementCategory == .cell {
            framesByItem[attributes.indexPath] = attributes.frame
        }
        for section in 0..<numberOfSections {
            for item in 0..<numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let element = LayoutWarning.Element(category: .cell, kind: nil, indexPath: indexPath)
                guard let lookedUp = layout.layoutAttributesForItem(at: indexPath) else {
                    lab.record(LayoutWarning(.nilAttributesForExistingItem,
                                             "layoutAttributesForItem(at:) returned nil for an item the data source has",
                                             element: element))
                    continue
                }
                if let queried = framesByItem[indexPath], queried != lookedUp.frame, !(queried.isNaNFrame && lookedUp.frame.isNaNFrame) {
                    lab.record(LayoutWarning(.itemLookupDisagreesWithRectQuery, "layoutAttributesForItem(at:) gives frame "
                        + "\(lookedUp.frame), the rect query for the content gives \(queried)", element: element))
                }
            }
        }
        return Array(lab.warnings[before...])
    }
}

private extension CGRect {
    /// Whether any coordinate is NaN (two such frames are the same finding, already reported).
    var isNaNFrame: Bool { origin.x.isNaN || origin.y.isNaN || size.width.isNaN || size.height.isNaN }
}
