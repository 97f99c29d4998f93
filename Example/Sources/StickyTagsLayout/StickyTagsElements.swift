import LayoutEngine

/// The sticky-tags layout's elements as the query strategies see them: the stored frames, except
/// that a pinned header shows its *reach*, every place it can take (from its natural top to its
/// section's end), so that an index built at `prepare()` stays exact however the view scrolls.
/// The layout then tests each header among the candidates at its actual, pinned place.
///
/// Canonical order: section by section, the header, then the tags. A header's reach spans its
/// section; stored first, it lifts the running maximum of the far edges for the rest of the
/// section, and the binary search then checks one entry per block of 64 between the header and the
/// rect (skipping the block) besides examining the header's block; stored after its tags it would
/// lower the running minimum of the near edges of every tag before it, and a query in the middle of
/// a section would examine every element from the rect to the header (docs/porting.md, "Canonical
/// order decides query speed").
///
/// Invariants: `sectionEnds[s]` is at or below the natural bottom of section `s`'s header and the
/// bottom of its last tag; `table` holds one header per section, at `headerOrdinals[s]`, the
/// section's first ordinal.
struct StickyTagsElements: ElementSource {
    /// Natural frames: headers where they are when not pinned.
    var table = ElementTable(scrollDirection: .vertical)
    /// The ordinal of each section's header, ascending.
    var headerOrdinals: ContiguousArray<Int> = []
    /// Where each section ends along the scroll direction: the limit of its pinned header.
    var sectionEnds: ContiguousArray<Double> = []
    /// Whether headers pin (as prepared).
    var pinsHeaders = true

    var elementCount: Int { table.elementCount }
    var scrollDirection: ScrollDirection { .vertical }
    /// A reach overlaps the tags after it: ordered only when nothing pins.
    var isOrderedAlongScrollDirection: Bool { !pinsHeaders && table.isOrderedAlongScrollDirection }

    /// - Complexity: O(log s), where s is the number of sections.
    func frame(ofElementAt ordinal: Int) -> Rect {
        let frame = table.frame(ofElementAt: ordinal)
        guard pinsHeaders, let section = headerSection(at: ordinal) else { return frame }
        return Rect(x: frame.minX, y: frame.minY, width: frame.width, height: sectionEnds[section] - frame.minY)
    }

    /// The section whose header is at `ordinal`; nil for a tag. A search of the header ordinals,
    /// not `table.id(ofElementAt:)`: an identity carries its kind's string, whose reference
    /// counting made up half of a query's time when every candidate's identity was read.
    /// - Complexity: O(log s), where s is the number of sections.
    func headerSection(at ordinal: Int) -> Int? {
        var low = 0, high = headerOrdinals.count
        while low < high {
            let middle = (low + high) / 2
            if headerOrdinals[middle] < ordinal { low = middle + 1 } else { high = middle }
        }
        return low < headerOrdinals.count && headerOrdinals[low] == ordinal ? low : nil
    }

    /// Where the header of `section`, naturally at `natural`, is while the visible rect starts at
    /// `visibleMinY`: at the visible top, but never above its natural place nor past its section's
    /// end (`y + height <= end` holds exactly, not only up to rounding).
    /// - Complexity: O(1).
    func pinnedFrame(ofHeader natural: Rect, section: Int, visibleMinY: Double) -> Rect {
        guard pinsHeaders else { return natural }
        let end = sectionEnds[section]
        var limit = end - natural.height
        while limit + natural.height > end { limit = limit.nextDown }
        let y = Swift.max(natural.minY, Swift.min(visibleMinY, limit))
        return Rect(x: natural.minX, y: y, width: natural.width, height: natural.height)
    }

    var bytesHeld: Int {
        table.bytesHeld + sectionEnds.capacity * MemoryLayout<Double>.stride + headerOrdinals.capacity * MemoryLayout<Int>.stride
    }
}
