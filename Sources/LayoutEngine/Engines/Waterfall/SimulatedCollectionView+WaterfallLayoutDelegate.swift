/// The simulated collection view answers a waterfall layout's delegate questions from its
/// sections: per-item sizes (a square as wide as the column when a section has none), and the
/// per-section overrides (`minimumLineSpacing` is the row spacing, `minimumInteritemSpacing` the
/// column spacing).
extension SimulatedCollectionView: WaterfallLayoutDelegate {
    public func collectionView(_ collectionView: any LayoutDataSource, limitSize: Size, sizeForItemAt indexPath: IndexPath) -> Size {
        if let size = sections[indexPath.section].itemSizes?.element(at: indexPath.item) { return size }
        let side = Swift.min(limitSize.width, limitSize.height)
        return Size(width: side, height: side)
    }

    public func collectionView(_ collectionView: any LayoutDataSource, insetForSectionAt section: Int) -> EdgeInsets? {
        sections[section].inset
    }

    public func collectionView(_ collectionView: any LayoutDataSource, rowSpacingForSectionAt section: Int) -> Double? {
        sections[section].minimumLineSpacing
    }

    public func collectionView(_ collectionView: any LayoutDataSource, columnSpacingForSectionAt section: Int) -> Double? {
        sections[section].minimumInteritemSpacing
    }

    public func collectionView(_ collectionView: any LayoutDataSource, referenceSizeForHeaderInSection section: Int) -> Size? {
        sections[section].headerSize
    }

    public func collectionView(_ collectionView: any LayoutDataSource, referenceSizeForFooterInSection section: Int) -> Size? {
        sections[section].footerSize
    }
}
