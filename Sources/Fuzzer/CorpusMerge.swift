#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import FuzzCore
import LabSupport
import Workloads

/// `fuzz corpus merge`: the output folders of a sharded campaign merged into one folder and one
/// summary, or libFuzzer corpus folders merged into one corpus.
enum CorpusMerge {
    /// One file kept in the merged folder, and the shards that had it (or its signature).
    private struct Kept {
        var name: String
        var bytes: [UInt8]
        var what: String
        var shards: [Int]
    }

    static func run(folders: [String], libFuzzer: String?, folder: String, registry: EngineRegistry,
                    output: inout some OutputSink) throws(LabError) -> Int32 {
        let campaigns = try folders.map { path throws(LabError) in try CorpusFolder.names(in: path).contains("campaign.txt") }
        guard Set(campaigns).count == 1 else {
            let mixed = zip(folders, campaigns).map { "\($0) (\($1 ? "a campaign's output" : "a libFuzzer corpus"))" }
            throw LabError("merge: campaign outputs and libFuzzer corpora cannot be merged together: \(mixed.joined(separator: ", "))")
        }
        if campaigns[0] {
            if libFuzzer != nil { throw LabError("merge: --libfuzzer merges libFuzzer corpora, and these are campaign outputs (campaign.txt)") }
            return try mergeCampaigns(folders, into: folder, registry: registry, output: &output)
        }
        return try mergeCorpora(folders, libFuzzer: libFuzzer, into: folder, output: &output)
    }

    // MARK: Campaign outputs

    private static func mergeCampaigns(_ folders: [String], into folder: String, registry: EngineRegistry,
                                       output: inout some OutputSink) throws(LabError) -> Int32 {
        // Everything is read and checked before anything is written.
        var summaries: [(String, ShardSummary)] = []
        var files: [(shard: Int, path: String, name: String)] = []
        for path in folders {
            let summary = try ShardSummary.load(path: "\(path)/campaign.txt")
            if let first = summaries.first?.1 {
                guard summary.seed == first.seed else {
                    throw LabError("merge: shards of different campaigns: \(summaries[0].0) has seed \(first.seed), \(path) seed \(summary.seed)")
                }
                guard summary.shardCount == first.shardCount else {
                    throw LabError("merge: shards of different splits: \(summaries[0].0) is shard \(first.shard)/\(first.shardCount), "
                                   + "\(path) shard \(summary.shard)/\(summary.shardCount)")
                }
                guard summary.engine == first.engine else {
                    throw LabError("merge: shards of different engines: \(summaries[0].0) fuzzed \(first.engine ?? "every default engine"), "
                                   + "\(path) \(summary.engine ?? "every default engine")")
                }
            }
            if let twin = summaries.first(where: { $0.1.shard == summary.shard }) {
                throw LabError("merge: \(twin.0) and \(path) are both shard \(summary.shard)/\(summary.shardCount)")
            }
            summaries.append((path, summary))
            for name in try CorpusFolder.names(in: path) where name != "campaign.txt" {
                guard name.hasSuffix(".json"), FileType(path: "\(path)/\(name)") == .regularFile else {
                    throw LabError("\(path)/\(name): not a file a campaign writes (campaign.txt and .json reproducers); move it out and merge again")
                }
                try checkEngine(of: "\(path)/\(name)", name: name, campaign: summary, registry: registry)
                files.append((summary.shard, "\(path)/\(name)", name))
            }
        }
        // One reproducer per failure signature (from replaying it here); other files by content.
        var kept: [String: Kept] = [:], order: [String] = []
        for file in files {
            let bytes = try CorpusFolder.bytes(at: file.path, limit: InputKind.reproducer.maximumBytes)
            let (key, what) = identity(of: file.path, bytes: bytes, registry: registry)
            if kept[key] == nil {
                kept[key] = Kept(name: file.name, bytes: bytes, what: what, shards: [])
                order.append(key)
            }
            kept[key]?.shards.append(file.shard)
        }
        try CorpusFolder.prepareOutput(folder)
        var names: Set<String> = []
        var lines: [String] = []
        for key in order {
            guard var file = kept[key] else { continue }
            if names.contains(file.name) { file.name = "shard-\(file.shards[0])-\(file.name)" }
            names.insert(file.name)
            try CorpusFolder.writeNew(file.bytes, to: "\(folder)/\(file.name)")
            lines.append("kept: \(file.name): \(file.what); found by shard\(file.shards.count == 1 ? "" : "s") "
                         + file.shards.map(String.init).joined(separator: ", "))
        }
        let first = summaries[0].1
        let present = Set(summaries.map(\.1.shard))
        let missing = (1...first.shardCount).filter { !present.contains($0) }
        let failed = summaries.contains { $0.1.failed }
        let commits = Array(Set(summaries.map(\.1.commit))).sorted()
        let total = summaries.reduce((cases: 0, steps: 0, checks: 0, files: 0)) {
            ($0.cases + $1.1.cases, $0.steps + $1.1.steps, $0.checks + $1.1.checks, $0.files + $1.1.files)
        }
        var summary = ["merged: \(summaries.count) of \(first.shardCount) shards of seed \(first.seed), "
                       + "\(first.engine.map { "engine \($0)" } ?? "every engine fuzzed by default")"
                       + (missing.isEmpty ? "" : "; missing shards: " + missing.map(String.init).joined(separator: ", ")),
                       "commit: " + commits.joined(separator: ", ") + (commits.count > 1 ? " (the shards ran different commits)" : ""),
                       "\(failed ? "failed" : "passed"): \(total.cases) cases, \(total.steps) steps, \(total.checks) checks; "
                       + "front door \(total.files) files; \(order.count) distinct files kept of \(files.count)"]
        summary += summaries.map { "shard \($0.1.shard)/\($0.1.shardCount): \($0.0): \($0.1.failed ? "failed" : "passed"), \($0.1.cases) cases" }
        summary += lines
        let text = summary.joined(separator: "\n") + "\n"
        try TextFiles.writeAtomically(text, to: "\(folder)/campaign.txt")
        output.write(text)
        return failed ? 1 : 0
    }

    /// Refuses a case reproducer (the campaign's own, or its in-progress case) whose engine the
    /// shard's campaign never runs: not its `--engine`, or, without one, not an engine the registry
    /// fuzzes by default (a sample, fuzzed only when named). Such a file came from another campaign
    /// (a re-used folder, a killed run of another command) and would be merged as this one's finding.
    /// The front door's findings (`front-door-*.json`) are mutated files of any engine, and files
    /// that are not reproducers are kept by content: neither is checked.
    /// - Throws: `LabError` naming the file, its engine and the campaign's.
    private static func checkEngine(of path: String, name: String, campaign: ShardSummary,
                                    registry: EngineRegistry) throws(LabError) {
        guard !name.hasPrefix("front-door-"), (try? ReplayCommand.isReproducer(path)) == true,
              let engine = try? reproducerEngine(path) else { return }
        let runs = campaign.engine.map { [$0] } ?? Array(Set(registry.fuzzedByDefault)).sorted()
        guard !runs.contains(engine) else { return }
        let what = campaign.engine.map { "--engine \($0)" } ?? "every engine fuzzed by default: \(runs.joined(separator: ", "))"
        throw LabError("merge: \(path): a reproducer of engine '\(engine)', which shard \(campaign.shard)/\(campaign.shardCount)'s "
                       + "campaign (\(what)) does not run: not this campaign's finding; move it out and merge again")
    }

    /// The engine of the reproducer at `path`: its scenario's.
    private static func reproducerEngine(_ path: String) throws -> String {
        let object = try JSONParser.parse(try TextFiles.read(path, as: .reproducer)).objectReader(path: "")
        return try object.require("scenario").objectReader(path: "scenario").requireString("engine")
    }

    /// What makes a campaign's file the same as another's: a reproducer's failure signature, as it
    /// replays on this build (its check and engine when it passes now), else the file's content.
    private static func identity(of path: String, bytes: [UInt8], registry: EngineRegistry) -> (key: String, what: String) {
        let content = "content \(CorpusFolder.contentHash(bytes))"
        guard (try? ReplayCommand.isReproducer(path)) == true, let reproducer = try? Reproducer.load(path: path, registry: registry) else {
            return (content, "kept by content")
        }
        guard let outcome = try? reproducer.replay(registry: registry), let signature = outcome.signature else {
            return ("passes now: \(reproducer.scenario.engine) \(reproducer.check.name)",
                    "a reproducer of \(reproducer.check.name) on \(reproducer.scenario.engine) that passes on this build")
        }
        return ("signature: \(signature)", "reproducer of \(signature)")
    }

    // MARK: libFuzzer corpora

    private static func mergeCorpora(_ folders: [String], libFuzzer: String?, into folder: String,
                                     output: inout some OutputSink) throws(LabError) -> Int32 {
        var inputs = 0
        for path in folders {
            for name in try CorpusFolder.names(in: path) {
                guard FileType(path: "\(path)/\(name)") == .regularFile else {
                    throw LabError("\(path)/\(name): not a regular file; a libFuzzer corpus folder holds inputs only")
                }
                inputs += 1
            }
        }
        if let libFuzzer {
            guard FileType(path: libFuzzer) == .regularFile, access(libFuzzer, X_OK) == 0 else {
                throw LabError("--libfuzzer: '\(libFuzzer)' is not an executable file")
            }
            try CorpusFolder.prepareOutput(folder)
            let status = spawn([libFuzzer, "-merge=1", folder] + folders)
            guard status == 0 else { throw LabError("merge: \(libFuzzer) -merge=1 exited with status \(status)") }
            let kept = try CorpusFolder.names(in: folder).count
            output.write("merged \(inputs) inputs of \(folders.count) corpora into \(kept) by coverage (\(libFuzzer) -merge=1) in \(folder)\n")
            return 0
        }
        var seen: Set<[UInt8]> = [], kept: [(String, [UInt8])] = [], names: Set<String> = []
        for path in folders {
            for name in try CorpusFolder.names(in: path) {
                let bytes = try CorpusFolder.bytes(at: "\(path)/\(name)", limit: 1 << 24)
                guard seen.insert(bytes).inserted else { continue }
                let unique = names.contains(name) ? "\(name)-\(CorpusFolder.contentHash(bytes))" : name
                names.insert(unique)
                kept.append((unique, bytes))
            }
        }
        try CorpusFolder.prepareOutput(folder)
        for (name, bytes) in kept { try CorpusFolder.writeNew(bytes, to: "\(folder)/\(name)") }
        output.write("merged \(inputs) inputs of \(folders.count) corpora into \(kept.count) by content in \(folder) "
                     + "(name a target with --libfuzzer to merge by coverage)\n")
        return 0
    }

    /// Runs `arguments` (the program first), its output passed through, and returns its exit status.
    private static func spawn(_ arguments: [String]) -> Int32 {
        var pid = pid_t()
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, arguments[0], nil, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }
}
