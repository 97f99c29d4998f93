import LayoutEngine
@testable import Workloads

/// Scenarios the workload tests play on.
enum WorkloadFixtures {
    /// A flow grid on an iPhone screen: `sections` sections sharing `items` items; with
    /// `perItemSizes`, every item has its own size (width = its reading-order index mod 97 + 10,
    /// so moved items are recognisable); with `estimating`, the layout self-sizes from
    /// per-item preferred sizes.
    static func flow(items: Int, sections: Int = 1, perItemSizes: Bool = false, estimating: Bool = false) -> Scenario {
        var layout = Scenario.LayoutSettings()
        layout[.itemSize] = Size(width: 110, height: 110)
        layout[.minimumInteritemSpacing] = 10
        if estimating { layout[.estimatedItemSize] = Size(width: 100, height: 100) }
        var next = 0
        let sectionList = (0..<sections).map { index in
            let count = items / sections + (index < items % sections ? 1 : 0)
            var section = SimulatedCollectionView.Section(itemCount: count)
            if perItemSizes {
                section.itemSizes = ContiguousArray((next..<next + count).map { Size(width: Double($0 % 97 + 10), height: 50) })
            }
            if estimating {
                section.preferredSizes = ContiguousArray((next..<next + count).map { Size(width: 100, height: Double($0 % 7 * 10 + 60)) })
            }
            next += count
            return section
        }
        return Scenario(engine: "flow", container: .init(width: 390, height: 844), layout: layout, sections: sectionList)
    }

    /// A track as long as a flow grid of `items` items three to a 120-point row would be.
    static func track(items: Int) -> ScrollTrack {
        ScrollTrack(contentLength: Double((items + 2) / 3) * 120, viewportLength: 844)
    }
}

extension SimulatedCollectionView {
    /// Every element the layout holds, in its canonical order.
    var everyElement: [LayoutAttributes] {
        layoutIfNeeded()
        return (layout as! any InstrumentedLayout).allElements
    }
}
