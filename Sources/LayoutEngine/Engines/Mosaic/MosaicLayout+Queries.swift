extension MosaicLayout {
    /// The bounds' width, and the bottom of the last cell (0 with no cells) or, with
    /// `contentSizing == .atLeastBounds` (seed 000), the bounds' height when that is more: every
    /// frame inside (no cell is wider than the bounds).
    /// - Complexity: O(1).
    public var collectionViewContentSize: Size {
        let cellsBottom = source.bottom
        switch contentSizing {
        case .atLeastBounds: return Size(width: preparedMetrics?.width ?? 0, height: Swift.max(cellsBottom, preparedBoundsHeight))
        case .cellsOnly: return Size(width: preparedMetrics?.width ?? 0, height: cellsBottom)
        }
    }

    /// Every cell whose frame `rect` intersects (`Rect.intersects(_:)`), in item order.
    /// - Complexity: that of the query strategy: O(n) for `linear`; for `binary`, O(log s + s' + c)
    ///   for the s' sections that reach the rect and the c cells of the segments it crosses.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        // The source is read in place, through a pointer to the stored property: read as a value,
        // it was copied (every array it holds retained, then released) once per query.
        unsafe withUnsafeMutablePointer(to: &source) { source in
            unsafe machinery.withOrdinals(in: rect, source: source.pointee) { unsafe source.pointee.attributes(ofElementsAt: $0) }
        }
    }

    /// - Complexity: O(1).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let section = source.sections.element(at: indexPath.section), indexPath.item >= 0,
              indexPath.item < section.itemCount else { return nil }
        return LayoutAttributes(id: .cell(indexPath), frame: section.frame(ofItem: indexPath.item, metrics: source.metrics))
    }

    /// The number of cells the last `prepare()` laid out, over every section; their frames are
    /// computed on demand, never stored.
    public var elementCount: Int { source.elementCount }

    /// - Complexity: O(log s), where s is the number of sections.
    public func attributesOfElement(at ordinal: Int) -> LayoutAttributes {
        source.attributes(ofElementAt: ordinal)
    }

    /// The sections' states and the query index (which keeps nothing for a source that searches
    /// itself): no byte per cell.
    /// - Complexity: O(1).
    public var bytesHeld: Int {
        source.bytesHeld + query.bytesHeld
    }
}
