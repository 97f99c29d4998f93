import LabSupport
import LayoutEngine

/// Random valid batches of item changes (inserts, deletes, moves and reloads in a `BatchMix`)
/// drawn from the item counts alone, so that a sequence of them costs O(c) per batch whatever the
/// number of items: 100 batches over a million items take milliseconds.
///
/// `IdentifiedSections.randomValidUpdate` draws every kind of change, section changes included,
/// but visits every item of the collection per batch (a dictionary of all of them), which a
/// million-item workload cannot afford; it stays the fuzzer's generator. Here sections are neither
/// inserted, deleted, moved nor reloaded: the workloads time item updates in large sections.
public enum RandomItemBatches {
    /// `batchCount` batches of `changesPerBatch` changes each, the first on sections of
    /// `itemCounts` items, each next one on the counts the one before leaves. Each change's kind
    /// is drawn from `mix`; deletes, moves and reloads name distinct items uniformly among all
    /// items; an insert goes to a section drawn with weight (its item count + 1) and a move stays in
    /// its section two times in five, otherwise goes to a uniformly drawn section; the positions
    /// filled after the update are drawn uniformly among that section's. When every item is
    /// already changed (or there is none), a delete, move or reload becomes an insert; with no
    /// section at all, a batch is empty. Each batch's changes are in canonical order, and its
    /// `dataSeed` is drawn from the same generator.
    /// - Complexity: O(b · (c + s)) for b batches of c changes on s sections (hashing included).
    public static func make(itemCounts: [Int], batchCount: Int, changesPerBatch: Int, mix: BatchMix = .balanced,
                            seed: UInt64) -> [WorkloadBatch] {
        precondition(itemCounts.allSatisfy { $0 >= 0 } && changesPerBatch >= 0, "negative counts")
        var generator = SeededGenerator(seed: seed)
        var counts = itemCounts
        var batches: [WorkloadBatch] = []
        batches.reserveCapacity(Swift.max(0, batchCount))
        for _ in 0..<Swift.max(0, batchCount) {
            let update = counts.isEmpty ? BatchUpdate() : draw(changesPerBatch, mix: mix, on: &counts, using: &generator)
            batches.append(WorkloadBatch(update, dataSeed: generator.next() >> 11))
        }
        return batches
    }

    private enum Kind { case insert, delete, move, reload }

    /// One batch on `counts`, which become the counts after it.
    private static func draw(_ changeCount: Int, mix: BatchMix, on counts: inout [Int],
                             using generator: inout SeededGenerator) -> BatchUpdate {
        let sectionCount = counts.count
        // Prefix sums: the global index of each section's first item, and of its first insert slot.
        var firstItem = [0], firstSlot = [0]
        firstItem.reserveCapacity(sectionCount + 1)
        firstSlot.reserveCapacity(sectionCount + 1)
        for count in counts {
            firstItem.append(firstItem[firstItem.count - 1] + count)
            firstSlot.append(firstSlot[firstSlot.count - 1] + count + 1)
        }
        let itemCount = firstItem[sectionCount]

        var kinds: [Kind] = []
        kinds.reserveCapacity(changeCount)
        var touched = 0
        for _ in 0..<changeCount {
            var pick = generator.unit() * mix.total
            var kind = Kind.reload
            for (candidate, weight) in [(Kind.insert, mix.insert), (.delete, mix.delete), (.move, mix.move)] {
                if pick < weight { kind = candidate; break }
                pick -= weight
            }
            if kind != .insert {
                if touched < itemCount { touched += 1 } else { kind = .insert }
            }
            kinds.append(kind)
        }

        // The items deleted, moved away and reloaded: distinct, uniform among all items.
        var sources = distinct(touched, below: itemCount, using: &generator).makeIterator()
        func indexPath(ofItem global: Int) -> IndexPath {
            let section = sectionContaining(global, firstIndices: firstItem)
            return IndexPath(item: global - firstItem[section], section: section)
        }
        var changes: [BatchChange] = []
        changes.reserveCapacity(changeCount)
        var arrivals = Array(repeating: [IndexPath?](), count: sectionCount)
        for kind in kinds {
            switch kind {
            case .insert:
                let section = sectionContaining(generator.int(in: 0..<firstSlot[sectionCount]), firstIndices: firstSlot)
                arrivals[section].append(nil)
                counts[section] += 1
            case .delete:
                let path = indexPath(ofItem: sources.next()!)
                changes.append(.deleteItem(path))
                counts[path.section] -= 1
            case .reload:
                changes.append(.reloadItem(indexPath(ofItem: sources.next()!)))
            case .move:
                let path = indexPath(ofItem: sources.next()!)
                let target = generator.chance(0.4) ? path.section : generator.int(in: 0..<sectionCount)
                arrivals[target].append(path)
                counts[path.section] -= 1
                counts[target] += 1
            }
        }
        // The positions filled after the update, distinct within each section.
        for section in 0..<sectionCount where !arrivals[section].isEmpty {
            let positions = distinct(arrivals[section].count, below: counts[section], using: &generator)
            for (source, position) in zip(arrivals[section], positions) {
                let destination = IndexPath(item: position, section: section)
                changes.append(source.map { .moveItem($0, to: destination) } ?? .insertItem(destination))
            }
        }
        changes.sort()
        return BatchUpdate(changes)
    }

    /// The section whose range of global indices holds `global`: the last section whose first
    /// index is at most `global`, skipping empty ranges.
    private static func sectionContaining(_ global: Int, firstIndices: [Int]) -> Int {
        var low = 0, high = firstIndices.count - 1  // firstIndices[high] > global
        while high - low > 1 {
            let middle = (low + high) / 2
            if firstIndices[middle] <= global { low = middle } else { high = middle }
        }
        return low
    }

    /// `count` distinct integers of 0..<bound, by Floyd's algorithm: O(count) draws, whatever the
    /// bound, in the order drawn. The set is only asked about membership, so the result does not
    /// depend on hashing.
    /// - Precondition: `count <= bound`.
    static func distinct(_ count: Int, below bound: Int, using generator: inout SeededGenerator) -> [Int] {
        precondition(count <= bound, "\(count) distinct values below \(bound)")
        var chosen = Set<Int>(minimumCapacity: count), order: [Int] = []
        order.reserveCapacity(count)
        for upper in (bound - count)..<bound {
            let candidate = generator.int(in: 0...upper)
            let value = chosen.contains(candidate) ? upper : candidate
            chosen.insert(value)
            order.append(value)
        }
        return order
    }
}
