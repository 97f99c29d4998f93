/// What a benchmark measures: a prepare, a screen query, one scroll trace, a batch of 10, a floor.
/// With an engine, a strategy and an item count it identifies a benchmark across reports (PerfLab's
/// `BenchmarkKey`). Its `rawValue` is the benchmark's `name` in a perf report (`query/screen`,
/// `scroll/fling-fast`, `batch10`): written here once, read back by every reader of reports (PerfLab,
/// and try-layout's headline, which builds without PerfLab: that is why it lives in LabSupport).
///
/// Closed, as `Counter` is: a report naming a family not listed here is refused when read, with a
/// message listing the known ones (`JSONObjectReader.requireFamily`). So a family the suite stops
/// running stays a case, for the reports that hold it.
///
/// An enum rather than a struct of static names, so that code deciding by family switches over it
/// and the compiler finds every switch a new family must join. The scroll traces are one
/// parameterised case, since targets and charts treat every trace alike (`isScroll`) and the
/// suite plays each (`ScrollTrace` switches to its workload). `allCases` is written by hand (a
/// case with a payload gets no synthesised list): the smoke suite's test holds it to the families
/// the suite runs, so a family left out of it fails a test.
package enum BenchmarkFamily: Hashable, Sendable, CaseIterable, RawRepresentable, CustomStringConvertible {
    /// `floor/write-attributes`: the bytes a frame-storing prepare writes, written once.
    case memoryWriteFloor
    /// `floor/delegate-sizes`: every item's size asked of the delegate once.
    case delegateSizeFloor
    /// `floor/sort-events`: each day's events sorted into the calendar's order.
    case eventSortFloor
    /// `prepare`: a full prepare of a fresh layout.
    case prepare
    /// `query/screen`: a screen-sized rect at random offsets.
    case screenQuery
    /// `scroll/<trace>`: a scroll trace played frame by frame.
    case scroll(ScrollTrace)
    /// `append100`: 100 items appended.
    case append100
    /// `batch10`: a random batch of 10 item changes.
    case batch10
    /// `rotation`: to landscape and back.
    case rotation
    /// `resize/split-view`: a split-view resize walk.
    case splitViewResizes
    /// `self-size/one-near-top`: one self-sizing correction near the top.
    case selfSizingCorrection
    /// `self-size/scroll`: steady scrolling whose visible cells size themselves.
    case selfSizingScroll
    /// `insert/middle`: one item inserted in the middle (and deleted again).
    case insertInMiddle
    /// `diff`: a snapshot diff against `CollectionDifference`.
    case diff

    /// The traces of the scroll family; the raw value follows `scroll/` in the family's name.
    package enum ScrollTrace: String, Hashable, Sendable, CaseIterable {
        case steady60Hz = "steady-60hz"
        case steady120Hz = "steady-120hz"
        case flingNormal = "fling-normal"
        case flingFast = "fling-fast"
        case jumps
        case backAndForth = "back-and-forth"
    }

    /// Every family, in the order the suite runs them (the order of a report's rows at one size).
    package static let allCases: [BenchmarkFamily] =
        [.memoryWriteFloor, .delegateSizeFloor, .eventSortFloor, .prepare, .screenQuery]
            + ScrollTrace.allCases.map(BenchmarkFamily.scroll)
            + [.append100, .batch10, .rotation, .splitViewResizes, .selfSizingCorrection, .selfSizingScroll, .insertInMiddle, .diff]

    /// Each family by its name, for reading.
    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The family a report names `rawValue`; nil for a name no family has.
    /// - Complexity: O(1) on average.
    package init?(rawValue: String) {
        guard let family = Self.byName[rawValue] else { return nil }
        self = family
    }

    /// The benchmark's name in reports, tables, filters and progress lines.
    package var rawValue: String {
        switch self {
        case .memoryWriteFloor: "floor/write-attributes"
        case .delegateSizeFloor: "floor/delegate-sizes"
        case .eventSortFloor: "floor/sort-events"
        case .prepare: "prepare"
        case .screenQuery: "query/screen"
        case .scroll(let trace): "scroll/" + trace.rawValue
        case .append100: "append100"
        case .batch10: "batch10"
        case .rotation: "rotation"
        case .splitViewResizes: "resize/split-view"
        case .selfSizingCorrection: "self-size/one-near-top"
        case .selfSizingScroll: "self-size/scroll"
        case .insertInMiddle: "insert/middle"
        case .diff: "diff"
        }
    }

    package var description: String { rawValue }

    /// Whether it is one of the scroll traces.
    package var isScroll: Bool {
        if case .scroll = self { true } else { false }
    }

    /// The name's part before its first `/` (`query`, `scroll`, `batch10`): a comparison's roll-up
    /// groups its rows by it.
    package var group: String {
        String(rawValue.prefix { $0 != "/" })
    }
}
