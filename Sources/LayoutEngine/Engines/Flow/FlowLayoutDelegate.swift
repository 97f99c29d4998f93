/// Per-section and per-item answers for a flow layout, as `UICollectionViewDelegateFlowLayout`.
///
/// The flow layout asks its collection view: when the object attached as `collectionView` also
/// conforms to this protocol, its answers replace the layout's own properties. Every method has a
/// default that returns the layout's property, as UIKit does for a delegate that does not
/// implement it.
public protocol FlowLayoutDelegate: LayoutDataSource {
    /// Whether the items of `section` take sizes from `collectionView(_:layout:sizeForItemAt:)`.
    /// UIKit decides this by whether the delegate implements that method; false (the default)
    /// gives the uniform fast path: every item is `itemSize`, and no frame is stored per item.
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        sizesItemsIndividuallyInSection section: Int) -> Bool
    /// The size of the item at `indexPath`, read only when its section sizes items individually.
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        sizeForItemAt indexPath: IndexPath) -> Size
    /// The space around the lines of `section`, as `insetForSectionAt`.
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    /// The smallest distance between the lines of `section`, as `minimumLineSpacingForSectionAt`.
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        minimumLineSpacingForSectionAt section: Int) -> Double
    /// The smallest distance between items of a line in `section`, as
    /// `minimumInteritemSpacingForSectionAt`.
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> Double
    /// The size of the header of `section` (its length along the scroll direction is used; zero:
    /// no header), as `referenceSizeForHeaderInSection`.
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        referenceSizeForHeaderInSection section: Int) -> Size
    /// The size of the footer of `section` (its length along the scroll direction is used; zero:
    /// no footer), as `referenceSizeForFooterInSection`.
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        referenceSizeForFooterInSection section: Int) -> Size
}

extension FlowLayoutDelegate {
    /// By default no section sizes items individually: every item is `layout.itemSize`.
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               sizesItemsIndividuallyInSection section: Int) -> Bool { false }
    /// By default `layout.itemSize`.
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               sizeForItemAt indexPath: IndexPath) -> Size { layout.itemSize }
    /// By default `layout.sectionInset`.
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               insetForSectionAt section: Int) -> EdgeInsets { layout.sectionInset }
    /// By default `layout.minimumLineSpacing`.
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               minimumLineSpacingForSectionAt section: Int) -> Double { layout.minimumLineSpacing }
    /// By default `layout.minimumInteritemSpacing`.
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> Double { layout.minimumInteritemSpacing }
    /// By default `layout.headerReferenceSize`.
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               referenceSizeForHeaderInSection section: Int) -> Size { layout.headerReferenceSize }
    /// By default `layout.footerReferenceSize`.
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               referenceSizeForFooterInSection section: Int) -> Size { layout.footerReferenceSize }
}
