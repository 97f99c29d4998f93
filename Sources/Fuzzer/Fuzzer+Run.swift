import FuzzCore
import LabSupport
import Workloads

/// `fuzz run [--seed N] [--seconds T] [--cases N] [--shard K/N] [--output DIR]`
enum RunCommand: FuzzSubcommand {
    static let name = "run"
    /// The options the command accepts (its help lists each; a test checks that it does).
    static let valueOptions: Set<String> = ["--engine", "--seed", "--seconds", "--cases", "--shard", "--output", "--jobs",
                                            "--case-timeout", "--memory-limit", "--summary", "--first-case"]
    static let flagOptions: Set<String> = ["--keep-going", "--isolate", "--worker", "--one-per-check"]

    static let help = """
        usage: fuzz run [--engine NAME] [--seed N] [--seconds T] [--cases N] [--shard K/N] [--jobs J] [--output DIR] [--keep-going]

        Runs random cases (each: a random scenario of one of the correct engines, or of --engine NAME,
        a seed-faithful sample included, built with every query and invalidation
        strategy, then \(LayoutCase.steps) random operations: appends, new sections, rotations, scrolls,
        self-sizing passes, queries) until the time budget (default 10 s) or the case count runs out.
        Case k of the campaign has a seed derived from --seed (default 1) and k; --shard K/N runs the
        cases with k mod N = K-1, so N shards together run what one campaign would. The first failure
        is written to DIR (default fuzz-failures) as JSON and the exit status is 1. Each case is written
        to DIR/in-progress-K-of-N.json before it runs, so a crash that kills the process leaves it behind
        for 'fuzz replay'; the file is removed when the campaign ends. With --keep-going it records the
        first case of each distinct failure signature (check, engine, element
        category, operation kind) and carries on (exit status 1 if any failed).
        --jobs J runs J cases at a time on J threads (default: one per processor), with the same
        outcomes in the same order (a case depends on its seed only); each thread keeps its own
        in-progress file (DIR/in-progress-K-of-N-job-J.json beyond the first).
        SIGINT or SIGTERM (Ctrl-C) stops it after the case running: the summary is printed, the
        reproducers stay, the in-progress file goes; a second signal stops it at once.
        --isolate runs the cases in a supervised child process (one case at a time), so that a case
        that traps (check "crash"), runs past --case-timeout S seconds (default 20; check "time-box")
        or allocates past --memory-limit MiB (default 4096, Linux) is a finding, shrunk through child
        processes and written as a reproducer, and the campaign goes on with the next case: for a
        layout nobody here wrote (scripts/try-layout). Replay its reproducers with 'fuzz replay
        --isolate'. --summary FILE writes the campaign's figures and findings as JSON.
        --one-per-check keeps one reproducer per check and element category on an engine, whatever
        the step that exposed it or the query's shape (scripts/try-layout: one finding per defect,
        rather than one per way the fuzzer met it).
        (--worker and --first-case K are the child's side of --isolate.)

        example: fuzz run --seconds 60 --seed 7 --shard 2/4
        """

