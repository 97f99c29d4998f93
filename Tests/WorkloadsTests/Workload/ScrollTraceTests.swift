import Foundation
import LayoutEngine
import Testing
@testable import Workloads

@Suite struct ScrollTraceTests {
    static let longTrack = ScrollTrack(contentLength: 10_000_000, viewportLength: 844)
    static let shortTrack = ScrollTrack(contentLength: 3_000, viewportLength: 844)

    // MARK: Steady

    @Test(arguments: [FrameRate.hz60, .hz120])
    func steadyGivesOneFramePerRefresh(frameRate: FrameRate) {
        let offsets = ScrollTrace.steady(on: Self.longTrack, speed: 1_200, frameRate: frameRate, frameLimit: 10_000)
        #expect(offsets.count == 10_000)
        // 1200 pt/s is 20 points a frame at 60 Hz, 10 at 120 Hz.
        let step = 1_200 / Double(frameRate.framesPerSecond)
        #expect(offsets[0] == step && offsets[1] == 2 * step)
        #expect(offsets[9_999] == 10_000 * step)
    }

    @Test func steadyStopsAtTheEndOfTheContent() {
        let track = Self.shortTrack  // 2156 points of room
        let at60 = ScrollTrace.steady(on: track, speed: 600, frameRate: .hz60, frameLimit: 10_000)
        let at120 = ScrollTrace.steady(on: track, speed: 600, frameRate: .hz120, frameLimit: 10_000)
        #expect(at60.count == 216)   // ⌈2156 / 10⌉
        #expect(at120.count == 432)  // ⌈2156 / 5⌉
        #expect(at60.last == track.maximumOffset && at120.last == track.maximumOffset)
        #expect(zip(at60, at60.dropFirst()).allSatisfy { $0 < $1 })
        // Back up from the end, and nothing from where it cannot move.
        let back = ScrollTrace.steady(on: track, from: 2_156, speed: -600, frameRate: .hz60, frameLimit: 10_000)
        #expect(back.count == 216 && back.last == 0)
        #expect(ScrollTrace.steady(on: track, from: 5_000, speed: 600, frameLimit: 10).isEmpty)
        #expect(ScrollTrace.steady(on: ScrollTrack(contentLength: 100, viewportLength: 844), speed: 600, frameLimit: 10).isEmpty)
    }

    // MARK: Fling

