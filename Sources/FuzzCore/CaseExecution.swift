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
    private var operationKind = "prepare"
    private var promises: EnginePromises { descriptor.promises }
    private let isSample: Bool
    private var lastProperty: Double?
    private(set) var outcome: LayoutCase.Outcome

    /// Builds the scenario once per strategy pair.
    /// - Throws: `LabError` when the scenario names an unknown engine (a recorded case edited by hand).
    init(scenario: Scenario) throws(LabError) {
        self.scenario = scenario
        runs = try scenario.makeEveryStrategyPair()
        estimating = scenario.isEstimatingItemSizes
        descriptor = try EngineRegistry.current.named(scenario.engine)
        isSample = !descriptor.usesStrategies
        outcome = LayoutCase.Outcome(engine: scenario.engine)
    }

    var reference: Scenario.StrategyRun { runs[0] }
    private var layouts: [(name: String, layout: any InstrumentedLayout)] { runs.map { ($0.name, $0.layout) } }

    /// Runs one check, counting it under `kind`; records the failure and returns false when it fails.
    private func check(_ kind: String, _ step: Int, _ operation: String, _ body: () throws(CheckFailure) -> Void) -> Bool {
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

    /// The checks of the prepared scenario, before any step.
    func checkPrepared() -> Bool {
        check("strategies-agree", 0, "prepare", { () throws(CheckFailure) in try LayoutChecks.strategiesAgree(layouts) })
            && invariantsHold(step: 0, operation: "prepare")
            && specPropertiesHold(step: 0, operation: "prepare")
    }

    /// The invariants (finite frames, lookups, one cell per item, the promises) on every strategy
    /// pair, not only the reference: a stale lookup index on an incremental path shows only there.
    /// A failure's message starts with the pair's name.
    private func invariantsHold(step index: Int, operation: String) -> Bool {
        runs.allSatisfy { run in
            check("invariants", index, operation, { () throws(CheckFailure) in
                do throws(CheckFailure) {
                    try LayoutChecks.invariantsHold(run.layout, data: run.view, promises: promises)
                } catch {
                    throw CheckFailure(check: error.check, message: "\(run.name): \(error.message)", element: error.element,
                                       detail: error.detail)
                }
            })
        }
    }

    /// Every strategy pair equals one fresh layout on the data and bounds as they are now (built
    /// once for all four).
    private func matchesFreshLayout(step index: Int, operation: String) -> Bool {
        let fresh = rebuild()
        return withExtendedLifetime(fresh.view) {
            runs.allSatisfy { run in
                check("matches-fresh-layout", index, operation, { () throws(CheckFailure) in
                    do throws(CheckFailure) {
                        try LayoutChecks.matchesFreshLayout(run.layout, rebuild: { fresh })
                    } catch {
                        throw CheckFailure(check: error.check, message: "\(run.name): \(error.message)", element: error.element,
                                           detail: error.detail)
                    }
                })
            }
        }
    }

    /// The engine's spec properties (`EngineDescriptor.specProperties`) on the reference pair's
    /// layout: the other pairs equal it (`strategies-agree`), so what the specification says of
    /// one it says of all. Returns false on a failure.
    private func specPropertiesHold(step index: Int, operation: String) -> Bool {
        guard !descriptor.specProperties.isEmpty else { return true }
        let subject = SpecSubject(layout: reference.layout, data: reference.view, settings: scenario.layout,
                                  elements: reference.layout.allElements)
        return descriptor.specProperties.allSatisfy { property in
            check("spec-properties", index, operation, { () throws(CheckFailure) in
                if let violation = property.check(subject) {
                    throw CheckFailure(check: property.name, message: violation.message, element: violation.element)
                }
            })
        }
    }

    /// Applies step `index`'s operation to every run; a batch update's own checks (against the
    /// reference model) run here. Returns false on a failure.
    func apply(_ operation: LayoutOperation, step index: Int) -> Bool {
        let name = operation.description
        operationKind = LayoutCase.kind(of: operation)
        outcome.operations[operationKind, default: 0] += 1
        outcome.steps = index
        if case .setProperty(let value) = operation { lastProperty = value }
        guard case .batchUpdate(let update, let sectionsAfter, let order) = operation else {
            for run in runs { LayoutCase.apply(operation, to: run.view, engine: descriptor) }
            return true
        }
        // Each run's own elements and visible elements: a layout that states a frame tolerance may
        // differ from the reference pair's by rounding, never from its own.
        let sectionsBefore = reference.view.sections, elementsBefore = runs.map(\.layout.allElements)
        let visibleBefore = runs.map { $0.view.visibleElements() }
        let results = runs.map { run in
            (name: run.name, result: BatchChecks.Result { () throws(BatchUpdateError) in
                try run.view.performBatchUpdates(update.batch, resultingIn: sectionsAfter, order: order)
            })
        }
        guard check("batch-rules-and-mapping", index, name, { () throws(CheckFailure) in
            try BatchChecks.agreeWithReference(update, results: results)
        })
        else { return false }
        for (position, (run, batch)) in zip(runs, results).enumerated() {
            let elementsBefore = elementsBefore[position], visibleBefore = visibleBefore[position]
            let passed = switch batch.result {
            case .failure:
                check("refusal-changes-nothing", index, name, { () throws(CheckFailure) in
                    try BatchChecks.refusalChangedNothing(run.view, layout: run.layout, sectionsBefore: sectionsBefore,
                                                         elementsBefore: elementsBefore)
                })
            case .success(let trace):
                check("stale-query", index, name, { () throws(CheckFailure) in
                    try BatchChecks.staleQueryAnswersTheOldData(trace, visibleBefore: visibleBefore, name: run.name)
                })
                    && (order.boundsDuringUpdate != nil || check("animated-updates", index, name, { () throws(CheckFailure) in
                        try AnimationChecks.followTheRules(trace, elementsBefore: elementsBefore, visibleBefore: visibleBefore,
                                                           elementsAfter: run.layout.allElements, tolerance: run.layout.frameTolerance,
                                                           name: run.name, animates: run.layout is any BatchAnimatingLayout)
                    }))
            }
            guard passed else { return false }
        }
        return true
    }

    /// The checks after step `index`: strategies agree, invariants hold and every pair equals a
    /// fresh layout (unless it sizes itself or does not promise it), on all four pairs; queries of `extraQuery`, the visible
    /// rect and a queried rect match the reference filter. Returns false on a failure.
    func checkAfter(_ operation: LayoutOperation, step index: Int, extraQuery: Rect) -> Bool {
        let name = operation.description
        var queries = [extraQuery, reference.view.bounds]
        if case .query(let queried) = operation { queries.append(queried) }
        return check("strategies-agree", index, name, { () throws(CheckFailure) in try LayoutChecks.strategiesAgree(layouts) })
            && invariantsHold(step: index, operation: name)
            && (estimating || !promises.contains(.matchesFreshLayout) || matchesFreshLayout(step: index, operation: name))
            && queries.allSatisfy { rect in
                check("query-matches-reference", index, name, { () throws(CheckFailure) in
                    try LayoutChecks.queryMatchesReference(layouts, rect: rect, asSample: isSample)
                })
            }
            && specPropertiesHold(step: index, operation: name)
    }

    /// The reference layout: a fresh one on the data and bounds as they are now.
    private func rebuild() -> (view: SimulatedCollectionView, layout: any InstrumentedLayout) {
        var fresh = scenario
        fresh.sections = reference.view.sections
        fresh.container.width = reference.view.bounds.width
        fresh.container.height = reference.view.bounds.height
        // The scenario named a known engine when the runs were built from it.
        let made = try! fresh.makeCollectionView()
        if let lastProperty { descriptor.setProperty(lastProperty, made.layout) }
        made.view.scroll(to: reference.view.bounds.origin)
        made.view.layoutIfNeeded()
        return made
    }
}
