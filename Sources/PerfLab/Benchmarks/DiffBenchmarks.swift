import LabSupport
import LayoutEngine
import Workloads

/// The snapshot diff against the standard library's `CollectionDifference` (with
/// `inferringMoves()`) on the same input: one section of `items` identifiers, of which a tenth are
/// deleted, a tenth inserted and a fiftieth moved, at seeded random places. Records the moves each
/// found (the snapshot diff's are minimal) beside the time. Two snapshot rows: `snapshot` diffs
/// snapshots built beforehand; `snapshot-from-arrays` builds both from the arrays
/// (`DiffableSnapshot(section:items:)`) and diffs them, the work `CollectionDifference` is
/// measured doing on the same arrays.
struct DiffBenchmarks {
    var context: BenchmarkContext

    /// The old and new identifier lists.
    static func input(items: Int, seed: UInt64) -> (old: [Int], new: [Int]) {
        var generator = SeededGenerator(seed: seed)
        let old = Array(0..<items)
        var new = old
        for _ in 0..<items / 10 { new.remove(at: generator.int(in: 0..<new.count)) }
        for identifier in items..<(items + items / 10) { new.insert(identifier, at: generator.int(in: 0...new.count)) }
        for _ in 0..<items / 50 {
            let moved = new.remove(at: generator.int(in: 0..<new.count))
            new.insert(moved, at: generator.int(in: 0...new.count))
        }
        return (old, new)
    }

    func run(items: Int) -> [BenchmarkResult] {
        let (old, new) = Self.input(items: items, seed: context.seed)
        var oldSnapshot = DiffableSnapshot<Int, Int>(), newSnapshot = DiffableSnapshot<Int, Int>()
        // Fresh, distinct identifiers: the edits cannot fail.
        try! oldSnapshot.appendSections([0])
        try! oldSnapshot.appendItems(old)
        try! newSnapshot.appendSections([0])
        try! newSnapshot.appendItems(new)

        context.progress("\(BenchmarkFamily.diff)/snapshot \(items)")
        var snapshotMoves = 0
        let snapshot = context.sampler.measure(sameEveryCall: true, setUp: { () in }) { _ in
            let batch = oldSnapshot.batchUpdate(to: newSnapshot)
            snapshotMoves = batch.changes.count { if case .moveItem = $0 { true } else { false } }
        }
        context.progress("\(BenchmarkFamily.diff)/snapshot-from-arrays \(items)")
        var fromArraysMoves = 0
        let fromArrays = context.sampler.measure(sameEveryCall: true, setUp: { () in }) { _ in
            // Distinct identifiers: building cannot fail.
            let older = try! DiffableSnapshot<Int, Int>(section: 0, items: old)
            let newer = try! DiffableSnapshot<Int, Int>(section: 0, items: new)
            let batch = older.batchUpdate(to: newer)
            fromArraysMoves = batch.changes.count { if case .moveItem = $0 { true } else { false } }
        }
        context.progress("\(BenchmarkFamily.diff)/collection-difference \(items)")
        var standardMoves = 0, standardCounts = OperationCounters.zero
        // Seconds per diff at 100,000 items: no warm-up nor calibration, three samples suffice to
        // show the ratio. Every call diffs the same lists, so the counts of the last one stand for
        // each (counted in the timed call, whose milliseconds the counting does not move).
        var sampler = context.sampler
        if items >= 50_000 { (sampler.warmUp, sampler.minimumSamples) = (0, 3) }
        let standard = sampler.measure(isBatchable: items < 50_000, sameEveryCall: true, setUp: { () in }) { _ in
            standardCounts = OperationCounters.counting {
                let difference = new.difference(from: old).inferringMoves()
                standardMoves = difference.insertions.count { if case .insert(_, _, let source) = $0 { source != nil } else { false } }
            }
        }
        let snapshotCounts = OperationCounters.counting { consume(oldSnapshot.batchUpdate(to: newSnapshot)) }
        let fromArraysCounts = OperationCounters.counting {
            // Distinct identifiers: building cannot fail.
            let older = try! DiffableSnapshot<Int, Int>(section: 0, items: old)
            consume(older.batchUpdate(to: try! DiffableSnapshot<Int, Int>(section: 0, items: new)))
        }
        return [
            BenchmarkResult(family: .diff, engine: nil, strategy: "snapshot", items: items, samples: snapshot,
                            counters: [(name: .moves, value: Double(snapshotMoves))], counted: (snapshotCounts, 1)),
            BenchmarkResult(family: .diff, engine: nil, strategy: "snapshot-from-arrays", items: items, samples: fromArrays,
                            counters: [(name: .moves, value: Double(fromArraysMoves))], counted: (fromArraysCounts, 1)),
            BenchmarkResult(family: .diff, engine: nil, strategy: "collection-difference", items: items, samples: standard,
                            counters: [(name: .moves, value: Double(standardMoves))], counted: (standardCounts, 1)),
        ]
    }
}
