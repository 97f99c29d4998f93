import LayoutEngine
import Workloads

/// The properties the sticky-tags port and its seed-faithful sample share: what a scenario's
/// `layout` object sets.
public protocol StickyTagsSettings: AnyObject {
    var headerHeight: Double { get set }
    var tagHeight: Double { get set }
    var tagWidth: Double { get set }
    var spacing: Double { get set }
    var inset: Double { get set }
    var pinsHeaders: Bool { get set }
}

extension StickyTagsLayout: StickyTagsSettings {}

/// The sticky-tags port's `layout` keys: their defaults and what the fuzzer draws.
public enum StickyTagsKeys {
    public static let headerHeight = LayoutParameter.number("headerHeight", default: 32, random: 0...60)
    public static let tagHeight = LayoutParameter.number("tagHeight", default: 28, random: 0...50)
    public static let tagWidth = LayoutParameter.number("tagWidth", default: 80, random: 0...200)
    public static let spacing = LayoutParameter.number("spacing", default: 8, random: 0...20)
    public static let inset = LayoutParameter.number("inset", default: 12, random: 0...30)
    public static let pinsHeaders = LayoutParameter.boolean("pinsHeaders", default: true)

    /// Every key, in the order a scenario's JSON writes them.
    static let all: [any LayoutSetting] = [headerHeight, tagHeight, tagWidth, spacing, inset, pinsHeaders]
}

extension StickyTagsSettings {
    /// Sets the layout's properties from a scenario's `layout` settings (defaults filled in).
    public func configure(_ settings: Scenario.LayoutSettings) {
        headerHeight = settings[StickyTagsKeys.headerHeight]
        tagHeight = settings[StickyTagsKeys.tagHeight]
        tagWidth = settings[StickyTagsKeys.tagWidth]
        spacing = settings[StickyTagsKeys.spacing]
        inset = settings[StickyTagsKeys.inset]
        pinsHeaders = settings[StickyTagsKeys.pinsHeaders]
    }
}

extension EngineDescriptor {
    /// The sticky-tags port, as the lab and the fuzzer know it. A pinned header covers the tags
    /// it passes over, so the port promises no `.noOverlap`; it keeps every element inside the
    /// content and equal to a fresh layout's. Measured on one section of tags 30 to 150 points wide.
    public static let stickyTags = EngineDescriptor(
        name: "sticky-tags", summary: "tags in wrapped lines under pinned section headers (the StickyTags example port)",
        settings: StickyTagsKeys.all,
        promises: [.framesInsideContent, .matchesFreshLayout],
        benchmarks: [.sized(engine: "sticky-tags") { generator in
            Size(width: Double(generator.int(in: 30...150)), height: 28)
        }],
        setProperty: { value, layout in (layout as? any StickyTagsSettings)?.spacing = value }
    ) { settings, query, invalidation in
        let layout = StickyTagsLayout(queryStrategy: query, invalidationStrategy: invalidation)
        layout.configure(settings)
        return layout
    }

    /// `StickyTagsSampleLayout`: the UIKit original as it is; its own search, no strategies.
    public static let stickyTagsSample = stickyTags.variant(
        named: "sticky-tags-sample", summary: "the StickyTags UIKit original as published: unclamped tags, everything every pass",
        usesStrategies: false
    ) { settings, _, _ in
        let layout = StickyTagsSampleLayout()
        layout.configure(settings)
        return layout
    }
}

extension EngineRegistry {
    /// The lab's built-in engines, the sticky-tags port and its seed-faithful sample.
    public static let stickyTags: EngineRegistry = {
        do {
            return try EngineRegistry.builtIn.adding([.stickyTags, .stickyTagsSample])
        } catch {
            preconditionFailure("the sticky-tags engine does not register: \(error)")
        }
    }()
}
