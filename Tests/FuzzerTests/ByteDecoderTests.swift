import LabSupport
import LayoutEngine
import Testing
@testable import FuzzCore
import Workloads

/// Any byte string decodes to a case whose every operation applies, the same way every time.
@Suite struct ByteDecoderTests {
    static let seed: UInt64 = 0x1ADE_F022

    static func randomBytes(using generator: inout SeededGenerator) -> [UInt8] {
        (0..<generator.int(in: 0...200)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }

    /// Decodes `bytes` against one collection view (no checks), applying each step as it comes;
    /// returns the scenario, the steps, and how many of them did not apply when decoded.
    static func decode(_ bytes: [UInt8]) throws -> (scenario: Scenario, steps: [LayoutStep], misfits: Int) {
        var decoder = ByteDecoder(bytes)
        let scenario = decoder.scenario(registry: .builtIn)
        let made = try scenario.makeCollectionView(registry: .builtIn)
        let engine = try EngineRegistry.builtIn.named(scenario.engine)
        var steps: [LayoutStep] = [], misfits = 0
        while let step = decoder.nextStep(sections: made.view.sections, contentSize: made.layout.collectionViewContentSize,
                                          estimating: scenario.isEstimatingItemSizes) {
            guard step.operation.applies(to: made.view.sections) else {
                misfits += 1
                continue
            }
            steps.append(step)
            if case .batchUpdate(let update, let after, let order) = step.operation {
                _ = try? made.view.performBatchUpdates(update.batch, resultingIn: after, order: order)
            } else {
                LayoutCase.apply(step.operation, to: made.view, engine: engine)
            }
        }
        return (scenario, steps, misfits)
    }

    @Test func randomBytesDecodeToStepsThatApplyTheSameWayTwice() throws {
        print("ByteDecoderTests seed \(Self.seed)")
        var generator = SeededGenerator(seed: Self.seed)
        for index in 0..<300 {
            let bytes = Self.randomBytes(using: &generator)
            let first = try Self.decode(bytes), second = try Self.decode(bytes)
            #expect(first.misfits == 0, "input \(index) of seed \(Self.seed): \(first.misfits) steps did not apply")
            let expected = (bytes.count - ByteDecoder.seedSize + ByteDecoder.recordSize - 1) / ByteDecoder.recordSize
            #expect(first.steps.count == Swift.min(Swift.max(0, expected), ByteDecoder.maximumSteps), "input \(index)")
            #expect(first.steps.map(\.operation.description) == second.steps.map(\.operation.description), "input \(index)")
            #expect(first.steps.map(\.extraQuery) == second.steps.map(\.extraQuery), "input \(index)")
        }
    }

    /// The full run (every strategy pair, every check) records steps that replay the same way.
    @Test func runsReplayAsRecorded() throws {
        var generator = SeededGenerator(seed: Self.seed ^ 1)
        for index in 0..<12 {
            let bytes = Self.randomBytes(using: &generator)
            let outcome = LayoutCase.run(bytes: bytes, registry: .builtIn)
            let replayed = try LayoutCase.replay(scenario: try #require(outcome.scenario), steps: outcome.recorded, registry: .builtIn)
            #expect(replayed.checks == outcome.checks && replayed.failure?.failure == outcome.failure?.failure, "input \(index)")
            #expect(LayoutCase.run(bytes: bytes, registry: .builtIn).checks == outcome.checks, "input \(index)")
        }
    }

    @Test func theEmptyInputIsAnEmptyCase() throws {
        var decoder = ByteDecoder([])
        _ = decoder.scenario(registry: .builtIn)
        #expect(decoder.nextStep(sections: [], contentSize: .zero, estimating: false) == nil)
        let outcome = LayoutCase.run(bytes: [], registry: .builtIn)
        #expect(outcome.recorded.isEmpty && outcome.failure == nil && outcome.checks > 0)
    }

    @Test func theRecordMutatorKeepsRecordsWholeAndWithinTheLimit() {
        var generator = SeededGenerator(seed: Self.seed ^ 2)
        var bytes: [UInt8] = []
        for _ in 0..<2_000 {
            RecordMutator.mutate(&bytes, maxSize: 200, using: &generator) { part, limit in
                part[0] &+= 1
                return part.count
            }
            #expect(bytes.count <= 200 && (bytes.count - ByteDecoder.seedSize) % ByteDecoder.recordSize == 0)
        }
    }
}
