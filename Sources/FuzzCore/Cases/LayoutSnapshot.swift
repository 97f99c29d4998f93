import LayoutEngine

/// One layout's state after a step, read once and shared by every check of the step: its elements
/// in canonical order and its content size. Reading them is O(n) calls through the layout's
/// existential; the checks of a step read them a few dozen times, so reading them once is most
/// of what keeps a campaign fast (docs/fuzzing.md, "The campaign's rate").
///
/// Invariant: `elements` and `contentSize` are what the layout answered when the snapshot was
/// taken; nothing is derived from them here, so a check on a snapshot is the check on the layout.
struct LayoutSnapshot {
    let elements: [LayoutAttributes]
    let contentSize: Size
    /// The layout's stated `frameTolerance`.
    let frameTolerance: Double

    /// Reads `layout`'s elements and content size.
    /// - Complexity: O(n), where n is the number of elements.
    init(of layout: any InstrumentedLayout) {
        elements = layout.allElements
        contentSize = layout.collectionViewContentSize
        frameTolerance = layout.frameTolerance
    }

    /// The content as a rect at the origin.
    var content: Rect { Rect(origin: .zero, size: contentSize) }

    /// Whether `other` holds exactly the same elements (bit for bit) and content size: then every
    /// check that reads only the elements, the content size and the data gives the same answer on
    /// both, and is computed once.
    /// - Complexity: O(n), where n is the number of elements.
    func isIdentical(to other: LayoutSnapshot) -> Bool {
        contentSize == other.contentSize && elements == other.elements
    }
}
