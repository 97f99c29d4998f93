import LabSupport
import LayoutEngine
import Workloads

/// `perflab play WORKLOAD.json [--strategy linear|binary] [--invalidation full|incremental] [--allow-debug]`
enum PlayCommand {
    /// The options the command accepts (its help lists each; a test checks that it does).
    static let valueOptions: Set<String> = ["--strategy", "--invalidation"]
    static let flagOptions: Set<String> = ["--allow-debug"]

    static let help = """
        usage: perflab play WORKLOAD.json [--strategy linear|binary] [--invalidation full|incremental] [--allow-debug]

        Plays a saved workload (docs/workloads.md; 'perflab workload' makes one) on a fresh layout
        of its scenario, timing every step, and prints the steps' latency (p50, p90, p99, max), the
        steps over the 120 Hz and 60 Hz frame budgets, and the layout passes and elements
        recomputed. Refuses a debug build unless --allow-debug.

        example: perflab play flings.json --strategy linear
        """

    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink) throws(LabError) {
        let list = try ArgumentList(arguments, command: "play", valueOptions: valueOptions, flagOptions: flagOptions)
        if list.wantsHelp { return output.write(help + "\n") }
        let path = try list.onlyPositional("workload file", command: "play")
        let query = try QueryStrategies.strategy(named: list.options["--strategy"] ?? "binary")
        let invalidation = try InvalidationStrategies.strategy(named: list.options["--invalidation"] ?? "incremental")
        if BuildConfiguration.current == "debug" && !list.flags.contains("--allow-debug") {
            throw LabError("play: this is a debug build, whose timings mean nothing; run 'swift run -c release perflab play', or pass --allow-debug")
        }
        let workload = try Workload.load(path: path, registry: registry)
        let (view, layout) = try workload.makeCollectionView(registry: registry, query: query, invalidation: invalidation)
        var player = WorkloadPlayer(workload, view: view)
        let before = layout.counters
        var samples: [Double] = []
        let clock = ContinuousClock()
        while let step = try player.prepareNext() {
            let start = clock.now
            consume(player.apply(step))
            samples.append((clock.now - start).inSeconds * 1e9)
        }
        guard !samples.isEmpty else { return output.write("\(path): the workload has no steps\n") }
        let summary = SampleSummary(samples), after = layout.counters
        output.write("""
            \(workload.name): \(workload.summary)
            \(workload.scenario.engine), \(workload.scenario.itemCount) items, \(query.name) queries, \(invalidation.name) invalidation
            steps \(summary.count): p50 \(Report.duration(summary.p50)), p90 \(Report.duration(summary.p90)), \
            p99 \(Report.duration(summary.p99)), max \(Report.duration(summary.max))
            steps over 8.33 ms: \(samples.count { $0 > 8_333_333 }), over 16.67 ms: \(samples.count { $0 > 16_666_667 })
            layout passes \(after.layoutPasses - before.layoutPasses), elements recomputed \(after.elementsRecomputed - before.elementsRecomputed)

            """)
    }
}
