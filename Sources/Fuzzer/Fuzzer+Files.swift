import Foundation
import FuzzCore
import LabSupport
import Workloads

/// `fuzz files [--seed N] [--seconds T] [--cases N] [--corpus DIR,…] [--output DIR]` and
/// `fuzz files --replay FILE`: the front door fuzzed.
enum FilesCommand: FuzzSubcommand {
    static let name = "files"
    /// The options the command accepts (its help lists each; a test checks that it does).
    static let valueOptions: Set<String> = ["--seed", "--seconds", "--cases", "--corpus", "--output", "--replay"]
    static let flagOptions: Set<String> = []
    /// Where the corpus is looked for without --corpus (those that exist).
    static let defaultCorpus = ["docs/scenarios", "Tests/FuzzerTests/Corpus"]

    static let help = """
        usage: fuzz files [--seed N] [--seconds T] [--cases N] [--corpus DIR,...] [--output DIR]
               fuzz files --replay FILE

        Fuzzes the front door: random and mutated scenario, reproducer, workload and failure-record
        files (bytes flipped or cut, numbers made NaN-ish, huge, negative or -0, keys renamed or dropped,
        other versions, deep nesting, files spliced) fed to every decoder, and, when one accepts a file,
        to the engine it names (built, prepared, queried, rotated, replayed or played for a few steps).
        One case in twenty offers a special file instead (a named pipe, /dev/zero, /dev/null, a folder,
        a socket, a file past every maximum), as an input and as a destination, which must be refused
        with its documented line; one in twenty parses a command line with repeated options.
        Every outcome must be a result or a clean error. Starts from the lab's own files plus every
        *.json in the --corpus folders (default: \(defaultCorpus.joined(separator: ", ")), those present).
        Runs until --seconds (default 10) or --cases run out; case k's input comes from a seed derived
        from --seed (default 1) and k. Each input is written to DIR/front-door-in-progress.json (DIR
        defaults to fuzz-failures) before it runs, so a crash leaves it for --replay; the file is
        removed at the end. A correct engine laying out a non-finite frame from an accepted file is a
        failure: the input is kept as DIR/front-door-<seed>.json and the exit status is 1.
        --replay FILE feeds one file to every decoder and prints what each did.

        example: fuzz files --seconds 30 --seed 7
        example: fuzz files --replay fuzz-failures/front-door-in-progress.json
        """

