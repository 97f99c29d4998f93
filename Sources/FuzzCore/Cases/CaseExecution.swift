import LabSupport
import LayoutEngine
import Workloads

/// One fuzz case being executed: its scenario built once per strategy pair, the steps applied to
/// all of them, and the checks after every step. Generation lives elsewhere: `LayoutCase.run`
/// draws each step from the seed as it goes, `LayoutCase.replay` takes recorded steps; both
/// execute them here, so a recorded case fails exactly as the generated one did.
final class CaseExecution {
    let scenario: Scenario
    let runs: [Scenario.StrategyRun]
    let estimating: Bool
    private let descriptor: EngineDescriptor
    /// The kind of the step being checked, for a failure's signature.
    private var operationKind = StepKind.prepare
    private var promises: EnginePromises { descriptor.promises }
    private let isSample: Bool
    private var lastProperty: Double?
    private(set) var outcome: LayoutCase.Outcome

    /// Builds the scenario once per strategy pair (named `query/invalidation`, the reference pair,
    /// linear scan and full invalidation, first), each prepared, from the engine's descriptor,
    /// looked up in `registry` once for the case.
    /// - Throws: `LabError` when the scenario names an unknown engine (a recorded case edited by hand).
    init(scenario: Scenario, registry: EngineRegistry) throws(LabError) {
        self.scenario = scenario
        let descriptor = try registry.named(scenario.engine)
        self.descriptor = descriptor
        runs = InvalidationStrategies.all.flatMap { invalidation in
            QueryStrategies.all.map { query in
                let (view, layout) = scenario.makeCollectionView(engine: descriptor, query: query, invalidation: invalidation)
                return (name: "\(query.name)/\(invalidation.name)", view: view, layout: layout)
            }
        }
        estimating = scenario.isEstimatingItemSizes
        isSample = !descriptor.usesStrategies
        outcome = LayoutCase.Outcome(engine: scenario.engine)
    }

    var reference: Scenario.StrategyRun { runs[0] }

    /// The outcome so far, with the scenario and the steps that ran (`recorded`), so that the case
    /// can be written down and replayed.
    func outcome(recorded: [LayoutStep]) -> LayoutCase.Outcome {
        var result = outcome
        result.scenario = scenario
        result.recorded = recorded
        return result
    }

    /// The changes the engine notices unannounced (`EngineDescriptor.noticesUnannounced`).
    var noticesUnannounced: UnannouncedChanges { descriptor.noticesUnannounced }
    private var names: [String] { runs.map(\.name) }

    /// Each run's snapshot after the step being checked (`takeSnapshots()`), read once and shared
    /// by every check of the step.
    private var snapshots: [LayoutSnapshot] = []
    /// Per run, whether its snapshot and its data's counts are identical to the reference run's:
    /// then the checks that read only those give the reference's answer and are computed once.
    private var sharesReference: [Bool] = []

    /// Reads every run's layout once for the checks of a step.
    /// - Complexity: O(n) per run, where n is the number of elements.
    private func takeSnapshots() {
        snapshots = runs.map { LayoutSnapshot(of: $0.layout) }
        let counts = Self.itemCounts(of: reference.view)
        sharesReference = zip(runs, snapshots).map { run, snapshot in
            snapshot.isIdentical(to: snapshots[0]) && Self.itemCounts(of: run.view) == counts
        }
    }

    private static func itemCounts(of data: any LayoutDataSource) -> [Int] {
        (0..<Swift.max(0, data.numberOfSections)).map { data.numberOfItems(inSection: $0) }
    }

    /// Runs one check, counting it under `kind`; records the failure and returns false when it fails.
    private func check(_ kind: CheckKind, _ step: Int, _ operation: String, _ body: () throws(CheckFailure) -> Void) -> Bool {
        outcome.checks += 1
        outcome.checkCounts[kind, default: 0] += 1
        do {
            try body()
            return true
        } catch {
            outcome.failure = (step, operation, error)
            outcome.failedOperationKind = operationKind
            return false
        }
    }

