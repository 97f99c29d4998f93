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
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        sizeForItemAt indexPath: IndexPath) -> Size
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        minimumLineSpacingForSectionAt section: Int) -> Double
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> Double
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        referenceSizeForHeaderInSection section: Int) -> Size
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        referenceSizeForFooterInSection section: Int) -> Size
}

extension FlowLayoutDelegate {
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               sizesItemsIndividuallyInSection section: Int) -> Bool { false }
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               sizeForItemAt indexPath: IndexPath) -> Size { layout.itemSize }
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               insetForSectionAt section: Int) -> EdgeInsets { layout.sectionInset }
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               minimumLineSpacingForSectionAt section: Int) -> Double { layout.minimumLineSpacing }
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> Double { layout.minimumInteritemSpacing }
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               referenceSizeForHeaderInSection section: Int) -> Size { layout.headerReferenceSize }
    public func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                               referenceSizeForFooterInSection section: Int) -> Size { layout.footerReferenceSize }
}
