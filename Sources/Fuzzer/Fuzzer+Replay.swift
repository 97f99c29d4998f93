import Workloads

/// `fuzz replay FILE`
enum ReplayCommand {
    static let help = """
        usage: fuzz replay FILE

        Re-runs the case a failure file records and says whether it still fails, and how. Exit status 1
        when it fails (the same way or another), 0 when it now passes.

        example: fuzz replay fuzz-failures/layout-case-123.json
        """

    static func execute(_ arguments: [String], output: inout some OutputSink) throws(LabError) -> Int32 {
        let list = try ArgumentList(arguments, command: "replay", valueOptions: [], flagOptions: [])
        if list.wantsHelp {
            output.write(help + "\n")
            return 0
        }
        let path = try list.onlyPositional("failure file", command: "replay")
        let record = try FailureRecord.load(path: path)
        let outcome = LayoutCase(seed: record.caseSeed, engine: record.engine).run(limit: record.step)
        guard let (step, operation, failure) = outcome.failure else {
            output.write("passes now: case \(record.caseSeed) ran \(outcome.steps) steps and \(outcome.checks) checks; it failed with \(record.check) at step \(record.step)\n")
            return 0
        }
        let same = step == record.step && failure.check == record.check
        output.write("\(same ? "reproduced" : "fails differently"): case \(record.caseSeed) (\(outcome.engine)) at step \(step) (\(operation)): \(failure.check): \(failure.message)\n")
        return 1
    }
}
