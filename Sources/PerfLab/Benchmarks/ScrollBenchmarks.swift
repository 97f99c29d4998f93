import LabSupport
import LayoutEngine
import Workloads

/// Scroll traces with no data change (docs/workloads.md), played frame by frame through a
/// `WorkloadPlayer`: each frame moves the bounds, runs the layout pass and asks for the visible
/// elements, as a collection view does. Records every frame, the frames over the 120 Hz and 60 Hz
/// budgets, and the layout passes (none are due). The traces: steady scrolling at 60 and 120
/// frames a second, flings decelerating at UIScrollView's normal and fast rates, jumps to random
/// offsets, and back and forth over the content; 10,000 frames each. A steady trace turns back at
/// the ends of a content shorter than 10,000 frames of travel (the calendar's day is 2,440 points
/// tall: 48 frames at 60 Hz), so that its p99 is a p99 and not its slowest, coldest frame.
struct ScrollBenchmarks {
    var context: BenchmarkContext

    static let frames = 10_000
    /// The frames of a trace in a counted run: under Callgrind a frame costs tens of times its time,
    /// so a counted trace is the first thousand frames of the same trace, and its figures are per
    /// frame of those (not comparable with a timed run's: counted and timed are never compared).
    static let countedFrames = 1_000

    /// The frames of each trace in this run.
    var frameCount: Int { context.sampler.counting == nil ? Self.frames : Self.countedFrames }
    static let budgets: [(name: String, nanoseconds: Double)] = [("8.33ms", 8_333_333), ("16.67ms", 16_666_667)]

    /// The workload of `trace` for a view whose content runs along `track`.
    func workload(_ trace: BenchmarkFamily.ScrollTrace, _ scenario: Scenario, track: ScrollTrack) -> Workload {
        switch trace {
        case .steady60Hz: .backAndForth(scenario, track: track, frameRate: .hz60, frameCount: frameCount)
        case .steady120Hz: .backAndForth(scenario, track: track, frameRate: .hz120, frameCount: frameCount)
        case .flingNormal: .flings(scenario, track: track, rate: .normal, frameCount: frameCount, seed: context.seed)
        case .flingFast: .flings(scenario, track: track, rate: .fast, frameCount: frameCount, seed: context.seed)
        case .jumps: .jumps(scenario, track: track, count: frameCount, seed: context.seed)
        case .backAndForth: .backAndForth(scenario, track: track, frameCount: frameCount)
        }
    }

    /// The traces `selected` selects, each played on one prepared layout of `engine`'s scenario.
    func run(_ engine: BenchmarkEngine, items: Int, selected: (BenchmarkFamily) -> Bool) -> [BenchmarkResult] {
        let traces = BenchmarkFamily.ScrollTrace.allCases.filter { selected(.scroll($0)) }
        guard !traces.isEmpty else { return [] }
        let scenario = engine.scenario(items: items, seed: context.seed)
        let (view, layout) = context.prepared(scenario)
        let track = ScrollTrack(view: view, direction: .vertical)
        // A content no longer than the screen has nothing to scroll: its traces have no frame to time.
        let played = traces.map { (trace: $0, workload: workload($0, scenario, track: track)) }
        return played.filter { !$0.workload.steps.isEmpty }.map { trace, workload in
            let family = BenchmarkFamily.scroll(trace)
            context.progress("\(engine.name) \(family) \(items)")
            view.scroll(to: .zero)
            view.layoutIfNeeded()
            let passes = layout.counters.layoutPasses
            var player = WorkloadPlayer(workload, view: view)
            // A scroll step never fails: only batch steps are validated.
            let samples = context.sampler.measureEach(workload.steps.count, prepare: { _ in try! player.prepareNext()! }) { step in
                consume(player.apply(step))
            }
            var result = BenchmarkResult(family: family, engine: engine.name, strategy: "binary", items: items,
                                         summary: SampleSummary(samples.perCall),
                                         // Frame budgets are of time: a counted run has none.
                                         budgetMisses: samples.counted != nil ? [] : Self.budgets.map { budget in
                                             (budget.name, samples.perCall.count { $0 > budget.nanoseconds })
                                         },
                                         counters: [(name: .layoutPasses, value: Double(layout.counters.layoutPasses - passes))])
            result.counted = samples.counted
            if let counts = context.countSteps(of: workload, scenario: scenario) { result.attach(counts, operations: workload.steps.count) }
            return result
        }
    }
}
