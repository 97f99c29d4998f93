import LabSupport
import Workloads

/// `perflab report REPORT.json [-o STEM]`: writes a report's human views again from its JSON.
enum ReportCommand {
    /// The options the command accepts (its help lists each; a test checks that it does).
    static let valueOptions: Set<String> = ["-o"]
    static let flagOptions: Set<String> = []

    static let help = """
        usage: perflab report REPORT.json [-o STEM]

        Writes a report's human views again from its JSON (of this perflab's schema version or the
        one before): STEM.md (the summary, sized for a pull-request comment, also printed),
        STEM-full.md (every table), STEM.html and STEM-charts/*.svg. STEM defaults to the report's
        path without '.json'; the JSON itself is not rewritten. A version 2 report's targets are
        judged from its benchmarks by this build's rules.

        example: perflab report Results/standard-20261124T212830Z.json -o /tmp/standard
        """

    /// - Parameter writer: writes the bytes of every file the command writes (`TextFiles.writeAtomically`):
    ///   the real one unless a test passes one that fails as a full disk does.
    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink,
                        writer: TextFiles.ByteWriter = TextFiles.writeBytes) throws(LabError) {
        let list = try ArgumentList(arguments, command: "report", valueOptions: valueOptions, flagOptions: flagOptions)
        if list.wantsHelp { return output.write(help + "\n") }
        let path = try list.onlyPositional("report file", command: "report")
        guard path.hasSuffix(".json") || list.options["-o"] != nil else {
            throw LabError("report: '\(path)' does not end in .json; give -o STEM to say where the views go")
        }
        let stem = try list.path("-o", expected: "a path stem") ?? String(path.dropLast(".json".count))
        try TextFiles.checkDestination(stem + ".md")
        let report = try Report.load(path: path, registry: registry)
        let written = try ReportFiles.write(report, stem: stem, includingJSON: false, writer: writer)
        output.write(written.summary)
        output.write("\nwrote \(stem).md (summary, \(written.summary.count) characters), -full.md, .html and "
                     + "\(written.chartCount) charts in \(stem)-charts/\n")
    }
}
