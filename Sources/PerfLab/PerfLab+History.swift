import LabSupport
import Workloads

/// `perflab history [DIR] [--suite NAME] [-o STEM]`: every report of one suite drawn across commits.
enum HistoryCommand {
    /// The options the command accepts (its help lists each; a test checks that it does).
    static let valueOptions: Set<String> = ["--suite", "-o"]
    static let flagOptions: Set<String> = []

    static let help = """
        usage: perflab history [DIR] [--suite NAME] [-o STEM]

        Reads every perflab report in DIR (default Results; schema 2 onwards, timed and counted) of
        one suite (--suite, needed when DIR holds several), orders them by commit (git's commit
        time; the report's time for a commit git does not know) and draws each performance target
        row across them: the ratios the lab exists to show (binary vs linear, incremental vs full,
        prepare vs the memory-write floor) and the rest. A timed row whose figure is a time is drawn
        divided by the memory-write floor of its own run, since timed figures move with the machine;
        counted rows as they are. A point that moved beyond 10% (timed) or 1% (counted) from the run
        before is marked, with its commit. Reports of a build with local changes (+dirty) are left
        out, and of two reports of one commit the later is drawn: each said in one line.
        Writes STEM.md (a table: a row per target, a column per commit), STEM.html (every chart) and
        STEM-charts/NNN.svg; STEM defaults to DIR/history-SUITE.

        example: swift run -c release perflab history Results
        """

    /// - Parameter writer: writes the bytes of every file the command writes (`TextFiles.writeAtomically`):
    ///   the real one unless a test passes one that fails as a full disk does.
    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink,
                        writer: TextFiles.ByteWriter = TextFiles.writeBytes) throws(LabError) {
        let list = try ArgumentList(arguments, command: "history", valueOptions: valueOptions, flagOptions: flagOptions)
        if list.wantsHelp { return output.write(help + "\n") }
        guard list.positionals.count <= 1 else { throw LabError("history: unexpected argument '\(list.positionals[1])'") }
        let folder = list.positionals.first ?? "Results"
        if list.options["--suite"]?.isEmpty == true { throw LabError("--suite: expected a suite name, got ''") }
        let explicitStem = try list.path("-o", expected: "a path stem")
        if let explicitStem { try TextFiles.checkDestination(explicitStem + ".md") }
        try TextFiles.checkFolder(folder, for: folder)
        let history = try History.load(folder: folder, suite: list.options["--suite"], registry: registry)
        let stem = explicitStem ?? (folder.hasSuffix("/") ? folder : folder + "/") + "history-\(history.suite)"
        let charts = history.charts()
        for chart in charts { try TextFiles.writeAtomically(chart.svg, to: "\(stem)-charts/\(chart.fileName)", writer: writer) }
        try TextFiles.writeAtomically(history.html(charts: charts), to: stem + ".html", writer: writer)
        try TextFiles.writeAtomically(history.markdown(), to: stem + ".md", writer: writer)
        for note in history.notes { output.write("note: \(note)\n") }
        output.write("\(history.points.count) runs of the \(history.suite) suite, \(history.series.count) rows, "
                     + "\(history.series.map(\.changedPoints.count).reduce(0, +)) points marked as changed\n")
        output.write("wrote \(stem).md, \(stem).html and \(charts.count) charts in \(stem)-charts/\n")
    }
}
