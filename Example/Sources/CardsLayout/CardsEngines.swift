import LayoutEngine
import Workloads

/// The cards port's `layout` keys: their defaults (the UIKit original's) and what the fuzzer draws.
public enum CardsKeys {
    public static let columns = LayoutParameter.integer("columns", default: 2, allowed: 1...12, random: 1...5)
    public static let cardHeight = LayoutParameter.number("cardHeight", default: 120, random: 0...200)
    public static let featuredHeight = LayoutParameter.number("featuredHeight", default: 200, random: 0...300)
    public static let featuresFirstCard = LayoutParameter.boolean("featuresFirstCard", default: true)
    public static let spacing = LayoutParameter.number("spacing", default: 12, random: 0...30)
    public static let inset = LayoutParameter.number("inset", default: 16, random: 0...40)

    /// Every key, in the order a scenario's JSON writes them.
    static let all: [any LayoutSetting] = [columns, cardHeight, featuredHeight, featuresFirstCard, spacing, inset]
}

extension CardsLayout {
    /// Sets the layout's properties from a scenario's `layout` settings (defaults filled in).
    public func configure(_ settings: Scenario.LayoutSettings) {
        columns = settings[CardsKeys.columns]
        cardHeight = settings[CardsKeys.cardHeight]
        featuredHeight = settings[CardsKeys.featuredHeight]
        featuresFirstCard = settings[CardsKeys.featuresFirstCard]
        spacing = settings[CardsKeys.spacing]
        inset = settings[CardsKeys.inset]
    }
}

extension EngineDescriptor {
    /// The cards port, as the lab and the fuzzer know it: its `layout` keys with their defaults (the
    /// UIKit original's), what the fuzzer draws for them, what its set-property step changes.
    public static let cards = EngineDescriptor(
        name: "cards", summary: "a feed of cards: a featured card, then columns (the CardsExample port)",
        settings: CardsKeys.all,
        promises: [.noOverlap, .framesInsideContent, .matchesFreshLayout],
        setProperty: { value, layout in (layout as? CardsLayout)?.spacing = value }
    ) { settings, query, invalidation in
        let layout = CardsLayout(queryStrategy: query, invalidationStrategy: invalidation)
        layout.configure(settings)
        return layout
    }

    /// `CardsContentSampleLayout`: the content size leaves out the last, partial row.
    public static let cardsContentSample = cards.variant(
        named: "cards-content-sample", summary: "the cards port whose content size leaves out the last, partial row"
    ) { settings, query, invalidation in
        let layout = CardsContentSampleLayout(queryStrategy: query, invalidationStrategy: invalidation)
        layout.configure(settings)
        return layout
    }

    /// `CardsQuerySampleLayout`: the query misses the cards its rect's top edge cuts.
    public static let cardsQuerySample = cards.variant(
        named: "cards-query-sample", summary: "the cards port whose own query misses the row the rect's top edge cuts",
        usesStrategies: false
    ) { settings, query, invalidation in
        let layout = CardsQuerySampleLayout(queryStrategy: query, invalidationStrategy: invalidation)
        layout.configure(settings)
        return layout
    }
}

extension EngineRegistry {
    /// The lab's built-in engines, the cards port and its two defective variants.
    public static let cards: EngineRegistry = {
        do {
            return try EngineRegistry.builtIn.adding([.cards, .cardsContentSample, .cardsQuerySample])
        } catch {
            preconditionFailure("the cards engines do not register: \(error)")
        }
    }()
}
