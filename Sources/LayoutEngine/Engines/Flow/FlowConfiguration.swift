/// A flow layout's own properties, as of one prepare: when any differs at the next prepare,
/// every element is recomputed (UIKit invalidates when such a property is set).
struct FlowConfiguration: Hashable, Sendable {
    var scrollDirection: ScrollDirection
    var itemSize: Size
    var estimatedItemSize: Size
    var minimumLineSpacing: Double
    var minimumInteritemSpacing: Double
    var headerReferenceSize: Size
    var footerReferenceSize: Size
    var sectionInset: EdgeInsets
    var sectionInsetReference: SectionInsetReference
    var singleItemLineAlignment: FlowLineAlignment
    var lastLineAlignment: FlowLineAlignment

    init(_ layout: FlowLayout) {
        scrollDirection = layout.scrollDirection
        itemSize = layout.itemSize
        estimatedItemSize = layout.estimatedItemSize
        minimumLineSpacing = layout.minimumLineSpacing
        minimumInteritemSpacing = layout.minimumInteritemSpacing
        headerReferenceSize = layout.headerReferenceSize
        footerReferenceSize = layout.footerReferenceSize
        sectionInset = layout.sectionInset
        sectionInsetReference = layout.sectionInsetReference
        singleItemLineAlignment = layout.singleItemLineAlignment
        lastLineAlignment = layout.lastLineAlignment
    }
}
