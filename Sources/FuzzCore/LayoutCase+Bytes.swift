import LayoutEngine
import Workloads

extension LayoutCase {
    /// Decodes `bytes` (`ByteDecoder`) and executes the case, stopping at the first failure: the
    /// libFuzzer entry point's body. The outcome records the scenario and the steps, so a crash
    /// artifact can be written down as a reproducer.
    /// - Complexity: O(n) steps, n ≤ `ByteDecoder.maximumSteps`, each costing what its checks cost.
    package static func run(bytes: some Sequence<UInt8>) -> Outcome {
        var decoder = ByteDecoder(bytes)
        let scenario = decoder.scenario()
        // `RandomScenario.make` names known engines only.
        let execution = try! CaseExecution(scenario: scenario)
        var recorded: [LayoutStep] = []
        func finished() -> Outcome {
            var outcome = execution.outcome
            outcome.scenario = scenario
            outcome.recorded = recorded
            return outcome
        }
        guard execution.checkPrepared() else { return finished() }
        while true {
            let reference = execution.reference
            let sections = reference.view.sections
            guard let step = decoder.nextStep(sections: sections, contentSize: reference.layout.collectionViewContentSize,
                                              estimating: execution.estimating) else { break }
            precondition(step.operation.applies(to: sections), "ByteDecoder made a step that does not apply: \(step.operation)")
            recorded.append(step)
            guard execution.apply(step.operation, step: recorded.count),
                  execution.checkAfter(step.operation, step: recorded.count, extraQuery: step.extraQuery)
            else { break }
        }
        return finished()
    }
}
