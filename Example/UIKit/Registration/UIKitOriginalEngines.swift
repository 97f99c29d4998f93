import CardsLayout
import LayoutEngine
import StickyTagsLayout
import UIKitAdapter
import Workloads

// The two UIKit originals, compiled as they are (CardsLayout.swift and StickyTagsLayout.swift in this
// folder), registered beside their ports: same parameters, same benchmark scenarios, so the perf
// report sets each original beside its port (`sampleOf`) and shows what the native port buys.
// Module-qualified names: the port targets declare classes of the same names.

extension EngineDescriptor {
    /// `UIKit/CardsLayout.swift`, the UIKit original of the cards port, driven through
    /// `UIKitLayoutEngine`. It always features the first card (the port's `featuresFirstCard`
    /// default).
    public static let cardsUIKit = cards.variant(
        named: "cards-uikit", summary: "UIKit/CardsLayout.swift as written for UIKit, beside its port", usesStrategies: false
    ) { settings, _, _ in
        let layout = UIKitOriginals.CardsLayout()
        layout.columns = settings[CardsKeys.columns]
        layout.cardHeight = settings[CardsKeys.cardHeight]
        layout.featuredHeight = settings[CardsKeys.featuredHeight]
        layout.spacing = settings[CardsKeys.spacing]
        layout.inset = settings[CardsKeys.inset]
        return UIKitLayoutEngine(layout: layout)
    }.sample(of: "cards")

    /// `UIKit/StickyTagsLayout.swift`, the UIKit original of the sticky-tags port, driven through
    /// `UIKitLayoutEngine` (its tag widths come from the flow delegate the adapter gives it).
    public static let stickyTagsUIKit = stickyTags.variant(
        named: "sticky-tags-uikit", summary: "UIKit/StickyTagsLayout.swift as written for UIKit, beside its port",
        usesStrategies: false
    ) { settings, _, _ in
        let layout = UIKitOriginals.StickyTagsLayout()
        layout.headerHeight = settings[StickyTagsKeys.headerHeight]
        layout.tagHeight = settings[StickyTagsKeys.tagHeight]
        layout.tagWidth = settings[StickyTagsKeys.tagWidth]
        layout.spacing = settings[StickyTagsKeys.spacing]
        layout.inset = settings[StickyTagsKeys.inset]
        layout.pinsHeaders = settings[StickyTagsKeys.pinsHeaders]
        return UIKitLayoutEngine(layout: layout)
    }.sample(of: "sticky-tags")
}

extension EngineRegistry {
    /// The cards registry (built-ins, the port and its defective variants) with the UIKit original.
    public static let cardsAndOriginal: EngineRegistry = {
        do {
            return try EngineRegistry.cards.adding([.cardsUIKit])
        } catch {
            preconditionFailure("the cards UIKit original does not register: \(error)")
        }
    }()

    /// The sticky-tags registry (built-ins, the port and its sample) with the UIKit original and the
    /// seven UIKit sample layouts (UIKitSampleEngines.swift), so `tags-lab fuzz replay` replays any
    /// of their reproducers.
    public static let stickyTagsAndOriginal: EngineRegistry = {
        do {
            return try EngineRegistry.stickyTags.adding([
                .stickyTagsUIKit, .leftAlignedUIKit, .centerAlignedUIKit, .pagingCarouselUIKit, .stretchyHeaderUIKit,
                .pinterestUIKit, .tagCloudUIKit, .stackedCardsUIKit,
            ])
        } catch {
            preconditionFailure("the sticky-tags UIKit original does not register: \(error)")
        }
    }()
}
