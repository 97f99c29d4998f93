import Foundation
import FuzzCore
import LabSupport
import Workloads

/// `fuzz run --isolate`: the campaign's cases run in a worker child (`fuzz run --worker`), one at a
/// time, each announced before it runs (`WorkerLine`). The supervisor passes the worker's output on
/// and counts its cases; when the worker dies (a trap, an allocation past its memory limit) or
/// says nothing for longer than the time box, the case it announced last is a finding:
/// 1. the case is run again in a child that writes it down step by step (`fuzz isolated record`),
///    so the supervisor has it up to the step that killed it;
/// 2. a crash is told apart from others by its place (the worker runs with Swift's backtracer on,
///    `BacktracePlace`: the first frame with a source location), a hang by the engine; one
///    already kept ends here (the next worker goes on), before anything is recorded;
/// 3. it is shrunk as any failure is (`Shrinker`), each candidate run in a child (`IsolatedReplay`,
///    backtracer off: a candidate counts when it dies by the same signal, or hangs, after a step of
///    the same kind), and the smallest case whose confirming run (backtracer on) dies at the same
///    place is written as a reproducer;
/// 4. a new worker goes on from the next case, with the time left.
/// Failures of checks are the worker's to shrink and write, as in a campaign without `--isolate`;
/// the worker skips signatures whose reproducer is already in the folder, so a restart does not
/// write one twice.
struct IsolatedCampaign {
    var isolation: Isolation
    var registry: EngineRegistry
    /// What `fuzz run` was asked to do: the seed, bounds, shard and engine, and `keepGoing` and
    /// `onePerCheck`, passed on to the workers (its `jobs`, `firstCase` and `isWorker` are the
    /// workers' own: the supervisor runs one worker at a time, from the shard's first case).
    var settings: CampaignSettings
    var folder: String
    /// Writes the bytes of every file the supervisor writes: the command's (`RunCommand.execute`).
    var writer: TextFiles.ByteWriter
    private var result = CampaignResult()
    /// The deaths kept: a crash's engine and place, a hang's engine.
    private var deathsKept: Set<String> = []
    private var steps = 0, checks = 0, large = 0

    init(isolation: Isolation, registry: EngineRegistry, settings: CampaignSettings, folder: String, writer: @escaping TextFiles.ByteWriter) {
        (self.isolation, self.registry, self.settings, self.folder, self.writer) = (isolation, registry, settings, folder, writer)
    }

