import FuzzCore
import LabSupport
import Workloads
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `fuzz`: differential fuzzing of the layout engines. Started by `FuzzCommand` with the
/// registry of the engines it knows.
struct Fuzz {
    static let usage = """
        fuzz: run random operation sequences against the layout engines under every strategy, check
        that the strategies agree, that queries match the reference filter and that invariants hold.

        usage: fuzz <subcommand> [options]

        subcommands:
          run      run a time-boxed campaign of random cases
          replay   re-run a failure file and say what it shows
          files    fuzz the front door: mutated scenario, reproducer and workload files fed to the decoders
          corpus   export known cases as libFuzzer inputs, merge shards' outputs, turn a crash artifact into a reproducer

        Run 'fuzz <subcommand> --help' for its options.
        example: swift run -c release fuzz run --seconds 60 --seed 1
        """

    /// Runs one command line with the engines of `registry`, writing results to `output` and errors
    /// to standard error; returns the exit status.
    static func run(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink) -> Int32 {
        var errors = StandardError()
        return run(arguments, registry: registry, output: &output, errors: &errors)
    }

    /// `run`, writing the error line to `errors` instead of standard error.
    /// - Parameter writer: writes the bytes of the files a campaign (`fuzz run`, `fuzz files`)
    ///   keeps: in-progress records, reproducers, summaries (`TextFiles.writeAtomically`); the
    ///   real one unless a test passes one that fails as a full disk does. `fuzz corpus` writes
    ///   with the real one (most of its files through `CorpusFolder.writeNew`, not this writer).
    static func run(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink,
                    errors: inout some OutputSink, writer: @escaping TextFiles.ByteWriter = TextFiles.writeBytes) -> Int32 {
        CommandRunner.run("fuzz", errors: &errors) { () throws(LabError) in
            try execute(arguments, registry: registry, output: &output, writer: writer)
        }
    }

    /// Returns 0 when everything passed, 1 when a failure was found or reproduced. The registry is
    /// resolved here, once, and passed down to the subcommand, and `writer` (see `run`) to the campaigns.
    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink,
                        writer: @escaping TextFiles.ByteWriter = TextFiles.writeBytes) throws(LabError) -> Int32 {
        guard let subcommand = arguments.first else {
            throw LabError("missing subcommand (run, replay, files, corpus); see 'fuzz --help'")
        }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "run": return try RunCommand.execute(rest, registry: registry, output: &output, writer: writer)
        case "replay": return try ReplayCommand.execute(rest, registry: registry, output: &output)
        case "files": return try FilesCommand.execute(rest, registry: registry, output: &output, writer: writer)
        case "corpus": return try CorpusCommand.execute(rest, registry: registry, output: &output)
        case "isolated": return try IsolatedCommand.execute(rest, registry: registry, output: &output)
        case "--help", "-h", "help":
            output.write(usage + "\n")
            return 0
        default: throw LabError("unknown subcommand '\(subcommand)' (known: run, replay, files, corpus)")
        }
    }
}

/// The `fuzz` command as a library: what the `fuzz` executable runs, and what a package with
/// engines of its own runs to fuzz them beside the built-ins (docs/porting.md).
public enum FuzzCommand {
    /// Runs the command line `arguments` (without the program name) with the engines of `registry`,
    /// then exits with the command's status: 0 passed, 1 a failure found or reproduced, 2 bad input.
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                            registry: EngineRegistry = .builtIn) -> Never {
        exitAfterRunning { run(arguments, registry: registry, output: &$0) }
    }

    /// Runs the command line `arguments` with the engines of `registry`, writing results to
    /// `output` and errors to standard error; returns the exit status.
    public static func run(_ arguments: [String], registry: EngineRegistry = .builtIn, output: inout some OutputSink) -> Int32 {
        Fuzz.run(arguments, registry: registry, output: &output)
    }
}
