import UIKit
import UIKitAdapter
import Workloads

// The seven UIKit-style sample layouts of this folder (LeftAlignedFlowLayout.swift, …; the issue's
// six kinds, alignment coming left and centred), compiled as they are and registered as engines
// of the lab, each driven through `UIKitLayoutEngine`. They are
// not ports of anything: they are the lab's sample of what real layouts do (post-processing
// `super`, transforms that follow the offset, a layout's own delegate, …), so each promises only
// what its file really keeps. The fuzzer draws them only when named (`fuzzWeight` 0, as for any
// engine that does not use the lab's strategies).

/// A flow layout's parameters, shared by the two aligning subclasses and the stretchy header.
private let flowParameters: [EngineParameter] = [
    .number("itemWidth", default: 80, random: 0...200),
    .number("itemHeight", default: 32, random: 0...80),
    .number("interitemSpacing", default: 8, random: 0...20),
    .number("lineSpacing", default: 8, random: 0...20),
    .number("inset", default: 12, random: 0...30),
]

/// `layout` set from `flowParameters`.
private func configure(_ layout: UICollectionViewFlowLayout, _ parameters: EngineParameters) {
    layout.itemSize = CGSize(width: parameters.number("itemWidth"), height: parameters.number("itemHeight"))
    layout.minimumInteritemSpacing = parameters.number("interitemSpacing")
    layout.minimumLineSpacing = parameters.number("lineSpacing")
    let inset = parameters.number("inset")
    layout.sectionInset = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
}

/// Answers `PinterestLayoutDelegate` from the index path alone, so that every run of a scenario
/// sees the same photos: heights from 60 to 239 points, scattered by a multiplicative hash.
final class IndexPathPhotoHeights: PinterestLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat {
        let mixed = (UInt64(indexPath.item) &* 2_654_435_761) ^ (UInt64(indexPath.section) &* 40_503)
        return 60 + CGFloat(mixed % 180)
    }
}

/// The Pinterest layout as the lab runs it: the layout holds its delegate weakly, as UIKit layouts
/// do (the view controller owns both), and in the lab nobody else would own it. This subclass owns
/// the heights object, so it lives as long as the layout, which its `UIKitLayoutEngine` keeps.
final class LabPinterestLayout: PinterestLayout {
    private let heights = IndexPathPhotoHeights()

    override init() {
        super.init()
        delegate = heights
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        delegate = heights
    }
}

extension EngineDescriptor {
    /// `LeftAlignedFlowLayout`: the flow layout's lines, packed against the leading inset.
    public static let leftAlignedUIKit = EngineDescriptor(
        name: "left-aligned-uikit", summary: "UIKit/LeftAlignedFlowLayout.swift: a flow subclass packing each line to the left",
        parameters: flowParameters, usesStrategies: false, promises: .all
    ) { parameters, _, _ in
        let layout = LeftAlignedFlowLayout()
        configure(layout, parameters)
        return UIKitLayoutEngine(layout: layout)
    }

    /// `CenterAlignedFlowLayout`: the flow layout's lines, packed and centred.
    public static let centerAlignedUIKit = EngineDescriptor(
        name: "center-aligned-uikit", summary: "UIKit/CenterAlignedFlowLayout.swift: a flow subclass centring each packed line",
        parameters: flowParameters, usesStrategies: false, promises: .all
    ) { parameters, _, _ in
        let layout = CenterAlignedFlowLayout()
        configure(layout, parameters)
        return UIKitLayoutEngine(layout: layout)
    }

    /// `PagingCarouselLayout`: one row of cards scaled and faded by their distance from the middle.
    /// A card only ever shrinks inside its flow frame, so the flow layout's promises carry over.
    public static let pagingCarouselUIKit = EngineDescriptor(
        name: "paging-carousel-uikit", summary: "UIKit/PagingCarouselLayout.swift: a horizontal carousel with transforms and snapping",
        parameters: [
            .number("widthFraction", default: 0.75, allowed: 0...1, random: 0.1...1),
            .number("heightFraction", default: 0.8, allowed: 0...1, random: 0.1...1),
            .number("spacing", default: 16, random: 0...40),
            .number("minimumScale", default: 0.85, allowed: 0...1, random: 0.3...1),
            .number("minimumAlpha", default: 0.5, allowed: 0...1, random: 0...1),
        ],
        usesStrategies: false, promises: .all
    ) { parameters, _, _ in
        let layout = PagingCarouselLayout()
        layout.widthFraction = parameters.number("widthFraction")
        layout.heightFraction = parameters.number("heightFraction")
        layout.minimumLineSpacing = parameters.number("spacing")
        layout.minimumScale = parameters.number("minimumScale")
        layout.minimumAlpha = parameters.number("minimumAlpha")
        return UIKitLayoutEngine(layout: layout)
    }

