/// What a layout reads from its collection view: the role `UICollectionView` plays for a
/// `UICollectionViewLayout`. A layout never writes to it.
///
/// A count below zero is read as zero.
public protocol LayoutDataSource: AnyObject {
    /// The visible rect in content coordinates: its origin is the scroll offset, its size the
    /// viewport's size.
    var bounds: Rect { get }
    /// `UIView.layoutMargins`.
    var layoutMargins: EdgeInsets { get }
    /// `UIView.safeAreaInsets`.
    var safeAreaInsets: EdgeInsets { get }
    /// The number of sections, as `UICollectionView.numberOfSections`.
    var numberOfSections: Int { get }
    /// The number of items in `section`, as `UICollectionView.numberOfItems(inSection:)`.
    func numberOfItems(inSection section: Int) -> Int
}

extension LayoutDataSource {
    /// No margins, for a data source that has none.
    public var layoutMargins: EdgeInsets { .zero }
    /// No safe-area insets, for a data source that has none.
    public var safeAreaInsets: EdgeInsets { .zero }
}

extension LayoutDataSource {
    /// `numberOfSections`, read as zero when negative (a layout that loops over the sections
    /// reads the count through this, so a bad data source cannot trap it).
    package var sectionCountRead: Int { max(0, numberOfSections) }

    /// `numberOfItems(inSection:)`, read as zero when negative.
    package func itemCountRead(inSection section: Int) -> Int { max(0, numberOfItems(inSection: section)) }
}
