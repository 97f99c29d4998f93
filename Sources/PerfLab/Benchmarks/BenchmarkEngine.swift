import LayoutEngine
import Workloads

/// An engine as the suites measure it: one section of `items` items on a portrait phone, with
/// the data that engine is about (per-item sizes for the flow, random heights for the waterfall,
/// random events for the calendar, seed 004's inset items grid for the compositional layout), seeded.
struct BenchmarkEngine: Sendable {
    /// The name in reports: the catalogue's engine name, or `flow-uniform` for the flow layout with
    /// one item size (its closed form).
    var name: String
    var catalogueName: String
    /// The correct engine a seed-faithful sample is compared with; nil for a correct engine.
    var correctEngine: String?

    static let screen = Size(width: 390, height: 844)

    /// Every engine the suites know, correct engines first, each sample after its correct engine.
    static let all: [BenchmarkEngine] = [
        BenchmarkEngine(name: "flow", catalogueName: "flow"),
        BenchmarkEngine(name: "flow-uniform", catalogueName: "flow"),
        BenchmarkEngine(name: "column-flow", catalogueName: "column-flow"),
        BenchmarkEngine(name: "mosaic", catalogueName: "mosaic"),
        BenchmarkEngine(name: "mosaic-sample", catalogueName: "mosaic-sample", correctEngine: "mosaic"),
        BenchmarkEngine(name: "waterfall", catalogueName: "waterfall"),
        BenchmarkEngine(name: "waterfall-sample", catalogueName: "waterfall-sample", correctEngine: "waterfall"),
        BenchmarkEngine(name: "calendar", catalogueName: "calendar"),
        BenchmarkEngine(name: "calendar-sample", catalogueName: "calendar-sample", correctEngine: "calendar"),
        BenchmarkEngine(name: "compositional", catalogueName: "compositional"),
    ]

    static func named(_ name: String) -> BenchmarkEngine? {
        all.first { $0.name == name }
    }

    var isSample: Bool { correctEngine != nil }
    /// Whether the engine answers with the lab's strategies (every correct engine) or its own search.
    var usesStrategies: Bool { !isSample }

    /// The engine's scenario at `items` items.
    /// - Complexity: O(items).
    func scenario(items: Int, seed: UInt64) -> Scenario {
        var section = SimulatedCollectionView.Section(itemCount: items)
        var generator = SeededGenerator(seed: seed)
        var layout = Scenario.LayoutSettings()
        switch catalogueName {
        case "flow" where name == "flow":
            layout.itemSize = Size(width: 120, height: 120)
            section.itemSizes = ContiguousArray((0..<items).map { _ in
                Size(width: Double(generator.int(in: 40...180)), height: Double(generator.int(in: 40...120)))
            })
        case "flow":
            layout.itemSize = Size(width: 120, height: 120)
        case "waterfall", "waterfall-sample":
            section.itemSizes = ContiguousArray((0..<items).map { _ in Size(width: 195, height: Double(generator.int(in: 80...300))) })
        case "calendar", "calendar-sample":
            section.events = RandomScenario.events(items, using: &generator)
        case "compositional":
            // Seed 004's Inset Items Grid: one group of five computed once, repeated.
            layout.composition = .seedInsetItemsGrid
        default:
            break
        }
        return Scenario(engine: catalogueName, container: .init(width: Self.screen.width, height: Self.screen.height),
                        layout: layout, sections: [section])
    }
}
