/// A flow layout's own properties, as of one prepare, read as the layout reads them (lengths
/// sanitised): when any differs at the next prepare, every element is recomputed (UIKit
/// invalidates when such a property is set). Sanitising first means a NaN property, read as 0,
/// compares equal to itself and does not force a relayout on every prepare.
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
        itemSize = layout.itemSize.sanitized
        estimatedItemSize = layout.isEstimatingItemSizes ? layout.estimatedItemSize.sanitized : .zero
        minimumLineSpacing = layout.minimumLineSpacing.sanitizedLength
        minimumInteritemSpacing = layout.minimumInteritemSpacing.sanitizedLength
        headerReferenceSize = layout.headerReferenceSize.sanitized
        footerReferenceSize = layout.footerReferenceSize.sanitized
        sectionInset = layout.sectionInset.sanitized
        sectionInsetReference = layout.sectionInsetReference
        singleItemLineAlignment = layout.singleItemLineAlignment
        lastLineAlignment = layout.lastLineAlignment
    }
}
