import LayoutEngine

/// Workloads ready to play, from the generators of `ScrollTrace` and `RandomItemBatches` and the
/// sizes of `DeviceSizes`. Each is deterministic for its arguments; the name and summary record
/// them. Physics and parameters: docs/workloads.md.
///
/// Each costs O(k) for the k steps it makes (and `randomBatches` O(b · (c + s)), see
/// `RandomItemBatches.make`), whatever the number of items.
extension Workload {
    /// A scroll workload of one frame per offset along `track`; with `selfSizing`, each frame is
    /// followed by a self-sizing pass (two steps per frame).
    /// - Complexity: O(f), where f is the number of offsets.
    public static func scrollFrames(name: String, summary: String = "", scenario: Scenario, track: ScrollTrack,
                                    offsets: [Double], selfSizing: Bool = false) -> Workload {
        var steps: [WorkloadStep] = []
        steps.reserveCapacity(offsets.count * (selfSizing ? 2 : 1))
        for offset in offsets {
            steps.append(.scroll(to: track.point(at: offset)))
            if selfSizing { steps.append(.selfSizeVisibleCells) }
        }
        return Workload(name: name, kind: selfSizing ? .selfSizing : .scroll, summary: summary, scenario: scenario,
                        steps: steps)
    }

    /// Steady scrolling at `speed` points per second from the top (`ScrollTrace.steady`), until
    /// the end of the content or `frameLimit` frames.
    public static func steadyScroll(_ scenario: Scenario, track: ScrollTrack, speed: Double = 2_000,
                                    frameRate: FrameRate = .hz60, frameLimit: Int = 10_000) -> Workload {
        scrollFrames(name: "steady-\(number(speed))pts-\(frameRate.framesPerSecond)hz",
                     summary: "steady scroll at \(number(speed)) pt/s, \(frameRate), at most \(frameLimit) frames",
                     scenario: scenario, track: track,
                     offsets: ScrollTrace.steady(on: track, speed: speed, frameRate: frameRate, frameLimit: frameLimit))
    }

    /// Flings one after another (`ScrollTrace.flings`) for `frameCount` frames.
    public static func flings(_ scenario: Scenario, track: ScrollTrack, speeds: ClosedRange<Double> = 2_000...12_000,
                              rate: DecelerationRate = .normal, frameRate: FrameRate = .hz60, frameCount: Int = 10_000,
                              seed: UInt64) -> Workload {
        let rateName = rate == .normal ? "normal" : rate == .fast ? "fast" : number(rate.rawValue)
        return scrollFrames(
            name: "flings-\(rateName)-\(frameRate.framesPerSecond)hz",
            summary: "flings of \(number(speeds.lowerBound))–\(number(speeds.upperBound)) pt/s decelerating by \(rate), "
                + "stopping below \(number(ScrollTrace.defaultStopSpeed)) pt/s, \(frameRate), \(frameCount) frames, seed \(seed)",
            scenario: scenario, track: track,
            offsets: ScrollTrace.flings(on: track, speeds: speeds, rate: rate, frameRate: frameRate,
                                        frameCount: frameCount, seed: seed))
    }

    /// `count` jumps to random offsets (`ScrollTrace.jumps`).
    public static func jumps(_ scenario: Scenario, track: ScrollTrack, count: Int = 10_000, seed: UInt64) -> Workload {
        scrollFrames(name: "jumps", summary: "\(count) jumps to random whole-point offsets, seed \(seed)",
                     scenario: scenario, track: track, offsets: ScrollTrace.jumps(on: track, count: count, seed: seed))
    }

