extension UICollectionViewFlowLayout {
    /// `elements` with the headers (and footers) of every section the rect meets at their pinned
    /// frames, when pinning is on: a section's header stays at the leading edge of the visible area
    /// (the bounds less the adjusted content inset) while its section is there, never before its own
    /// place and never past the section's footer (or end); a footer likewise at the trailing edge,
    /// never after its place nor before the header's end.
    /// - Complexity: O(s + k) for s sections and k elements.
    func pinned(_ elements: [FlowElement], in rect: CGRect) -> [FlowElement] {
        let extents = bridge.sectionExtents
        var result = elements.filter { !isPinned($0.identity) }
        let natural = Dictionary(elements.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        for (section, extent) in extents.enumerated() {
            for (kind, frame) in [(UICollectionView.elementKindSectionHeader, extent.header),
                                  (UICollectionView.elementKindSectionFooter, extent.footer)] {
                guard let frame else { continue }
                let identity = LayoutWarning.Element(category: .supplementaryView, kind: kind,
                                                     indexPath: IndexPath(item: 0, section: section))
                guard isPinned(identity), let pinnedFrame = pinnedFrame(kind: kind, natural: frame, extent: extent),
                      Self.meets(pinnedFrame, rect) else { continue }
                var element = natural[identity] ?? bridge.supplementary(ofKind: kind, at: identity.indexPath)
                    ?? FlowElement(identity: identity, frame: frame, zIndex: 0, alpha: 1, isHidden: false)
                element.frame = pinnedFrame
                result.append(element)
            }
        }
        return result
    }

    /// The pinned frame of a header or footer, or nil when it is not pinned.
    func pinnedFrame(of element: FlowElement) -> CGRect? {
        guard isPinned(element.identity), let kind = element.identity.kind else { return nil }
        let extents = bridge.sectionExtents
        let section = element.identity.indexPath.section
        guard extents.indices.contains(section) else { return nil }
        return pinnedFrame(kind: kind, natural: element.frame, extent: extents[section])
    }

    private func isPinned(_ identity: LayoutWarning.Element) -> Bool {
        guard identity.category == .supplementaryView else { return false }
        return (identity.kind == UICollectionView.elementKindSectionHeader && sectionHeadersPinToVisibleBounds)
            || (identity.kind == UICollectionView.elementKindSectionFooter && sectionFootersPinToVisibleBounds)
    }

    private func pinnedFrame(kind: String, natural: CGRect, extent: FlowSectionExtent) -> CGRect? {
        guard let collectionView else { return nil }
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds, inset = collectionView.adjustedContentInset
        let naturalStart = vertical ? natural.minY : natural.minX
        let length = vertical ? natural.height : natural.width
        let start: CGFloat
        if kind == UICollectionView.elementKindSectionHeader {
            let visibleStart = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
            let limit = (extent.footer.map { vertical ? $0.minY : $0.minX } ?? extent.end) - length
            start = max(naturalStart, min(max(visibleStart, naturalStart), limit))
        } else {
            let visibleEnd = vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
            let limit = extent.header.map { vertical ? $0.maxY : $0.maxX } ?? extent.start
            start = min(naturalStart, max(min(visibleEnd - length, naturalStart), limit))
        }
        return vertical ? CGRect(x: natural.minX, y: start, width: natural.width, height: natural.height)
            : CGRect(x: start, y: natural.minY, width: natural.width, height: natural.height)
    }

    /// Core Graphics' `intersects` (touching edges count), computed here rather than by Foundation,
    /// whose `intersects` traps on Linux when a coordinate is NaN (docs/geometry.md): a NaN anywhere
    /// meets nothing.
    static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
        let a = a.standardized, b = b.standardized
        return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }
}