    /// Runs the campaign; prints its summary, writes it to `summaryPath` when given, and returns
    /// the exit status (0 nothing found, 1 findings).
    /// - Throws: `LabError` when a worker fails as a command (bad input, an unwritable folder) or
    ///   dies before its first case (the harness itself, not a case).
    mutating func run(summaryPath: String?, output: inout some OutputSink) throws(LabError) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start.advanced(by: .seconds(Int64(clamping: settings.seconds)))
        try TextFiles.createFolder(folder)
        let errors = "\(folder)/.worker-errors.txt"
        // A worker that died or was killed leaves its in-progress file: the supervisor kept its case.
        let inProgress = "\(folder)/in-progress-\(settings.shard.index + 1)-of-\(settings.shard.count).json"
        defer {
            TextFiles.removeIfPresent(errors, andEmptyFolder: folder)
            TextFiles.removeIfPresent(inProgress, andEmptyFolder: folder)
            TextFiles.removeIfPresent(ChecksKept.path(in: folder), andEmptyFolder: folder)
        }
        var nextCase = UInt64(settings.shard.index)
        campaign: while clock.now < deadline && Interruption.signalName == nil && settings.cases.map({ UInt64(result.cases) < $0 }) ?? true {
            let remaining = Swift.max(1, Int((deadline - clock.now).inSeconds.rounded(.up)))
            var arguments = ["run", "--worker", "--seed", "\(settings.seed)", "--seconds", "\(remaining)", "--shard", "\(settings.shard.index + 1)/\(settings.shard.count)",
                             "--first-case", "\(nextCase)", "--output", folder]
            if let engine = settings.engine { arguments += ["--engine", engine] }
            if settings.keepGoing { arguments.append("--keep-going") }
            if settings.onePerCheck { arguments.append("--one-per-check") }
            if let cases = settings.cases { arguments += ["--cases", "\(cases - UInt64(result.cases))"] }
            let worker = try isolation.start(arguments, errors: errors, backtrace: true)
            var current: (index: UInt64, seed: UInt64)?
            // The box runs from a case's announcement (or a shrink's) to its end, whatever the
            // worker prints between: a layout may print on every call.
            var caseDeadline = clock.now.advanced(by: isolation.caseTimeout)
            while true {
                switch worker.readLine(timeout: Swift.max(.zero, caseDeadline - clock.now)) {
                case .line(let line):
                    guard let message = WorkerLine(parsing: line) else {
                        output.write(line + "\n")
                        continue
                    }
                    switch message {
                    case .caseStarts(let index, let caseSeed):
                        current = (index, caseSeed)
                        caseDeadline = clock.now.advanced(by: isolation.caseTimeout)
                    case .caseEnds(let caseSteps, let caseChecks, let isLarge):
                        result.cases += 1
                        (steps, checks, large) = (steps + caseSteps, checks + caseChecks, large + (isLarge ? 1 : 0))
                        current = nil
                        caseDeadline = clock.now.advanced(by: isolation.caseTimeout)
                    case .shrinking:
                        // Shrinking replays the case hundreds of times in the worker.
                        caseDeadline = clock.now.advanced(by: Swift.max(.seconds(300), isolation.caseTimeout * 20))
                    case .finding(let finding):
                        result.findings.append(finding)
                    }
                case .timedOut:
                    worker.kill()
                    _ = worker.wait()
                    guard let dead = current else { throw LabError("the worker stopped answering outside a case; see \(errors)") }
                    result.cases += 1
                    result.hangs += 1
                    try keepDeath(ofCase: dead.seed, place: nil, output: &output)
                    nextCase = dead.index + UInt64(settings.shard.count)
                    if !settings.keepGoing { break campaign }
                    continue campaign
                case .endOfFile:
                    let ended = worker.wait()
                    if case .exited(let status) = ended {
                        guard status == 0 || status == 1 else {
                            let last = ((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "").split(separator: "\n").last.map(String.init) ?? ""
                            throw LabError("the worker failed (\(ended.description)): \(last)")
                        }
                        break campaign
                    }
                    guard let dead = current else {
                        throw LabError("the worker died before its first case (\(ended.description)): "
                                       + Isolation.trapText(errors: errors, termination: ended))
                    }
                    result.cases += 1
                    result.crashes += 1
                    try keepDeath(ofCase: dead.seed, place: Isolation.trapText(errors: errors, termination: ended), output: &output)
                    nextCase = dead.index + UInt64(settings.shard.count)
                    if !settings.keepGoing { break campaign }
                    continue campaign
                }
            }
        }
        result.elapsed = (clock.now - start).inSeconds
        // Every crash is a finding (kept, or one kept already at its place); a hang only when it repeats.
        result.status = result.findings.isEmpty ? 0 : 1
        let rate = result.elapsed > 0 ? Double(result.cases) / result.elapsed : 0
        let interruption = Interruption.signalName.map { "; interrupted by \($0)" } ?? ""
        output.write("\(result.status == 0 ? "passed" : "failed (\(result.findings.count) finding\(result.findings.count == 1 ? "" : "s"))"): "
                     + "\(result.cases) cases (\(result.crashes) crashed, \(result.hangs) past the time box), \(steps) steps, \(checks) checks "
                     + "in \(String(format1: result.elapsed)) s (\(String(format1: rate)) cases/s; \(large) large cases), isolated, "
                     + "seed \(settings.seed), shard \(settings.shard.index + 1)/\(settings.shard.count)\(interruption)\n")
        for finding in result.findings { output.write("signature: \(finding.signature)\n") }
        if let summaryPath { try result.write(to: summaryPath, seconds: settings.seconds, writer: writer) }
        return result.status
    }

