import LabSupport
import Workloads

extension Reproducer {
    /// Whether this reproducer, read back from the JSON it is written as, fails with `signature`
    /// on this build, with the engines of `registry`: a campaign keeps only reproducers that do, so every one it writes confirms
    /// the defect (and, once fixed, the fix). Anything the file cannot hold (a setting the engine
    /// does not declare, a number JSON rounds) shows here as a reproducer that passes or fails
    /// differently.
    /// - Complexity: one replay.
    package func replaysWith(_ signature: FailureSignature, registry: EngineRegistry) -> Bool {
        guard let root = try? JSONParser.parse(json(registry: registry)), let read = try? Reproducer.decode(root, registry: registry),
              let outcome = try? read.replay(registry: registry) else { return false }
        return outcome.signature == signature
    }
}
