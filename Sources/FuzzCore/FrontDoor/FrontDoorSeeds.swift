import LabSupport
import LayoutEngine
import Workloads

/// The files the front-door fuzz starts from when it has no corpus on disk: a scenario of every
/// engine, workloads of batches and jumps, a short reproducer and a failure record, all made by
/// the lab's own writers, so they are valid before they are mutated.
package enum FrontDoorSeeds {
    package static func make(seed: UInt64 = 1) -> [String] {
        var generator = SeededGenerator(seed: seed)
        var files: [String] = []
        for engine in EngineRegistry.current.names {
            var scenario = RandomScenario.make(engine: engine, using: &generator)
            if scenario.sections.isEmpty { scenario.sections = [.init(itemCount: 3)] }
            files.append(scenario.jsonOutput().serialized(pretty: true) + "\n")
            files.append(Workload.randomBatches(scenario, batchCount: 2, changesPerBatch: 3, seed: seed).serialized())
            if let track = try? ScrollTrack(measuring: scenario) {
                files.append(Workload.jumps(scenario, track: track, count: 3, seed: seed).serialized())
            }
            let recorded = LayoutCase(seed: generator.next(), engine: engine).run(limit: 4)
            if let caseScenario = recorded.scenario {
                files.append(Reproducer(check: "finite", message: "seed", shows: "a seed of the front-door fuzz", expectation: .passes,
                                        caseSeed: 1, campaignSeed: seed, scenario: caseScenario, steps: recorded.recorded).json())
            }
        }
        files.append(FailureRecord(caseSeed: 12_345, campaignSeed: seed, engine: "flow", step: 3, operation: "query",
                                   check: "finite", message: "seed").json())
        return files
    }
}
