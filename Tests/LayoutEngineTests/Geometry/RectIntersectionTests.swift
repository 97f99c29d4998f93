import Testing
@testable import LayoutEngine

/// `Rect.intersects(_:)`: the receiver is the query; a frame is returned when it overlaps the query
/// by a positive length on both axes (or, with zero extent on an axis, lies strictly inside).
@Suite struct RectIntersectionTests {
    /// The query every case below is measured against: x 10…110, y 20…70.
    let query = Rect(x: 10, y: 20, width: 100, height: 50)

    @Test func overlappingFramesAreReturned() {
        #expect(query.intersects(Rect(x: 0, y: 0, width: 11, height: 21)))      // overlaps the top-left corner by 1×1
        #expect(query.intersects(Rect(x: 50, y: 30, width: 10, height: 10)))    // inside
        #expect(query.intersects(Rect(x: 0, y: 0, width: 500, height: 500)))    // contains the query
        #expect(query.intersects(query))
        #expect(query.intersects(Rect(x: 109.5, y: 69.5, width: 100, height: 100)))
    }

    @Test(arguments: [
        Rect(x: 0, y: 30, width: 10, height: 10),     // touches the left edge (maxX == 10)
        Rect(x: 110, y: 30, width: 10, height: 10),   // touches the right edge (minX == 110)
        Rect(x: 50, y: 10, width: 10, height: 10),    // touches the top edge (maxY == 20)
        Rect(x: 50, y: 70, width: 10, height: 10),    // touches the bottom edge (minY == 70)
        Rect(x: 0, y: 10, width: 10, height: 10),     // touches the top-left corner only
        Rect(x: 110, y: 70, width: 10, height: 10),   // touches the bottom-right corner only
        Rect(x: 110, y: 10, width: 10, height: 10),   // touches the top-right corner only
        Rect(x: 0, y: 70, width: 10, height: 10),     // touches the bottom-left corner only
    ])
    func framesThatOnlyTouchAnEdgeAreNotReturned(frame: Rect) {
        #expect(!query.intersects(frame), "frame \(frame)")
    }

    @Test func zeroExtentFramesAreReturnedOnlyStrictlyInside() {
        // Zero height, strictly inside the query's Y extent: returned.
        #expect(query.intersects(Rect(x: 20, y: 45, width: 30, height: 0)))
        // Zero width, strictly inside the X extent: returned.
        #expect(query.intersects(Rect(x: 60, y: 30, width: 0, height: 10)))
        // A point strictly inside: returned.
        #expect(query.intersects(Rect(x: 60, y: 30, width: 0, height: 0)))
        // On the query's edges: not returned.
        #expect(!query.intersects(Rect(x: 20, y: 20, width: 30, height: 0)))   // on the top edge
        #expect(!query.intersects(Rect(x: 20, y: 70, width: 30, height: 0)))   // on the bottom edge
        #expect(!query.intersects(Rect(x: 10, y: 30, width: 0, height: 10)))   // on the left edge
        #expect(!query.intersects(Rect(x: 110, y: 30, width: 0, height: 10)))  // on the right edge
        #expect(!query.intersects(Rect(x: 10, y: 20, width: 0, height: 0)))    // on a corner
        // Zero height but outside the X extent: not returned.
        #expect(!query.intersects(Rect(x: 111, y: 45, width: 30, height: 0)))
    }

