import LabSupport

/// What `try-layout` writes to `DIR/summary.json` (schema version 1, docs/porting.md) and prints.
struct TrialSummary {
    static let schemaVersion = 1

    /// A finding of the campaign (signature and message naming the user's files), and the command
    /// that replays its reproducer on them.
    struct Finding: Equatable {
        var campaign: CampaignFinding
        var replay: String
    }

    var layout: String?
    var files: [String]
    var compiled = false
    var buildSeconds: Double?
    var buildErrors: [BuildError] = []
    var rewrites: [Rewrite] = []
    /// Why the lab could not run, when it could not (exit status 2).
    var problem: String?
    var perfReport: String?
    var perfMarkdown: String?
    /// The report's headline lines for the layout (and the built-in engine beside it).
    var perfLines: [String] = []
    /// Where perflab's run crashed in the layout, when it did (a finding: the campaign looks for
    /// its reproducer).
    var perfCrash: String?
    var fuzzSeconds: UInt64 = 0
    var cases = 0
    var crashes = 0
    var casesPerSecond: Double = 0
    var findings: [Finding] = []

    /// 0 nothing found, 1 findings, 2 could not run.
    var exitStatus: Int32 {
        if problem != nil || !compiled { return 2 }
        return findings.isEmpty && perfCrash == nil ? 0 : 1
    }

    var json: JSONOutput {
        .object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("layout", layout.map(JSONOutput.string) ?? .null),
            ("files", .array(files.map(JSONOutput.string))),
            ("compiled", .bool(compiled)),
            ("buildSeconds", buildSeconds.map { .number(($0 * 10).rounded() / 10) } ?? .null),
            ("buildErrors", .array(buildErrors.map { error in
                .object([("file", .string(error.file)), ("line", .int(error.line)), ("message", .string(error.message)),
                         ("unsupported", .string(error.explanation))])
            })),
            ("problem", problem.map(JSONOutput.string) ?? .null),
            ("rewrites", .array(rewrites.map { .object([("file", .string($0.file)), ("line", .int($0.line)), ("what", .string($0.what))]) })),
            ("perf", perfReport == nil && perfCrash == nil ? .null : .object([
                ("report", perfReport.map(JSONOutput.string) ?? .null), ("markdown", perfMarkdown.map(JSONOutput.string) ?? .null),
                ("headlines", .array(perfLines.map(JSONOutput.string))), ("crashed", perfCrash.map(JSONOutput.string) ?? .null),
            ])),
            ("fuzz", .object([
                ("seconds", .int(Int(fuzzSeconds))), ("cases", .int(cases)), ("crashes", .int(crashes)),
                ("casesPerSecond", .number((casesPerSecond * 10).rounded() / 10)),
                ("findings", .array(findings.map { finding in
                    .object([("check", .string(finding.campaign.check)), ("signature", .string(finding.campaign.signature)),
                             ("message", .string(finding.campaign.message)), ("reproducer", .string(finding.campaign.reproducer)),
                             ("replay", .string(finding.replay))])
                })),
            ])),
        ])
    }

    /// What a person reads in ten seconds.
    var text: String {
        var lines: [String] = []
        let name = layout ?? "the layout"
        if let problem { lines.append(layout.map { "try-layout: could not run \($0): \(problem)" } ?? "try-layout: \(problem)") }
        for error in buildErrors.prefix(5) {
            lines.append("  \(error.file):\(error.line): \(error.message)")
            lines.append("    → \(error.explanation)")
        }
        if !rewrites.isEmpty {
            lines.append("rewrites in the scratch copy (your files are untouched): \(rewrites.count)"
                         + (rewrites.count <= 4 ? "" : "; the first 4:"))
            for rewrite in rewrites.prefix(4) { lines.append("  \(rewrite.file):\(rewrite.line): \(rewrite.what)") }
        }
        if compiled, let buildSeconds { lines.append("built \(name) in \(String(format1: buildSeconds)) s") }
        if let perfCrash { lines.append("perf: \(perfCrash)") }
        if let perfMarkdown {
            lines.append("perf (quick suite): \(perfMarkdown)")
            for line in perfLines.prefix(8) { lines.append("  \(line)") }
        }
        if compiled && problem == nil {
            lines.append("fuzz: \(cases) cases in \(fuzzSeconds) s (\(String(format1: casesPerSecond)) cases/s), \(crashes) crashed; "
                         + (findings.isEmpty ? "nothing found" : "\(findings.count) finding\(findings.count == 1 ? "" : "s"):"))
            for finding in findings {
                lines.append("  \(finding.campaign.signature)")
                lines.append("    \(finding.campaign.message)")
                lines.append("    reproducer: \(finding.campaign.reproducer)")
                lines.append("    replay: \(finding.replay)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