    /// Runs `body` for run `index`; a failure's message starts with the run's name.
    private func naming(_ index: Int, _ body: () throws(CheckFailure) -> Void) throws(CheckFailure) {
        do throws(CheckFailure) {
            try body()
        } catch {
            throw CheckFailure(check: error.check, message: "\(runs[index].name): \(error.message)", element: error.element,
                               detail: error.detail)
        }
    }

    /// The checks of the prepared scenario, before any step.
    func checkPrepared() -> Bool {
        takeSnapshots()
        return check(.strategiesAgree, 0, "prepare", { () throws(CheckFailure) in try LayoutChecks.strategiesAgree(names, snapshots) })
            && invariantsHold(step: 0, operation: "prepare")
            && specPropertiesHold(step: 0, operation: "prepare")
            && noPlatformWarnings(step: 0, operation: "prepare")
    }

    /// No run's layout recorded a platform warning since the last step (a layout that records
    /// them: `ReportsPlatformWarnings`); the check is counted only for such layouts.
    private func noPlatformWarnings(step index: Int, operation: String) -> Bool {
        runs.indices.allSatisfy { position in
            guard let reporting = runs[position].layout as? any ReportsPlatformWarnings else { return true }
            return check(.platformWarnings, index, operation, { () throws(CheckFailure) in
                guard let warning = reporting.takeWarnings().first else { return }
                throw CheckFailure(check: .kind(.platformWarnings), message: "\(runs[position].name): \(warning.kind): \(warning.message)",
                                   element: warning.element, detail: warning.kind)
            })
        }
    }

    /// The invariants (finite frames, lookups, one cell per item, the promises) on every strategy
    /// pair, not only the reference: a stale lookup index on an incremental path shows only there.
    /// The checks of the elements alone run once for the runs whose snapshot is the reference's.
    /// A failure's message starts with the pair's name.
    private func invariantsHold(step index: Int, operation: String) -> Bool {
        runs.indices.allSatisfy { position in
            check(.invariants, index, operation, { () throws(CheckFailure) in
                try naming(position) { () throws(CheckFailure) in
                    try LayoutChecks.invariantsHold(runs[position].layout, snapshots[position], data: runs[position].view,
                                                    promises: promises, elementsKnownToHold: position > 0 && sharesReference[position],
                                                    lookups: LookupSample(elementCount: snapshots[position].elements.count, step: index))
                }
            })
        }
    }

    /// Every strategy pair equals one fresh layout on the data and bounds as they are now (built
    /// and read once for all four).
    private func matchesFreshLayout(step index: Int, operation: String) -> Bool {
        let fresh = rebuild()
        let expected = withExtendedLifetime(fresh.view) { LayoutSnapshot(of: fresh.layout) }
        return runs.indices.allSatisfy { position in
            check(.matchesFreshLayout, index, operation, { () throws(CheckFailure) in
                try naming(position) { () throws(CheckFailure) in
                    try LayoutChecks.matchesFreshLayout(snapshots[position], fresh: expected)
                }
            })
        }
    }

    /// Each pair's query for `rect` equals the reference filter over its own elements; the filter
    /// runs once for the pairs whose snapshot is the reference's.
    private func queriesMatchReference(_ rect: Rect, step index: Int, operation: String) -> Bool {
        check(.queryMatchesReference, index, operation, { () throws(CheckFailure) in
            var shared: [LayoutAttributes] = []
            for (position, run) in runs.enumerated() {
                let expected = position > 0 && sharesReference[position] ? shared
                    : LayoutChecks.expectedAnswer(for: rect, in: snapshots[position].elements, asSample: isSample)
                if position == 0 { shared = expected }
                try LayoutChecks.queryMatchesReference(run.name, run.layout, content: snapshots[position].content, rect: rect,
                                                       expected: expected, asSample: isSample)
            }
        })
    }

