import LayoutEngine
import Workloads

extension StickyTagsLayout {
    /// Sets the layout's properties from a scenario's `layout` parameters (defaults filled in).
    public func configure(_ parameters: EngineParameters) {
        headerHeight = parameters.number("headerHeight")
        tagHeight = parameters.number("tagHeight")
        tagWidth = parameters.number("tagWidth")
        spacing = parameters.number("spacing")
        inset = parameters.number("inset")
        pinsHeaders = parameters.boolean("pinsHeaders")
    }
}

extension EngineDescriptor {
    /// The sticky-tags port, as the lab and the fuzzer know it. A pinned header covers the tags
    /// it passes over, so the port promises no `.noOverlap`; it keeps every element inside the
    /// content and equal to a fresh layout's. Measured on one section of tags 30 to 150 points wide.
    public static let stickyTags = EngineDescriptor(
        name: "sticky-tags", summary: "tags in wrapped lines under pinned section headers (the StickyTags example port)",
        parameters: [
            .number("headerHeight", default: 32, random: 0...60),
            .number("tagHeight", default: 28, random: 0...50),
            .number("tagWidth", default: 80, random: 0...200),
            .number("spacing", default: 8, random: 0...20),
            .number("inset", default: 12, random: 0...30),
            .boolean("pinsHeaders", default: true),
        ],
        promises: [.framesInsideContent, .matchesFreshLayout],
        benchmarks: [.sized(engine: "sticky-tags") { generator in
            Size(width: Double(generator.int(in: 30...150)), height: 28)
        }],
        setProperty: { value, layout in (layout as? StickyTagsLayout)?.spacing = value }
    ) { parameters, query, invalidation in
        let layout = StickyTagsLayout(queryStrategy: query, invalidationStrategy: invalidation)
        layout.configure(parameters)
        return layout
    }
}

extension EngineRegistry {
    /// The lab's built-in engines and the sticky-tags port.
    public static let stickyTags: EngineRegistry = {
        do {
            return try EngineRegistry.builtIn.adding([.stickyTags])
        } catch {
            preconditionFailure("the sticky-tags engine does not register: \(error)")
        }
    }()
}
