import LayoutEngine

/// Which elements' lookups (`layoutAttributesForItem(at:)` and the supplementary and decoration
/// lookups) the invariants ask a layout for after a step. Every element's, up to `limit` elements
/// (every small case); beyond it (a large case, `LargeCase`), a sample: every supplementary and
/// decoration view, every cell at a block boundary of the flow's storage (its item index 0 or one
/// less than 0 modulo 256 or 320, `LargeCase.blockSizes`), and about `sampleSize` others, every
/// `stride`-th from an offset that moves with the step, so consecutive steps look at different ones.
/// Decided by the element count and the step alone, so a replay samples what the run did.
struct LookupSample {
    /// The most elements whose lookups are all checked.
    static let limit = 2_000
    /// About how many elements besides the boundaries a sample holds.
    static let sampleSize = 500

    let stride: Int
    let phase: Int

    /// The sample for a layout of `elementCount` elements after step `step`.
    init(elementCount: Int, step: Int) {
        stride = elementCount <= Self.limit ? 1 : (elementCount + Self.sampleSize - 1) / Self.sampleSize
        phase = stride == 1 ? 0 : (step &* 7919) % stride
    }

    /// Whether every element is looked up.
    var isComplete: Bool { stride == 1 }

    /// Whether the element at `ordinal` is looked up.
    /// - Complexity: O(1).
    func includes(_ ordinal: Int, _ element: LayoutAttributes) -> Bool {
        guard stride > 1, ordinal % stride != phase, element.representedElementCategory == .cell else { return true }
        let item = element.indexPath.item
        return LargeCase.blockSizes.contains { item % $0 == 0 || (item + 1) % $0 == 0 }
    }
}
