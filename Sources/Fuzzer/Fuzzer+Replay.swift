import Foundation
import FuzzCore
import LabSupport
import Workloads

/// `fuzz replay FILE`
enum ReplayCommand: FuzzSubcommand {
    static let name = "replay"
    /// The options the command accepts (its help lists each; a test checks that it does).
    static let valueOptions: Set<String> = ["--case-timeout", "--memory-limit"]
    static let flagOptions: Set<String> = ["--isolate"]

    static let help = """
        usage: fuzz replay [--isolate [--case-timeout S] [--memory-limit MIB]] FILE

        Re-runs the case a failure file records and says whether it still fails, and how: a shrunk
        reproducer (what 'fuzz run' writes: the scenario and the steps, version 2) step by step, or a
        seed record (version 1, or the in-progress file a crashed run leaves) from its seed. Exit
        status 1 when it fails (the same way or another), 0 when it now passes.
        --isolate replays it in a child process (what 'fuzz run --isolate' writes: a case that traps
        or runs past the time box, default 20 s, is reported as reproduced rather than killing this
        command).

        example: fuzz replay fuzz-failures/waterfall-sample-no-overlap-cell-prepare-123.json
        """

    /// Whether the file is a shrunk reproducer (version 2) rather than a seed record (version 1),
    /// read from its `kind`; a file that is neither is left to the seed record's loader to refuse.
    static func isReproducer(_ path: String) throws(LabError) -> Bool {
        let text = try TextFiles.read(path, as: .reproducer)
        guard let root = try? JSONParser.parse(text), let object = try? root.objectReader(path: ""),
              let kind = try? object.require("kind").string(path: "kind") else { return false }
        return kind == Reproducer.kind
    }

    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink) throws(LabError) -> Int32 {
        guard let list = try parse(arguments, output: &output) else { return 0 }
        let path = try list.onlyPositional("failure file", command: "replay")
        if let limit = list.options["--memory-limit"] { Isolation.limitMemory(mebibytes: try RunCommand.unsigned(limit, option: "--memory-limit")) }
        if list.flags.contains("--isolate") {
            let timeout = try RunCommand.unsigned(list.options["--case-timeout"] ?? "20", option: "--case-timeout")
            let memory = try RunCommand.unsigned(list.options["--memory-limit"] ?? "4096", option: "--memory-limit")
            let isolation = try Isolation(fuzzArguments: ["replay"] + arguments, caseTimeout: .seconds(Int64(timeout)), memoryLimit: memory)
            return try replayInChild(path, isolation: isolation, output: &output)
        }
        if try Self.isReproducer(path) {
            let reproducer = try Reproducer.load(path: path, registry: registry)
            let outcome = try reproducer.replay(registry: registry)
            guard let (step, operation, failure) = outcome.failure else {
                output.write("passes now: \(reproducer.scenario.engine), \(reproducer.steps.count) steps and \(outcome.checks) checks; "
                             + "it was recorded failing with \(reproducer.check)\n")
                return 0
            }
            let same = failure.check == reproducer.check
            output.write("\(same ? "reproduced" : "fails differently"): \(outcome.engine) at step \(step) (\(operation)): "
                         + "\(failure.check): \(failure.message)\n")
            return 1
        }
        let record = try FailureRecord.load(path: path, registry: registry)
        let outcome = LayoutCase(seed: record.caseSeed, engine: record.engine, registry: registry).run(limit: record.step)
        guard let (step, operation, failure) = outcome.failure else {
            output.write("passes now: case \(record.caseSeed) ran \(outcome.steps) steps and \(outcome.checks) checks; it failed with \(record.check) at step \(record.step)\n")
            return 0
        }
        let same = step == record.step && failure.check == record.check
        output.write("\(same ? "reproduced" : "fails differently"): case \(record.caseSeed) (\(outcome.engine)) at step \(step) (\(operation)): \(failure.check): \(failure.message)\n")
        return 1
    }

    /// Replays `path` in a child (`fuzz replay FILE`), passing its output on: its status when it
    /// ends, 1 with what killed it when it dies or runs past the time box.
    private static func replayInChild(_ path: String, isolation: Isolation, output: inout some OutputSink) throws(LabError) -> Int32 {
        let errors = path + ".replay-errors.txt"
        defer { try? FileManager.default.removeItem(atPath: errors) }
        let child = try isolation.start(["replay", path], errors: errors, backtrace: true)
        while true {
            switch child.readLine(timeout: isolation.caseTimeout) {
            case .line(let line):
                output.write(line + "\n")
            case .timedOut:
                child.kill()
                _ = child.wait()
                output.write("reproduced: the replay ran past the \(Int(isolation.caseTimeout.inSeconds)) s time box\n")
                return 1
            case .endOfFile:
                let ended = child.wait()
                switch ended {
                case .exited(let status):
                    if status == 2 {
                        let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
                        throw LabError(text.split(separator: "\n").last.map { String($0).replacingOccurrences(of: "fuzz: ", with: "") } ?? "the replay failed")
                    }
                    return status
                case .signalled:
                    output.write("reproduced: the replay died: \(Isolation.trapText(errors: errors, termination: ended))\n")
                    return 1
                }
            }
        }
    }
}
