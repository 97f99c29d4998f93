import LabSupport
import Workloads

/// A libFuzzer crash artifact of `layout-libfuzzer` written back as a JSON reproducer: the bytes
/// decoded and run as the target ran them (`LayoutCase.run(bytes:)`, which records the scenario and
/// the steps), the failing case shrunk (`Shrinker`) to the same signature, and kept only if the
/// reproducer, read back, fails with it. `fuzz replay` runs the file; `fuzz corpus reproduce`
/// writes it.
package enum CrashArtifact {
    package struct Converted {
        package var reproducer: Reproducer
        package var signature: FailureSignature
        /// The steps and items before shrinking.
        package var stepsBefore: Int
        package var itemsBefore: Int
    }

    /// The reproducer of the artifact `bytes` (named `name` in messages).
    /// - Throws: `LabError` when the artifact is longer than the decoder reads (an input of another
    ///   target) or passes on this build (another build's artifact, or a fixed defect).
    /// - Complexity: one run of the case, then the shrinker's replays (at most its budget).
    package static func convert(_ bytes: [UInt8], name: String, registry: EngineRegistry) throws(LabError) -> Converted {
        guard bytes.count <= CaseBytes.maximumBytes else {
            throw LabError("\(name): \(bytes.count) bytes, but layout-libfuzzer's decoder reads at most \(CaseBytes.maximumBytes): "
                           + "not an input of that target (the front door's? replay it with layout-files-libfuzzer)")
        }
        let outcome = LayoutCase.run(bytes: bytes, registry: registry)
        guard let (_, _, failure) = outcome.failure, let scenario = outcome.scenario, let signature = outcome.signature else {
            throw LabError("\(name): passes on this build (\(outcome.engine), \(outcome.steps) steps, \(outcome.checks) checks): "
                           + "an artifact of another build or engine set, or a defect since fixed; nothing written")
        }
        var shrinker = Shrinker(signature: signature, registry: registry)
        let shrunk = shrinker.shrink(scenario: scenario, steps: outcome.recorded)
        let shows = "a libFuzzer crash artifact (\(name), \(bytes.count) bytes, content \(CorpusFolder.contentHash(bytes))), "
        let candidates = [(shrunk.scenario, shrunk.steps, "shrunk from \(outcome.recorded.count) steps and \(scenario.itemCount) items to "
                               + "\(shrunk.steps.count) and \(shrunk.scenario.itemCount)"),
                          (scenario, outcome.recorded, "not shrunk")]
        for (candidateScenario, candidateSteps, how) in candidates {
            let replayed = try? LayoutCase.replay(scenario: candidateScenario, steps: candidateSteps, registry: registry)
            guard let found = replayed?.signature, shrinker.accepts(found) else { continue }
            let reproducer = Reproducer(check: failure.check, message: replayed?.failure?.failure.message ?? failure.message,
                                        shows: shows + how, expectation: .fails, caseSeed: 0, campaignSeed: 0,
                                        scenario: candidateScenario, steps: candidateSteps)
            guard reproducer.replaysWith(found, registry: registry) else { continue }
            return Converted(reproducer: reproducer, signature: found, stepsBefore: outcome.recorded.count, itemsBefore: scenario.itemCount)
        }
        throw LabError("\(name): fails (\(signature)), but no reproducer written from its steps replays the same; "
                       + "run it with layout-libfuzzer \(name)")
    }
}
