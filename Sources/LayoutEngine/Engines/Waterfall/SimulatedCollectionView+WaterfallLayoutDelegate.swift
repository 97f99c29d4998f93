/// The simulated collection view answers a waterfall layout's delegate questions from its
/// sections: per-item sizes (a square as wide as the column when a section has none), and the
/// per-section overrides (`minimumLineSpacing` is the row spacing, `minimumInteritemSpacing` the
/// column spacing).
extension SimulatedCollectionView: WaterfallLayoutDelegate {
    /// The section's `itemSizes` entry; for an item beyond them, a square whose side is the
    /// smaller of `limitSize`'s width and height.
    public func collectionView(_ collectionView: any LayoutDataSource, limitSize: Size, sizeForItemAt indexPath: IndexPath) -> Size {
        if let size = sections[indexPath.section].itemSizes?.element(at: indexPath.item) { return size }
        let side = Swift.min(limitSize.width, limitSize.height)
        return Size(width: side, height: side)
    }

    /// The section's `inset`; nil: the layout's `sectionInset`.
    public func collectionView(_ collectionView: any LayoutDataSource, insetForSectionAt section: Int) -> EdgeInsets? {
        sections[section].inset
    }

    /// The section's `minimumLineSpacing`; nil: the layout's `rowSpacing`.
    public func collectionView(_ collectionView: any LayoutDataSource, rowSpacingForSectionAt section: Int) -> Double? {
        sections[section].minimumLineSpacing
    }

    /// The section's `minimumInteritemSpacing`; nil: the layout's `columnSpacing`.
    public func collectionView(_ collectionView: any LayoutDataSource, columnSpacingForSectionAt section: Int) -> Double? {
        sections[section].minimumInteritemSpacing
    }

    /// The section's `headerSize`; nil: the layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: any LayoutDataSource, referenceSizeForHeaderInSection section: Int) -> Size? {
        sections[section].headerSize
    }

    /// The section's `footerSize`; nil: the layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: any LayoutDataSource, referenceSizeForFooterInSection section: Int) -> Size? {
        sections[section].footerSize
    }
}
