import Foundation
import FuzzCore
import LabSupport

/// What `fuzz run` was asked to do: the campaign's seed and bounds, and whether it is a supervised
/// worker (`--worker`: one case at a time, each announced to its supervisor, `WorkerLine`).
struct CampaignSettings {
    var seed: UInt64
    var seconds: UInt64
    var cases: UInt64?
    var shard: Shard
    var jobs: Int
    /// The index of the first case run (a worker resumes after the case that killed its predecessor).
    var firstCase: UInt64
    var engine: String?
    var keepGoing: Bool
    var isWorker: Bool
    /// One reproducer per check and element category on an engine (`--one-per-check`).
    var onePerCheck: Bool
}

/// What a campaign found: its figures and a finding per reproducer written, as `fuzz run
/// --summary FILE` writes them (JSON; `scripts/try-layout` reads it).
struct CampaignResult {
    var cases = 0
    /// Cases whose process died (a trap, or past the memory limit).
    var crashes = 0
    /// Cases that ran past the time box.
    var hangs = 0
    var elapsed: Double = 0
    /// One per reproducer written.
    var findings: [CampaignFinding] = []
    var status: Int32 = 0

    /// Writes the summary to `path` (atomically, its bytes by `writer`: the command's). `seconds`
    /// is the time asked for.
    func write(to path: String, seconds: UInt64, writer: TextFiles.ByteWriter) throws(LabError) {
        let json = JSONOutput.object([
            ("seconds", .int(Int(clamping: seconds))),
            ("elapsedSeconds", .number((elapsed * 10).rounded() / 10)),
            ("cases", .int(cases)),
            ("casesPerSecond", .number(elapsed > 0 ? (Double(cases) / elapsed * 10).rounded() / 10 : 0)),
            ("crashes", .int(crashes)),
            ("hangs", .int(hangs)),
            ("findings", .array(findings.map(\.json))),
        ])
        try TextFiles.writeAtomically(json.serialized(pretty: true) + "\n", to: path, syncing: false, writer: writer)
    }

    /// The signature stems of the reproducers in `folder` (their names less `-SEED.json`).
    static func reproducerStems(in folder: String) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var stems: Set<String> = []
        for name in names where name.hasSuffix(".json") && !name.hasPrefix("in-progress") {
            let base = name.dropLast(5)
            guard let dash = base.lastIndex(of: "-"), base[base.index(after: dash)...].allSatisfy(\.isNumber) else { continue }
            stems.insert(String(base[..<dash]))
        }
        return stems
    }
}

/// The checks a `--one-per-check` campaign has kept a reproducer for, as keys (engine, check,
/// element category). A supervised campaign's workers share them through a file in the output
/// folder (`.checks-kept`, one key a line), so a worker started after its predecessor died keeps
/// none twice.
enum ChecksKept {
    static func path(in folder: String) -> String { "\(folder)/.checks-kept" }

    /// The key of `signature`: what `--one-per-check` tells defects apart by.
    static func key(_ signature: FailureSignature) -> String {
        "\(signature.engine) \(signature.check.name) \(signature.element)"
    }

    static func read(in folder: String) -> Set<String> {
        let text = (try? String(contentsOfFile: path(in: folder), encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map(String.init))
    }

    /// Adds `key` to the folder's file (best effort: a key lost means at worst one reproducer more).
    static func append(_ key: String, in folder: String) {
        var keys = read(in: folder)
        keys.insert(key)
        try? (keys.sorted().joined(separator: "\n") + "\n").write(toFile: path(in: folder), atomically: true, encoding: .utf8)
    }
}
