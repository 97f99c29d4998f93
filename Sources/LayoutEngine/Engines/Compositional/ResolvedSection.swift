/// A `LayoutSection` resolved in its environment: everything its frames depend on besides its
/// item count, its position and its cells' reported sizes, as plain values. Two equal resolved
/// sections with the same item count lay out the same frames relative to their start, so an
/// incremental prepare keeps a section whose resolution did not change and only moves it.
///
/// Coordinates: `along` is relative to the section's start along the scroll direction; `across`
/// is absolute across it.
struct ResolvedSection: Equatable, Sendable {
    /// A boundary item, resolved.
    struct Boundary: Equatable, Sendable {
        var kind: ElementKind
        /// Where its alignment puts it across the scroll direction (the offset not included).
        var acrossStart: Double
        var acrossLength: Double
        var alongLength: Double
        /// Its offset along and across the scroll direction.
        var offsetAlong: Double = 0
        var offsetAcross: Double = 0
        /// Whether it takes room in its section (`extendsBoundary`).
        var extends: Bool = true
        var pins: Bool
        var zIndex: Int
    }

    /// A decoration item, resolved: its frame relative to the section's start.
    struct Decoration: Equatable, Sendable {
        var kind: ElementKind
        var alongInsetStart: Double
        var alongInsetEnd: Double
        var acrossStart: Double
        var acrossLength: Double
        var zIndex: Int
    }

    var direction: ScrollDirection
    var template: GroupTemplate
    var interGroupSpacing: Double
    var orthogonal: OrthogonalScrollingBehavior
    /// Where the groups start across the scroll direction, and the section's content length there.
    var contentAcrossStart: Double
    var contentAcrossLength: Double
    var alongInsetStart: Double
    var alongInsetEnd: Double
    var starts: [Boundary]
    var ends: [Boundary]
    var decorations: [Decoration]

    var groupAlong: Double { direction == .vertical ? template.size.height : template.size.width }
    var groupAcross: Double { direction == .vertical ? template.size.width : template.size.height }
    var leafCount: Int { template.leaves.count }
    var isOrthogonal: Bool { orthogonal != .none }
    var pins: Bool { starts.contains(where: \.pins) || ends.contains(where: \.pins) }

    /// Resolves `section` for a layout scrolling in `direction` whose content lies across it from
    /// `crossStart`, `crossLength` long, in a collection view `alongLength` long along it.
    /// - Precondition: boundary items of one section have distinct kinds; so do decorations.
    /// - Complexity: O(l + b + d), for the group's l leaves, b boundary items and d decorations.
    init(_ section: LayoutSection, direction: ScrollDirection, crossStart: Double, crossLength: Double, alongLength: Double) {
        self.direction = direction
        let vertical = direction == .vertical
        let insets = section.contentInsets.sanitized
        let (insetNear, insetFar) = vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
        let near = Swift.min(insetNear, crossLength)
        contentAcrossStart = crossStart + near
        contentAcrossLength = Swift.max(0, crossLength - near - insetFar)
        (alongInsetStart, alongInsetEnd) = vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
        interGroupSpacing = section.interGroupSpacing.sanitizedLength
        orthogonal = section.orthogonalScrollingBehavior
        let container = vertical ? Size(width: contentAcrossLength, height: alongLength)
                                 : Size(width: alongLength, height: contentAcrossLength)
        var groupSize = section.group.layoutSize.resolved(in: container)
        if orthogonal == .none {
            // A group never reaches past its section's content across the scroll direction.
            if vertical { groupSize.width = Swift.min(groupSize.width, contentAcrossLength) }
            else { groupSize.height = Swift.min(groupSize.height, contentAcrossLength) }
        }
        template = GroupResolver.template(of: section.group, size: groupSize, direction: direction,
                                          allowsSelfSizing: orthogonal == .none)
        let kinds = section.boundarySupplementaryItems.map(\.elementKind)
        precondition(Set(kinds).count == kinds.count, "boundary items of one section share a kind: \(kinds)")
        for list in template.leafSupplementaries {
            let badgeKinds = list.map(\.elementKind)
            precondition(Set(badgeKinds).count == badgeKinds.count && Set(badgeKinds).isDisjoint(with: kinds),
                         "an item's supplementary items share a kind with each other or with a boundary item: \(badgeKinds)")
        }
        let decorationKinds = section.decorationItems.map(\.elementKind)
        precondition(Set(decorationKinds).count == decorationKinds.count, "decorations of one section share a kind: \(decorationKinds)")
        let acrossStart = contentAcrossStart, acrossLength = contentAcrossLength
        let boundaries = section.boundarySupplementaryItems.map { item in
            let size = item.layoutSize.resolved(in: container)
            let length = Swift.min(vertical ? size.width : size.height, acrossLength)
            let start = switch item.alignment.acrossPlacement(direction) {
            case .near: acrossStart
            case .centre: acrossStart + (acrossLength - length) / 2
            case .far: acrossStart + acrossLength - length
            }
            let offset = Point(x: item.offset.x.isFinite ? item.offset.x : 0, y: item.offset.y.isFinite ? item.offset.y : 0)
            return (item.alignment.isStart(direction), Boundary(
                kind: item.elementKind, acrossStart: start, acrossLength: length,
                alongLength: vertical ? size.height : size.width,
                offsetAlong: vertical ? offset.y : offset.x, offsetAcross: vertical ? offset.x : offset.y,
                extends: item.extendsBoundary, pins: item.pinToVisibleBounds, zIndex: item.zIndex))
        }
        starts = boundaries.filter(\.0).map(\.1)
        ends = boundaries.filter { !$0.0 }.map(\.1)
        decorations = section.decorationItems.map { item in
            let insets = item.contentInsets.sanitized
            let (acrossInsetNear, acrossInsetFar) = vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
            let acrossNear = Swift.min(acrossInsetNear, crossLength)
            return Decoration(kind: item.elementKind,
                              alongInsetStart: vertical ? insets.top : insets.left,
                              alongInsetEnd: vertical ? insets.bottom : insets.right,
                              acrossStart: crossStart + acrossNear,
                              acrossLength: Swift.max(0, crossLength - acrossNear - acrossInsetFar), zIndex: item.zIndex)
        }
    }
}
