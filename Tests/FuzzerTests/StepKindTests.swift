import LabSupport
import Testing
@testable import FuzzCore
@testable import Workloads
import LayoutEngine

/// A step's kind is its operation's reproducer name (docs/fuzzing.md), invalid batches apart.
@Suite struct StepKindTests {
    @Test func aStepsKindIsItsOperationsReproducerName() {
        var generator = SeededGenerator(seed: 11)
        let sections = [SimulatedCollectionView.Section(itemCount: 5, itemSizes: ContiguousArray(repeating: Size(width: 10, height: 10), count: 5))]
        var seen: Set<StepKind> = []
        for _ in 0..<400 {
            let operation = LayoutOperation.random(sections: sections, bounds: Rect(x: 0, y: 0, width: 100, height: 100),
                                                   contentSize: Size(width: 100, height: 300), estimating: true,
                                                   noticed: [.itemCountsAtSectionEnds, .properties, .insetReferenceInsets], using: &generator)
            let kind = StepKind(operation)
            seen.insert(kind)
            if case .batchUpdate(let update, _, _) = operation, !update.isValid {
                #expect(kind == .invalidBatchUpdate)
            } else {
                #expect(kind.rawValue == operation.jsonName)
            }
        }
        #expect(seen == Set(StepKind.allCases).subtracting([.prepare]))
    }
}
