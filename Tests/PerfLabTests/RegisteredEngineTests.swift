import Foundation
import LabSupport
import LayoutEngine
import Testing
@testable import PerfLab
import Workloads

/// A user's engine, registered beside the built-ins, is measured by `perflab run` started with
/// that registry, and unknown to one started without it.
@Suite struct RegisteredEngineTests {
    static let side = LayoutParameter.number("side", default: 50, allowed: 1...500, random: 10...120)
    static let squares = EngineDescriptor(
        name: "squares", summary: "a grid of squares (a test engine)", settings: [side]
    ) { settings, query, invalidation in
        let layout = FlowLayout(queryStrategy: query, invalidationStrategy: invalidation)
        layout.itemSize = Size(width: settings[side], height: settings[side])
        return layout
    }

    @Test func perflabRunMeasuresARegisteredEngine() throws {
        let registry = try EngineRegistry.builtIn.adding([Self.squares])
        let folder = NSTemporaryDirectory() + "perflab-registry-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var output = StringOutput()
        let status = PerfLabCommand.run(["run", "--suite", "quick", "--filter", "prepare squares", "--results", folder, "--allow-debug"],
                                        registry: registry, output: &output)
        #expect(status == 0, "\(output.text)")
        #expect(output.text.contains("squares"), "\(output.text)")
        let reports = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
        #expect(reports.count == 1)

        var builtIn = StringOutput()
        let without = PerfLabCommand.run(["run", "--suite", "quick", "--filter", "prepare squares", "--results", folder, "--allow-debug"],
                                         registry: .builtIn, output: &builtIn)
        #expect(without == 2)
    }

    /// A registered engine's benchmark flagged for the middle insert and the self-sizing correction
    /// gets those families (and their target rows) as the flow's benchmarks do: the suite and the
    /// report decide by the flags, never by an engine's name.
    @Test func aRegisteredBenchmarksFlagsChooseItsFamilies() throws {
        var squares = Self.squares
        squares.benchmarks = [EngineBenchmark.plain(engine: "squares").measuring([.insertInMiddle, .selfSizingCorrection])]
        let registry = try EngineRegistry.builtIn.adding([squares])
        let results = Suite.smoke.run(seed: 1, registry: registry, filter: "squares", countsOperations: false) { _ in }
        #expect(Set(results.map { "\($0.family) \($0.engine ?? "-")" }).isSuperset(of: ["insert/middle squares",
                                                                                  "self-size/one-near-top squares-self-sizing"]))
        #expect(!results.contains { $0.family == .selfSizingScroll })
        let report = Report(suite: "smoke", seed: 1, benchmarks: results, provenance: Report.Provenance(
            timestamp: "20261125T000000Z", buildConfiguration: "debug", toolchain: "Swift", commit: "0", operatingSystem: "Linux",
            processors: 2, memoryBytes: 1, peakResidentBytes: 1, durationSeconds: 1),
                            engines: BenchmarkEngine.traits(in: registry))
        let targets = report.performanceTargets()
        #expect(targets.contains { $0.target.hasPrefix("middle insert") && $0.engine == "squares" })
        #expect(targets.contains { $0.target.hasPrefix("one self-sizing correction") && $0.engine == "squares-self-sizing" })
    }

    /// `perflab dump` reads a scenario of a registered engine, parameters included.
    @Test func perflabDumpReadsARegisteredEngine() throws {
        let registry = try EngineRegistry.builtIn.adding([Self.squares])
        let path = NSTemporaryDirectory() + "squares-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"{"version": 1, "engine": "squares", "container": {"width": 100, "height": 100}, "layout": {"side": 40}, "sections": [{"items": 2}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        var output = StringOutput()
        #expect(PerfLabCommand.run(["dump", path], registry: registry, output: &output) == 0)
        #expect(output.text.contains("\"width\":40") || output.text.contains("\"width\": 40"), "\(output.text.prefix(400))")
    }
}

/// The built-ins' benchmarks, now declared by their descriptors, are the ones the suites measured
/// before engines were registered: the same names, order, families and scenarios.
@Suite struct BuiltInBenchmarkTests {
    @Test func theBuiltInBenchmarksAreUnchanged() {
        let engines = BenchmarkEngine.all(in: .builtIn)
        #expect(engines.map(\.name) == ["flow", "flow-uniform", "column-flow", "mosaic", "mosaic-sample", "waterfall",
                                        "waterfall-sample", "calendar", "calendar-week", "calendar-sample", "compositional"])
        #expect(engines.filter(\.measuresEveryFamily).map(\.name) == ["flow", "column-flow", "mosaic", "waterfall", "calendar",
                                                                       "compositional"])
        #expect(engines.filter { !$0.usesStrategies }.map(\.name) == ["mosaic-sample", "waterfall-sample", "calendar-sample"])
        // The flow's own families, by its benchmarks' flags (the suite and the report read them).
        #expect(engines.filter { !$0.families.isEmpty }.map { "\($0.name) \($0.families.rawValue)" } == ["flow 4", "flow-uniform 3"])
        #expect(engines.filter { $0.families.contains(.selfSizingCorrection) }.map(\.selfSizingName) == ["flow-self-sizing"])
        let flow = BenchmarkEngine.builtIn("flow")!.scenario(items: 3, seed: 1)
        var generator = SeededGenerator(seed: 1)
        let sizes = (0..<3).map { _ in Size(width: Double(generator.int(in: 40...180)), height: Double(generator.int(in: 40...120))) }
        #expect(flow.engine == "flow" && flow.layout[.itemSize] == Size(width: 120, height: 120))
        #expect(flow.sections.first?.itemSizes.map(Array.init) == sizes)
        let uniform = BenchmarkEngine.builtIn("flow-uniform")!.scenario(items: 3, seed: 1)
        #expect(uniform.engine == "flow" && uniform.sections.first?.itemSizes == nil)
        let calendar = BenchmarkEngine.builtIn("calendar-sample")!.scenario(items: 4, seed: 2)
        #expect(calendar.engine == "calendar-sample" && calendar.sections.first?.events?.count == 4)
        #expect(calendar.container == Scenario.Container(width: 390, height: 844))
        // Issue 15: the calendar benchmark has about 30 events a day (a week at least); the
        // one-week density stress is `calendar-week`, measured by prepare and the query only.
        let days = BenchmarkEngine.builtIn("calendar")!.scenario(items: 3_000, seed: 2)
        #expect(days.layout[.dayCount] == 100 && days.sections.first?.events?.allSatisfy { (0..<100).contains($0.day) } == true)
        #expect(Set(days.sections.first?.events?.map(\.day) ?? []).count > 7)
        #expect(BenchmarkEngine.builtIn("calendar")!.scenario(items: 30, seed: 2).layout[.dayCount] == 7)
        let week = BenchmarkEngine.builtIn("calendar-week")!
        #expect(!week.measuresEveryFamily && week.scenario(items: 4, seed: 2).layout[.dayCount] == nil)
        // Seed 004's inset items grid, one section of N items.
        let compositional = BenchmarkEngine.builtIn("compositional")!.scenario(items: 5, seed: 1)
        #expect(compositional.engine == "compositional" && compositional.layout[.composition] == .seedInsetItemsGrid)
        #expect(compositional.sections.map(\.itemCount) == [5] && compositional.container == Scenario.Container(width: 390, height: 844))
    }
}

extension BenchmarkEngine {
    /// The built-in benchmark named `name`.
    fileprivate static func builtIn(_ name: String) -> BenchmarkEngine? {
        all(in: .builtIn).first { $0.name == name }
    }
}
