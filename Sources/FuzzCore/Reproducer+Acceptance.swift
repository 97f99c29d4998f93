import LabSupport
import Workloads

extension Reproducer {
    /// Whether this reproducer, read back from the JSON it is written as, fails with `signature`
    /// on this build: a campaign keeps only reproducers that do, so every one it writes confirms
    /// the defect (and, once fixed, the fix). Anything the file cannot hold (a setting the engine
    /// does not declare, a number JSON rounds) shows here as a reproducer that passes or fails
    /// differently.
    /// - Complexity: one replay.
    package func replaysWith(_ signature: FailureSignature) -> Bool {
        guard let root = try? JSONParser.parse(json()), let read = try? Reproducer.decode(root),
              let outcome = try? read.replay() else { return false }
        return outcome.signature == signature
    }
}
