import LabSupport
import Workloads
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `perflab`: measure layout engines, and look at what they lay out. Started by
/// `PerfLabCommand` with the registry of the engines it knows.
struct PerfLab {
    static let usage = """
        perflab: measure collection-view layout engines and look at what they lay out.

        usage: perflab <subcommand> [options]

        subcommands:
          run       run a perf suite and write a report to Results/
          dump      print the content size and elements of a scenario's prepared layout as JSON
          render    draw a scenario's prepared layout as SVG
          compare   compare two builds' reports: what got slower or faster, and which counters changed
          report    write a report's summary, tables, page and charts again from its JSON
          history   draw every report of a suite in Results/ across commits (HTML with SVG, Markdown)
          workload  generate a workload (scroll trace, rotations, batches) and save it as a file
          play      play a saved workload on a fresh layout and time every step

        Run 'perflab <subcommand> --help' for its options.
        example: swift run -c release perflab run --suite standard
        """

    /// Runs one command line with the engines of `registry`, writing results to `output` and errors
    /// to standard error; returns the exit status (docs/commands.md).
    static func run(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink) -> Int32 {
        var errors = StandardError()
        return run(arguments, registry: registry, output: &output, errors: &errors)
    }

    /// `run`, writing the error line to `errors` instead of standard error.
    /// - Parameter writer: writes the bytes of every file the command writes (`TextFiles.writeAtomically`):
    ///   the real one unless a test passes one that fails as a full disk does.
    static func run(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink,
                    errors: inout some OutputSink, writer: TextFiles.ByteWriter = TextFiles.writeBytes) -> Int32 {
        CommandRunner.run("perflab", errors: &errors) { () throws(LabError) in
            try execute(arguments, registry: registry, output: &output, writer: writer)
            return 0
        }
    }

    /// Runs the subcommand, passing it the registry, resolved here once, and `writer` (see `run`)
    /// when it writes files.
    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink,
                        writer: TextFiles.ByteWriter = TextFiles.writeBytes) throws(LabError) {
        guard let subcommand = arguments.first else {
            throw LabError("missing subcommand (run, dump, render, compare, report, history, workload, play); see 'perflab --help'")
        }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "run": try RunCommand.execute(rest, registry: registry, output: &output, writer: writer)
        case "dump": try DumpCommand.execute(rest, registry: registry, output: &output)
        case "render": try RenderCommand.execute(rest, registry: registry, output: &output, writer: writer)
        case "compare": try CompareCommand.execute(rest, registry: registry, output: &output, writer: writer)
        case "report": try ReportCommand.execute(rest, registry: registry, output: &output, writer: writer)
        case "history": try HistoryCommand.execute(rest, registry: registry, output: &output, writer: writer)
        case "workload": try WorkloadCommand.execute(rest, registry: registry, output: &output, writer: writer)
        case "play": try PlayCommand.execute(rest, registry: registry, output: &output)
        case "--help", "-h", "help": output.write(usage + "\n")
        default: throw LabError("unknown subcommand '\(subcommand)' (known: run, dump, render, compare, report, history, workload, play)")
        }
    }
}

/// The `perflab` command as a library: what the `perflab` executable runs, and what a package
/// with engines of its own runs to measure them beside the built-ins (docs/porting.md).
public enum PerfLabCommand {
    /// Runs the command line `arguments` (without the program name) with the engines of `registry`,
    /// then exits with the command's status (docs/commands.md).
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                            registry: EngineRegistry = .builtIn) -> Never {
        DeterministicHashing.reexecutingIfNeeded()
        return exitAfterRunning { run(arguments, registry: registry, output: &$0) }
    }

    /// Runs the command line `arguments` with the engines of `registry`, writing results to
    /// `output` and errors to standard error; returns the exit status.
    public static func run(_ arguments: [String], registry: EngineRegistry = .builtIn, output: inout some OutputSink) -> Int32 {
        PerfLab.run(arguments, registry: registry, output: &output)
    }
}