    /// The first frames follow x(t) = x₀ + (v₀/1000)(dᵗ − 1)/ln d and v(t) = v₀dᵗ, computed
    /// here with the C library.
    @Test(arguments: [(DecelerationRate.normal, FrameRate.hz60), (.normal, .hz120), (.fast, .hz60), (.fast, .hz120)])
    func flingFollowsTheFormula(rate: DecelerationRate, frameRate: FrameRate) {
        let start = 1_000.0, velocity = 5_000.0
        let offsets = ScrollTrace.fling(on: Self.longTrack, from: start, velocity: velocity, rate: rate, frameRate: frameRate)
        for frame in 1...20 {
            let t = Double(frame) * 1000 / Double(frameRate.framesPerSecond)
            let expected = start + velocity / 1000 * (pow(rate.rawValue, t) - 1) / log(rate.rawValue)
            #expect(abs(offsets[frame - 1] - expected) < 1e-9, "frame \(frame)")
        }
        // 16.67 ms at 5000 pt/s and the normal rate: 81.96 points in the first frame.
        if rate == .normal && frameRate == .hz60 { #expect(abs(offsets[0] - start - 81.958) < 0.001) }
    }

    @Test(arguments: [DecelerationRate.normal, .fast])
    func flingStopsBelowTheStopSpeed(rate: DecelerationRate) {
        let velocity = 8_000.0
        let offsets = ScrollTrace.fling(on: Self.longTrack, velocity: velocity, rate: rate, frameRate: .hz60)
        // It stops at the first frame slower than 0.1 pt/s: that frame's speed is below, the one before is not.
        func speed(atFrame frame: Int) -> Double { velocity * pow(rate.rawValue, Double(frame) * 1000 / 60) }
        #expect(speed(atFrame: offsets.count) < ScrollTrace.defaultStopSpeed)
        #expect(speed(atFrame: offsets.count - 1) >= ScrollTrace.defaultStopSpeed)
        // …which is where the formula for the stopping time says.
        let stopTime = rate.time(initialVelocity: velocity, toSlowTo: ScrollTrace.defaultStopSpeed)
        #expect(offsets.count == Int((stopTime / (1000.0 / 60)).rounded(.up)))
        // Offsets rise and approach the resting offset, less than the threshold away.
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
        let rest = rate.restingDistance(initialVelocity: velocity)
        #expect(offsets.last! < rest && rest - offsets.last! < 0.05)
    }

    @Test func flingIsClampedToTheContent() {
        let track = Self.shortTrack
        let forward = ScrollTrace.fling(on: track, from: 100, velocity: 12_000, frameRate: .hz120)
        #expect(forward.last == track.maximumOffset)
        #expect(forward.allSatisfy { $0 >= 100 && $0 <= track.maximumOffset })
        #expect(forward.filter { $0 == track.maximumOffset }.count == 1)
        let backward = ScrollTrace.fling(on: track, from: 2_000, velocity: -12_000, frameRate: .hz60)
        #expect(backward.last == 0)
        #expect(zip(backward, backward.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(ScrollTrace.fling(on: track, from: track.maximumOffset, velocity: 1_000).isEmpty)
        #expect(ScrollTrace.fling(on: track, velocity: 0.05).isEmpty)
        #expect(ScrollTrace.fling(on: Self.longTrack, velocity: 8_000, frameLimit: 7).count == 7)
    }

    @Test func flingsFillTheFrameCountDeterministically() {
        for seed in 0..<5 as Range<UInt64> {
            let first = ScrollTrace.flings(on: Self.shortTrack, frameRate: .hz120, frameCount: 3_000, seed: seed)
            let second = ScrollTrace.flings(on: Self.shortTrack, frameRate: .hz120, frameCount: 3_000, seed: seed)
            #expect(first == second, "seed \(seed)")
            #expect(first.count == 3_000, "seed \(seed)")
            #expect(first.allSatisfy { $0 >= 0 && $0 <= Self.shortTrack.maximumOffset }, "seed \(seed)")
        }
        #expect(ScrollTrace.flings(on: Self.shortTrack, frameCount: 500, seed: 1)
                != ScrollTrace.flings(on: Self.shortTrack, frameCount: 500, seed: 2))
        #expect(ScrollTrace.flings(on: ScrollTrack(contentLength: 10, viewportLength: 844), frameCount: 50, seed: 1).isEmpty)
    }

    // MARK: Jumps and back-and-forth

    @Test func jumpsAreWholePointsInTheContent() {
        let offsets = ScrollTrace.jumps(on: Self.shortTrack, count: 1_000, seed: 3)
        #expect(offsets.count == 1_000)
        #expect(offsets.allSatisfy { $0 >= 0 && $0 <= Self.shortTrack.maximumOffset && $0 == $0.rounded() })
        #expect(offsets == ScrollTrace.jumps(on: Self.shortTrack, count: 1_000, seed: 3))
        #expect(Set(offsets).count > 500)
    }

    @Test func backAndForthTurnsAtBothEnds() {
        // 1000 points of span at 600 pt/s and 60 Hz: 10 points a frame, turning every 100 frames.
        let offsets = ScrollTrace.backAndForth(on: Self.longTrack, from: 500, span: 1_000, speed: 600, frameRate: .hz60,
                                               frameCount: 450)
        #expect(offsets.count == 450)
        #expect(offsets[0] == 510 && offsets[99] == 1_500 && offsets[100] == 1_490 && offsets[199] == 500 && offsets[200] == 510)
        #expect(offsets.allSatisfy { $0 >= 500 && $0 <= 1_500 })
        // The whole content by default.
        let whole = ScrollTrace.backAndForth(on: Self.shortTrack, speed: 2_156 * 6, frameRate: .hz60, frameCount: 25)
        #expect(whole[9] == Self.shortTrack.maximumOffset && whole[19] == 0)
    }

    @Test func trackOfAView() throws {
        let scenario = WorkloadFixtures.flow(items: 30)
        let track = try ScrollTrack(measuring: scenario, registry: .builtIn)
        // 30 items, three to a 110-point row with 10 points between rows: 10 rows.
        #expect(track.contentLength == 10 * 110 + 9 * 10)
        #expect(track.viewportLength == 844 && track.maximumOffset == 1_190 - 844)
        #expect(track.point(at: 12) == Point(x: 0, y: 12))
        var horizontal = track
        horizontal.direction = .horizontal
        #expect(horizontal.point(at: 12) == Point(x: 12, y: 0))
    }
}
