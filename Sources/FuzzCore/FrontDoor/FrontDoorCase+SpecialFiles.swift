import LabSupport
import Workloads

extension FrontDoorCase {
    /// The kind of file each decoder of `run(path:registry:)` reads.
    package static func kind(ofDecoder decoder: String) -> InputKind {
        switch decoder {
        case "scenario": .scenario
        case "reproducer": .reproducer
        case "workload": .workload
        default: .failureRecord
        }
    }

    /// Offers `special`, made in `folder`, to every decoder, and as a destination when it is one
    /// of the campaign's own: every decoder must refuse it with its line (docs/commands.md), all
    /// of them within a second (nothing is parsed), and a write must be refused with its line and
    /// leave it what it was. The decoders look engines up in `registry`.
    package static func run(_ special: FrontDoorSpecialFile, in folder: String, registry: EngineRegistry) -> Outcome {
        var outcome = Outcome()
        let path: String
        do {
            path = try special.make(at: "\(folder)/front-door-special")
        } catch {
            outcome.failures.append(error.message)
            return outcome
        }
        defer { special.remove(path) }
        let clock = ContinuousClock()
        let start = clock.now
        outcome.lines = run(path: path, registry: registry).lines
        let elapsed = clock.now - start
        for line in outcome.lines {
            let expected = special.refusal(at: path, as: kind(ofDecoder: line.decoder))
            guard case .refused(let error) = line.result, error.message == expected else {
                outcome.failures.append("\(special.name), \(line.decoder): \(line.result); expected refused: \(expected)")
                continue
            }
        }
        if elapsed > .seconds(1) { outcome.failures.append("\(special.name): refused in \(elapsed), more than a second") }
        guard special.isMadeHere, let expected = special.destinationRefusal(at: path) else { return outcome }
        let before = FileType(path: path)
        do {
            try TextFiles.writeAtomically("{}\n", to: path)
            outcome.failures.append("\(special.name): written over as a destination")
        } catch where error.message != expected {
            outcome.failures.append("\(special.name) as a destination: \(error.message); expected \(expected)")
        } catch {}
        if FileType(path: path) != before { outcome.failures.append("\(special.name): changed by a refused write") }
        return outcome
    }
}
