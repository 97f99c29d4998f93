import LayoutEngine

/// A layout to build and look at: an engine with its configuration, a container, and sections
/// of items. Read from a JSON file (format in docs/scenarios.md, examples in docs/scenarios/).
public struct Scenario: Sendable {
    /// The format version this build reads and writes.
    public static let currentVersion = 1
    /// The most items a scenario may hold, in all sections together.
    public static let maximumItemCount = 10_000_000

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

    /// The number of items in all sections.
    /// - Complexity: O(s), where s is the number of sections.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }
}
