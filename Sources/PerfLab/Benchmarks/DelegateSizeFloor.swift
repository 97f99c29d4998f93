import LabSupport
import LayoutEngine

/// The delegate floor of a layout whose items have sizes of their own: the time to ask the
/// collection view for every item's size once, through the layout's delegate protocol, as UIKit's
/// flow layout asks `collectionView(_:layout:sizeForItemAt:)` (and a waterfall its
/// `collectionView(_:limitSize:sizeForItemAt:)`, and the calendar `CalendarLayoutDataSource.event(at:)`,
/// the article's `eventAtIndexPath:`), with nothing laid out or stored. A prepare that
/// asks per item cannot be faster than this and the memory-write floor together; the targets table
/// reads such a prepare against that sum beside the target (docs/performance-targets.md).
struct DelegateSizeFloor {
    var context: BenchmarkContext

    /// The engines of `engines` whose layout asks the delegate for every item's size
    /// (`asksDelegateForSizes`): the flow on per-item sizes, the waterfall, the calendar.
    static func engines(in engines: [BenchmarkEngine]) -> [BenchmarkEngine] { engines.filter(\.asksDelegateForSizes) }

    /// The floor of `engine`'s scenario at `items`; nil when its layout is none of a flow, a
    /// waterfall and a week calendar (a registered engine's own delegate is not known here).
    func run(_ engine: BenchmarkEngine, items: Int) -> BenchmarkResult? {
        let made = context.make(engine.scenario(items: items, seed: context.seed))
        let ask: (Int) -> Double
        switch made.layout {
        case let flow as FlowLayout:
            // Through the protocol, as the flow layout asks.
            let delegate: any FlowLayoutDelegate = made.view
            ask = { delegate.collectionView(delegate, layout: flow, sizeForItemAt: IndexPath(item: $0, section: 0)).width }
        case is WaterfallLayout:
            // Through the protocol, with a column's limit, as the waterfall asks.
            let delegate: any WaterfallLayoutDelegate = made.view
            let limit = Size(width: made.view.bounds.width / 2, height: .infinity)
            ask = { delegate.collectionView(delegate, limitSize: limit, sizeForItemAt: IndexPath(item: $0, section: 0)).height }
        case is CalendarWeekLayout:
            // Through the protocol, as the calendar reads each item's event (its day, start and
            // duration give its frame).
            let source: any CalendarLayoutDataSource = made.view
            ask = { source.event(at: IndexPath(item: $0, section: 0)).durationHours }
        default:
            return nil
        }
        context.progress("\(BenchmarkFamily.delegateSizeFloor) \(engine.name) \(items)")
        let samples = context.sampler.measure(sameEveryCall: true, setUp: { () in }) { _ in
            var total = 0.0
            for item in 0..<items { total += ask(item) }
            consume(total)
        }
        return BenchmarkResult(family: .delegateSizeFloor, engine: engine.name, strategy: nil, items: items, samples: samples)
    }
}