    @Test func anEmptyQueryReturnsNothing() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(!Rect(x: 50, y: 10, width: 0, height: 50).intersects(frame))   // zero width
        #expect(!Rect(x: 10, y: 50, width: 50, height: 0).intersects(frame))   // zero height
        #expect(!Rect(x: 50, y: 50, width: 0, height: 0).intersects(frame))    // a point
        #expect(!Rect.zero.intersects(Rect(x: -1, y: -1, width: 2, height: 2)))
        // Even a zero-size frame at the same point is not returned by a zero-size query.
        #expect(!Rect(x: 50, y: 50, width: 0, height: 0).intersects(Rect(x: 50, y: 50, width: 0, height: 0)))
    }

    @Test func anInvertedQueryIsStandardised() {
        // x 110 → 10, y 70 → 20: the same extent as `query`.
        let inverted = Rect(x: 110, y: 70, width: -100, height: -50)
        #expect(inverted.standardized == query)
        #expect(inverted.intersects(Rect(x: 50, y: 30, width: 10, height: 10)))
        #expect(!inverted.intersects(Rect(x: 110, y: 30, width: 10, height: 10)))   // touches its right edge
        #expect(!inverted.intersects(Rect(x: 50, y: 70, width: 10, height: 10)))    // touches its bottom edge
        #expect(!inverted.intersects(Rect(x: 200, y: 30, width: 10, height: 10)))
        // Only one axis inverted.
        #expect(Rect(x: 110, y: 20, width: -100, height: 50).intersects(Rect(x: 105, y: 65, width: 1, height: 1)))
    }

    @Test func negativeSizeFramesAreStandardised() {
        // Origin (30, 40), size −20×−10: spans x 10…30, y 30…40.
        #expect(query.intersects(Rect(x: 30, y: 40, width: -20, height: -10)))
        // Spans x 0…10: touches the left edge only.
        #expect(!query.intersects(Rect(x: 10, y: 40, width: -10, height: -10)))
        // Spans x 0…11: overlaps by 1.
        #expect(query.intersects(Rect(x: 11, y: 40, width: -11, height: -10)))
        // Spans y 70…90 after standardising: touches the bottom edge only.
        #expect(!query.intersects(Rect(x: 50, y: 90, width: 10, height: -20)))
    }

    @Test func nanInTheQueryReturnsNothing() {
        let frame = Rect(x: 0, y: 0, width: 1000, height: 1000)
        #expect(!Rect(x: .nan, y: 20, width: 100, height: 50).intersects(frame))
        #expect(!Rect(x: 10, y: .nan, width: 100, height: 50).intersects(frame))
        #expect(!Rect(x: 10, y: 20, width: .nan, height: 50).intersects(frame))
        #expect(!Rect(x: 10, y: 20, width: 100, height: .nan).intersects(frame))
    }

    @Test func nanInTheFrameOriginIsNeverReturned() {
        #expect(!query.intersects(Rect(x: .nan, y: 30, width: 10, height: 10)))
        #expect(!query.intersects(Rect(x: 50, y: .nan, width: 10, height: 10)))
        #expect(!Rect.infinite.intersects(Rect(x: .nan, y: .nan, width: 10, height: 10)))
    }

    /// Found by this suite: a frame whose width or height is NaN (with a finite origin) used to be
    /// returned, because `Swift.min`/`Swift.max` drop a NaN operand and the frame read as a
    /// zero-width frame at `origin.x`. The edges now propagate NaN.
    @Test func nanInTheFrameSizeIsNeverReturned() {
        #expect(!query.intersects(Rect(x: 50, y: 30, width: .nan, height: 10)))
        #expect(!query.intersects(Rect(x: 50, y: 30, width: 10, height: .nan)))
        #expect(!Rect.infinite.intersects(Rect(x: 0, y: 0, width: .nan, height: .nan)))
        #expect(!Rect(x: 0, y: 0, width: .nan, height: 100).intersects(Rect(x: 50, y: 30, width: 10, height: 10)))
        #expect(Rect(x: 50, y: 30, width: .nan, height: 10).minX == 50)
        #expect(Rect(x: 50, y: 30, width: .nan, height: 10).maxX.isNaN)
    }

    @Test func theInfiniteQueryReturnsEveryFiniteFrame() {
        #expect(Rect.infinite.intersects(Rect(x: 0, y: 0, width: 1, height: 1)))
        #expect(Rect.infinite.intersects(Rect(x: -1e12, y: 1e12, width: 1, height: 1)))
        #expect(Rect.infinite.intersects(Rect(x: 1e300, y: -1e300, width: 0, height: 0)))
        #expect(Rect.infinite.intersects(Rect(x: 5, y: 5, width: 0, height: 10)))
        #expect(Rect.infinite.intersects(Rect(x: 5, y: 5, width: -3, height: -3)))
        #expect(Rect.infinite.intersects(.infinite))
        #expect(Rect.infinite.minX.isFinite && Rect.infinite.maxX.isFinite)
    }

    @Test func farAwayFramesAreNotReturned() {
        #expect(!query.intersects(Rect(x: 1e9, y: 1e9, width: 10, height: 10)))
        #expect(!query.intersects(Rect(x: -1e9, y: 30, width: 10, height: 10)))
        #expect(!query.intersects(Rect(x: 50, y: 71, width: 10, height: 10)))   // just below
        #expect(!query.intersects(Rect(x: 50, y: 1e6, width: 10, height: 1e6)))
        // Overlapping on one axis is not enough.
        #expect(!query.intersects(Rect(x: 0, y: 100, width: 1000, height: 10)))
        #expect(!query.intersects(Rect(x: 200, y: 0, width: 10, height: 1000)))
    }

    @Test func intersectionIsSymmetricForNonEmptyRects() {
        var rng = SplitMix64(seed: 0x5EED_0001)
        for iteration in 0..<2_000 {
            func random() -> Rect {
                Rect(x: Double(rng.int(in: -5...5)), y: Double(rng.int(in: -5...5)),
                     width: Double(rng.int(in: -4...4)), height: Double(rng.int(in: -4...4)))
            }
            let a = random(), b = random()
            let nonEmpty = a.standardized.width > 0 && a.standardized.height > 0
                && b.standardized.width > 0 && b.standardized.height > 0
            if nonEmpty {
                #expect(a.intersects(b) == b.intersects(a), "seed 0x5EED0001 iteration \(iteration): \(a) \(b)")
                #expect(a.intersects(b) == (a.overlapArea(with: b) > 0), "iteration \(iteration): \(a) \(b)")
            }
        }
    }

    /// `intersects(standardized:)` is `intersects(_:)` for frames without a negative length: drawn
    /// on a small grid (so edges touch and lengths are zero often), with NaN and infinities, and
    /// against queries of every shape, inverted and empty ones included.
    @Test func theStandardisedTestAgreesWithTheGeneralOne() {
        var rng = SplitMix64(seed: 0x5EED_0002)
        let specials: [Double] = [.nan, .infinity, -.infinity, 0.5, -0.0]
        func coordinate() -> Double {
            rng.int(in: 0...19) == 0 ? specials[rng.int(in: 0...(specials.count - 1))] : Double(rng.int(in: -6...6))
        }
        func length() -> Double {
            let value = coordinate()
            return value.isNaN ? value : Swift.abs(value)
        }
        for iteration in 0..<20_000 {
            let query = Rect(x: coordinate(), y: coordinate(), width: coordinate(), height: coordinate())
            let frame = Rect(x: coordinate(), y: coordinate(), width: length(), height: length())
            #expect(query.intersects(standardized: frame) == query.intersects(frame),
                    "seed 0x5EED0002 iteration \(iteration): query \(query), frame \(frame)")
        }
    }
}