    /// `StretchyHeaderFlowLayout`: its first header covers the cells it is pinned over and reaches
    /// above the content when pulled down, so it promises neither no-overlap nor inside-content.
    public static let stretchyHeaderUIKit = EngineDescriptor(
        name: "stretchy-header-uikit", summary: "UIKit/StretchyHeaderFlowLayout.swift: a flow subclass with a sticky, stretchy first header",
        parameters: flowParameters + [.number("headerHeight", default: 200, random: 0...300)],
        usesStrategies: false, promises: [.matchesFreshLayout]
    ) { parameters, _, _ in
        let layout = StretchyHeaderFlowLayout()
        configure(layout, parameters)
        layout.headerReferenceSize = CGSize(width: 0, height: parameters.number("headerHeight"))
        return UIKitLayoutEngine(layout: layout)
    }

    /// `PinterestLayout` with heights from `IndexPathPhotoHeights` (`LabPinterestLayout`).
    public static let pinterestUIKit = EngineDescriptor(
        name: "pinterest-uikit", summary: "UIKit/PinterestLayout.swift: shortest-column masonry with its own height delegate",
        parameters: [
            .integer("columns", default: 2, allowed: 1...8),
            .number("cellPadding", default: 6, random: 0...12),
        ],
        usesStrategies: false, promises: .all
    ) { parameters, _, _ in
        let layout = LabPinterestLayout()
        layout.numberOfColumns = parameters.integer("columns")
        layout.cellPadding = parameters.number("cellPadding")
        return UIKitLayoutEngine(layout: layout)
    }

    /// `TagCloudLayout`: widths from the flow delegate's `sizeForItemAt` (the lab's section sizes).
    public static let tagCloudUIKit = EngineDescriptor(
        name: "tag-cloud-uikit", summary: "UIKit/TagCloudLayout.swift: delegate-sized tags in centred lines",
        parameters: [
            .number("tagHeight", default: 32, random: 0...50),
            .number("estimatedTagWidth", default: 80, random: 0...200),
            .number("interitemSpacing", default: 8, random: 0...20),
            .number("lineSpacing", default: 8, random: 0...20),
            .number("sectionSpacing", default: 24, random: 0...40),
            .number("inset", default: 16, random: 0...30),
        ],
        usesStrategies: false, promises: .all
    ) { parameters, _, _ in
        let layout = TagCloudLayout()
        layout.tagHeight = parameters.number("tagHeight")
        layout.estimatedTagWidth = parameters.number("estimatedTagWidth")
        layout.interitemSpacing = parameters.number("interitemSpacing")
        layout.lineSpacing = parameters.number("lineSpacing")
        layout.sectionSpacing = parameters.number("sectionSpacing")
        let inset = parameters.number("inset")
        layout.contentInsets = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        return UIKitLayoutEngine(layout: layout)
    }

    /// `StackedCardsLayout`: the cards overlap by design and the deck, which stays on screen, can
    /// reach past the content's end; whatever it keeps from earlier passes, it keeps nothing.
    public static let stackedCardsUIKit = EngineDescriptor(
        name: "stacked-cards-uikit", summary: "UIKit/StackedCardsLayout.swift: a deck of scaled cards whose top card follows the offset",
        parameters: [
            .number("cardHeight", default: 420, random: 0...600),
            .number("swipeDistance", default: 300, random: 0...400),
            .number("depthOffset", default: 12, random: 0...30),
            .number("depthScale", default: 0.05, allowed: 0...1, random: 0...0.3),
            .integer("visibleDepth", default: 3, allowed: 0...10),
        ],
        usesStrategies: false, promises: [.matchesFreshLayout]
    ) { parameters, _, _ in
        let layout = StackedCardsLayout()
        layout.cardHeight = parameters.number("cardHeight")
        layout.swipeDistance = parameters.number("swipeDistance")
        layout.depthOffset = parameters.number("depthOffset")
        layout.depthScale = parameters.number("depthScale")
        layout.visibleDepth = parameters.integer("visibleDepth")
        return UIKitLayoutEngine(layout: layout)
    }
}

extension EngineRegistry {
    /// The lab's built-in engines with the seven UIKit sample layouts.
    public static let uikitSamples: EngineRegistry = {
        do {
            return try EngineRegistry.builtIn.adding([
                .leftAlignedUIKit, .centerAlignedUIKit, .pagingCarouselUIKit, .stretchyHeaderUIKit,
                .pinterestUIKit, .tagCloudUIKit, .stackedCardsUIKit,
            ])
        } catch {
            preconditionFailure("the UIKit sample layouts do not register: \(error)")
        }
    }()
}
