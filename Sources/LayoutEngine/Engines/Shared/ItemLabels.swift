/// Order-preserving labels for the items of one section, so that a batch update renumbers the
/// items without rewriting anything that refers to them: whoever stores an item stores its label,
/// and asks for the item's current number when it needs it. Each item also carries an `Int32`
/// value (the calendar's: the item's day).
///
/// Labels: after a build or a `rebase()`, item i has the base label `(i + 1) << shift`. An item
/// inserted later takes a label strictly between its neighbours' (never a base position), and an
/// item deleted later leaves a deletion mark on its base label. The base positions are grouped
/// in blocks of 1,024; each block keeps its marks (insertions and deletions) sorted by label, and
/// `blockStarts` the number of live items before each block, so:
/// - an item's number from its label is O(1 + m) for the m marks in its block;
/// - a label from an item's number is O(log B + m) for B blocks;
/// - an insert or a delete is O(log B + m + B): the starts of the later blocks move by one.
/// Appending after the last item extends the base (O(1) amortised). An insert with no free label
/// between its neighbours, or an append past `Int32`, returns nil: the owner calls `rebase()`,
/// relabels what it stored (`baseLabel(ofItem:)` of each stored label's `item(ofLabel:)`) and
/// tries again. `isCrowded` says when the marks have grown enough that a rebase pays.
///
/// Invariants: labels of live items ascend with their numbers; `blockStarts[k]` is the number of
/// live items whose base group lies before block k (group g(L) = (L − 1) >> shift: a base label
/// and the inserted labels just before it); every mark lies in its label's block; a deletion mark
/// sits on a base label, an insertion mark never does.
struct ItemLabels: Sendable {
    /// A change to a block's base labelling: an inserted label with its value, or a deleted base label.
    struct Mark: Sendable, Equatable {
        var label: Int32
        var value: Int32
        var isInsertion: Bool
    }

    static let blockShift = 10
    /// How many marks a block holds before `isCrowded` asks for a rebase.
    static let crowdedBlock = 64

    /// The gap between neighbouring base labels is `1 << shift`.
    private(set) var shift: Int
    private var baseValues: ContiguousArray<Int32>
    private var blockStarts: ContiguousArray<Int32>
    private var marks: ContiguousArray<ContiguousArray<Mark>>
    /// The live items.
    private(set) var count: Int
    private var markCount = 0
    private var crowdedBlockSeen = false

    /// `values.count` items with base labels, item i carrying `values[i]`.
    /// - Complexity: O(n).
    init<Values: Collection>(values: Values) where Values.Element == Int32 {
        baseValues = ContiguousArray(values)
        count = baseValues.count
        // Room for as many appends again as there are items (at least 2^16), and inserts nested
        // `shift` deep between two neighbours.
        let capacity = Swift.max(2 * count + 2, 1 << 16)
        shift = Swift.max(0, 30 - (Int.bitWidth - capacity.leadingZeroBitCount))
        let blocks = (count >> Self.blockShift) + 1
        blockStarts = ContiguousArray((0..<blocks).lazy.map { Int32($0 << Self.blockShift) })
        marks = ContiguousArray(repeating: [], count: blocks)
    }

    /// Whether the marks have grown enough that `rebase()` pays: more than a quarter of the items,
    /// or a block crowded past `crowdedBlock`.
    var isCrowded: Bool { crowdedBlockSeen || markCount > Swift.max(256, count / 4) }

    /// The label item `item` would have after a `rebase()`.
    func baseLabel(ofItem item: Int) -> Int32 { Int32(truncatingIfNeeded: (item + 1) << shift) }

    /// The number of base labels below `label`: its base group.
    @inline(__always)
    private func group(_ label: Int32) -> Int { (Int(label) &- 1) &>> shift }

    @inline(__always)
    private func isBasePosition(_ label: Int32) -> Bool { label & Int32(truncatingIfNeeded: (1 << shift) - 1) == 0 }

    // MARK: Reading

    /// The current number of the live item labelled `label`.
    /// - Complexity: O(1 + m) for the m marks in its block; O(1) when the section has no marks.
    @inline(__always)
    func item(ofLabel label: Int32) -> Int {
        let group = self.group(label), block = group &>> Self.blockShift
        let item = unsafe blockStarts.withUnsafeBufferPointer { unsafe Int($0[block]) } &+ group &- (block &<< Self.blockShift)
        guard markCount > 0 else { return item }
        return unsafe marks.withUnsafeBufferPointer { marks in
            unsafe marks[block].withUnsafeBufferPointer { marks in
                var item = item
                // The iterator by hand, as for-in desugars: `for unsafe mark in unsafe marks`
                // crashes Swift 6.3.1's type checker here.
                var iterator = unsafe marks.makeIterator()
                while let mark = unsafe iterator.next() {
                    guard mark.label < label else { break }
                    item += mark.isInsertion ? 1 : -1
                }
                return item
            }
        }
    }

