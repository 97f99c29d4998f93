import LabSupport
import LayoutEngine
import Workloads

/// One fuzz case: a random scenario built four times (each query strategy with each
/// invalidation strategy), driven through the same random operations, checked after every step.
/// Everything follows from `seed`, so a case replays exactly.
package struct LayoutCase {
    package static let steps = 40

    package var seed: UInt64
    /// The engine every case uses, or nil to draw one of the correct engines per case.
    package var engine: String?
    /// The engines the case draws from and builds with (the command's).
    package var registry: EngineRegistry

    /// Whether the case may be drawn large (`LargeCase`): yes in a campaign; the front door's
    /// seed cases stay small.
    package var drawsLargeCases: Bool

    package init(seed: UInt64, engine: String? = nil, registry: EngineRegistry, drawsLargeCases: Bool = true) {
        self.seed = seed
        self.engine = engine
        self.registry = registry
        self.drawsLargeCases = drawsLargeCases
    }

    /// What running a case gives: the scenario and the steps it ran (so that it can be written
    /// down and replayed), the number of checks, and the first failure.
    package struct Outcome {
        package var engine = ""
        package var steps = 0
        /// Whether the case was drawn large (`LargeCase`).
        package var isLarge = false
        package var checks = 0
        /// The checks run, by kind (strategies-agree, invariants, matches-fresh-layout, …).
        package var checkCounts: [CheckKind: Int] = [:]
        package var operations: [StepKind: Int] = [:]
        package var failure: (step: Int, operation: String, failure: CheckFailure)?
        /// The kind of the step that failed.
        package var failedOperationKind = StepKind.prepare
        package var scenario: Scenario?
        package var recorded: [LayoutStep] = []

        /// The failure's signature, nil when the case passed.
        package var signature: FailureSignature? {
            failure.map { FailureSignature($0.failure, engine: engine, operation: failedOperationKind) }
        }
    }

    /// Runs the case up to `limit` steps (all of them when nil: `steps`, or `LargeCase.steps` for a
    /// large case), stopping at the first failure, drawing each step from the seed as it goes and
    /// recording it.
    /// - Parameter record: told the case before anything of it runs: the scenario (no steps), then
    ///   before each step's operation is applied the steps so far (the last with an empty extra
    ///   query), and again once its extra query is drawn, so that a process that dies while the
    ///   case runs has the case up to the step that killed it (`fuzz run --isolate`).
    package func run(limit: Int? = nil, record: ((Scenario, [LayoutStep]) -> Void)? = nil) -> Outcome {
        var generator = SeededGenerator(seed: seed)
        var scenario = RandomScenario.make(engine: engine, registry: registry, using: &generator)
        let isLarge = drawsLargeCases && LargeCase.grow(&scenario, seed: seed)
        record?(scenario, [])
        // The generated scenarios name known engines only.
        let execution = try! CaseExecution(scenario: scenario, registry: registry)
        var recorded: [LayoutStep] = []
        func finished() -> Outcome {
            var outcome = execution.outcome(recorded: recorded)
            outcome.isLarge = isLarge
            return outcome
        }
        guard execution.checkPrepared() else { return finished() }
        for index in stride(from: 1, through: Swift.min(limit ?? .max, isLarge ? LargeCase.steps : Self.steps), by: 1) {
            let reference = execution.reference
            let operation = LayoutOperation.random(sections: reference.view.sections, bounds: reference.view.bounds,
                                                   contentSize: reference.layout.collectionViewContentSize,
                                                   estimating: execution.estimating, noticed: execution.noticesUnannounced,
                                                   using: &generator)
            record?(scenario, recorded + [LayoutStep(operation: operation, extraQuery: .zero)])
            guard execution.apply(operation, step: index) else {
                recorded.append(LayoutStep(operation: operation, extraQuery: .zero))
                return finished()
            }
            let rect = LayoutOperation.randomRect(in: reference.layout.collectionViewContentSize, using: &generator)
            recorded.append(LayoutStep(operation: operation, extraQuery: rect))
            record?(scenario, recorded)
            guard execution.checkAfter(operation, step: index, extraQuery: rect) else { return finished() }
        }
        return finished()
    }

    /// Executes recorded steps on `scenario`, its engine looked up in `registry`, stopping at the
    /// first failure: what `run` did, without the generator.
    /// - Parameter strictly: refuse a step that is not a valid input on the data it meets
    ///   (`LayoutOperation.isValidInput(on:)`), as the shrinker does; a replay of a file accepts any
    ///   step that applies.
    /// - Throws: `LabError` when the scenario names an unknown engine, or a step names a section or
    ///   item the data does not have at that point (a shrunk or hand-edited case), or, `strictly`,
    ///   is not a valid input there.
    /// - Parameter starting: told each step's 1-based number before it runs (a supervised child
    ///   says where it is, so that its supervisor knows the step that killed it).
    package static func replay(scenario: Scenario, steps: [LayoutStep], registry: EngineRegistry,
                               strictly: Bool = false, starting: ((Int) -> Void)? = nil) throws(LabError) -> Outcome {
        let execution = try CaseExecution(scenario: scenario, registry: registry)
        guard execution.checkPrepared() else { return execution.outcome(recorded: steps) }
        for (offset, step) in steps.enumerated() {
            starting?(offset + 1)
            let sections = execution.reference.view.sections
            guard strictly ? step.operation.isValidInput(on: sections) : step.operation.applies(to: sections) else {
                throw LabError("step \(offset + 1) (\(step.operation)) does not apply to the data at that point")
            }
            guard execution.apply(step.operation, step: offset + 1),
                  execution.checkAfter(step.operation, step: offset + 1, extraQuery: step.extraQuery)
            else { return execution.outcome(recorded: steps) }
        }
        return execution.outcome(recorded: steps)
    }

    /// Applies a step's operation to `view`, whose layout is an `engine` (which says what a
    /// set-property step changes, `EngineDescriptor.setProperty`).
    static func apply(_ operation: LayoutOperation, to view: SimulatedCollectionView, engine: EngineDescriptor) {
        switch operation {
        case .appendItems(let section, let count, let sizes, let preferred, let events):
            view.appendItems(count, toSection: section, sizes: sizes, preferredSizes: preferred, events: events)
        case .appendSection(let section):
            view.appendSection(section)
        case .removeItems(let section, let count):
            view.removeLastItems(count, fromSection: section)
        case .removeLastSection:
            view.removeLastSection()
        case .resizeItem(let indexPath, let size):
            view.setSize(size, forItemAt: indexPath)
        case .reloadSection(let index, let section):
            view.reloadSection(index) { $0 = section }
        case .setProperty(let value):
            engine.setProperty(value, view.layout)
        case .resize(let width, let height):
            view.setBounds(Rect(origin: view.bounds.origin, size: Size(width: width, height: height)))
        case .scroll(let point):
            view.scroll(to: point)
        case .selfSize:
            view.selfSizeVisibleCells()
        case .query:
            break
        case .unannounced(let change):
            change.apply(to: view, engine: engine)
        case .batchUpdate, .snapshotApplication:
            preconditionFailure("batch updates are run by `run`, which checks what each view did")
        }
        view.layoutIfNeeded()
    }
}