    /// The engine's spec properties (`EngineDescriptor.specProperties`) on the reference pair's
    /// layout: the other pairs equal it (`strategies-agree`), so what the specification says of
    /// one it says of all. Returns false on a failure.
    private func specPropertiesHold(step index: Int, operation: String) -> Bool {
        guard !descriptor.specProperties.isEmpty else { return true }
        let subject = SpecSubject(layout: reference.layout, data: reference.view, settings: scenario.layout,
                                  elements: snapshots[0].elements)
        return descriptor.specProperties.allSatisfy { property in
            check(.specProperties, index, operation, { () throws(CheckFailure) in
                if let violation = property.check(subject) {
                    throw CheckFailure(check: .specProperty(property.name), message: violation.message, element: violation.element)
                }
            })
        }
    }

    /// Applies step `index`'s operation to every run; a batch update's own checks (against the
    /// reference model) run here. Returns false on a failure.
    func apply(_ operation: LayoutOperation, step index: Int) -> Bool {
        let name = operation.description
        operationKind = StepKind(operation)
        outcome.operations[operationKind, default: 0] += 1
        outcome.steps = index
        if case .setProperty(let value) = operation { lastProperty = value }
        if case .unannounced(.setProperty(let value)) = operation { lastProperty = value }
        let (update, sectionsAfter, order): (RandomBatchUpdate, [SimulatedCollectionView.Section], BatchCallOrder)
        switch operation {
        case .batchUpdate(let drawn, let after, let callOrder):
            (update, sectionsAfter, order) = (drawn, after, callOrder)
        case .snapshotApplication(let pair, let after, let callOrder):
            // The diff runs here, on every replay: it is never recorded. A step that applies has one.
            guard let diffed = pair.diffed() else { preconditionFailure("a snapshot application whose snapshots cannot be built") }
            (update, sectionsAfter, order) = (diffed, after, callOrder)
        default:
            for run in runs { LayoutCase.apply(operation, to: run.view, engine: descriptor) }
            return true
        }
        // Each run's own elements and visible elements: a layout that states a frame tolerance may
        // differ from the reference pair's by rounding, never from its own.
        let sectionsBefore = reference.view.sections, elementsBefore = runs.map(\.layout.allElements)
        let visibleBefore = runs.map { $0.view.visibleElements() }, boundsBefore = runs.map(\.view.bounds)
        let results = runs.map { run in
            (name: run.name, result: BatchChecks.Result { () throws(BatchUpdateError) in
                try run.view.performBatchUpdates(update.batch, resultingIn: sectionsAfter, order: order)
            })
        }
        guard check(.batchRulesAndMapping, index, name, { () throws(CheckFailure) in
            try BatchChecks.agreeWithReference(update, results: results)
        })
        else { return false }
        for (position, (run, batch)) in zip(runs, results).enumerated() {
            let elementsBefore = elementsBefore[position], visibleBefore = visibleBefore[position]
            let passed = switch batch.result {
            case .failure:
                check(.refusalChangesNothing, index, name, { () throws(CheckFailure) in
                    try BatchChecks.refusalChangedNothing(run.view, layout: run.layout, sectionsBefore: sectionsBefore,
                                                         elementsBefore: elementsBefore)
                })
            case .success(let trace):
                check(.staleQuery, index, name, { () throws(CheckFailure) in
                    try BatchChecks.staleQueryAnswersTheOldData(trace, visibleBefore: visibleBefore, name: run.name)
                })
                    && (order.boundsDuringUpdate != nil || check(.animatedUpdates, index, name, { () throws(CheckFailure) in
                        let elementsAfter = run.layout.allElements
                        try AnimationChecks.followTheRules(trace, elementsBefore: elementsBefore, visibleBefore: visibleBefore,
                                                           elementsAfter: elementsAfter, tolerance: run.layout.frameTolerance,
                                                           name: run.name, animates: run.layout is any BatchAnimatingLayout)
                        guard let animating = run.layout as? any BatchAnimatingLayout else { return }
                        try AnimationChecks.targetOffsetKeepsAVisibleSurvivor(
                            trace, boundsBefore: boundsBefore[position], visibleBefore: visibleBefore, elementsAfter: elementsAfter,
                            contentSizeAfter: run.layout.collectionViewContentSize, direction: animating.transitionScrollDirection,
                            tolerance: run.layout.frameTolerance, name: run.name)
                    }))
            }
            guard passed else { return false }
        }
        return true
    }

