import LayoutEngine
import Workloads

extension CardsLayout {
    /// Sets the layout's properties from a scenario's `layout` parameters (defaults filled in).
    public func configure(_ parameters: EngineParameters) {
        columns = parameters.integer("columns")
        cardHeight = parameters.number("cardHeight")
        featuredHeight = parameters.number("featuredHeight")
        featuresFirstCard = parameters.boolean("featuresFirstCard")
        spacing = parameters.number("spacing")
        inset = parameters.number("inset")
    }
}

extension EngineDescriptor {
    /// The cards port, as the lab and the fuzzer know it: its `layout` keys with their defaults (the
    /// UIKit original's), what the fuzzer draws for them, what its set-property step changes.
    public static let cards = EngineDescriptor(
        name: "cards", summary: "a feed of cards: a featured card, then columns (the CardsExample port)",
        parameters: [
            .integer("columns", default: 2, allowed: 1...12, random: 1...5),
            .number("cardHeight", default: 120, random: 0...200),
            .number("featuredHeight", default: 200, random: 0...300),
            .boolean("featuresFirstCard", default: true),
            .number("spacing", default: 12, random: 0...30),
            .number("inset", default: 16, random: 0...40),
        ],
        promises: [.noOverlap, .framesInsideContent, .matchesFreshLayout],
        setProperty: { value, layout in (layout as? CardsLayout)?.spacing = value }
    ) { parameters, query, invalidation in
        let layout = CardsLayout(queryStrategy: query, invalidationStrategy: invalidation)
        layout.configure(parameters)
        return layout
    }

    /// `CardsContentSampleLayout`: the content size leaves out the last, partial row.
    public static let cardsContentSample = cards.variant(
        named: "cards-content-sample", summary: "the cards port whose content size leaves out the last, partial row"
    ) { parameters, query, invalidation in
        let layout = CardsContentSampleLayout(queryStrategy: query, invalidationStrategy: invalidation)
        layout.configure(parameters)
        return layout
    }

    /// `CardsQuerySampleLayout`: the query misses the cards its rect's top edge cuts.
    public static let cardsQuerySample = cards.variant(
        named: "cards-query-sample", summary: "the cards port whose own query misses the row the rect's top edge cuts",
        usesStrategies: false
    ) { parameters, query, invalidation in
        let layout = CardsQuerySampleLayout(queryStrategy: query, invalidationStrategy: invalidation)
        layout.configure(parameters)
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
