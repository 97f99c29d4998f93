import LayoutEngine

/// A layout to build and look at: an engine with its configuration, a container, and sections
/// of items. Read from a JSON file (format in docs/scenarios.md, examples in docs/scenarios/).
public struct Scenario: Sendable {
    /// The format version this build reads and writes.
    public static let currentVersion = 1
    /// The most items a scenario may hold, in all sections together.
    public static let maximumItemCount = 10_000_000
    /// The most items the decoders accept here: `maximumItemCount`, unless a caller that must
    /// stay fast (the front-door fuzz) binds a lower limit for what it decodes.
    @TaskLocal public static var decodingItemLimit = maximumItemCount

    public var engine: String
    public var container: Container
    public var layout: LayoutSettings
    public var sections: [SimulatedCollectionView.Section]

    public init(engine: String, container: Container, layout: LayoutSettings = LayoutSettings(),
                sections: [SimulatedCollectionView.Section]) {
        self.engine = engine
        self.container = container
        self.layout = layout
        self.sections = sections
    }

    /// The collection view's size, margins and safe area.
    public struct Container: Hashable, Sendable {
        public var width: Double
        public var height: Double
        public var layoutMargins: EdgeInsets
        public var safeAreaInsets: EdgeInsets

        public init(width: Double, height: Double, layoutMargins: EdgeInsets = .zero, safeAreaInsets: EdgeInsets = .zero) {
            self.width = width
            self.height = height
            self.layoutMargins = layoutMargins
            self.safeAreaInsets = safeAreaInsets
        }
    }

    /// The engine's own properties; nil keeps the engine's default.
    public struct LayoutSettings: Hashable, Sendable {
        public var scrollDirection: ScrollDirection?
        public var itemSize: Size?
        public var estimatedItemSize: Size?
        public var minimumLineSpacing: Double?
        public var minimumInteritemSpacing: Double?
        public var headerReferenceSize: Size?
        public var footerReferenceSize: Size?
        public var sectionInset: EdgeInsets?
        public var sectionInsetReference: SectionInsetReference?
        public var singleItemLineAlignment: FlowLineAlignment?
        public var lastLineAlignment: FlowLineAlignment?
        public var minColumnWidth: Double?
        public var cellHeight: Double?
        public var segmentHeight: Double?
        public var columnCount: Int?
        public var rowSpacing: Double?
        public var columnSpacing: Double?
        public var heightPerHour: Double?
        public var dayHeaderHeight: Double?
        public var hourHeaderWidth: Double?
        /// The calendar's day columns and how many share the width (both 1 to 100,000).
        public var dayCount: Int?
        public var visibleDayCount: Int?
        /// The compositional layout's sections (engine `compositional`).
        public var composition: Composition?
        /// The declared parameters of a registered engine (`EngineParameter`), by name; a flag is
        /// 0 or 1. Empty for the built-ins, which use the typed fields above.
        public var parameters: [String: Double] = [:]

        public init() {}

        /// The names of the typed fields as a scenario's `layout` object spells them.
        public static let typedKeys: Set<String> = [
            "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
            "headerReferenceSize", "footerReferenceSize", "sectionInset", "sectionInsetReference",
            "singleItemLineAlignment", "lastLineAlignment", "minColumnWidth", "cellHeight", "segmentHeight",
            "columnCount", "rowSpacing", "columnSpacing", "heightPerHour", "dayHeaderHeight", "hourHeaderWidth",
            "dayCount", "visibleDayCount", "composition",
        ]
    }

    /// The number of items in all sections.
    /// - Complexity: O(s), where s is the number of sections.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }
}
