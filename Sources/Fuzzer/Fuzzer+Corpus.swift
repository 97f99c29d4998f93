import FuzzCore
import LabSupport
import Workloads

/// `fuzz corpus export|merge|reproduce`: the corpus that lives on between runs
/// (docs/fuzzing-at-scale.md).
enum CorpusCommand: FuzzSubcommand {
    static let name = "corpus"
    /// The options the command accepts (its help lists each; a test checks that it does).
    static let valueOptions: Set<String> = ["--output", "--target", "--libfuzzer"]
    static let flagOptions: Set<String> = []

    static let help = """
        usage: fuzz corpus export [--target cases|files] --output DIR PATH...
               fuzz corpus merge [--libfuzzer BINARY] --output DIR FOLDER...
               fuzz corpus reproduce --output DIR ARTIFACT...

        export     writes reproducers, seed records and scenario files (each PATH a file, or a folder
                   whose *.json files are read) as libFuzzer inputs: --target cases (default) in the
                   byte format layout-libfuzzer decodes (a projection: the engine and the steps' kinds
                   and indices; the data is drawn again), --target files as they are, with the front
                   door's own seed files, for layout-files-libfuzzer. A file the decoder cannot express
                   (a seed sample's engine, more than 64 steps) is skipped with a line saying why.
        merge      merges the output folders of a sharded campaign (scripts/fuzz-campaign: campaign.txt
                   and reproducers) into one folder and one summary: shards of one seed, one shard count
                   and one engine, one reproducer kept per failure signature. Or merges libFuzzer corpus
                   folders: by coverage with BINARY -merge=1 when --libfuzzer names a target, else by
                   content. Exit status 1 when the merged campaign failed.
        reproduce  writes a layout-libfuzzer crash artifact back as a shrunk JSON reproducer (replay:
                   fuzz replay FILE). Exit status 1 when it reproduces (the usual case).

        DIR must be new or empty: nothing in it is overwritten. Any bad input (a file in a campaign
        folder that a campaign does not write, shards of different seeds, an artifact that passes on
        this build) is one line on standard error and exit status 2, with nothing written.

        example: fuzz corpus export --output seeds Tests/FuzzerTests/Corpus docs/scenarios
        example: fuzz corpus merge --output fuzz-all fuzz-1 fuzz-2 fuzz-3 fuzz-4
        example: fuzz corpus reproduce --output fuzz-failures crash-5f1d0a
        """

    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink) throws(LabError) -> Int32 {
        guard let action = arguments.first, !action.hasPrefix("-") || action == "--help" || action == "-h" else {
            throw LabError("corpus: missing action (export, merge, reproduce); see 'fuzz corpus --help'")
        }
        guard let list = try parse(Array(arguments.dropFirst(action.hasPrefix("-") ? 0 : 1)), output: &output) else { return 0 }
        guard let folder = try list.path("--output", expected: "a folder path") else { throw LabError("corpus \(action): missing --output DIR") }
        guard !list.positionals.isEmpty else { throw LabError("corpus \(action): missing what to read (see 'fuzz corpus --help')") }
        switch action {
        case "export":
            let target = try CorpusExport.Target(option: list.options["--target"])
            try rejectOption("--libfuzzer", in: list, action: action)
            return try CorpusExport.run(paths: list.positionals, target: target, folder: folder, registry: registry, output: &output)
        case "merge":
            try rejectOption("--target", in: list, action: action)
            return try CorpusMerge.run(folders: list.positionals, libFuzzer: list.options["--libfuzzer"], folder: folder,
                                       registry: registry, output: &output)
        case "reproduce":
            try rejectOption("--target", in: list, action: action)
            try rejectOption("--libfuzzer", in: list, action: action)
            return try reproduce(artifacts: list.positionals, folder: folder, registry: registry, output: &output)
        default:
            throw LabError("corpus: unknown action '\(action)' (known: export, merge, reproduce)")
        }
    }

    private static func rejectOption(_ option: String, in list: ArgumentList, action: String) throws(LabError) {
        if list.options[option] != nil { throw LabError("corpus \(action): \(option) is not an option of \(action)") }
    }

    /// Converts every artifact first (a bad one stops everything before a file is written), then
    /// writes one reproducer each.
    private static func reproduce(artifacts: [String], folder: String, registry: EngineRegistry,
                                  output: inout some OutputSink) throws(LabError) -> Int32 {
        var converted: [(String, CrashArtifact.Converted)] = []
        for path in artifacts {
            let bytes = try CorpusFolder.bytes(at: path, limit: 1 << 20)
            converted.append((path, try CrashArtifact.convert(bytes, name: path, registry: registry)))
        }
        try CorpusFolder.prepareOutput(folder)
        for (path, result) in converted {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let file = "\(folder)/\(result.signature.fileStem)-\(name).json"
            try TextFiles.writeAtomically(result.reproducer.json(registry: registry), to: file)
            output.write("reproduced: \(path): \(result.signature); \(result.stepsBefore) steps and \(result.itemsBefore) items, "
                         + "\(result.reproducer.steps.count) and \(result.reproducer.scenario.itemCount) in the reproducer; wrote \(file); "
                         + "replay with: fuzz replay \(file)\n")
        }
        return 1
    }
}