    /// The checks after step `index`: strategies agree, invariants hold and every pair equals a
    /// fresh layout (unless it sizes itself or does not promise it), on all four pairs; queries of
    /// `extraQuery`, the visible rect, a queried rect and, in a large case, windows at block
    /// boundaries (`blockBoundaryQueries`) match the reference filter on every pair.
    /// Each run's layout is read once for all of them (`takeSnapshots()`). Returns false on a failure.
    func checkAfter(_ operation: LayoutOperation, step index: Int, extraQuery: Rect) -> Bool {
        let name = operation.description
        var queries = [extraQuery, reference.view.bounds]
        if case .query(let queried) = operation { queries.append(queried) }
        takeSnapshots()
        queries += Self.blockBoundaryQueries(in: snapshots[0].elements, step: index)
        return check(.strategiesAgree, index, name, { () throws(CheckFailure) in try LayoutChecks.strategiesAgree(names, snapshots) })
            && invariantsHold(step: index, operation: name)
            && (estimating || !promises.contains(.matchesFreshLayout) || matchesFreshLayout(step: index, operation: name))
            && queries.allSatisfy { queriesMatchReference($0, step: index, operation: name) }
            && specPropertiesHold(step: index, operation: name)
            && noPlatformWarnings(step: index, operation: name)
    }

    /// In a layout of more elements than `LookupSample.limit` (a large case), two windows around
    /// cells at a block boundary (item 256·k or 320·k, a different pair each step), each the cell's
    /// frame grown by its size on every side, so that it meets the cells before the boundary too;
    /// none otherwise.
    /// - Complexity: O(n), where n is the number of elements.
    static func blockBoundaryQueries(in elements: [LayoutAttributes], step: Int) -> [Rect] {
        guard elements.count > LookupSample.limit else { return [] }
        let boundaries = elements.filter { element in
            element.representedElementCategory == .cell && element.indexPath.item > 0
                && LargeCase.blockSizes.contains { element.indexPath.item % $0 == 0 }
        }
        guard !boundaries.isEmpty else { return [] }
        return [step, step + boundaries.count / 2].map { position in
            let frame = boundaries[position % boundaries.count].frame
            return Rect(x: frame.minX - frame.width, y: frame.minY - frame.height, width: 3 * frame.width, height: 3 * frame.height)
        }
    }

    /// The reference layout: a fresh one on the data and bounds as they are now, made from the
    /// descriptor resolved once for the case, with the simplest strategies (a linear scan, full
    /// invalidation: only its elements are read) and prepared once, at the current scroll offset,
    /// after the last property a step set.
    private func rebuild() -> (view: SimulatedCollectionView, layout: any InstrumentedLayout) {
        let layout = descriptor.make(scenario.layout, LinearScanQuery(), FullInvalidation())
        // The margins and safe area as they are now: an unannounced step may have changed them.
        let view = SimulatedCollectionView(layout: layout, bounds: reference.view.bounds, sections: reference.view.sections,
                                           layoutMargins: reference.view.layoutMargins,
                                           safeAreaInsets: reference.view.safeAreaInsets)
        if let lastProperty { descriptor.setProperty(lastProperty, layout) }
        view.layoutIfNeeded()
        return (view, layout)
    }
}
