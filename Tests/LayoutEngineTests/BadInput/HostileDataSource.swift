@testable import LayoutEngine

/// A data source and delegate of every engine that answers whatever a test tells it to: any
/// length (NaN, infinite, negative, huge) for every size, spacing and inset, negative counts, and
/// counts that change without an invalidation. The engines must read all of it as documented in
/// docs/bad-input.md and never trap.
final class HostileDataSource: FlowLayoutDelegate, WaterfallLayoutDelegate, CalendarLayoutDataSource {
    var bounds: Rect
    var layoutMargins: EdgeInsets = .zero
    var safeAreaInsets: EdgeInsets = .zero
    /// What `numberOfSections` says; may disagree with `itemCounts.count` (extra sections have no items).
    var sectionCount: Int
    var itemCounts: [Int]
    /// Every size, spacing and inset the delegates answer; nil: the layout's own property.
    var length: Double?
    /// The event of every item; nil: the placeholder event.
    var event: CalendarEvent?
    let layout: any InstrumentedLayout

    init(layout: any InstrumentedLayout, bounds: Rect = Rect(x: 0, y: 0, width: 390, height: 844),
         itemCounts: [Int], length: Double? = nil) {
        self.layout = layout
        self.bounds = bounds
        self.itemCounts = itemCounts
        self.sectionCount = itemCounts.count
        self.length = length
        layout.collectionView = self
    }

    var numberOfSections: Int { sectionCount }

    func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    private var size: Size? { length.map { Size(width: $0, height: $0) } }
    private var insets: EdgeInsets? { length.map { EdgeInsets(top: $0, left: $0, bottom: $0, right: $0) } }

    // Flow
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout, sizesItemsIndividuallyInSection section: Int) -> Bool {
        length != nil
    }
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size {
        size ?? layout.itemSize
    }
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets {
        insets ?? layout.sectionInset
    }
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double {
        length ?? layout.minimumLineSpacing
    }
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> Double {
        length ?? layout.minimumInteritemSpacing
    }
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size {
        size ?? layout.headerReferenceSize
    }
    func collectionView(_ collectionView: any LayoutDataSource, layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size {
        size ?? layout.footerReferenceSize
    }

    // Waterfall
    func collectionView(_ collectionView: any LayoutDataSource, limitSize: Size, sizeForItemAt indexPath: IndexPath) -> Size {
        size ?? Size(width: limitSize.width, height: 40)
    }
    func collectionView(_ collectionView: any LayoutDataSource, insetForSectionAt section: Int) -> EdgeInsets? { insets }
    func collectionView(_ collectionView: any LayoutDataSource, rowSpacingForSectionAt section: Int) -> Double? { length }
    func collectionView(_ collectionView: any LayoutDataSource, columnSpacingForSectionAt section: Int) -> Double? { length }
    func collectionView(_ collectionView: any LayoutDataSource, referenceSizeForHeaderInSection section: Int) -> Size? { size }
    func collectionView(_ collectionView: any LayoutDataSource, referenceSizeForFooterInSection section: Int) -> Size? { size }

    // Calendar
    func event(at indexPath: IndexPath) -> CalendarEvent {
        event ?? CalendarWeekLayout.placeholderEvent(indexPath.item)
    }
}

/// Sets every length property an engine has (sizes, spacings, insets, heights) to `value`.
func setEveryLength(of layout: any InstrumentedLayout, to value: Double) {
    let size = Size(width: value, height: value)
    let insets = EdgeInsets(top: value, left: value, bottom: value, right: value)
    switch layout {
    case let layout as ColumnFlowLayout:
        layout.minColumnWidth = value
        layout.cellHeight = value
        layout.minimumLineSpacing = value
        layout.minimumInteritemSpacing = value
        layout.headerReferenceSize = size
        layout.footerReferenceSize = size
    case let layout as FlowLayout:
        layout.itemSize = size
        layout.estimatedItemSize = size
        layout.minimumLineSpacing = value
        layout.minimumInteritemSpacing = value
        layout.headerReferenceSize = size
        layout.footerReferenceSize = size
        layout.sectionInset = insets
    case let layout as MosaicLayout:
        layout.segmentHeight = value
    case let layout as WaterfallLayout:
        layout.rowSpacing = value
        layout.columnSpacing = value
        layout.sectionInset = insets
        layout.headerReferenceSize = size
        layout.footerReferenceSize = size
    case let layout as CalendarWeekLayout:
        layout.heightPerHour = value
        layout.dayHeaderHeight = value
        layout.hourHeaderWidth = value
    case let layout as CalendarSampleLayout:
        layout.heightPerHour = value
        layout.dayHeaderHeight = value
        layout.hourHeaderWidth = value
    case let layout as WaterfallSampleLayout:
        layout.rowSpacing = value
        layout.columnSpacing = value
        layout.sectionInset = insets
    case let layout as CompositionalLayout:
        layout.configuration.interSectionSpacing = value
    default:
        break
    }
}
