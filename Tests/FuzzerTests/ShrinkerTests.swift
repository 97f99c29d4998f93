import LabSupport
import LayoutEngine
import Testing
@testable import FuzzCore
@testable import Workloads

/// A case's recorded steps replay exactly as the generated case ran, and the shrinker cuts the
/// samples' findings down while keeping the check they fail.
@Suite struct ShrinkerTests {
    /// The corpus records the seed each of the samples' reproducers was found from (a fixed bug's
    /// seed no longer fails): the generated case fails there,
    /// its recording replays the same, and shrinking it keeps the check.
    @Test(arguments: CorpusTests.files.filter { $0.contains("-sample-") })
    func recordedStepsReplayAndShrink(file: String) throws {
        let record = try Reproducer.load(path: "\(CorpusTests.folder)/\(file)", registry: .builtIn)
        let generated = LayoutCase(seed: record.caseSeed, engine: record.scenario.engine, registry: .builtIn).run()
        let scenario = try #require(generated.scenario)
        let failure = try #require(generated.failure)
        let replayed = try LayoutCase.replay(scenario: scenario, steps: generated.recorded, registry: .builtIn, strictly: true)
        #expect(replayed.failure?.step == failure.step && replayed.failure?.failure == failure.failure, "\(file)")
        #expect(replayed.checks == generated.checks, "\(file)")

        let signature = try #require(generated.signature)
        var shrinker = Shrinker(signature: signature, registry: .builtIn, budget: 400)
        let shrunk = shrinker.shrink(scenario: scenario, steps: generated.recorded)
        // No longer than the committed reproducer: a better shrinker may do better, never worse.
        #expect(shrunk.steps.count <= failure.step && shrunk.steps.count <= record.steps.count, "\(file)")
        #expect(shrunk.scenario.itemCount <= scenario.itemCount, "\(file)")
        let again = try LayoutCase.replay(scenario: shrunk.scenario, steps: shrunk.steps, registry: .builtIn)
        #expect(again.signature.map(shrinker.accepts) == true,
                "\(file): the shrunk case fails with \(again.failure?.failure.message ?? "nothing")")
    }

    @Test func passingCasesReplayIdentically() throws {
        for seed in UInt64(1)...6 {
            let generated = LayoutCase(seed: seed, engine: nil, registry: .builtIn).run()
            #expect(generated.failure == nil, "seed \(seed)")
            // Strictly: every generated step is a valid input on the data it meets.
            let replayed = try LayoutCase.replay(scenario: try #require(generated.scenario), steps: generated.recorded, registry: .builtIn, strictly: true)
            #expect(replayed.failure == nil && replayed.checks == generated.checks && replayed.steps == generated.steps, "seed \(seed)")
        }
    }

    @Test func aStepThatNoLongerAppliesIsAnErrorNotATrap() throws {
        let generated = LayoutCase(seed: 3, engine: "flow", registry: .builtIn).run(limit: 1)
        var scenario = try #require(generated.scenario)
        scenario.sections = []
        let removal = LayoutStep(operation: .removeLastSection, extraQuery: .zero)
        #expect(throws: LabError.self) { try LayoutCase.replay(scenario: scenario, steps: [removal], registry: .builtIn) }
    }

    /// A batch is valid only on the data it was recorded on: its counts before are the data's and
    /// every item it does not reload keeps its size through it. A shrunk scenario under a batch
    /// recorded on the original data does not apply (the shrinker then rejects it), nor does a
    /// batch that silently resizes a survivor.
    @Test func aBatchAppliesOnlyToTheDataItWasRecordedOn() {
        let (a, b, c) = (Size(width: 10, height: 20), Size(width: 30, height: 40), Size(width: 50, height: 60))
        let data = [SimulatedCollectionView.Section(itemCount: 2, itemSizes: [a, b])]
        func move(sizesAfter: ContiguousArray<Size>) -> LayoutOperation {
            .batchUpdate(RandomBatchUpdate(batch: BatchUpdate([.moveItem(IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))]),
                                           itemsBefore: [[0, 1]], itemCountsAfter: [2], itemsAfter: [[1, 0]], corruption: nil),
                         sectionsAfter: [SimulatedCollectionView.Section(itemCount: 2, itemSizes: sizesAfter)], order: .polite)
        }
        #expect(move(sizesAfter: [b, a]).isValidInput(on: data))
        #expect(!move(sizesAfter: [b, c]).isValidInput(on: data), "item 0 resized without a reload")
        #expect(!move(sizesAfter: [b, a]).isValidInput(on: [SimulatedCollectionView.Section(itemCount: 3, itemSizes: [a, b, c])]),
                "counts before that are not the data's")
        #expect(!move(sizesAfter: [b, a]).isValidInput(on: [SimulatedCollectionView.Section(itemCount: 2)]),
                "sizes the data does not have")
    }

    @Test func theSignatureNamesTheCheckTheEngineTheKindOfElementAndTheStep() {
        // The element comes from the failure's structured identity, never from its message.
        let cell = FailureSignature(CheckFailure(check: .invariant(.insideContent), message: "supplementary(header)[0, 0] named first",
                                                 element: .cell(IndexPath(item: 7, section: 0))),
                                    engine: "mosaic-sample", operation: .prepare)
        #expect(cell == FailureSignature(check: .invariant(.insideContent), engine: "mosaic-sample", element: .cell, operation: .prepare))
        #expect(cell.fileStem == "mosaic-sample-inside-content-cell-prepare")
        let header = FailureSignature(CheckFailure(check: .invariant(.insideContent), message: "outside",
                                                   element: .supplementary("DayHeaderView", IndexPath(item: 0, section: 0))),
                                      engine: "calendar-sample", operation: .scroll)
        #expect(header.element == .supplementary("DayHeaderView") && header.operation == .scroll)
        #expect(header.description == "inside-content on calendar-sample, supplementary(DayHeaderView), after scroll")
        let layout = FailureSignature(CheckFailure(check: .kind(.strategiesAgree), message: "cell[0, 1] named, but no element given"),
                                      engine: "flow", operation: .batchUpdate)
        #expect(layout.element == .layout && layout.check == .kind(.strategiesAgree))
        // A refinement is part of the check.
        let query = FailureSignature(CheckFailure(check: .kind(.queryMatchesReference), message: "missing",
                                                  element: .cell(IndexPath(item: 3, section: 0)), detail: "missing window rect"),
                                     engine: "mosaic-sample", operation: .query)
        #expect(query.element == .cell && query.checkText == "query-matches-reference (missing window rect)")
        #expect(query.fileStem == "mosaic-sample-query-matches-reference-missing-window-rect-cell-query")
    }

    /// The shrinker keeps a candidate that fails with the signature, or with the same failure
    /// exposed by the prepared scenario or a step that changes nothing; nothing else.
    @Test func theShrinkerAcceptsTheSameFailureOrItsSimplestExposure() {
        let found = FailureSignature(check: .invariant(.noOverlap), engine: "waterfall-sample", element: .cell, operation: .batchUpdate)
        let shrinker = Shrinker(signature: found, registry: .builtIn)
        #expect(shrinker.accepts(found))
        for operation in [StepKind.prepare, .query] {
            var simpler = found
            simpler.operation = operation
            #expect(shrinker.accepts(simpler))
        }
        var other = found
        other.operation = .scroll
        #expect(!shrinker.accepts(other))
        other = found
        other.element = .supplementary(.sectionHeader)
        #expect(!shrinker.accepts(other))
        other = found
        other.check = .invariant(.insideContent)
        #expect(!shrinker.accepts(other))
    }

    /// The query check's refinement says whether elements were missing or extra and the rect's shape.
    @Test func theQueryRectsShapeIsPartOfTheRefinement() {
        let content = Rect(x: 0, y: 0, width: 100, height: 1000)
        #expect(LayoutChecks.shape(of: Rect(x: -5, y: 10, width: 200, height: 5), in: content) == "band rect")
        #expect(LayoutChecks.shape(of: Rect(x: 10, y: 10, width: 1, height: 1), in: content) == "window rect")
        #expect(LayoutChecks.shape(of: Rect(x: 10, y: 10, width: 0, height: 1), in: content) == "empty rect")
        #expect(LayoutChecks.shape(of: Rect(x: 0, y: 0, width: .infinity, height: 1), in: content) == "non-finite rect")
    }
}
