import Foundation
import FuzzCore
import LabSupport
import Workloads

/// `fuzz isolated record|replay`: what a supervised child runs for its supervisor (`fuzz run
/// --isolate`), not a command for people. Each prints `@step N` before step N (flushed at once), so
/// that when the child dies its supervisor knows where, and ends with one `@outcome` line.
///   - `record [--engine E] --seed S --to FILE`: runs case S (of engine E), writing the case so far to
///     FILE (a reproducer) before each step, so that a trap leaves the case up to the step it hit.
///   - `replay FILE`: replays a reproducer strictly (a step that is not a valid input is
///     `@outcome invalid`), as the shrinker's candidates must.
enum IsolatedCommand: FuzzSubcommand {
    static let name = "isolated"
    static let valueOptions: Set<String> = ["--engine", "--seed", "--to", "--memory-limit"]
    static let flagOptions: Set<String> = []
    static let help = """
        usage: fuzz isolated record [--engine NAME] --seed N --to FILE [--memory-limit MIB]
               fuzz isolated replay FILE [--memory-limit MIB]

        What a supervised child runs for 'fuzz run --isolate' (not a command for people): it prints
        '@step N' before each step and one '@outcome pass|fail STEP SIGNATURE|invalid' line at the end.
        """

    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink) throws(LabError) -> Int32 {
        guard let list = try parse(arguments, output: &output) else { return 0 }
        if let limit = list.options["--memory-limit"] {
            Isolation.limitMemory(mebibytes: try RunCommand.unsigned(limit, option: "--memory-limit"))
        }
        switch list.positionals.first {
        case "record":
            guard let seedText = list.options["--seed"], let path = list.options["--to"] else {
                throw LabError("isolated record: --seed and --to are required")
            }
            let seed = try RunCommand.unsigned(seedText, option: "--seed")
            let name = try list.options["--engine"].map { engine throws(LabError) in try registry.named(engine).name }
            let outcome = LayoutCase(seed: seed, engine: name, registry: registry).run { scenario, steps in
                let partial = Reproducer(check: .crash, message: "the case as far as it ran", shows: "recorded by fuzz isolated record",
                                         expectation: .fails, caseSeed: seed, campaignSeed: 0, scenario: scenario, steps: steps)
                try? TextFiles.writeAtomically(partial.json(registry: registry), to: path, syncing: false)
                say("@step \(steps.count)")
            }
            say(outcome.signature.map { "@outcome fail \(outcome.failure?.step ?? 0) \($0.fileStem)" } ?? "@outcome pass")
        case "replay":
            guard list.positionals.count == 2 else { throw LabError("isolated replay: expected one reproducer file") }
            let reproducer = try Reproducer.load(path: list.positionals[1], registry: registry)
            do throws(LabError) {
                let outcome = try LayoutCase.replay(scenario: reproducer.scenario, steps: reproducer.steps, registry: registry,
                                                    strictly: true) { say("@step \($0)") }
                say(outcome.signature.map { "@outcome fail \(outcome.failure?.step ?? 0) \($0.fileStem)" } ?? "@outcome pass")
            } catch {
                say("@outcome invalid")
            }
        default:
            throw LabError("isolated: expected record or replay")
        }
        return 0
    }

    /// Writes `line` to standard output at once (the supervisor reads it through a pipe).
    static func say(_ line: String) {
        writeLineNow(line)
    }
}