    /// - Parameter writer: writes the bytes of every file the campaign writes (`TextFiles.writeAtomically`):
    ///   the real one unless a test passes one that fails as a full disk does.
    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink,
                        writer: @escaping TextFiles.ByteWriter = TextFiles.writeBytes) throws(LabError) -> Int32 {
        guard let list = try parse(arguments, output: &output) else { return 0 }
        guard list.positionals.isEmpty else { throw LabError("run: unexpected argument '\(list.positionals[0])'") }
        let seed = try unsigned(list.options["--seed"] ?? "1", option: "--seed")
        let seconds = try unsigned(list.options["--seconds"] ?? "10", option: "--seconds")
        let cases = try list.options["--cases"].map { text throws(LabError) in try unsigned(text, option: "--cases") }
        let shard = try Shard(list.options["--shard"] ?? "1/1")
        let folder = try list.path("--output", expected: "a folder path") ?? "fuzz-failures"
        let jobs = try list.options["--jobs"].map { text throws(LabError) in try unsigned(text, option: "--jobs") } ?? UInt64(ParallelCases.processorCount)
        guard (1...64).contains(jobs) else { throw LabError("--jobs: expected 1 to 64 threads, got \(jobs)") }
        let engine = try list.options["--engine"].map { name throws(LabError) in try registry.named(name).name }
        let caseTimeout = try unsigned(list.options["--case-timeout"] ?? "20", option: "--case-timeout")
        let memoryLimit = try unsigned(list.options["--memory-limit"] ?? "4096", option: "--memory-limit")
        guard (1...86_400).contains(caseTimeout) else { throw LabError("--case-timeout: expected 1 to 86400 seconds, got \(caseTimeout)") }
        guard memoryLimit >= 64 else { throw LabError("--memory-limit: expected at least 64 MiB, got \(memoryLimit)") }
        let summaryPath = try list.path("--summary", expected: "a file path")
        if let summaryPath { try TextFiles.checkDestination(summaryPath) }
        let worker = list.flags.contains("--worker")
        let firstCase = try unsigned(list.options["--first-case"] ?? String(shard.index), option: "--first-case")
        if engine == nil && registry.fuzzedByDefault.isEmpty {
            throw LabError("run: no registered engine is fuzzed by default (all have fuzz weight 0); name one with --engine "
                           + "(known: \(registry.names.joined(separator: ", ")))")
        }

        let settings = CampaignSettings(seed: seed, seconds: seconds, cases: cases, shard: shard, jobs: worker ? 1 : Int(jobs),
                                        firstCase: firstCase, engine: engine, keepGoing: list.flags.contains("--keep-going"), isWorker: worker,
                                        onePerCheck: list.flags.contains("--one-per-check"))

        if list.flags.contains("--isolate") && !worker {
            let isolation = try Isolation(fuzzArguments: ["run"] + arguments, caseTimeout: .seconds(Int64(caseTimeout)), memoryLimit: memoryLimit)
            var supervisor = IsolatedCampaign(isolation: isolation, registry: registry, settings: settings, folder: folder, writer: writer)
            return try Interruption.handle { () throws(LabError) in
                try supervisor.run(summaryPath: summaryPath, output: &output)
            }
        }
        if worker { Isolation.limitMemory(mebibytes: memoryLimit) }
        let inProgress = "\(folder)/in-progress-\(shard.index + 1)-of-\(shard.count).json"
        try TextFiles.checkDestination(inProgress)
        return try Interruption.handle { () throws(LabError) in
            let result = try campaign(registry: registry, settings: settings, folder: folder, inProgress: inProgress,
                                      output: &output, writer: writer)
            if let summaryPath { try result.write(to: summaryPath, seconds: seconds, writer: writer) }
            return result.status
        }
    }

    /// Runs the campaign's cases until the time, the case count or an interruption (SIGINT,
    /// SIGTERM: the case running finishes first) ends it, or a failure does without `keepGoing`;
    /// prints the summary (saying what interrupted it) and returns the exit status.
    private static func campaign(registry: EngineRegistry, settings: CampaignSettings, folder: String, inProgress: String,
                                 output: inout some OutputSink, writer: @escaping TextFiles.ByteWriter) throws(LabError) -> CampaignResult {
        let (seed, seconds, cases, shard, jobs, engine, keepGoing) = (settings.seed, settings.seconds, settings.cases, settings.shard,
                                                                      settings.jobs, settings.engine, settings.keepGoing)
        var result = CampaignResult()
        // A worker's campaign goes on after its predecessor died: the signatures already written
        // to the folder are known (by their files' names), so none is written twice.
        let knownStems = settings.isWorker ? CampaignResult.reproducerStems(in: folder) : []
        // With --one-per-check: the checks kept (a worker's predecessors' too, from the folder).
        var checksKept = settings.isWorker ? ChecksKept.read(in: folder) : []
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start.advanced(by: .seconds(Int64(clamping: seconds)))
        var ran = 0, large = 0, steps = 0, checks = 0
        var operations: [StepKind: Int] = [:], checkCounts: [CheckKind: Int] = [:]
        // The signatures kept (one reproducer each), and every signature met (a failure that shrinks
        // to a kept one is met again under its own).
        var signatures: [FailureSignature] = [], seen: Set<FailureSignature> = [], failed = false
        var index = settings.firstCase
        let runner = ParallelCases(jobs: jobs, registry: registry, engine: engine, campaignSeed: seed, inProgress: inProgress, writer: writer)
        defer { runner.removeInProgressFiles(andEmptyFolder: folder) }
        let shouldStop: @Sendable () -> Bool = { clock.now >= deadline || Interruption.signalName != nil }
        campaign: while !shouldStop() && cases.map({ UInt64(ran) < $0 }) ?? true {
            // A few cases per thread at a time, never past the case count; a worker's one at a
            // time, each announced to its supervisor before it runs.
            let batch = settings.isWorker ? 1 : Swift.min(UInt64(runner.jobs * 4), cases.map { $0 - UInt64(ran) } ?? .max)
            let seeds = (0..<batch).map { Self.caseSeed(campaign: seed, case: index + $0 * UInt64(shard.count)) }
            if settings.isWorker { WorkerLine.caseStarts(index: index, seed: seeds[0]).say() }
            let outcomes = try runner.run(seeds: seeds, shouldStop: shouldStop)
            for (caseSeed, outcome) in zip(seeds, outcomes) {
                ran += 1
                index += UInt64(shard.count)
                // After the failure's shrinking, if any: the case stays the one announced while it is
                // shrunk, so that a trap then is still this case's.
                defer { if settings.isWorker { WorkerLine.caseEnds(steps: outcome.steps, checks: outcome.checks, isLarge: outcome.isLarge).say() } }
                if outcome.isLarge { large += 1 }
                steps += outcome.steps
                checks += outcome.checks
                checkCounts.merge(outcome.checkCounts, uniquingKeysWith: +)
                operations.merge(outcome.operations, uniquingKeysWith: +)
                guard let (step, operation, failure) = outcome.failure, let scenario = outcome.scenario,
                      let signature = outcome.signature else { continue }
                failed = true
                if !seen.contains(signature) && !knownStems.contains(signature.fileStem)
                    && !(settings.onePerCheck && checksKept.contains(ChecksKept.key(signature))) {
                    seen.insert(signature)
                    output.write("FAILED case \(caseSeed) (\(outcome.engine)) at step \(step) (\(operation)): \(failure.check): \(failure.message)\n")
                    if settings.isWorker { WorkerLine.shrinking.say() }
                    let (kept, path) = try keepReproducer(of: outcome, registry: registry, scenario: scenario, signature: signature, caseSeed: caseSeed,
                                                          campaignSeed: seed, campaignEngine: engine, known: signatures, knownStems: knownStems,
                                                          folder: folder, output: &output, writer: writer)
                    seen.insert(kept)
                    if !signatures.contains(kept) { signatures.append(kept) }
                    if let path {
                        if settings.onePerCheck {
                            for key in Set([ChecksKept.key(signature), ChecksKept.key(kept)]) where !checksKept.contains(key) {
                                checksKept.insert(key)
                                if settings.isWorker { ChecksKept.append(key, in: folder) }
                            }
                        }
                        let finding = CampaignFinding(check: failure.check.name, signature: kept.description,
                                                             message: failure.message, reproducer: path)
                        result.findings.append(finding)
                        if settings.isWorker { WorkerLine.finding(finding).say() }
                    }
                }
                if !keepGoing { break campaign }
            }
        }
        let elapsed = (clock.now - start).inSeconds
        (result.cases, result.elapsed, result.status) = (ran, elapsed, failed ? 1 : 0)
        // A worker's figures went to its supervisor case by case.
        if settings.isWorker { return result }
        let rate = elapsed > 0 ? Double(steps) / elapsed : 0
        let caseRate = elapsed > 0 ? Double(ran) / elapsed : 0
        let verdict = !failed ? "passed" : "failed (\(signatures.count) signature\(signatures.count == 1 ? "" : "s"))"
        let interruption = Interruption.signalName.map { "; interrupted by \($0)" } ?? ""
        output.write("\(verdict): \(ran) cases, \(steps) steps, \(checks) checks in \(String(format1: elapsed)) s "
                     + "(\(String(format1: caseRate)) cases/s, \(Int(rate)) steps/s; \(large) large cases), seed \(seed), shard \(shard.index + 1)/\(shard.count)\(interruption)\n")
        for signature in signatures { output.write("signature: \(signature)\n") }
        output.write("operations: " + operations.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ") + "\n")
        output.write("checks: " + checkCounts.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ") + "\n")
        return result
    }

    /// Shrinks a failing case and writes the smallest reproducer that, read back from its file,
    /// fails with the signature it was shrunk to: the shrunk one (its signature may have become
    /// the same failure on the prepared scenario), else the case as it ran, else (neither replays
    /// the same: a defect of the recording, reported as such) the case's seed record. Writes nothing
    /// when the shrunk signature is one already `known`. Returns the signature kept.
    /// Returns the signature kept and the file written (nil when nothing was).
    private static func keepReproducer(of outcome: LayoutCase.Outcome, registry: EngineRegistry, scenario: Scenario, signature: FailureSignature,
                                       caseSeed: UInt64, campaignSeed: UInt64, campaignEngine: String?, known: [FailureSignature],
                                       knownStems: Set<String>, folder: String,
                                       output: inout some OutputSink, writer: TextFiles.ByteWriter) throws(LabError) -> (FailureSignature, String?) {
        guard let (step, operation, failure) = outcome.failure else { return (signature, nil) }
        var shrinker = Shrinker(signature: signature, registry: registry)
        let shrunk = shrinker.shrink(scenario: scenario, steps: outcome.recorded)
        // The shrinker keeps only candidates that fail with the signature (or the same failure on
        // the prepared scenario); its result is checked all the same, as everything written is.
        let replayedSignature = (try? LayoutCase.replay(scenario: shrunk.scenario, steps: shrunk.steps, registry: registry))?.signature
        let shrunkSignature = replayedSignature.flatMap { shrinker.accepts($0) ? $0 : nil } ?? signature
        if known.contains(shrunkSignature) || knownStems.contains(shrunkSignature.fileStem) {
            output.write("shrinks to the failure already kept as \(shrunkSignature)\n")
            return (shrunkSignature, nil)
        }
        let candidates = [(shrunk.scenario, shrunk.steps, shrunkSignature, "shrunk from \(step) steps and \(scenario.itemCount) items to "
                               + "\(shrunk.steps.count) and \(shrunk.scenario.itemCount)"),
                          (scenario, outcome.recorded, signature, "not shrunk: \(step) steps and \(scenario.itemCount) items")]
        for (candidateScenario, candidateSteps, candidateSignature, how) in candidates {
            let path = "\(folder)/\(candidateSignature.fileStem)-\(caseSeed).json"
            let replayed = try? LayoutCase.replay(scenario: candidateScenario, steps: candidateSteps, registry: registry)
            let reproducer = Reproducer(check: failure.check, message: replayed?.failure?.failure.message ?? failure.message,
                                        shows: "found by fuzz run (campaign seed \(campaignSeed)); \(how)", expectation: .fails,
                                        caseSeed: caseSeed, campaignSeed: campaignSeed, scenario: candidateScenario, steps: candidateSteps)
            guard reproducer.replaysWith(candidateSignature, registry: registry) else { continue }
            try TextFiles.writeAtomically(reproducer.json(registry: registry), to: path, writer: writer)
            output.write("signature: \(candidateSignature)\n\(how) in \(shrinker.replays) replays; wrote \(path); "
                         + "replay with: fuzz replay \(path)\n")
            return (candidateSignature, path)
        }
        let record = FailureRecord(caseSeed: caseSeed, campaignSeed: campaignSeed, engine: campaignEngine, step: step,
                                   operation: operation, check: failure.check, message: failure.message)
        let recordPath = "\(folder)/\(signature.fileStem)-\(caseSeed)-seed.json"
        try TextFiles.writeAtomically(record.json(), to: recordPath, writer: writer)
        output.write("signature: \(signature)\nno reproducer replays with this signature from its file (a recording defect); "
                     + "wrote the seed record \(recordPath); replay with: fuzz replay \(recordPath)\n")
        return (signature, recordPath)
    }

    /// The seed of case `index` of the campaign seeded `campaign`: one SplitMix64 step from a
    /// mix of both, so neighbouring cases are unrelated.
    static func caseSeed(campaign: UInt64, case index: UInt64) -> UInt64 {
        var generator = SeededGenerator(seed: campaign ^ (index &* 0xD1B5_4A32_D192_ED03))
        return generator.next()
    }

    static func unsigned(_ text: String, option: String) throws(LabError) -> UInt64 {
        guard let value = UInt64(text) else { throw LabError("\(option): expected a non-negative integer, got '\(text)'") }
        return value
    }
}
