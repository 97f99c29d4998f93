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

/// A flow layout's keys, shared by the two aligning subclasses and the stretchy header.
private enum FlowKeys {
    static let itemWidth = LayoutParameter.number("itemWidth", default: 80, random: 0...200)
    static let itemHeight = LayoutParameter.number("itemHeight", default: 32, random: 0...80)
    static let interitemSpacing = LayoutParameter.number("interitemSpacing", default: 8, random: 0...20)
    static let lineSpacing = LayoutParameter.number("lineSpacing", default: 8, random: 0...20)
    static let inset = LayoutParameter.number("inset", default: 12, random: 0...30)
    static let all: [any LayoutSetting] = [itemWidth, itemHeight, interitemSpacing, lineSpacing, inset]

    /// `layout` set from these keys.
    static func configure(_ layout: UICollectionViewFlowLayout, _ settings: Scenario.LayoutSettings) {
        layout.itemSize = CGSize(width: settings[itemWidth], height: settings[itemHeight])
        layout.minimumInteritemSpacing = settings[interitemSpacing]
        layout.minimumLineSpacing = settings[lineSpacing]
        let inset = settings[inset]
        layout.sectionInset = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
    }
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

/// The stretchy header's height, beside the flow keys.
private let stretchyHeaderHeight = LayoutParameter.number("headerHeight", default: 200, random: 0...300)

/// `PagingCarouselLayout`'s keys, as a scenario's `layout` object sets them.
private enum CarouselKeys {
    static let widthFraction = LayoutParameter.number("widthFraction", default: 0.75, allowed: 0...1, random: 0.1...1)
    static let heightFraction = LayoutParameter.number("heightFraction", default: 0.8, allowed: 0...1, random: 0.1...1)
    static let spacing = LayoutParameter.number("spacing", default: 16, random: 0...40)
    static let minimumScale = LayoutParameter.number("minimumScale", default: 0.85, allowed: 0...1, random: 0.3...1)
    static let minimumAlpha = LayoutParameter.number("minimumAlpha", default: 0.5, allowed: 0...1, random: 0...1)
    static let all: [any LayoutSetting] = [widthFraction, heightFraction, spacing, minimumScale, minimumAlpha]
}

/// `PinterestLayout`'s keys, as a scenario's `layout` object sets them.
private enum PinterestKeys {
    static let columns = LayoutParameter.integer("columns", default: 2, allowed: 1...8)
    static let cellPadding = LayoutParameter.number("cellPadding", default: 6, random: 0...12)
    static let all: [any LayoutSetting] = [columns, cellPadding]
}

/// `TagCloudLayout`'s keys, as a scenario's `layout` object sets them.
private enum TagCloudKeys {
    static let tagHeight = LayoutParameter.number("tagHeight", default: 32, random: 0...50)
    static let estimatedTagWidth = LayoutParameter.number("estimatedTagWidth", default: 80, random: 0...200)
    static let interitemSpacing = LayoutParameter.number("interitemSpacing", default: 8, random: 0...20)
    static let lineSpacing = LayoutParameter.number("lineSpacing", default: 8, random: 0...20)
    static let sectionSpacing = LayoutParameter.number("sectionSpacing", default: 24, random: 0...40)
    static let inset = LayoutParameter.number("inset", default: 16, random: 0...30)
    static let all: [any LayoutSetting] = [tagHeight, estimatedTagWidth, interitemSpacing, lineSpacing, sectionSpacing, inset]
}

/// `StackedCardsLayout`'s keys, as a scenario's `layout` object sets them.
private enum StackedCardsKeys {
    static let cardHeight = LayoutParameter.number("cardHeight", default: 420, random: 0...600)
    static let swipeDistance = LayoutParameter.number("swipeDistance", default: 300, random: 0...400)
    static let depthOffset = LayoutParameter.number("depthOffset", default: 12, random: 0...30)
    static let depthScale = LayoutParameter.number("depthScale", default: 0.05, allowed: 0...1, random: 0...0.3)
    static let visibleDepth = LayoutParameter.integer("visibleDepth", default: 3, allowed: 0...10)
    static let all: [any LayoutSetting] = [cardHeight, swipeDistance, depthOffset, depthScale, visibleDepth]
}

extension EngineDescriptor {
    /// `LeftAlignedFlowLayout`: the flow layout's lines, packed against the leading inset.
    public static let leftAlignedUIKit = EngineDescriptor(
        name: "left-aligned-uikit", summary: "UIKit/LeftAlignedFlowLayout.swift: a flow subclass packing each line to the left",
        settings: FlowKeys.all, usesStrategies: false, promises: .all
    ) { settings, _, _ in
        let layout = LeftAlignedFlowLayout()
        FlowKeys.configure(layout, settings)
        return UIKitLayoutEngine(layout: layout)
    }

