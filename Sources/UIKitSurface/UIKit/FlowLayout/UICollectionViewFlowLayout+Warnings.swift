extension UICollectionViewFlowLayout {
    /// Records UIKit's "cached frame mismatch" (once per layout, as UIKit logs it) when `attributes`,
    /// handed out with `frame`, now has another: a subclass edited the layout's cached object.
    func checkForEdit(_ attributes: UICollectionViewLayoutAttributes, handedOutWith frame: CGRect) {
        guard attributes.frame != frame, let collectionView else { return }
        let element = LayoutWarning.Element(attributes)
        collectionView.lab.recordOnce(key: ["cached-frame-mismatch", ObjectIdentifier(self)] as [AnyHashable], LayoutWarning(.cachedFrameMismatch,
            "UICollectionViewFlowLayout has cached frame mismatch for \(element) - cached value: \(frame); "
                + "expected value: \(attributes.frame). This is likely occurring because the flow layout subclass "
                + "\(type(of: self)) is modifying attributes returned by UICollectionViewFlowLayout without copying them",
            element: element))
    }

    /// Checks every object handed out since the cache was made (see `checkForEdit`).
    func checkCacheForEdits() {
        for (object, frame) in cacheEntries { checkForEdit(object, handedOutWith: frame) }
    }

    /// The room a line of each section has across the scroll direction: the bounds less the
    /// section's insets and the adjusted content insets, as UIKit's warning counts it. Asked of the
    /// delegate once per section, at prepare.
    /// - Complexity: O(s) delegate calls for s sections.
    func lineRooms() -> [CGFloat] {
        guard let collectionView else { return [] }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let content = collectionView.adjustedContentInset
        let vertical = scrollDirection == .vertical
        return (0..<collectionView.numberOfSections).map { section in
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            return vertical ? collectionView.bounds.width - inset.left - inset.right - content.left - content.right
                : collectionView.bounds.height - inset.top - inset.bottom - content.top - content.bottom
        }
    }

    /// Records UIKit's "the item width must be less than the width of the UICollectionView minus the
    /// section insets …" (once per item) for an item handed out that is longer across the scroll
    /// direction than its section's line has room for (`rooms`, from `lineRooms()`).
    func checkItemFits(_ element: FlowElement, rooms: [CGFloat]) {
        let section = element.identity.indexPath.section
        guard element.identity.category == .cell, rooms.indices.contains(section), let collectionView else { return }
        let room = rooms[section]
        let vertical = scrollDirection == .vertical
        let length = vertical ? element.frame.width : element.frame.height
        guard length > room else { return }
        let (dimension, edges) = vertical ? ("width", ("left", "right")) : ("height", ("top", "bottom"))
        collectionView.lab.recordOnce(key: ["item-too-large", ObjectIdentifier(self), element.identity] as [AnyHashable],
                                      LayoutWarning(.itemTooLargeForCollectionView,
            "The behavior of the UICollectionViewFlowLayout is not defined because: the item \(dimension) must be less than "
                + "the \(dimension) of the UICollectionView minus the section insets \(edges.0) and \(edges.1) values, minus "
                + "the content insets \(edges.0) and \(edges.1) values (item \(length), room \(room))",
            element: element.identity))
    }
}
