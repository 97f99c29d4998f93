import LabSupport

extension Report {
    /// The report's charts as SVG documents, each with a stable file name and its title.
    ///
    /// One chart per benchmark name and engine, in the order the report first lists them
    /// (`query-screen-flow.svg`, or `diff.svg` for engine `-`): latency against item count on
    /// log-log axes, one series per strategy. Each series' thick line is the p50; its p99 is a thin,
    /// faint line in the same colour and dash pattern (a line rather than a band, because bands of
    /// several strategies overlap into mud). The prepare charts (`prepare-flow.svg`, …) are small
    /// multiples: one per engine on one shared time axis, so they compare at a glance without
    /// eleven lines on one plot; an engine whose prepare computes nothing says so in its title.
    ///
    /// Each chart draws the targets that judge it: the screen query's 1 µs median and 2 µs tail,
    /// the scroll frame's 5 µs p99 and the 120 Hz and 60 Hz frame budgets, and, on the prepare of an
    /// engine the floor target judges, 2× the memory-write floor measured at each size.
    ///
    /// A chart is made only when its benchmarks were measured at two sizes or more. File names are
    /// slugs of the benchmark name and engine, numbered (`-2`) if two slug alike.
    /// - Complexity: O(n log n), where n is the number of benchmarks.
    func charts() -> [(fileName: String, title: String, svg: String)] {
        logLogCharts().map { ($0.fileName, $0.chart.title, $0.chart.svg()) }
    }

    /// The charts `charts()` draws, before drawing.
    /// - Complexity: O(n log n), where n is the number of benchmarks.
    func logLogCharts() -> [(fileName: String, chart: LogLogChart)] {
        var charts: [(fileName: String, chart: LogLogChart)] = []
        var taken: Set<String> = []
        func add(_ stem: String, _ chart: LogLogChart) {
            // Different engines can slug alike (`flow`, `Flow`): number the later ones. A family's
            // name has letters, so no stem is empty.
            var name = stem, suffix = 2
            while taken.contains(name) {
                name = "\(stem)-\(suffix)"
                suffix += 1
            }
            taken.insert(name)
            charts.append((name + ".svg", chart))
        }

        let prepares = benchmarks.filter { $0.family == .prepare }
        // The small multiples' shared axis: from the fastest p50 to the slowest p99 of any prepare.
        let prepareRange = [prepares.map(\.summary.p50).filter { $0 > 0 }.min(), prepares.map(\.summary.p99).max()].compactMap { $0 }
        for group in Self.orderedGroups(benchmarks, by: { "\($0.family)|\(BenchmarkKey.fileText($0.engine))" }) where Self.sizeCount(group.members) >= 2 {
            let first = group.members[0]
            let series = Self.series(group.members, withCompanion: true) { result in
                // A benchmark without a strategy is one line, named after what it is.
                result.strategy ?? result.engine ?? result.family.rawValue
            }
            let lazy = first.family == .prepare && first.engine.map(preparesNothing) == true ? " (prepares nothing)" : ""
            let subject = first.engine.map { "\(first.family) on \($0)\(lazy)" } ?? first.family.rawValue
            let stem = Self.slug(first.engine.map { "\(first.family)-\($0)" } ?? first.family.rawValue)
            let byStrategy = group.members.contains { $0.strategy != nil }
            var chart = LogLogChart(title: "\(subject): latency\(byStrategy ? " by strategy" : "")", series: series,
                                    references: Self.targetLines(first.family))
            if first.family == .prepare {
                chart.sharedYValues = prepareRange
                if let engine = first.engine, let floor = twiceTheWriteFloor(for: engine) { chart.references.append(floor) }
            }
            add(stem, chart)
        }
        return charts
    }

    /// The targets a family's chart draws as levels (docs/performance-targets.md): the screen
    /// query's 1 µs median and 2 µs tail; the scroll frame's 5 µs p99 and the frame budgets whose
    /// overruns compare counts.
    static func targetLines(_ family: BenchmarkFamily) -> [LogLogChart.Reference] {
        switch family {
        case .screenQuery:
            [.init(label: "target p50 1 µs", value: 1_000), .init(label: "target p99 2 µs (+20 ns per element)", value: 2_000)]
        case .scroll:
            [.init(label: "target p99 5 µs per frame", value: 5_000)]
                + ScrollBenchmarks.budgets.map { .init(label: "frame budget \($0.name)", value: $0.nanoseconds) }
        case .memoryWriteFloor, .delegateSizeFloor, .eventSortFloor, .prepare, .append100, .batch10, .rotation, .splitViewResizes,
             .selfSizingCorrection, .selfSizingScroll, .insertInMiddle, .diff:
            []
        }
    }

    /// The floor target's line on `engine`'s prepare chart: 2× the memory-write floor at each size
    /// the report measured it, when the target judges that engine (`judgesPrepareAgainstFloor`).
    func twiceTheWriteFloor(for engine: String) -> LogLogChart.Reference? {
        guard judgesPrepareAgainstFloor(engine) else { return nil }
        let floors = benchmarks.filter { $0.family == .memoryWriteFloor }
        guard floors.count >= 2 else { return nil }
        return .init(label: "target: 2× memory-write floor",
                     curve: floors.map { LogLogChart.Point(x: Double($0.items), y: 2 * $0.summary.p50) })
    }

    /// `query/screen` and `flow` → `query-screen-flow`: lower-case ASCII letters and digits, every
    /// other run of characters one hyphen, none at either end.
    static func slug(_ text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                slug.append(character)
            } else if !slug.isEmpty && slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug
    }

    private static func sizeCount(_ results: [BenchmarkResult]) -> Int {
        Set(results.map(\.items).filter { $0 > 0 }).count
    }

    /// `results` grouped by `key`, groups and members in the order of first appearance.
    private static func orderedGroups(_ results: [BenchmarkResult], by key: (BenchmarkResult) -> String)
        -> [(key: String, members: [BenchmarkResult])]
    {
        var groups: [(key: String, members: [BenchmarkResult])] = []
        var index: [String: Int] = [:]
        for result in results {
            let k = key(result)
            if let i = index[k] {
                groups[i].members.append(result)
            } else {
                index[k] = groups.count
                groups.append((k, [result]))
            }
        }
        return groups
    }

    /// One series per label: (items, p50) points, with (items, p99) companions if asked; the first
    /// result of a label at a size wins.
    private static func series(_ results: [BenchmarkResult], withCompanion: Bool,
                               label: (BenchmarkResult) -> String) -> [LogLogChart.Series] {
        orderedGroups(results, by: label).map { group in
            var seen: Set<Int> = []
            let members = group.members.filter { seen.insert($0.items).inserted }
            return LogLogChart.Series(
                name: group.key,
                points: members.map { LogLogChart.Point(x: Double($0.items), y: $0.summary.p50) },
                companion: !withCompanion ? [] : members.map { LogLogChart.Point(x: Double($0.items), y: $0.summary.p99) })
        }
    }
}