    /// The label of live item `item` (0 ≤ item < count).
    /// - Complexity: O(log B + m).
    func label(ofItem item: Int) -> Int32 {
        precondition(item >= 0 && item < count, "item \(item) of \(count)")
        // The last block that starts at or before the item holds it.
        var low = 0, high = blockStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(blockStarts[middle]) <= item { low = middle } else { high = middle }
        }
        var remaining = item - Int(blockStarts[low]), group = low << Self.blockShift
        for mark in marks[low] {
            // The live base labels from `group` up to the mark (a deleted base label's own excluded).
            let run = self.group(mark.label) - group
            if remaining < run { return baseLabel(ofItem: group + remaining) }
            remaining -= run
            group += run
            if mark.isInsertion {
                if remaining == 0 { return mark.label }
                remaining -= 1
            } else {
                group += 1
            }
        }
        return baseLabel(ofItem: group + remaining)
    }

    /// The value the live item labelled `label` carries.
    /// - Complexity: O(m) for the m marks in its block.
    func value(ofLabel label: Int32) -> Int32 {
        if isBasePosition(label) { return baseValues[group(label)] }
        let block = group(label) >> Self.blockShift
        return marks[block][markIndex(of: label, in: block)!].value
    }

    // MARK: Changing

    /// Sets the value of the live item labelled `label`.
    /// - Complexity: O(m).
    mutating func setValue(_ value: Int32, ofLabel label: Int32) {
        if isBasePosition(label) {
            baseValues[group(label)] = value
        } else {
            let block = group(label) >> Self.blockShift
            marks[block][markIndex(of: label, in: block)!].value = value
        }
    }

    /// Inserts an item at number `item` (0 ≤ item ≤ count) carrying `value`; returns its label,
    /// or nil when no label is free between its neighbours (`rebase()`, then insert again).
    /// - Complexity: O(log B + m + B); O(1) amortised at the end.
    mutating func insert(atItem item: Int, value: Int32) -> Int32? {
        precondition(item >= 0 && item <= count, "insert at \(item) of \(count)")
        let lower = item == 0 ? 0 : Int(label(ofItem: item - 1))
        guard item < count else { return append(value: value) }
        let upper = Int(label(ofItem: item))
        var label = lower + (upper - lower) / 2
        if label & ((1 << shift) - 1) == 0 { label += label + 1 < upper ? 1 : -1 }
        guard label > lower && label < upper else { return nil }
        let block = group(Int32(label)) >> Self.blockShift
        let mark = Mark(label: Int32(label), value: value, isInsertion: true)
        marks[block].insert(mark, at: markIndex(atOrAfter: mark.label, in: block))
        noteMarkAdded(in: block)
        moveStarts(after: block, by: 1)
        count += 1
        return mark.label
    }

    /// Removes the live item labelled `label`.
    /// - Complexity: O(m + B).
    mutating func remove(label: Int32) {
        let block = group(label) >> Self.blockShift
        if isBasePosition(label) {
            let mark = Mark(label: label, value: 0, isInsertion: false)
            marks[block].insert(mark, at: markIndex(atOrAfter: label, in: block))
            noteMarkAdded(in: block)
        } else {
            marks[block].remove(at: markIndex(of: label, in: block)!)
            markCount -= 1
        }
        moveStarts(after: block, by: -1)
        count -= 1
    }

    /// The labels of the live items in order, renumbered from base labels: returns the labels as
    /// they were (`previous.item(ofLabel:)` gives each old label's item, and `baseLabel(ofItem:)`
    /// its new label).
    /// - Complexity: O(n + marks).
    @discardableResult
    mutating func rebase() -> ItemLabels {
        let previous = self
        var values = ContiguousArray<Int32>()
        values.reserveCapacity(count)
        var group = 0
        for block in marks.indices {
            for mark in marks[block] {
                let run = self.group(mark.label) - group
                values.append(contentsOf: baseValues[group..<(group + run)])
                group += run
                if mark.isInsertion { values.append(mark.value) } else { group += 1 }
            }
            let blockEnd = Swift.min((block + 1) << Self.blockShift, baseValues.count)
            if group < blockEnd {
                values.append(contentsOf: baseValues[group..<blockEnd])
                group = blockEnd
            }
        }
        self = ItemLabels(values: values)
        return previous
    }

    /// Bytes held, from logical sizes.
    var bytesHeld: Int {
        baseValues.count * MemoryLayout<Int32>.stride + blockStarts.count * MemoryLayout<Int32>.stride
            + marks.count * MemoryLayout<ContiguousArray<Mark>>.stride + markCount * MemoryLayout<Mark>.stride
    }

    // MARK: Private

    /// Appends a new base item after every live one (whose labels are all below its base label).
    private mutating func append(value: Int32) -> Int32? {
        let label = (baseValues.count + 1) << shift
        guard label <= Int(Int32.max) else { return nil }
        baseValues.append(value)
        count += 1
        // The block of the next base position exists: it holds inserts after the last item.
        if baseValues.count >> Self.blockShift >= blockStarts.count {
            blockStarts.append(Int32(count))
            marks.append([])
        }
        return Int32(label)
    }

    /// Where a mark labelled `label` is or goes in its block.
    private func markIndex(atOrAfter label: Int32, in block: Int) -> Int {
        unsafe marks[block].withUnsafeBufferPointer { marks in partitionPoint(marks.count) { unsafe marks[$0].label >= label } }
    }

    private func markIndex(of label: Int32, in block: Int) -> Int? {
        let index = markIndex(atOrAfter: label, in: block)
        return index < marks[block].count && marks[block][index].label == label ? index : nil
    }

    private mutating func noteMarkAdded(in block: Int) {
        markCount += 1
        if marks[block].count > Self.crowdedBlock { crowdedBlockSeen = true }
    }

    private mutating func moveStarts(after block: Int, by delta: Int32) {
        unsafe blockStarts.withUnsafeMutableBufferPointer { starts in
            for index in (block + 1)..<starts.count { unsafe starts[index] += delta }
        }
    }
}