    /// `CenterAlignedFlowLayout`: the flow layout's lines, packed and centred.
    public static let centerAlignedUIKit = EngineDescriptor(
        name: "center-aligned-uikit", summary: "UIKit/CenterAlignedFlowLayout.swift: a flow subclass centring each packed line",
        settings: FlowKeys.all, usesStrategies: false, promises: .all
    ) { settings, _, _ in
        let layout = CenterAlignedFlowLayout()
        FlowKeys.configure(layout, settings)
        return UIKitLayoutEngine(layout: layout)
    }

    /// `PagingCarouselLayout`: one row of cards scaled and faded by their distance from the middle.
    /// A card only ever shrinks inside its flow frame, so the flow layout's promises carry over.
    public static let pagingCarouselUIKit = EngineDescriptor(
        name: "paging-carousel-uikit", summary: "UIKit/PagingCarouselLayout.swift: a horizontal carousel with transforms and snapping",
        settings: CarouselKeys.all,
        usesStrategies: false, promises: .all
    ) { settings, _, _ in
        let layout = PagingCarouselLayout()
        layout.widthFraction = settings[CarouselKeys.widthFraction]
        layout.heightFraction = settings[CarouselKeys.heightFraction]
        layout.minimumLineSpacing = settings[CarouselKeys.spacing]
        layout.minimumScale = settings[CarouselKeys.minimumScale]
        layout.minimumAlpha = settings[CarouselKeys.minimumAlpha]
        return UIKitLayoutEngine(layout: layout)
    }

    /// `StretchyHeaderFlowLayout`: its first header covers the cells it is pinned over and reaches
    /// above the content when pulled down, so it promises neither no-overlap nor inside-content.
    public static let stretchyHeaderUIKit = EngineDescriptor(
        name: "stretchy-header-uikit", summary: "UIKit/StretchyHeaderFlowLayout.swift: a flow subclass with a sticky, stretchy first header",
        settings: FlowKeys.all + [stretchyHeaderHeight],
        usesStrategies: false, promises: [.matchesFreshLayout]
    ) { settings, _, _ in
        let layout = StretchyHeaderFlowLayout()
        FlowKeys.configure(layout, settings)
        layout.headerReferenceSize = CGSize(width: 0, height: settings[stretchyHeaderHeight])
        return UIKitLayoutEngine(layout: layout)
    }

    /// `PinterestLayout` with heights from `IndexPathPhotoHeights` (`LabPinterestLayout`).
    public static let pinterestUIKit = EngineDescriptor(
        name: "pinterest-uikit", summary: "UIKit/PinterestLayout.swift: shortest-column masonry with its own height delegate",
        settings: PinterestKeys.all,
        usesStrategies: false, promises: .all
    ) { settings, _, _ in
        let layout = LabPinterestLayout()
        layout.numberOfColumns = settings[PinterestKeys.columns]
        layout.cellPadding = settings[PinterestKeys.cellPadding]
        return UIKitLayoutEngine(layout: layout)
    }

    /// `TagCloudLayout`: widths from the flow delegate's `sizeForItemAt` (the lab's section sizes).
    public static let tagCloudUIKit = EngineDescriptor(
        name: "tag-cloud-uikit", summary: "UIKit/TagCloudLayout.swift: delegate-sized tags in centred lines",
        settings: TagCloudKeys.all,
        usesStrategies: false, promises: .all
    ) { settings, _, _ in
        let layout = TagCloudLayout()
        layout.tagHeight = settings[TagCloudKeys.tagHeight]
        layout.estimatedTagWidth = settings[TagCloudKeys.estimatedTagWidth]
        layout.interitemSpacing = settings[TagCloudKeys.interitemSpacing]
        layout.lineSpacing = settings[TagCloudKeys.lineSpacing]
        layout.sectionSpacing = settings[TagCloudKeys.sectionSpacing]
        let inset = settings[TagCloudKeys.inset]
        layout.contentInsets = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        return UIKitLayoutEngine(layout: layout)
    }

    /// `StackedCardsLayout`: the cards overlap by design and the deck, which stays on screen, can
    /// reach past the content's end; whatever it keeps from earlier passes, it keeps nothing.
    public static let stackedCardsUIKit = EngineDescriptor(
        name: "stacked-cards-uikit", summary: "UIKit/StackedCardsLayout.swift: a deck of scaled cards whose top card follows the offset",
        settings: StackedCardsKeys.all,
        usesStrategies: false, promises: [.matchesFreshLayout]
    ) { settings, _, _ in
        let layout = StackedCardsLayout()
        layout.cardHeight = settings[StackedCardsKeys.cardHeight]
        layout.swipeDistance = settings[StackedCardsKeys.swipeDistance]
        layout.depthOffset = settings[StackedCardsKeys.depthOffset]
        layout.depthScale = settings[StackedCardsKeys.depthScale]
        layout.visibleDepth = settings[StackedCardsKeys.visibleDepth]
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
