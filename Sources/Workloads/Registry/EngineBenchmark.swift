import LabSupport
import LayoutEngine

/// A scenario the perf suite measures an engine on, at any item count: one section on a portrait
/// phone, with the data the engine is about (per-item sizes, events), seeded.
public struct EngineBenchmark: Sendable {
    /// The engine's name in reports (`flow-uniform` is the flow engine on one item size).
    public var name: String
    /// False for a seed-faithful sample or a variant of another benchmark: measured by the
    /// prepare and screen-query families only, side by side with its engine; true runs every
    /// family (scrolls, appends, batches, rotations, resizes).
    public var measuresEveryFamily: Bool
    /// Whether a full prepare stores a frame per element: the perf report then holds it to the
    /// full-prepare target (at most 2× the memory-write floor). False for a closed form, which
    /// stores none, and by default.
    public var storesFrames = false
    /// Whether the layout asks the collection view's delegate for every item's size, as UIKit's
    /// flow layout does (a calendar: every item's event, which gives its size): the report then
    /// sets the delegate-size floor beside the write floor.
    public var asksDelegateForSizes = false
    /// Whether its full prepare sorts each day's events into the calendar's order, as the week
    /// calendar does: the perf suite then measures that sort alone on the same events
    /// (`floor/sort-events`), and the report adds it to the floors its honest prepare row reads
    /// against (docs/performance-targets.md).
    public var sortsEventsByDay = false
    /// The families the suite measures on this benchmark beyond the common ones: the self-sizing
    /// ones need an engine that reads `estimatedItemSize` and lets cells size themselves, the
    /// middle insert one whose insert should cost the same at any item count. None by default.
    public var families: Families = []
    /// The scenario at `items` items with the suite's seed.
    /// - Complexity: O(items).
    public var scenario: @Sendable (_ items: Int, _ seed: UInt64) -> Scenario

    /// The portrait phone every benchmark scenario is laid out in.
    public static let screen = Size(width: 390, height: 844)

    public init(name: String, measuresEveryFamily: Bool = true,
                scenario: @escaping @Sendable (_ items: Int, _ seed: UInt64) -> Scenario) {
        self.name = name
        self.measuresEveryFamily = measuresEveryFamily
        self.scenario = scenario
    }

    /// This benchmark, marked as storing a frame per element (`storesFrames`) and, with
    /// `askingDelegate`, as asking the delegate for sizes.
    public func storingFrames(askingDelegate: Bool = false) -> EngineBenchmark {
        var copy = self
        (copy.storesFrames, copy.asksDelegateForSizes) = (true, askingDelegate)
        return copy
    }

    /// One section of `items` items on the benchmark screen, with `settings` and no per-item data:
    /// the default benchmark of a registered engine.
    public static func plain(engine: String, settings: Scenario.LayoutSettings = .init(), measuresEveryFamily: Bool = true)
        -> EngineBenchmark {
        EngineBenchmark(name: engine, measuresEveryFamily: measuresEveryFamily) { items, _ in
            Scenario(engine: engine, container: .init(width: screen.width, height: screen.height), layout: settings,
                     sections: [SimulatedCollectionView.Section(itemCount: items)])
        }
    }

    /// One section of `items` items on the benchmark screen whose item sizes `size` draws, seeded.
    public static func sized(engine: String, name: String? = nil, settings: Scenario.LayoutSettings = .init(),
                             measuresEveryFamily: Bool = true,
                             size: @escaping @Sendable (inout SeededGenerator) -> Size) -> EngineBenchmark {
        EngineBenchmark(name: name ?? engine, measuresEveryFamily: measuresEveryFamily) { items, seed in
            var generator = SeededGenerator(seed: seed)
            var section = SimulatedCollectionView.Section(itemCount: items)
            section.itemSizes = ContiguousArray((0..<items).map { _ in size(&generator) })
            return Scenario(engine: engine, container: .init(width: screen.width, height: screen.height), layout: settings,
                            sections: [section])
        }
    }

    /// This benchmark, marked as sorting each day's events in its prepare (`sortsEventsByDay`).
    public func sortingEventsByDay() -> EngineBenchmark {
        var copy = self
        copy.sortsEventsByDay = true
        return copy
    }

    /// The families a benchmark may serve beyond the common ones (`families`).
    public struct Families: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `insert/middle`: one item inserted into the middle of the section (and deleted again)
        /// through a batch update, at every size: its cost should not grow with the item count.
        public static let insertInMiddle = Families(rawValue: 1 << 0)
        /// `self-size/one-near-top`: the scenario with estimated item sizes, one cell near the top
        /// reporting a new size.
        public static let selfSizingCorrection = Families(rawValue: 1 << 1)
        /// `self-size/scroll`: steady scrolling with estimated item sizes, every frame's visible
        /// cells reporting the scenario's item sizes.
        public static let selfSizingScroll = Families(rawValue: 1 << 2)
    }

    /// This benchmark, also measured by `families`.
    public func measuring(_ families: Families) -> EngineBenchmark {
        var copy = self
        copy.families.formUnion(families)
        return copy
    }

    /// This benchmark under another name in reports.
    public func named(_ name: String) -> EngineBenchmark {
        var copy = self
        copy.name = name
        return copy
    }
}
