/// Per-item and per-section answers for a waterfall layout, as seed 001's
/// `CollectionViewDelegateWaterLayout`. The layout asks its collection view when it conforms.
/// Every optional answer defaults to nil: the layout's own property (or, for the sample, zero).
public protocol WaterfallLayoutDelegate: LayoutDataSource {
    /// The item's size; `limitSize` is the column's: its width when scrolling vertically (the
    /// height unlimited), its height when scrolling horizontally.
    func collectionView(_ collectionView: any LayoutDataSource, limitSize: Size, sizeForItemAt indexPath: IndexPath) -> Size
    func collectionView(_ collectionView: any LayoutDataSource, insetForSectionAt section: Int) -> EdgeInsets?
    func collectionView(_ collectionView: any LayoutDataSource, rowSpacingForSectionAt section: Int) -> Double?
    func collectionView(_ collectionView: any LayoutDataSource, columnSpacingForSectionAt section: Int) -> Double?
    func collectionView(_ collectionView: any LayoutDataSource, referenceSizeForHeaderInSection section: Int) -> Size?
    func collectionView(_ collectionView: any LayoutDataSource, referenceSizeForFooterInSection section: Int) -> Size?
}

extension WaterfallLayoutDelegate {
    public func collectionView(_ collectionView: any LayoutDataSource, insetForSectionAt section: Int) -> EdgeInsets? { nil }
    public func collectionView(_ collectionView: any LayoutDataSource, rowSpacingForSectionAt section: Int) -> Double? { nil }
    public func collectionView(_ collectionView: any LayoutDataSource, columnSpacingForSectionAt section: Int) -> Double? { nil }
    public func collectionView(_ collectionView: any LayoutDataSource, referenceSizeForHeaderInSection section: Int) -> Size? { nil }
    public func collectionView(_ collectionView: any LayoutDataSource, referenceSizeForFooterInSection section: Int) -> Size? { nil }
}
