/// A container of items, as `NSCollectionLayoutGroup`: a horizontal or vertical line of
/// subitems (items or nested groups), or a custom arrangement from a closure. A group is an
/// item: it can be a subitem of another group.
///
/// A line of subitems repeats the list, in order, as long as the next subitem fits in the
/// group's content area (the first always does: it is narrowed to the area), `interItemSpacing`
/// apart. With `count`, the line holds exactly `count` copies of its one subitem, whose length
/// along the line is computed to fit (the subitem's own length along the line is ignored, as in
/// UIKit). A subitem is never longer or wider than its group's content area.
open class LayoutGroup: LayoutItem {
    /// How a group arranges its subitems.
    public enum Arrangement {
        /// A line of subitems from leading to trailing.
        case horizontal
        /// A line of subitems from top to bottom.
        case vertical
        /// Frames from a closure, in the group's coordinates, computed once per section resolution.
        case custom((LayoutEnvironment) -> [LayoutGroupCustomItem])
    }

    /// How the group places its subitems; fixed at creation.
    public let arrangement: Arrangement
    /// The items or nested groups a line repeats; empty for a custom group.
    public let subitems: [LayoutItem]
    /// The number of subitems for a `count` group; nil when the group fits what it can.
    public let count: Int?
    /// Space between neighbouring subitems; nil is none.
    public var interItemSpacing: LayoutSpacing?

    init(layoutSize: LayoutSize, arrangement: Arrangement, subitems: [LayoutItem], count: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A horizontal line of `count` copies of `subitem`, each as wide as fits.
    /// - Precondition: `count >= 1`.
    public static func horizontal(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        line(.horizontal, layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A horizontal line of `subitems`, repeated while the next fits.
    /// - Precondition: `subitems` is not empty.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        line(.horizontal, layoutSize: layoutSize, subitems: subitems)
    }

    /// A vertical line of `count` copies of `subitem`, each as tall as fits.
    /// - Precondition: `count >= 1`.
    public static func vertical(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        line(.vertical, layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A vertical line of `subitems`, repeated while the next fits.
    /// - Precondition: `subitems` is not empty.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        line(.vertical, layoutSize: layoutSize, subitems: subitems)
    }

    /// A line along `arrangement` (`.horizontal` or `.vertical`) of `count` copies of `subitem`.
    /// - Precondition: `count >= 1`.
    private static func line(_ arrangement: Arrangement, layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        precondition(count >= 1, "a group of \(count) items: it needs at least one")
        return LayoutGroup(layoutSize: layoutSize, arrangement: arrangement, subitems: [subitem], count: count)
    }

    /// A line along `arrangement` (`.horizontal` or `.vertical`) of `subitems`, repeated while the
    /// next fits.
    /// - Precondition: `subitems` is not empty.
    private static func line(_ arrangement: Arrangement, layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        precondition(!subitems.isEmpty, "a group with no subitems")
        return LayoutGroup(layoutSize: layoutSize, arrangement: arrangement, subitems: subitems, count: nil)
    }

    /// A group whose items' frames come from `itemProvider`, called with an environment whose
    /// container is the group's content area. Called once per section at each prepare that
    /// resolves the section, never per item.
    /// - Precondition (checked when the section is resolved): the provider returns at least one item.
    public static func custom(layoutSize: LayoutSize,
                              itemProvider: @escaping (LayoutEnvironment) -> [LayoutGroupCustomItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }
}
