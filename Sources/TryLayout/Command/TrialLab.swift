import Foundation
import LabSupport

/// The lab run on a built trial: the `trial` executable of the scratch package, which is the lab's
/// `perflab` and `fuzz` with the layout registered as engine `engine`.
struct TrialLab {
    var executable: String
    var engine: String
    var folder: String
    var options: TrialOptions
    var layoutLab: String
    /// The scratch copies' names and the user's paths they copy (`1-Grid.swift` → `Sources/Grid.swift`),
    /// so that a crash's place names the user's file.
    var copies: [String: String]

    /// The most seconds the layout's benchmarks at one size may take together before the rest is
    /// left out (`perflab run --time-box`): a layout that scans every element per frame stops at
    /// 10,000 items rather than holding the run for an hour at 100,000 (six scroll traces of
    /// 10,000 frames each, each frame a scan of 100,000 elements).
    static let sizeTimeBox = 30

    /// perflab's quick suite on the layout, and on the built-in engine `kin` beside it, at 1,000
    /// to 100,000 items or until a size takes the layout past `sizeTimeBox`; the report goes to
    /// `DIR/perf`, the command's output to `DIR/perf.log`.
    /// - Throws: `LabError` when perflab fails (its log says why).
    func measure(beside kin: String?, into summary: inout TrialSummary) throws(LabError) {
        let log = "\(folder)/perf.log"
        let filter = ([engine] + (kin.map { [$0] } ?? [])).joined(separator: ",")
        // The backtracer on: a layout that traps under the perf suite is a finding with its place.
        let perflab = try Subprocess(executable, ["perflab", "run", "--suite", "quick", "--filter", filter, "--results", "\(folder)/perf",
                                                  "--time-box", "\(Self.sizeTimeBox)"],
                                     environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,threads=crashed,limit=16,top=0,sanitize=yes"],
                                     output: .file(log), errors: log + ".errors")
        let ended = perflab.wait()
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOfFile: log + ".errors", encoding: .utf8)) ?? ""
        if case .signalled = ended {
            // The campaign that follows looks for a reproducer; the perf report is lost.
            let place = BacktracePlace(backtrace: errors).map { userPaths($0.description) } ?? ended.description
            summary.perfCrash = "perflab's quick suite crashed in the layout (\(ended.description)) at \(place); see \(log).errors"
            try? (text + errors).write(toFile: log, atomically: true, encoding: .utf8)
            return
        }
        guard ended == .exited(0) else {
            summary.problem = "perflab failed on \(engine) (\(ended.description)): \(errors.split(separator: "\n").suffix(3).joined(separator: " / ")); see \(log)"
            throw LabError(summary.problem ?? "")
        }
        try? FileManager.default.removeItem(atPath: log + ".errors")
        for line in text.split(separator: "\n") where line.hasPrefix("wrote ") {
            let words = line.split(separator: " ")
            if words.count > 1 {
                let stem = words[1].hasSuffix(".json,") ? String(words[1].dropLast(6)) : String(words[1])
                summary.perfReport = stem + ".json"
                summary.perfMarkdown = stem + ".md"
            }
        }
        let headline = summary.perfReport.flatMap { try? TextFiles.read($0, as: .report) }.flatMap { try? PerfHeadline(report: $0) }
        summary.perfLines = (headline?.line(for: engine, beside: kin)).map { [$0] } ?? []
        summary.perfLines += text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("time box:") }
    }

    /// The fuzz campaign, supervised (`fuzz run --isolate`): its summary read back into `summary`.
    func fuzz(into summary: inout TrialSummary, output: inout some OutputSink) throws(LabError) {
        let log = "\(folder)/fuzz.log"
        let fuzzSummary = "\(folder)/fuzz-summary.json"
        try? FileManager.default.removeItem(atPath: fuzzSummary)
        let arguments = ["fuzz", "run", "--engine", engine, "--seconds", "\(options.seconds)", "--seed", "\(options.seed)",
                         "--output", "\(folder)/reproducers", "--keep-going", "--one-per-check", "--isolate", "--case-timeout", "\(options.caseTimeout)",
                         "--summary", fuzzSummary]
        let fuzz = try Subprocess(executable, arguments, output: .file(log), errors: log + ".errors")
        let ended = fuzz.wait()
        guard ended == .exited(0) || ended == .exited(1), let text = try? TextFiles.read(fuzzSummary, as: .report) else {
            let errors = ((try? String(contentsOfFile: log + ".errors", encoding: .utf8)) ?? "").split(separator: "\n").suffix(3)
            throw LabError("the fuzz campaign failed (\(ended.description)): \(errors.joined(separator: " / ")); see \(log)")
        }
        try? FileManager.default.removeItem(atPath: log + ".errors")
        do throws(JSONError) {
            let root = try JSONParser.parse(text).objectReader(path: "")
            summary.fuzzSeconds = options.seconds
            summary.cases = try root.requireInt("cases")
            summary.crashes = try root.requireInt("crashes")
            summary.casesPerSecond = try root.requireDouble("casesPerSecond")
            for node in try root.require("findings").array(path: "findings") {
                var finding = try CampaignFinding(reading: try node.objectReader(path: "findings[]"))
                finding.signature = userPaths(finding.signature)
                finding.message = userPaths(finding.message)
                summary.findings.append(TrialSummary.Finding(campaign: finding, replay: replayCommand(finding.reproducer)))
            }
        } catch {
            throw LabError("\(fuzzSummary): \(error)")
        }
    }

    /// `text` with the scratch copies' names replaced by the user's paths.
    func userPaths(_ text: String) -> String {
        copies.reduce(text) { text, copy in copy.key == "main.swift" ? text : text.replacingOccurrences(of: copy.key, with: copy.value) }
    }

    /// The command that replays `reproducer` on the user's files.
    func replayCommand(_ reproducer: String) -> String {
        var words = ["scripts/try-layout", "--replay", reproducer]
        if let className = options.className { words += ["--class", className] }
        if let harness = options.harness { words += ["--harness", harness] }
        // The promises waived make the engine the campaign ran: without them the replay checks more.
        if !options.allowed.isEmpty { words += ["--allow", options.allowed.sorted().joined(separator: ",")] }
        words += options.files
        return words.map(Self.quoted).joined(separator: " ")
    }

    /// `path` quoted for a shell when it needs it.
    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=,:+".contains($0) }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Replays `reproducer` in a supervised child (`fuzz replay --isolate`), its verdict printed;
    /// returns its status: 1 it still fails (a check, a trap or a hang), 0 it passes.
    func replay(_ reproducer: String, output: inout some OutputSink) throws(LabError) -> Int32 {
        let replay = try Subprocess(executable, ["fuzz", "replay", "--isolate", "--case-timeout", "\(options.caseTimeout)", reproducer])
        switch replay.wait() {
        case .exited(let status): return status
        case .signalled(let signal): throw LabError("the replay itself died by signal \(signal)")
        }
    }
}
