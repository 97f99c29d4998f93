import LayoutEngine

/// The delegate floor of a flow layout whose items have sizes of their own: the time to ask the
/// collection view for every item's size once, through `FlowLayoutDelegate`, as UIKit's flow
/// layout asks `collectionView(_:layout:sizeForItemAt:)`, with nothing laid out or stored. A flow
/// prepare that asks per item cannot be faster than this and the memory-write floor together; the
/// targets table reads the flow's prepare against that sum beside the target
/// (docs/performance-targets.md).
struct DelegateSizeFloor {
    var context: BenchmarkContext

    /// The first of `engines` whose layout asks the delegate for sizes (`asksDelegateForSizes`):
    /// the flow on per-item sizes.
    static func engine(in engines: [BenchmarkEngine]) -> BenchmarkEngine? { engines.first { $0.asksDelegateForSizes } }

    /// The floor of `flow`'s scenario; nil when its layout is not a flow layout.
    func run(_ flow: BenchmarkEngine, items: Int) -> BenchmarkResult? {
        context.progress("floor/delegate-sizes \(items)")
        let made = context.make(flow.scenario(items: items, seed: context.seed))
        guard let layout = made.layout as? FlowLayout else { return nil }
        // Through the protocol, as the flow layout asks.
        let delegate: any FlowLayoutDelegate = made.view
        let samples = context.sampler.measure(setUp: { () in }) { _ in
            var total = 0.0
            for item in 0..<items {
                total += delegate.collectionView(delegate, layout: layout, sizeForItemAt: IndexPath(item: item, section: 0)).width
            }
            consume(total)
        }
        return BenchmarkResult(name: "floor/delegate-sizes", engine: flow.name, strategy: "-", items: items, samples: samples)
    }
}