    /// Records, shrinks and writes the case seeded `caseSeed`, whose worker died at `place` (or,
    /// nil, ran past the time box).
    private mutating func keepDeath(ofCase caseSeed: UInt64, place: String?, output: inout some OutputSink) throws(LabError) {
        let hung = place == nil
        let key = "\(settings.engine ?? "any engine"): \(place ?? "time-box")"
        if deathsKept.contains(key) {
            output.write("\(hung ? "HUNG" : "CRASHED") case \(caseSeed) again\(place.map { " at \($0)" } ?? ""): kept already\n")
            return
        }
        let replay = IsolatedReplay(isolation: isolation, registry: registry, folder: folder, writer: writer)
        let recordPath = "\(folder)/.isolated-record.json"
        let errors = "\(folder)/.isolated-record-errors.txt"
        defer {
            TextFiles.removeIfPresent(recordPath, andEmptyFolder: folder)
            TextFiles.removeIfPresent(errors, andEmptyFolder: folder)
        }
        var arguments = ["isolated", "record", "--seed", "\(caseSeed)", "--to", recordPath]
        if let engine = settings.engine { arguments += ["--engine", engine] }
        let recorder = try isolation.start(arguments, errors: errors)
        var step = 0
        var verdict: IsolatedReplay.Verdict = .passed
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: isolation.caseTimeout)
        reading: while true {
            switch recorder.readLine(timeout: Swift.max(.zero, deadline - clock.now)) {
            case .line(let line) where line.hasPrefix("@step "): step = Int(line.dropFirst(6)) ?? step
            case .line: continue
            case .timedOut:
                recorder.kill()
                _ = recorder.wait()
                verdict = .hung(step: step)
                break reading
            case .endOfFile:
                let ended = recorder.wait()
                if case .signalled = ended { verdict = .crashed(step: step, trap: Isolation.trapText(errors: errors, termination: ended)) }
                break reading
            }
        }
        let what = hung ? "ran past the \(isolation.caseTimeout.inSeconds) s time box" : "crashed"
        guard verdict != .passed, let recorded = try? Reproducer.load(path: recordPath, registry: registry),
              let signature = IsolatedReplay.signature(verdict, scenario: recorded.scenario, steps: recorded.steps) else {
            if hung {
                // A case slower than the box only on a loaded machine is the machine's, not a finding.
                output.write("case \(caseSeed) \(what) in the campaign but not when run again on its own: a slow case on a busy "
                             + "machine, not counted as a finding (raise --case-timeout if it recurs)\n")
                return
            }
            output.write("case \(caseSeed) \(what) in the campaign but not when run again on its own (a layout whose answers depend "
                         + "on what ran before, in the same process?)\n")
            let record = FailureRecord(caseSeed: caseSeed, campaignSeed: settings.seed, engine: settings.engine, step: LayoutCase.steps, operation: "any",
                                       check: hung ? .timeBox : .crash, message: "\(what) in the campaign; did not when run again")
            let path = "\(folder)/\(settings.engine ?? "case")-\(hung ? "time-box" : "crash")-unrepeated-\(caseSeed).json"
            try TextFiles.writeAtomically(record.json(), to: path, writer: writer)
            result.findings.append(CampaignFinding(check: record.check.name, signature: "\(record.check.name) (not repeated) on \(settings.engine ?? "a drawn engine")",
                                                          message: record.message, reproducer: path))
            return
        }
        let message = Self.message(verdict, timeBox: isolation.caseTimeout, steps: recorded.steps)
        output.write("\(hung ? "HUNG" : "CRASHED") case \(caseSeed) (\(recorded.scenario.engine)) at step \(step): \(message)"
                     + "\(place.map { " at \($0)" } ?? "")\n")
        var shrinker = Shrinker(signature: signature, registry: registry, budget: hung ? 12 : 400, replay: replay.shrinkerReplay())
        let shrunk = shrinker.shrink(scenario: recorded.scenario, steps: recorded.steps)
        let candidates = [(shrunk.scenario, shrunk.steps, "shrunk from \(recorded.steps.count) steps and \(recorded.scenario.itemCount) items to "
                              + "\(shrunk.steps.count) and \(shrunk.scenario.itemCount) in \(shrinker.replays) child runs"),
                          (recorded.scenario, recorded.steps, "not shrunk: \(recorded.steps.count) steps and \(recorded.scenario.itemCount) items")]
        for (scenario, candidateSteps, how) in candidates {
            // The confirming run: a crash at the same place (backtracer on), or a hang.
            let confirmed = try replay.run(scenario: scenario, steps: candidateSteps, backtrace: !hung)
            guard let found = IsolatedReplay.signature(confirmed, scenario: scenario, steps: candidateSteps),
                  hung ? shrinker.accepts(found) : found.detail == place else { continue }
            let path = "\(folder)/\(found.fileStem)-\(caseSeed).json"
            let reproducer = Reproducer(check: found.check, message: Self.message(confirmed, timeBox: isolation.caseTimeout, steps: candidateSteps),
                                        shows: "found by fuzz run --isolate (campaign seed \(settings.seed)); \(how)", expectation: .fails,
                                        caseSeed: caseSeed, campaignSeed: settings.seed, scenario: scenario, steps: candidateSteps)
            try TextFiles.writeAtomically(reproducer.json(registry: registry), to: path, writer: writer)
            deathsKept.insert(key)
            result.findings.append(CampaignFinding(check: found.check.name, signature: found.description, message: reproducer.message,
                                                          reproducer: path))
            output.write("signature: \(found)\n\(how); wrote \(path); replay with: fuzz replay --isolate \(path)\n")
            return
        }
        output.write("the case \(what) but no recording of it does so again at the same place in a child: nothing written\n")
    }

    /// What a death says: the trap's text, or the time box, with the step it happened at.
    static func message(_ verdict: IsolatedReplay.Verdict, timeBox: Duration, steps: [LayoutStep]) -> String {
        func at(_ step: Int) -> String {
            step == 0 ? "while preparing the scenario" : "at step \(step) (\(steps.indices.contains(step - 1) ? "\(steps[step - 1].operation)" : "?"))"
        }
        switch verdict {
        case .crashed(let step, let trap): return "trapped \(at(step)): \(trap)"
        case .hung(let step): return "ran past the \(Int(timeBox.inSeconds)) s time box \(at(step))"
        case .passed, .invalid, .failed: return "did not die"
        }
    }
}
