import LayoutEngine
import Workloads

/// Scroll traces with no data change, frame by frame: each frame moves the bounds, runs the layout
/// pass and asks for the visible elements, as a collection view does. Records every frame, the
/// frames over the 120 Hz and 60 Hz budgets, and the layout passes (none are due).
struct ScrollBenchmarks {
    var context: BenchmarkContext

    static let frames = 10_000
    /// The most events a week calendar is scrolled with: beyond it every screen returns tens of
    /// thousands of concurrent events (a density stress test, not a scroll), and 10,000 frames of
    /// it take minutes. The calendar's queries and prepare still run at every size.
    static let calendarLimit = 10_000
    static let budgets: [(name: String, nanoseconds: Double)] = [("8.33ms", 8_333_333), ("16.67ms", 16_666_667)]

    /// Steady scrolling at 1,000 points a second and 60 frames a second, wrapping at the end.
    func steady(_ engine: BenchmarkEngine, items: Int) -> BenchmarkResult {
        context.progress("\(engine.name) scroll/steady-60fps \(items)")
        let (view, layout) = context.prepared(engine.scenario(items: items, seed: context.seed))
        let height = layout.collectionViewContentSize.height
        let step = 1_000.0 / 60
        let passes = layout.counters.layoutPasses
        let samples = context.sampler.measureEach(Self.frames, prepare: { frame -> Point in
            let range = Swift.max(1, height - BenchmarkEngine.screen.height)
            return Point(x: 0, y: (Double(frame) * step).truncatingRemainder(dividingBy: range))
        }) { point in
            view.scroll(to: point)
            view.layoutIfNeeded()
            consume(view.visibleElements())
        }
        return result("scroll/steady-60fps", engine, items: items, samples: samples,
                      layoutPasses: layout.counters.layoutPasses - passes)
    }

    func result(_ name: String, _ engine: BenchmarkEngine, items: Int, samples: [Double], layoutPasses: Int) -> BenchmarkResult {
        BenchmarkResult(name: name, engine: engine.name, strategy: "binary", items: items, summary: SampleSummary(samples),
                        budgetMisses: Self.budgets.map { budget in (budget.name, samples.count { $0 > budget.nanoseconds }) },
                        counters: [(name: "layoutPasses", value: Double(layoutPasses))])
    }
}
