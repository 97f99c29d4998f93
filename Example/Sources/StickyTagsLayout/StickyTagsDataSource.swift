import LayoutEngine

/// What the sticky-tags layout asks its collection view beyond the counts: the role UIKit's
/// `collectionView(_:layout:sizeForItemAt:)` plays for the original. The layout casts its
/// `collectionView` to this protocol; a data source that does not conform gives every tag the
/// layout's `tagWidth`.
public protocol StickyTagsDataSource: LayoutDataSource {
    /// The width the tag at `indexPath` asks for; nil: the layout's `tagWidth`.
    func tagWidth(at indexPath: IndexPath) -> Double?
}

/// The lab's collection view answers from its sections' per-item sizes (`itemSizes`), the data a
/// scenario file, a workload or the fuzzer gives it. A section without sizes (the fuzzer draws
/// them for about half its sections) answers nil.
extension SimulatedCollectionView: StickyTagsDataSource {
    public func tagWidth(at indexPath: IndexPath) -> Double? {
        guard sections.indices.contains(indexPath.section), let sizes = sections[indexPath.section].itemSizes,
              sizes.indices.contains(indexPath.item) else { return nil }
        return sizes[indexPath.item].width
    }
}
