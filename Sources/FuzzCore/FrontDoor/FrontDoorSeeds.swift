import LabSupport
import LayoutEngine
import Workloads

/// The files the front-door fuzz starts from when it has no corpus on disk: a scenario of every
/// engine, workloads of batches and jumps, a short reproducer and a failure record, all made by
/// the lab's own writers, so they are valid before they are mutated; one set per engine of `registry`.
package enum FrontDoorSeeds {
    package static func make(seed: UInt64 = 1, registry: EngineRegistry) -> [String] {
        var generator = SeededGenerator(seed: seed)
        var files: [String] = []
        for engine in registry.names {
            var scenario = RandomScenario.make(engine: engine, registry: registry, using: &generator)
            if scenario.sections.isEmpty { scenario.sections = [.init(itemCount: 3)] }
            files.append(scenario.jsonOutput(registry: registry).serialized(pretty: true) + "\n")
            files.append(Workload.randomBatches(scenario, batchCount: 2, changesPerBatch: 3, seed: seed).serialized(registry: registry))
            if let track = try? ScrollTrack(measuring: scenario, registry: registry) {
                files.append(Workload.jumps(scenario, track: track, count: 3, seed: seed).serialized(registry: registry))
            }
            let recorded = LayoutCase(seed: generator.next(), engine: engine, registry: registry, drawsLargeCases: false).run(limit: 4)
            if let caseScenario = recorded.scenario {
                files.append(Reproducer(check: .invariant(.finite), message: "seed", shows: "a seed of the front-door fuzz", expectation: .passes,
                                        caseSeed: 1, campaignSeed: seed, scenario: caseScenario, steps: recorded.recorded).json(registry: registry))
            }
        }
        files.append(FailureRecord(caseSeed: 12_345, campaignSeed: seed, engine: registry.names.first, step: 3, operation: "query",
                                   check: .invariant(.finite), message: "seed").json())
        return files
    }
}
