/// A section's group, resolved once: its size and the frames of its leaves (the items it places,
/// nested groups flattened, in order), relative to the group's origin. Every group of a section
/// is this template moved along (or, in an orthogonal section, across) the scroll direction; item
/// `i` of the section is leaf `i % leaves.count` of group `i / leaves.count`.
///
/// Invariants: at least one leaf; every leaf lies inside `Rect(origin: .zero, size: size)`; the
/// leaves of one line group never overlap (a custom group's may, as its closure says).
/// `selfSizingTrail` is non-nil exactly when the section self-sizes (see `GroupResolver`) and then
/// holds, per leaf, the length between the leaf's far edge along the scroll direction and the
/// group's (the item's and the group's insets).
struct GroupTemplate: Equatable, Sendable {
    var size: Size
    var leaves: ContiguousArray<Rect>
    var selfSizingTrail: ContiguousArray<Double>?
    /// The supplementary items attached to each leaf's item, parallel to `leaves`; empty when no
    /// leaf has any.
    var leafSupplementaries: ContiguousArray<[LayoutSupplementaryItem]> = []
    /// `supplementaryOffsets[l]` is the number of supplementary items of the leaves before `l`,
    /// for `l` up to and including the leaf count; empty when no leaf has any.
    var supplementaryOffsets: ContiguousArray<Int> = []

    var isSelfSizing: Bool { selfSizingTrail != nil }
    /// The supplementary items of one group.
    var supplementariesPerGroup: Int { supplementaryOffsets.last ?? 0 }

    /// Records the leaves' supplementary items (one list per leaf) and their offsets.
    /// - Complexity: O(l) for l leaves.
    mutating func attach(_ supplementaries: ContiguousArray<[LayoutSupplementaryItem]>) {
        guard supplementaries.contains(where: { !$0.isEmpty }) else { return }
        leafSupplementaries = supplementaries
        supplementaryOffsets = [0]
        for list in supplementaries { supplementaryOffsets.append(supplementaryOffsets.last! + list.count) }
    }
}
