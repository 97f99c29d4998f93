import LayoutEngine
import Workloads

/// One fuzz case: a random scenario built four times (each query strategy with each
/// invalidation strategy), driven through the same random operations, checked after every step.
/// Everything follows from `seed`, so a case replays exactly.
struct LayoutCase {
    static let steps = 40

    var seed: UInt64
    /// The engine every case uses, or nil to draw one of the correct engines per case.
    var engine: String?

    /// What running a case gives: the number of steps and checks run, or the first failure.
    struct Outcome {
        var engine = ""
        var steps = 0
        var checks = 0
        var operations: [String: Int] = [:]
        var failure: (step: Int, operation: String, failure: CheckFailure)?
    }

    /// Runs the case up to `limit` steps (all of them when nil), stopping at the first failure.
    func run(limit: Int? = nil) -> Outcome {
        var generator = SeededGenerator(seed: seed)
        let scenario = RandomScenario.make(engine: engine, using: &generator)
        let estimating = scenario.isEstimatingItemSizes
        // The generated scenarios name known engines only.
        let runs = try! scenario.makeEveryStrategyPair()
        var outcome = Outcome(engine: scenario.engine)
        func check(_ step: Int, _ operation: String, _ body: () throws(CheckFailure) -> Void) -> Bool {
            outcome.checks += 1
            do {
                try body()
                return true
            } catch {
                outcome.failure = (step, operation, error)
                return false
            }
        }
        let layouts = runs.map { (name: $0.name, layout: $0.layout) }
        let descriptor = try? EngineCatalog.named(scenario.engine)
        let promisesNoOverlap = descriptor?.promisesNoOverlap ?? true
        let isSample = !(descriptor?.usesStrategies ?? true)
        guard check(0, "prepare", { () throws(CheckFailure) in try LayoutChecks.strategiesAgree(layouts) }),
              check(0, "prepare", { () throws(CheckFailure) in try LayoutChecks.invariantsHold(runs[0].layout, data: runs[0].view, noOverlap: promisesNoOverlap) })
        else { return outcome }
        var lastProperty: Double?
        /// The reference layout: a fresh one on the data and bounds as they are now.
        func rebuild() -> (view: SimulatedCollectionView, layout: any InstrumentedLayout) {
            var fresh = scenario
            fresh.sections = runs[0].view.sections
            fresh.container.width = runs[0].view.bounds.width
            fresh.container.height = runs[0].view.bounds.height
            // The scenario names a known engine: it was built from it above.
            let made = try! fresh.makeCollectionView()
            if let lastProperty { Self.setProperty(lastProperty, of: made.layout) }
            made.view.scroll(to: runs[0].view.bounds.origin)
            made.view.layoutIfNeeded()
            return made
        }
        for step in stride(from: 1, through: limit ?? Self.steps, by: 1) {
            let reference = runs[0]
            let operation = LayoutOperation.random(sections: reference.view.sections, bounds: reference.view.bounds,
                                                 contentSize: reference.layout.collectionViewContentSize,
                                                 estimating: estimating, using: &generator)
            let name = operation.description
            outcome.operations[Self.kind(of: operation), default: 0] += 1
            outcome.steps = step
            if case .batchUpdate(let update, let sectionsAfter, let order) = operation {
                let visibleBefore = reference.view.visibleElements()
                let sectionsBefore = reference.view.sections, elementsBefore = reference.layout.allElements
                let results = runs.map { run in
                    (name: run.name, result: BatchChecks.Result { () throws(BatchUpdateError) in
                        try run.view.performBatchUpdates(update.batch, resultingIn: sectionsAfter, order: order)
                    })
                }
                guard check(step, name, { () throws(CheckFailure) in try BatchChecks.agreeWithReference(update, results: results) })
                else { return outcome }
                for (run, batch) in zip(runs, results) {
                    let passed = switch batch.result {
                    case .failure:
                        check(step, name, { () throws(CheckFailure) in
                            try BatchChecks.refusalChangedNothing(run.view, layout: run.layout, sectionsBefore: sectionsBefore,
                                                                 elementsBefore: elementsBefore)
                        })
                    case .success(let trace):
                        check(step, name, { () throws(CheckFailure) in
                            try BatchChecks.staleQueryAnswersTheOldData(trace, visibleBefore: visibleBefore, name: run.name)
                        })
                    }
                    guard passed else { return outcome }
                }
            } else {
                for run in runs { Self.apply(operation, to: run.view) }
            }
            if case .setProperty(let value) = operation { lastProperty = value }
            let rect = LayoutOperation.randomRect(in: reference.layout.collectionViewContentSize, using: &generator)
            var queries = [rect, reference.view.bounds]
            if case .query(let queried) = operation { queries.append(queried) }
            guard check(step, name, { () throws(CheckFailure) in try LayoutChecks.strategiesAgree(layouts) }),
                  check(step, name, { () throws(CheckFailure) in try LayoutChecks.invariantsHold(reference.layout, data: reference.view, noOverlap: promisesNoOverlap) }),
                  estimating || check(step, name, { () throws(CheckFailure) in try LayoutChecks.matchesFreshLayout(reference.layout, rebuild: rebuild) }),
                  queries.allSatisfy({ rect in
                      check(step, name, { () throws(CheckFailure) in try LayoutChecks.queryMatchesReference(layouts, rect: rect, asSample: isSample) })
                  })
            else { return outcome }
        }
        return outcome
    }

    static func apply(_ operation: LayoutOperation, to view: SimulatedCollectionView) {
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
            setProperty(value, of: view.layout)
        case .resize(let width, let height):
            view.setBounds(Rect(origin: view.bounds.origin, size: Size(width: width, height: height)))
        case .scroll(let point):
            view.scroll(to: point)
        case .selfSize:
            view.selfSizeVisibleCells()
        case .query:
            break
        case .batchUpdate:
            preconditionFailure("batch updates are run by `run`, which checks what each view did")
        }
        view.layoutIfNeeded()
    }

    /// Sets one property each engine reads, with no invalidation: the engine must notice.
    static func setProperty(_ value: Double, of layout: any CollectionViewLayout) {
        switch layout {
        case let flow as FlowLayout: flow.minimumLineSpacing = value
        case let mosaic as MosaicLayout: mosaic.segmentHeight = value * 5
        case let waterfall as WaterfallLayout:
            waterfall.rowSpacing = value
            waterfall.headerReferenceSize = Size(width: value, height: value)
        case let calendar as CalendarWeekLayout: calendar.heightPerHour = value + 1
        default: break
        }
    }

    static func kind(of operation: LayoutOperation) -> String {
        switch operation {
        case .appendItems: "append-items"
        case .appendSection: "append-section"
        case .removeItems: "remove-items"
        case .removeLastSection: "remove-section"
        case .resizeItem: "resize-item"
        case .reloadSection: "reload-section"
        case .setProperty: "set-property"
        case .resize: "resize"
        case .scroll: "scroll"
        case .selfSize: "self-size"
        case .query: "query"
        case .batchUpdate(let update, _, _): update.isValid ? "batch-update" : "invalid-batch-update"
        }
    }
}