    /// Down `span` points and back up at `speed`, for `frameCount` frames (`ScrollTrace.backAndForth`).
    public static func backAndForth(_ scenario: Scenario, track: ScrollTrack, speed: Double = 2_000,
                                    span: Double = .infinity, frameRate: FrameRate = .hz60,
                                    frameCount: Int = 10_000) -> Workload {
        let spanText = span.isFinite ? "\(number(span)) pt" : "the whole content"
        return scrollFrames(
            name: "back-and-forth-\(number(speed))pts-\(frameRate.framesPerSecond)hz",
            summary: "down \(spanText) and back at \(number(speed)) pt/s, \(frameRate), \(frameCount) frames",
            scenario: scenario, track: track,
            offsets: ScrollTrace.backAndForth(on: track, span: span, speed: speed, frameRate: frameRate,
                                              frameCount: frameCount))
    }

    /// Steady scrolling with a self-sizing pass after every frame: the corrections a self-sizing
    /// layout gets as cells appear.
    public static func selfSizingScroll(_ scenario: Scenario, track: ScrollTrack, speed: Double = 2_000,
                                        frameRate: FrameRate = .hz60, frameLimit: Int = 10_000) -> Workload {
        scrollFrames(name: "self-sizing-\(number(speed))pts-\(frameRate.framesPerSecond)hz",
                     summary: "steady scroll at \(number(speed)) pt/s, \(frameRate), at most \(frameLimit) frames, "
                        + "each followed by a self-sizing pass",
                     scenario: scenario, track: track,
                     offsets: ScrollTrace.steady(on: track, speed: speed, frameRate: frameRate, frameLimit: frameLimit),
                     selfSizing: true)
    }

    /// `count` rotations, first to landscape (`portrait` turned), then back, and so on.
    public static func rotations(_ scenario: Scenario, portrait: Size = DeviceSizes.iPhonePortrait,
                                 count: Int = 100) -> Workload {
        let landscape = Size(width: portrait.height, height: portrait.width)
        return Workload(name: "rotations", kind: .rotation,
                        summary: "\(count) rotations between \(number(portrait.width))×\(number(portrait.height)) and its landscape",
                        scenario: scenario,
                        steps: (0..<Swift.max(0, count)).map { .setBounds($0 % 2 == 0 ? landscape : portrait) })
    }

    /// `count` split-view resizes at `height`, walking `widths` forward and back
    /// (1024, 694, 507, 375, 320, 375, 507, 694, 1024, …).
    /// - Precondition: `widths` is not empty.
    public static func splitViewResizes(_ scenario: Scenario, widths: [Double] = DeviceSizes.splitViewWidths,
                                        height: Double = DeviceSizes.iPadPortrait.height, count: Int = 100) -> Workload {
        precondition(!widths.isEmpty, "no split-view widths")
        let cycle = widths.count < 2 ? widths : widths + widths.reversed().dropFirst().dropLast()
        return Workload(name: "split-view", kind: .rotation,
                        summary: "\(count) split-view resizes at height \(number(height)) through widths "
                            + widths.map(number).joined(separator: ", "),
                        scenario: scenario,
                        steps: (0..<Swift.max(0, count)).map { .setBounds(Size(width: cycle[$0 % cycle.count], height: height)) })
    }

    /// `batchCount` random batches of `changesPerBatch` item changes (`RandomItemBatches`).
    public static func randomBatches(_ scenario: Scenario, batchCount: Int = 100, changesPerBatch: Int = 100,
                                     mix: BatchMix = .balanced, seed: UInt64) -> Workload {
        let batches = RandomItemBatches.make(itemCounts: scenario.sections.map(\.itemCount), batchCount: batchCount,
                                             changesPerBatch: changesPerBatch, mix: mix, seed: seed)
        return Workload(name: "batches-\(changesPerBatch)", kind: .batch,
                        summary: "\(batchCount) batches of \(changesPerBatch) item changes (\(mix)), seed \(seed)",
                        scenario: scenario, steps: batches.map(WorkloadStep.batchUpdate))
    }

    /// A number as a name shows it: whole numbers without a fraction.
    private static func number(_ value: Double) -> String {
        value.isFinite && value.magnitude < 0x1p53 && Double(Int64(value)) == value ? String(Int64(value)) : String(value)
    }
}
