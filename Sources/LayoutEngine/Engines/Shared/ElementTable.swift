/// The prepared elements of a layout that stores every frame, in the layout's canonical order:
/// frames and compact identities side by side, as an `ElementSource` for the query strategies.
///
/// Invariants: `frames.count == keys.count`; `orderedPrefix` is the length of the longest prefix
/// whose frames' near and far edges along the scroll direction never decrease, so the table
/// knows in O(1), through appends and truncations, whether it is ordered.
///
/// Memory: 32 bytes of frame and 12 of identity per element.
public struct ElementTable: ElementSource, Sendable {
    /// An element's identity in 12 bytes: its index path and an index into `kinds`
    /// (0 for a cell).
    struct Key: Sendable {
        var section: Int32
        var item: Int32
        var kind: Int32
    }

    /// The direction the layout scrolls in, fixed at creation: the axis `orderedPrefix` is measured
    /// along.
    public let scrollDirection: ScrollDirection
    /// Every element's frame, by ordinal; appended and truncated through the table's mutating
    /// methods, which keep `orderedPrefix` up to date.
    public private(set) var frames: ContiguousArray<Rect> = []
    private var keys: ContiguousArray<Key> = []
    /// The categories and kinds elements refer to; entry 0 is the cell.
    private var kinds: [(category: ElementCategory, kind: ElementKind?)] = [(.cell, nil)]
    private var orderedPrefix = 0

    /// An empty table for a layout scrolling in `scrollDirection`.
    public init(scrollDirection: ScrollDirection) {
        self.scrollDirection = scrollDirection
    }

    /// The number of elements appended and not truncated.
    public var elementCount: Int { frames.count }

    /// True when every frame's near and far edges along the scroll direction never decrease with
    /// the ordinal; O(1), from `orderedPrefix`.
    public var isOrderedAlongScrollDirection: Bool { orderedPrefix == frames.count }

    /// - Complexity: O(1).
    public func frame(ofElementAt ordinal: Int) -> Rect { frames[ordinal] }

    /// The identity of the element at `ordinal`.
    /// - Complexity: O(1).
    public func id(ofElementAt ordinal: Int) -> ElementID {
        let key = keys[ordinal]
        // Most elements are cells: no kind to look up (and no string to retain).
        if key.kind == 0 { return .cell(IndexPath(item: Int(key.item), section: Int(key.section))) }
        let entry = kinds[Int(key.kind)]
        return ElementID(category: entry.category, kind: entry.kind,
                         indexPath: IndexPath(item: Int(key.item), section: Int(key.section)))
    }

    /// The attributes of the element at `ordinal`.
    /// - Complexity: O(1).
    public func attributes(ofElementAt ordinal: Int) -> LayoutAttributes {
        LayoutAttributes(id: id(ofElementAt: ordinal), frame: frames[ordinal])
    }

    /// Appends an element.
    /// - Precondition: its section and item fit in 32 bits.
    /// - Complexity: amortised O(1) (O(k) for the first element of each of the k kinds).
    public mutating func append(_ frame: Rect, id: ElementID) {
        precondition(Int32(exactly: id.indexPath.section) != nil && Int32(exactly: id.indexPath.item) != nil,
                     "index path \(id.indexPath) does not fit in 32 bits")
        if orderedPrefix == frames.count {
            if let last = frames.last {
                if frame.minAlong(scrollDirection) >= last.minAlong(scrollDirection)
                    && frame.maxAlong(scrollDirection) >= last.maxAlong(scrollDirection) {
                    orderedPrefix += 1
                }
            } else {
                orderedPrefix = 1
            }
        }
        frames.append(frame)
        keys.append(Key(section: Int32(id.indexPath.section), item: Int32(id.indexPath.item), kind: kindIndex(id)))
    }

    /// Keeps the first `count` elements.
    /// - Complexity: O(removed elements).
    public mutating func truncate(to count: Int) {
        guard count < frames.count else { return }
        frames.removeSubrange(count...)
        keys.removeSubrange(count...)
        orderedPrefix = Swift.min(orderedPrefix, count)
    }

    /// Removes every element, keeping the storage for the next layout pass.
    public mutating func removeAll() {
        frames.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        orderedPrefix = 0
    }

    /// Reserves room for `count` elements: exactly `count` for an empty table (a full prepare
    /// knows its size), and at least twice the current capacity otherwise, so that a series of
    /// small appends, each reserving room for its own elements, reallocates O(log n) times rather
    /// than copying the whole table each time (an array's own `reserveCapacity` reserves exactly).
    /// - Complexity: O(n) when it reallocates, where n is the number of elements held; amortised
    ///   O(count − n) over a series of growing reservations.
    public mutating func reserveCapacity(_ count: Int) {
        guard count > frames.capacity else { return }
        let capacity = frames.isEmpty ? count : Swift.max(count, 2 * frames.capacity)
        frames.reserveCapacity(capacity)
        keys.reserveCapacity(capacity)
    }

    /// Bytes stored per element: a frame and an identity.
    package static let bytesPerElement = MemoryLayout<Rect>.stride + MemoryLayout<Key>.stride

    /// Bytes of the table's elements, from their count, not the arrays' capacities: a counter
    /// compared exactly must not depend on how the arrays grew or how the allocator rounded them.
    public var bytesHeld: Int {
        frames.count * MemoryLayout<Rect>.stride + keys.count * MemoryLayout<Key>.stride
    }

    private mutating func kindIndex(_ id: ElementID) -> Int32 {
        if id.category == .cell { return 0 }
        if let index = kinds.firstIndex(where: { $0.category == id.category && $0.kind == id.kind }) {
            return Int32(index)
        }
        kinds.append((id.category, id.kind))
        return Int32(kinds.count - 1)
    }
}
