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

    var isSelfSizing: Bool { selfSizingTrail != nil }
}
