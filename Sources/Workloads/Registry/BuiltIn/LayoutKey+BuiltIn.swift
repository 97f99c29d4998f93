import LayoutEngine

// The built-in engines' settings: each key of a scenario's `layout` object spelled once, here;
// the descriptors list the ones they read (`EngineDescriptor+Flow.swift`, …).

/// `UICollectionViewFlowLayout`'s properties (the flow and column flow; the waterfall and the
/// compositional layout share some).
extension LayoutKey where Value == ScrollDirection {
    package static var scrollDirection: Self { .choice("scrollDirection") }
}

extension LayoutKey where Value == Size {
    package static var itemSize: Self { .size("itemSize") }
    package static var estimatedItemSize: Self { .size("estimatedItemSize") }
    package static var headerReferenceSize: Self { .size("headerReferenceSize") }
    package static var footerReferenceSize: Self { .size("footerReferenceSize") }
}

extension LayoutKey where Value == EdgeInsets {
    package static var sectionInset: Self { .insets("sectionInset") }
}

extension LayoutKey where Value == SectionInsetReference {
    package static var sectionInsetReference: Self { .choice("sectionInsetReference") }
}

extension LayoutKey where Value == FlowLineAlignment {
    package static var singleItemLineAlignment: Self { .choice("singleItemLineAlignment") }
    package static var lastLineAlignment: Self { .choice("lastLineAlignment") }
}

extension LayoutKey where Value == Double {
    package static var minimumLineSpacing: Self { .length("minimumLineSpacing") }
    package static var minimumInteritemSpacing: Self { .length("minimumInteritemSpacing") }
    /// The column flow's.
    package static var minColumnWidth: Self { .length("minColumnWidth") }
    package static var cellHeight: Self { .length("cellHeight") }
    /// The mosaic's.
    package static var segmentHeight: Self { .length("segmentHeight") }
    /// The waterfall's.
    package static var rowSpacing: Self { .length("rowSpacing") }
    package static var columnSpacing: Self { .length("columnSpacing") }
    /// The calendars'.
    package static var heightPerHour: Self { .length("heightPerHour") }
    package static var dayHeaderHeight: Self { .length("dayHeaderHeight") }
    package static var hourHeaderWidth: Self { .length("hourHeaderWidth") }
}

extension LayoutKey where Value == Int {
    /// The waterfall's columns, 1 to 1,000.
    package static var columnCount: Self { .count("columnCount", of: "column", allowed: 1...1_000) }
    /// The calendar's day columns and how many share the width (`CalendarWeekLayout.dayCountRange`).
    package static var dayCount: Self { .count("dayCount", of: "day", allowed: CalendarWeekLayout.dayCountRange) }
    package static var visibleDayCount: Self { .count("visibleDayCount", of: "day", allowed: CalendarWeekLayout.dayCountRange) }
}

extension LayoutKey where Value == Composition {
    /// The compositional layout's sections.
    package static var composition: Self { LayoutKey(.setting("composition", .composition)) }
}
