import LayoutEngine
import Workloads

extension LayoutCase {
    /// Decodes `bytes` (`ByteDecoder`) and executes the case, stopping at the first failure: the
    /// libFuzzer entry point's body. The outcome records the scenario and the steps, so a crash
    /// artifact can be written down as a reproducer. The scenario is one of `registry`'s engines.
    /// - Complexity: O(n) steps, n ≤ `ByteDecoder.maximumSteps`, each costing what its checks cost.
    package static func run(bytes: some Sequence<UInt8>, registry: EngineRegistry) -> Outcome {
        var decoder = ByteDecoder(bytes)
        let scenario = decoder.scenario(registry: registry)
        // `RandomScenario.make` names known engines only.
        let execution = try! CaseExecution(scenario: scenario, registry: registry)
        var recorded: [LayoutStep] = []
        guard execution.checkPrepared() else { return execution.outcome(recorded: recorded) }
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
        return execution.outcome(recorded: recorded)
    }
}
