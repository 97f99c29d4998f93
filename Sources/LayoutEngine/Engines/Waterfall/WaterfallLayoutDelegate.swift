/// Per-item and per-section answers for a waterfall layout, as seed 001's
/// `CollectionViewDelegateWaterLayout`. The layout asks its collection view when it conforms.
/// Every optional answer defaults to nil: the layout's own property (or, for the sample, zero).
public protocol WaterfallLayoutDelegate: LayoutDataSource {
    /// The item's size; `limitSize` is the column's: its width when scrolling vertically (the
    /// height unlimited), its height when scrolling horizontally.
    func collectionView(_ collectionView: any LayoutDataSource, limitSize: Size, sizeForItemAt indexPath: IndexPath) -> Size
    /// The space around the section's header, columns and footer; nil: the layout's `sectionInset`.
    func collectionView(_ collectionView: any LayoutDataSource, insetForSectionAt section: Int) -> EdgeInsets?
    /// The section's row spacing (see `WaterfallLayout.rowSpacing`); nil: the layout's.
    func collectionView(_ collectionView: any LayoutDataSource, rowSpacingForSectionAt section: Int) -> Double?
    /// The section's column spacing (see `WaterfallLayout.columnSpacing`); nil: the layout's.
    func collectionView(_ collectionView: any LayoutDataSource, columnSpacingForSectionAt section: Int) -> Double?
    /// The section's header size (its length along the scroll direction is used; zero: no header);
    /// nil: the layout's `headerReferenceSize`.
    func collectionView(_ collectionView: any LayoutDataSource, referenceSizeForHeaderInSection section: Int) -> Size?
    /// The section's footer size (its length along the scroll direction is used; zero: no footer);
    /// nil: the layout's `footerReferenceSize`.
    func collectionView(_ collectionView: any LayoutDataSource, referenceSizeForFooterInSection section: Int) -> Size?
}

extension WaterfallLayoutDelegate {
    /// By default nil: the layout's `sectionInset`.
    public func collectionView(_ collectionView: any LayoutDataSource, insetForSectionAt section: Int) -> EdgeInsets? { nil }
    /// By default nil: the layout's `rowSpacing`.
    public func collectionView(_ collectionView: any LayoutDataSource, rowSpacingForSectionAt section: Int) -> Double? { nil }
    /// By default nil: the layout's `columnSpacing`.
    public func collectionView(_ collectionView: any LayoutDataSource, columnSpacingForSectionAt section: Int) -> Double? { nil }
    /// By default nil: the layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: any LayoutDataSource, referenceSizeForHeaderInSection section: Int) -> Size? { nil }
    /// By default nil: the layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: any LayoutDataSource, referenceSizeForFooterInSection section: Int) -> Size? { nil }
}