    /// - Parameter writer: writes the bytes of the files the campaign keeps, the in-progress input
    ///   and each failing one (`TextFiles.writeAtomically`): the real one unless a test passes one
    ///   that fails as a full disk does. (A special file offered to the decoders is a case's input,
    ///   written with the real one.)
    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink,
                        writer: TextFiles.ByteWriter = TextFiles.writeBytes) throws(LabError) -> Int32 {
        guard let list = try parse(arguments, output: &output) else { return 0 }
        guard list.positionals.isEmpty else { throw LabError("files: unexpected argument '\(list.positionals[0])'") }
        if let path = list.options["--replay"] {
            for option in ["--seed", "--seconds", "--cases", "--corpus", "--output"] where list.options[option] != nil {
                throw LabError("files: \(option) does not apply to --replay")
            }
            // Read as the largest kind the decoders take, so that each decoder refuses what it must.
            _ = try TextFiles.read(path, as: .workload)
            let outcome = FrontDoorCase.run(path: path, registry: registry)
            for line in outcome.lines { output.write("\(line.decoder): \(line.result)\n") }
            for failure in outcome.failures { output.write("FAILED: \(failure)\n") }
            return outcome.failures.isEmpty ? 0 : 1
        }
        let seed = try RunCommand.unsigned(list.options["--seed"] ?? "1", option: "--seed")
        let seconds = try RunCommand.unsigned(list.options["--seconds"] ?? "10", option: "--seconds")
        let cases = try list.options["--cases"].map { text throws(LabError) in try RunCommand.unsigned(text, option: "--cases") }
        let folder = try list.path("--output", expected: "a folder path") ?? "fuzz-failures"
        let corpus = try loadCorpus(list.options["--corpus"].map { $0.split(separator: ",").map(String.init) })
        let mutator = FrontDoorMutator(corpus: FrontDoorSeeds.make(seed: 1, registry: registry) + corpus)

        let inProgress = "\(folder)/front-door-in-progress.json"
        try TextFiles.checkDestination(inProgress)
        return try Interruption.handle { () throws(LabError) in
            try campaign(mutator: mutator, registry: registry, seed: seed, seconds: seconds, cases: cases, folder: folder,
                         inProgress: inProgress, output: &output, writer: writer)
        }
    }

    /// Feeds inputs to the decoders until the time, the case count or an interruption (SIGINT,
    /// SIGTERM: the input running finishes first) ends it; prints the summary and returns the
    /// exit status.
    private static func campaign(mutator: FrontDoorMutator, registry: EngineRegistry, seed: UInt64, seconds: UInt64, cases: UInt64?, folder: String,
                                 inProgress: String, output: inout some OutputSink, writer: TextFiles.ByteWriter) throws(LabError) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start.advanced(by: .seconds(Int64(clamping: seconds)))
        defer { TextFiles.removeIfPresent(inProgress, andEmptyFolder: folder) }
        var ran: UInt64 = 0, accepted = [String: Int](), refused = 0, failed: [String] = []
        var specialFiles = 0, commandLines = 0
        while clock.now < deadline && cases.map({ ran < $0 }) ?? true && Interruption.signalName == nil {
            let caseSeed = RunCommand.caseSeed(campaign: seed, case: ran)
            var generator = SeededGenerator(seed: caseSeed)
            ran += 1
            // One case in twenty offers a special file, one a command line with repeated options.
            switch generator.int(in: 0..<20) {
            case 0:
                let special = FrontDoorSpecialFile.allCases[generator.int(in: 0..<FrontDoorSpecialFile.allCases.count)]
                try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                specialFiles += 1
                for failure in FrontDoorCase.run(special, in: folder, registry: registry).failures.prefix(1) {
                    output.write("FAILED case \(caseSeed): \(failure)\n")
                    failed.append(special.name)
                }
            case 1:
                commandLines += 1
                if let failure = FrontDoorCommandLine.check(using: &generator) {
                    output.write("FAILED case \(caseSeed): command line \(failure)\n")
                    failed.append("command line")
                }
            default:
                let input = mutator.input(using: &generator)
                // It has to outlive a crash of this process only: no flush to the disk per case.
                try TextFiles.writeAtomically(input, to: inProgress, syncing: false, writer: writer)
                let outcome = FrontDoorCase.run(path: inProgress, registry: registry)
                for line in outcome.lines where line.result.isAccepted { accepted[line.decoder, default: 0] += 1 }
                if outcome.accepted == 0 { refused += 1 }
                if let failure = outcome.failures.first {
                    let path = "\(folder)/front-door-\(caseSeed).json"
                    try TextFiles.writeAtomically(input, to: path, writer: writer)
                    output.write("FAILED case \(caseSeed): \(failure); wrote \(path); replay with: fuzz files --replay \(path)\n")
                    failed.append(path)
                }
            }
        }
        let elapsed = (clock.now - start).inSeconds
        output.write("\(failed.isEmpty ? "passed" : "failed"): \(ran) files in \(String(format1: elapsed)) s, seed \(seed), "
                     + "corpus \(mutator.corpus.count) files; refused by every decoder \(refused); accepted by "
                     + accepted.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
                     + "; special files \(specialFiles), command lines \(commandLines)"
                     + (Interruption.signalName.map { "; interrupted by \($0)" } ?? "") + "\n")
        return failed.isEmpty ? 0 : 1
    }

    /// Every *.json in `folders` (the default folders that exist when nil).
    static func loadCorpus(_ folders: [String]?) throws(LabError) -> [String] {
        let manager = FileManager.default
        let chosen = folders ?? defaultCorpus.filter { manager.fileExists(atPath: $0) }
        var texts: [String] = []
        for folder in chosen {
            guard let names = try? manager.contentsOfDirectory(atPath: folder) else {
                throw LabError("--corpus: \(folder): no such folder")
            }
            for name in names.sorted() where name.hasSuffix(".json") {
                texts.append(try TextFiles.read("\(folder)/\(name)", as: .workload))
            }
        }
        return texts
    }
}
