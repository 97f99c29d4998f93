import LabSupport
/// Scroll traces: the content offset at each frame of a gesture, along a `ScrollTrack`, one
/// offset per frame (the offset at the frame's time; the starting offset itself is not a frame).
/// Each generator is deterministic: the same arguments (and seed) give the same offsets on every
/// platform. The physics of each is in docs/workloads.md.
public enum ScrollTrace {
    /// The speed below which a fling stops, in points per second. At the normal rate the fling
    /// then has less than 0.05 points left to travel (0.1 / 1000 / −ln 0.998), at the fast rate
    /// less than 0.01: under half a pixel on a 3× screen, the travel below which a scroll view's
    /// movement is invisible.
    public static let defaultStopSpeed = 0.1

    /// Scrolling at a constant `speed` (points per second; negative scrolls back) from `start`:
    /// frame k is at start + speed · k / fps, clamped to the track. The trace ends with the frame
    /// that reaches the track's end (or its beginning, scrolling back), or after `frameLimit`
    /// frames; it is empty when `speed` is 0 or `start` is already at that end.
    /// - Complexity: O(f), where f is the number of frames returned.
    public static func steady(on track: ScrollTrack, from start: Double = 0, speed: Double,
                              frameRate: FrameRate = .hz60, frameLimit: Int) -> [Double] {
        let start = track.clamped(start)
        let end = speed > 0 ? track.maximumOffset : 0
        guard speed != 0, start != end, frameLimit > 0 else { return [] }
        var offsets: [Double] = []
        let expected = ((end - start) / speed * Double(frameRate.framesPerSecond)).magnitude + 2
        offsets.reserveCapacity(Int(Swift.min(Double(frameLimit), expected)))
        for frame in 1...frameLimit {
            let offset = track.clamped(start + speed * Double(frame) / Double(frameRate.framesPerSecond))
            offsets.append(offset)
            if offset == end { break }
        }
        return offsets
    }

    /// One fling from `start` at `velocity` points per second (negative flings back), decelerating
    /// as `UIScrollView` does: frame k at t = k · 1000 / fps milliseconds is at
    /// x₀ + (v₀ / 1000) · (dᵗ − 1) / ln d (see `DecelerationRate`), clamped to the track.
    /// The fling ends with the first frame whose speed v₀ · dᵗ is below `stopSpeed`, with the frame
    /// that reaches the track's end (no bounce is modelled), or after `frameLimit` frames. Empty
    /// when the velocity is not above `stopSpeed` or the fling starts at the end it moves toward.
    /// - Complexity: O(f), where f is the number of frames returned.
    public static func fling(on track: ScrollTrack, from start: Double = 0, velocity: Double,
                             rate: DecelerationRate = .normal, frameRate: FrameRate = .hz60,
                             stopSpeed: Double = defaultStopSpeed, frameLimit: Int = .max) -> [Double] {
        var offsets: [Double] = []
        appendFling(to: &offsets, on: track, from: start, velocity: velocity, rate: rate, frameRate: frameRate,
                    stopSpeed: stopSpeed, frameLimit: frameLimit)
        return offsets
    }

    /// Flings one after another until `frameCount` frames: each starts where the last came to
    /// rest, at a speed drawn uniformly from `speeds`, toward the end of the track three times in
    /// four and back otherwise (always away from an end it rests at). Fewer frames only when the
    /// track has no room to scroll.
    /// - Precondition: `speeds.lowerBound > stopSpeed`.
    /// - Complexity: O(f), where f is `frameCount`.
    public static func flings(on track: ScrollTrack, from start: Double = 0, speeds: ClosedRange<Double> = 2_000...12_000,
                              rate: DecelerationRate = .normal, frameRate: FrameRate = .hz60,
                              stopSpeed: Double = defaultStopSpeed, frameCount: Int, seed: UInt64) -> [Double] {
        precondition(speeds.lowerBound > stopSpeed, "a fling slower than the stop speed does not move")
        var generator = SeededGenerator(seed: seed)
        var offsets: [Double] = []
        offsets.reserveCapacity(Swift.max(0, frameCount))
        var position = track.clamped(start)
        while offsets.count < frameCount {
            let speed = generator.double(in: speeds)
            let forward = position <= 0 || (position < track.maximumOffset && generator.chance(0.75))
            let before = offsets.count
            appendFling(to: &offsets, on: track, from: position, velocity: forward ? speed : -speed, rate: rate,
                        frameRate: frameRate, stopSpeed: stopSpeed, frameLimit: frameCount - offsets.count)
            guard offsets.count > before else { break }
            position = offsets[offsets.count - 1]
        }
        return offsets
    }

    /// `count` jumps, each to an offset drawn uniformly in whole points from the track, as
    /// `scrollToItem(at:at:animated: false)` to a random item does. The generator does not know
    /// where items are, so it draws offsets, not items: any offset shows some items.
    /// - Complexity: O(count).
    public static func jumps(on track: ScrollTrack, count: Int, seed: UInt64) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        let last = Int(track.maximumOffset)
        return (0..<Swift.max(0, count)).map { _ in Double(generator.int(in: 0...last)) }
    }

    /// Scrolling at a constant `speed` (points per second) from `start` toward the end of the
    /// track for `span` points, then back to `start`, and again, for `frameCount` frames: a
    /// triangle wave between the two turning points (both clamped to the track), which it visits
    /// exactly. Empty when there is no room between them.
    /// - Precondition: `speed > 0`, `span > 0`.
    /// - Complexity: O(frameCount).
    public static func backAndForth(on track: ScrollTrack, from start: Double = 0, span: Double = .infinity,
                                    speed: Double, frameRate: FrameRate = .hz60, frameCount: Int) -> [Double] {
        precondition(speed > 0 && span > 0, "back-and-forth needs a positive speed and span")
        let low = track.clamped(start), high = track.clamped(start + span)
        let length = high - low
        guard length > 0, frameCount > 0 else { return [] }
        return (1...frameCount).map { frame in
            let travelled = speed * Double(frame) / Double(frameRate.framesPerSecond)
            let legs = Int(travelled / length)
            let within = Swift.min(travelled - Double(legs) * length, length)
            return legs % 2 == 0 ? low + within : high - within
        }
    }

    private static func appendFling(to offsets: inout [Double], on track: ScrollTrack, from start: Double,
                                    velocity: Double, rate: DecelerationRate, frameRate: FrameRate,
                                    stopSpeed: Double, frameLimit: Int) {
        let start = track.clamped(start)
        let end = velocity > 0 ? track.maximumOffset : 0
        guard velocity.magnitude > stopSpeed, start != end, frameLimit > 0 else { return }
        for frame in 1...frameLimit {
            // dᵗ once per frame: the distance is (v₀ / 1000)(dᵗ − 1) / ln d, the speed |v₀| dᵗ.
            let decay = rate.decay(after: frameRate.time(ofFrame: frame))
            let offset = track.clamped(start + velocity / 1000 * (decay - 1) / rate.logarithm)
            offsets.append(offset)
            if offset == end || velocity.magnitude * decay < stopSpeed { return }
        }
    }
}
