import LabSupport

/// What one shard's `campaign.txt` (written by scripts/fuzz-campaign) says: the campaign it belongs
/// to (seed, shard count, engine, commit), which shard it ran, and its counts. Read to merge shards.
struct ShardSummary: Equatable {
    var seed: UInt64
    var shard: Int
    var shardCount: Int
    /// The engine named with `--engine`, or nil for every engine fuzzed by default.
    var engine: String?
    var commit: String
    var cases: Int
    var steps: Int
    var checks: Int
    var failed: Bool
    /// The front door's files run, when the summary has its line.
    var files: Int

    /// Reads the summary at `path`.
    /// - Throws: `LabError` naming the file and the line it lacks: the `command: fuzz run` line with
    ///   `--seed` and `--shard`, or the verdict line (`passed: N cases, …`).
    static func load(path: String) throws(LabError) -> ShardSummary {
        let text = try TextFiles.read(path, as: .failureRecord)
        let lines = text.split(separator: "\n").map(String.init)
        guard let command = lines.first(where: { $0.hasPrefix("command: fuzz run ") }) else {
            throw LabError("\(path): no 'command: fuzz run …' line: not a campaign summary of scripts/fuzz-campaign")
        }
        let words = command.split(separator: " ").map(String.init)
        func value(_ option: String) -> String? { words.firstIndex(of: option).flatMap { words.indices.contains($0 + 1) ? words[$0 + 1] : nil } }
        guard let seed = value("--seed").flatMap(UInt64.init) else { throw LabError("\(path): the fuzz run command has no --seed N") }
        let shard = try Shard(value("--shard") ?? "1/1")
        guard let verdict = lines.first(where: { ($0.hasPrefix("passed: ") || $0.hasPrefix("failed")) && $0.contains(" cases, ") }),
              let counts = Self.counts(in: verdict, words: ["cases", "steps", "checks"]) else {
            throw LabError("\(path): no verdict line ('passed: N cases, S steps, C checks …'): the campaign did not finish")
        }
        let files = lines.first { ($0.hasPrefix("passed: ") || $0.hasPrefix("failed: ")) && $0.contains(" files in ") }
            .flatMap { Self.counts(in: $0, words: ["files"]) }?.first ?? 0
        let commit = lines.first { $0.hasPrefix("commit: ") }.map { String($0.dropFirst("commit: ".count)) } ?? "unknown"
        return ShardSummary(seed: seed, shard: shard.index + 1, shardCount: shard.count, engine: value("--engine"), commit: commit,
                            cases: counts[0], steps: counts[1], checks: counts[2], failed: verdict.hasPrefix("failed"), files: files)
    }

    /// The numbers before each of `words` in `line` (`12 cases, 480 steps`), or nil when one is missing.
    private static func counts(in line: String, words: [String]) -> [Int]? {
        let tokens = line.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ":" }).map(String.init)
        var found: [Int] = []
        for word in words {
            guard let index = tokens.firstIndex(of: word), index > 0, let number = Int(tokens[index - 1]) else { return nil }
            found.append(number)
        }
        return found
    }
}
