import FuzzCore
import LabSupport
import Workloads

/// `fuzz corpus export`: known cases written as libFuzzer inputs, so ClusterFuzzLite starts from
/// every known-interesting case (its seed corpus, `build.sh`).
enum CorpusExport {
    /// Which fuzz target the inputs are for.
    enum Target: String {
        /// layout-libfuzzer: the byte decoder's format (`CaseBytes`).
        case cases
        /// layout-files-libfuzzer: the files as they are, and the front door's own seed files.
        case files

        init(option: String?) throws(LabError) {
            guard let target = Target(rawValue: option ?? "cases") else {
                throw LabError("--target: expected cases or files, got '\(option ?? "")'")
            }
            self = target
        }
    }

    /// The longest file exported for the front door: its options' `max_len`.
    static let fileLimit = 65_536

    /// One input to write, or a file skipped and why.
    private enum Item {
        /// `kinds`: for a case, how many decoded steps keep their step's kind, of how many.
        case input(name: String, bytes: [UInt8], note: String, kinds: (kept: Int, steps: Int)? = nil)
        case skipped(path: String, reason: String)
    }

    static func run(paths: [String], target: Target, folder: String, registry: EngineRegistry,
                    output: inout some OutputSink) throws(LabError) -> Int32 {
        // Everything is read and encoded before the first file is written: a bad file writes nothing.
        var items: [Item] = []
        for path in paths {
            for file in try jsonFiles(path, skipped: &items) {
                items.append(try target == .cases ? caseInput(file, registry: registry) : fileInput(file))
            }
        }
        if target == .files {
            for (index, text) in FrontDoorSeeds.make(seed: 1, registry: registry).enumerated() {
                let bytes = Array(text.utf8)
                items.append(.input(name: "front-door-seed-\(index)-\(CorpusFolder.contentHash(bytes))", bytes: bytes, note: "a front door seed"))
            }
        }
        try CorpusFolder.prepareOutput(folder)
        var written = 0, skipped = 0, steps = 0, kept = 0
        for item in items {
            switch item {
            case .input(let name, let bytes, let note, let kinds):
                if try CorpusFolder.writeNew(bytes, to: "\(folder)/\(name)") { written += 1 }
                if target == .cases { output.write("exported \(name): \(note)\n") }
                if let kinds { kept += kinds.kept; steps += kinds.steps }
            case .skipped(let path, let reason):
                skipped += 1
                output.write("skipped \(path): \(reason)\n")
            }
        }
        let kinds = target == .cases ? "; the decoded steps keep the kind of \(kept) of \(steps)" : ""
        output.write("exported \(written) inputs for layout-\(target == .cases ? "" : "files-")libfuzzer to \(folder) (\(skipped) skipped)\(kinds)\n")
        return 0
    }

    /// The `.json` files `path` names: itself, or a folder's (other entries of a folder are
    /// listed as skipped, never read).
    private static func jsonFiles(_ path: String, skipped: inout [Item]) throws(LabError) -> [String] {
        guard FileType(path: path) == .folder else { return [path] }
        var files: [String] = []
        for name in try CorpusFolder.names(in: path) {
            let file = "\(path)/\(name)"
            if name.hasSuffix(".json") && FileType(path: file) == .regularFile {
                files.append(file)
            } else {
                skipped.append(.skipped(path: file, reason: "not a .json file"))
            }
        }
        return files
    }

    /// A reproducer (version 2), a seed record (version 1: its case re-run from the seed to the
    /// failing step) or a scenario file, as the byte decoder's input.
    private static func caseInput(_ path: String, registry: EngineRegistry) throws(LabError) -> Item {
        let stem = String((path.split(separator: "/").last ?? "").dropLast(".json".count))
        let text = try TextFiles.read(path, as: .reproducer)
        let kind = (try? JSONParser.parse(text).objectReader(path: "")).flatMap { try? $0.require("kind").string(path: "kind") }
        let scenario: Scenario, steps: [LayoutStep], what: String
        switch kind {
        case Reproducer.kind:
            let reproducer = try Reproducer.load(path: path, registry: registry)
            (scenario, steps, what) = (reproducer.scenario, reproducer.steps, "a reproducer")
        case "layout-case":
            let record = try FailureRecord.load(path: path, registry: registry)
            let outcome = LayoutCase(seed: record.caseSeed, engine: record.engine, registry: registry, drawsLargeCases: false).run(limit: record.step)
            guard let drawn = outcome.scenario else { return .skipped(path: path, reason: "its seed record's case did not start") }
            (scenario, steps, what) = (drawn, outcome.recorded, "a version-1 seed record, its case re-run from the seed")
        default:
            (scenario, steps, what) = (try Scenario.load(path: path, registry: registry), [], "a scenario")
        }
        do {
            let encoded = try CaseBytes.encode(scenario: scenario, steps: steps, registry: registry)
            return .input(name: "\(stem)-\(CorpusFolder.contentHash(encoded.bytes))", bytes: encoded.bytes,
                          note: "\(what), \(encoded.engine), seed \(encoded.seed), \(encoded.keptKinds) of \(encoded.steps) step kinds kept",
                          kinds: (encoded.keptKinds, encoded.steps))
        } catch {
            return .skipped(path: path, reason: error.message)
        }
    }

    /// The file as it is, for the front door.
    private static func fileInput(_ path: String) throws(LabError) -> Item {
        let stem = String((path.split(separator: "/").last ?? "").dropLast(".json".count))
        do {
            let bytes = try CorpusFolder.bytes(at: path, limit: fileLimit)
            return .input(name: "\(stem)-\(CorpusFolder.contentHash(bytes))", bytes: bytes, note: "a file as it is")
        } catch {
            return .skipped(path: path, reason: "\(error.message) (the front door's max_len)")
        }
    }
}
