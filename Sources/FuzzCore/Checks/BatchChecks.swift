import LayoutEngine
import Workloads

/// The checks of a batch update step, against the reference model (`ReferenceCollection`), which
/// decides validity and applies the batch on its own.
enum BatchChecks {
    /// What one collection view did with the batch: its trace, or the error it refused it with.
    typealias Result = Swift.Result<SimulatedCollectionView.BatchUpdateTrace, BatchUpdateError>

    /// Every view accepts a batch exactly when the reference model does; a refusal names one of the
    /// rules the reference finds broken; an accepted batch maps every item where the reference put
    /// it, and the data after it is the reference's.
    static func agreeWithReference(_ update: RandomBatchUpdate, results: [(name: String, result: Result)]) throws(CheckFailure) {
        var next = (update.itemsBefore.flatMap { $0 }.max() ?? -1) + 1_000_000
        let reference = ReferenceCollection(items: update.itemsBefore)
            .applying(update.batch, itemCountsAfter: update.itemCountsAfter, nextIdentifier: &next)
        let expected = reference.application?.everyIndexPath
        // The data after the batch is the reference's own, the same for every view: checked once.
        var reachesChecked = false
        for (name, result) in results {
            switch (result, reference) {
            case (.failure(let error), .rejected(let rules)):
                guard rules.contains(error.rule) else {
                    throw CheckFailure(check: .batch(.rules), message: "\(name) refused by rule \(error.rule) (\(error)); the reference breaks rules \(rules.sorted())")
                }
            case (.failure(let error), .applied):
                throw CheckFailure(check: .batch(.rules), message: "\(name) refused a batch the reference accepts: \(error)")
            case (.success, .rejected(let rules)):
                throw CheckFailure(check: .batch(.rules), message: "\(name) accepted a batch that breaks rules \(rules.sorted())")
            case (.success(let trace), .applied(let application)):
                try mappingAgrees(trace.mapping, with: expected ?? application.everyIndexPath, name: name)
                if !reachesChecked { try reachesTheDataAfter(update, application: application) }
                reachesChecked = true
            }
        }
    }

    /// The reference model, applying the batch literally, puts every surviving identifier where the
    /// update says the data after has it, and new identifiers where the update has new ones: for a
    /// diffable-snapshot application, the diff applied reaches the target snapshot. One exception,
    /// the diff's documented choice: an item marked reloaded that would also move is deleted and
    /// inserted (UIKit cannot reload what moves), so a new item may stand where the target keeps a
    /// reloaded identifier, provided that identifier is gone from everywhere else.
    private static func reachesTheDataAfter(_ update: RandomBatchUpdate, application: ReferenceBatchApplication) throws(CheckFailure) {
        guard let expected = update.itemsAfter else { return }
        let reached = application.after.items
        let old = Set(update.itemsBefore.joined())
        let survivingInReached = Set(reached.joined()).intersection(old)
        guard reached.map(\.count) == expected.map(\.count) else {
            throw CheckFailure(check: .batch(.reachesTarget), message: "the batch applied gives counts \(reached.map(\.count)), the target \(expected.map(\.count))")
        }
        for (section, items) in expected.enumerated() {
            for (item, identifier) in items.enumerated() {
                let got = reached[section][item]
                let agrees = old.contains(identifier)
                    ? got == identifier || (!old.contains(got) && !survivingInReached.contains(identifier))
                    : !old.contains(got)
                guard agrees else {
                    throw CheckFailure(check: .batch(.reachesTarget),
                                       message: "the batch applied puts \(old.contains(got) ? "item \(got)" : "a new item") at \(IndexPath(item: item, section: section)), the target \(old.contains(identifier) ? "item \(identifier)" : "a new item")")
                }
            }
        }
    }

    /// The view's mapping gives every item where the reference's does (`expected`:
    /// `ReferenceBatchApplication.everyIndexPath`), both ways.
    /// - Complexity: O(n) mapping lookups, where n is the number of items.
    private static func mappingAgrees(_ mapping: BatchIndexMapping, with expected: (forward: [[IndexPath?]], backward: [[IndexPath?]]),
                                      name: String) throws(CheckFailure) {
        for (section, items) in expected.forward.enumerated() {
            for (item, destination) in items.enumerated() {
                let before = IndexPath(item: item, section: section)
                guard mapping.indexPathAfterUpdate(before) == destination else {
                    throw CheckFailure(check: .batch(.mapping), message: "\(name) maps \(before) to \(mapping.indexPathAfterUpdate(before).map { "\($0)" } ?? "nothing"), the reference to \(destination.map { "\($0)" } ?? "nothing")")
                }
            }
        }
        for (section, items) in expected.backward.enumerated() {
            for (item, source) in items.enumerated() {
                let after = IndexPath(item: item, section: section)
                guard mapping.indexPathBeforeUpdate(after) == source else {
                    throw CheckFailure(check: .batch(.mapping), message: "\(name) maps \(after) back to \(mapping.indexPathBeforeUpdate(after).map { "\($0)" } ?? "nothing"), the reference to \(source.map { "\($0)" } ?? "nothing")")
                }
            }
        }
    }

    /// A refused batch changes nothing: the same data, the same elements.
    static func refusalChangedNothing(_ view: SimulatedCollectionView, layout: any InstrumentedLayout,
                                      sectionsBefore: [SimulatedCollectionView.Section],
                                      elementsBefore: [LayoutAttributes]) throws(CheckFailure) {
        guard view.sections == sectionsBefore else {
            throw CheckFailure(check: .kind(.refusalChangesNothing), message: "the data changed: \(view.sections.map(\.itemCount)), was \(sectionsBefore.map(\.itemCount))")
        }
        guard layout.allElements == elementsBefore else {
            throw CheckFailure(check: .kind(.refusalChangesNothing), message: "the layout's elements changed after a refused batch")
        }
    }

    /// Between the count invalidation and its layout pass, a layout answers for the data it last
    /// prepared: the visible elements are the ones it gave before the batch.
    static func staleQueryAnswersTheOldData(_ trace: SimulatedCollectionView.BatchUpdateTrace,
                                            visibleBefore: [LayoutAttributes], name: String) throws(CheckFailure) {
        // In any order: a layout's answer is a set of elements (UIKit does not read its order), and a
        // layout that builds it from a dictionary gives a new order on every call.
        guard let answer = trace.staleQueryAnswer,
              answer.count != visibleBefore.count || !answer.allSatisfy(visibleBefore.contains) else { return }
        let missing = visibleBefore.filter { !answer.contains($0) }.prefix(3).map(\.id)
        let extra = answer.filter { !visibleBefore.contains($0) }.prefix(3).map(\.id)
        throw CheckFailure(check: .kind(.staleQuery), message: "\(name) answered \(answer.count) elements before preparing, \(visibleBefore.count) before the batch; missing \(missing), extra \(extra)",
                           element: missing.first ?? extra.first)
    }
}
