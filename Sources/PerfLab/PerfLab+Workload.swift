import LabSupport
import LayoutEngine
import Workloads

/// `perflab workload KIND SCENARIO.json -o FILE [--steps N] [--seed N] [--hz 60|120] [--rate normal|fast]`
enum WorkloadCommand {
    static let kinds = ["steady", "flings", "jumps", "back-and-forth", "self-sizing-scroll", "rotations", "split-view", "batches"]

    /// The options the command accepts (its help lists each; a test checks that it does).
    static let valueOptions: Set<String> = ["-o", "--steps", "--seed", "--hz", "--rate"]
    static let flagOptions: Set<String> = []

    static let help = """
        usage: perflab workload KIND SCENARIO.json -o FILE [--steps N] [--seed N] [--hz 60|120] [--rate normal|fast]

        Generates a workload for the scenario and saves it as a file (docs/workloads.md) that
        'perflab play' runs again, step for step. KIND is one of:
          steady              steady scrolling at 2,000 points a second
          flings              flings decelerating at UIScrollView's rate (--rate normal or fast)
          jumps               jumps to random offsets
          back-and-forth      down the content and back up
          self-sizing-scroll  steady scrolling with a self-sizing pass after every frame
          rotations           portrait and landscape, alternately
          split-view          split-view widths of an iPad, forward and back
          batches             random batches of 10 item changes (inserts, deletes, moves, reloads)
        --steps is the number of frames, resizes or batches (default 1,000); --seed draws the random
        ones (default 1); --hz the frame rate of scroll traces (default 60). The scenario is stored in
        the file, so the workload replays without it.

        example: perflab workload flings docs/scenarios/flow-per-item.json -o flings.json --rate fast
        """

    /// - Parameter writer: writes the bytes of every file the command writes (`TextFiles.writeAtomically`):
    ///   the real one unless a test passes one that fails as a full disk does.
    static func execute(_ arguments: [String], registry: EngineRegistry, output: inout some OutputSink,
                        writer: TextFiles.ByteWriter = TextFiles.writeBytes) throws(LabError) {
        let list = try ArgumentList(arguments, command: "workload", valueOptions: valueOptions, flagOptions: flagOptions)
        if list.wantsHelp { return output.write(help + "\n") }
        guard list.positionals.count == 2 else {
            throw LabError("workload: expected KIND and SCENARIO.json, got \(list.positionals.count) arguments; see 'perflab workload --help'")
        }
        let kind = list.positionals[0]
        guard kinds.contains(kind) else {
            throw LabError("workload: unknown kind '\(kind)' (known: \(kinds.joined(separator: ", ")))")
        }
        guard let destination = try list.path("-o", expected: "a file path") else { throw LabError("workload: missing -o FILE") }
        try TextFiles.checkDestination(destination)
        let steps = try count(list.options["--steps"], option: "--steps", default: 1_000, range: 1...1_000_000)
        let seed = try count(list.options["--seed"], option: "--seed", default: 1, range: 0...Int.max)
        let hz = try count(list.options["--hz"], option: "--hz", default: 60, range: 60...120)
        guard hz == 60 || hz == 120 else { throw LabError("--hz: expected 60 or 120, got '\(hz)'") }
        let rateName = list.options["--rate"] ?? "normal"
        guard let rate = ["normal": DecelerationRate.normal, "fast": .fast][rateName] else {
            throw LabError("--rate: expected normal or fast, got '\(rateName)'")
        }
        let scenario = try Scenario.load(path: list.positionals[1], registry: registry)
        let frameRate: FrameRate = hz == 60 ? .hz60 : .hz120
        let workload: Workload
        if ["rotations", "split-view", "batches"].contains(kind) {
            workload = switch kind {
            case "rotations": .rotations(scenario, count: steps)
            case "split-view": .splitViewResizes(scenario, count: steps)
            default: .randomBatches(scenario, batchCount: steps, changesPerBatch: 10, seed: UInt64(seed))
            }
        } else {
            let track = try ScrollTrack(measuring: scenario, registry: registry)
            workload = switch kind {
            case "steady": .steadyScroll(scenario, track: track, frameRate: frameRate, frameLimit: steps)
            case "flings": .flings(scenario, track: track, rate: rate, frameRate: frameRate, frameCount: steps, seed: UInt64(seed))
            case "jumps": .jumps(scenario, track: track, count: steps, seed: UInt64(seed))
            case "back-and-forth": .backAndForth(scenario, track: track, frameRate: frameRate, frameCount: steps)
            default: .selfSizingScroll(scenario, track: track, frameRate: frameRate, frameLimit: steps)
            }
        }
        try workload.save(to: destination, registry: registry, writer: writer)
        output.write("wrote \(destination): \(workload.summary) (\(workload.steps.count) steps)\n")
    }

    /// A whole number option within `range`, or `defaultValue` when absent.
    static func count(_ text: String?, option: String, default defaultValue: Int, range: ClosedRange<Int>) throws(LabError) -> Int {
        guard let text else { return defaultValue }
        guard let value = Int(text), range.contains(value) else {
            throw LabError("\(option): expected a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return value
    }
}
