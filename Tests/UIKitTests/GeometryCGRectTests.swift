import Testing
import UIKit

/// The `CGRect` a UIKit layout sees on Linux is Foundation's (the surface re-exports it and defines no
/// rival): these tests pin Foundation on Linux against the rules Apple documents for Core Graphics
/// (developer.apple.com, CGGeometry functions). Expected values are derived by hand from those rules.
/// Where Apple documents nothing, a test named `linux…` records what Foundation on Linux does, so a
/// change in a toolchain shows; where Linux departs from Apple's documented rule, the test is named
/// for the difference and asserts Linux's behaviour (docs/geometry.md, "CGRect in a UIKit layout").
struct GeometryCGRectTests {
    let square = CGRect(x: 0, y: 0, width: 10, height: 10)

    // MARK: - Intersection
    // Apple, CGRectIntersectsRect: "The first rectangle intersects the second if the intersection of
    // the rectangles is not equal to the null rectangle." CGRectIntersection: "If the two rectangles do
    // not intersect, returns the null rectangle … Both rectangles are standardized prior to calculating
    // the intersection." Rects are closed sets: rects that share an edge share that segment.

    @Test func touchingRectsIntersectInAZeroWidthRect() {
        let right = CGRect(x: 10, y: 0, width: 10, height: 10)
        // x: max(0, 10) = 10 to min(10, 20) = 10; y: 0 to 10.
        #expect(square.intersection(right) == CGRect(x: 10, y: 0, width: 0, height: 10))
        #expect(!square.intersection(right).isNull)
        #expect(square.intersects(right))
        #expect(right.intersects(square))
    }

    @Test func rectsTouchingAtACornerIntersectInAPoint() {
        let diagonal = CGRect(x: 10, y: 10, width: 5, height: 5)
        #expect(square.intersection(diagonal) == CGRect(x: 10, y: 10, width: 0, height: 0))
        #expect(square.intersects(diagonal))
    }

    @Test func disjointRectsIntersectInTheNullRect() {
        let apart = CGRect(x: 20, y: 0, width: 10, height: 10)
        #expect(square.intersection(apart).isNull)
        #expect(!square.intersects(apart))
    }

    @Test func intersectionStandardizesBothRects() {
        // (15, 15, -10, -10) standardised is (5, 5, 10, 10); with (0, 0, 10, 10): x 5…10, y 5…10.
        let inverted = CGRect(x: 15, y: 15, width: -10, height: -10)
        #expect(square.intersection(inverted) == CGRect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func aZeroSizeRectIntersectsTheRectItLiesIn() {
        let point = CGRect(x: 5, y: 5, width: 0, height: 0)
        #expect(square.intersection(point) == point)
        #expect(square.intersects(point))
        let line = CGRect(x: 5, y: -5, width: 0, height: 20)
        #expect(square.intersection(line) == CGRect(x: 5, y: 0, width: 0, height: 10))
        #expect(!square.intersects(CGRect(x: 15, y: -5, width: 0, height: 20)))
    }

    @Test func theNullRectIntersectsNothing() {
        #expect(square.intersection(.null).isNull)
        #expect(!square.intersects(.null))
        #expect(!CGRect.null.intersects(.null))
        #expect(!CGRect.infinite.intersects(.null))
    }

    @Test func theInfiniteRectIntersectsEveryFiniteRectInThatRect() {
        #expect(CGRect.infinite.intersection(square) == square)
        #expect(CGRect.infinite.intersects(square))
        #expect(CGRect.infinite.intersects(CGRect(x: -1e300, y: 1e300, width: 1, height: 1)))
    }

    // MARK: - Null and empty rects
    // Apple, CGRectNull: "the null rectangle is not the same as the CGRectZero rectangle … the union of
    // a rectangle with the null rectangle is the original rectangle". CGRectIsEmpty: "An empty
    // rectangle is either a null rectangle or a valid rectangle with zero height or width."

    @Test func theNullRectIsEmptyAndIsNotTheZeroRect() {
        #expect(CGRect.null.isNull)
        #expect(CGRect.null.isEmpty)
        #expect(CGRect.null != .zero)
        #expect(!CGRect.zero.isNull)
        #expect(CGRect.zero.isEmpty)
    }

    @Test func aRectWithZeroWidthOrHeightIsEmptyButNotNull() {
        let line = CGRect(x: 1, y: 1, width: 0, height: 5)
        #expect(line.isEmpty)
        #expect(!line.isNull)
        #expect(!square.isEmpty)
    }

    @Test func unionWithTheNullRectIsTheOtherRect() {
        // CGRectUnion: "If either of the rectangles is a null rectangle, a copy of the other rectangle
        // is returned (resulting in a null rectangle if both rectangles are null)."
        #expect(square.union(.null) == square)
        #expect(CGRect.null.union(square) == square)
        #expect(CGRect.null.union(.null).isNull)
    }

    @Test func unionCountsAnEmptyRectThatIsNotNullAndStandardizes() {
        // A zero-size rect at (50, 50) is not null, so the union reaches it: (0, 0)…(50, 50).
        #expect(square.union(CGRect(x: 50, y: 50, width: 0, height: 0)) == CGRect(x: 0, y: 0, width: 50, height: 50))
        // (30, 30, -10, -10) standardised is (20, 20, 10, 10): the union spans (0, 0)…(30, 30).
        #expect(square.union(CGRect(x: 30, y: 30, width: -10, height: -10)) == CGRect(x: 0, y: 0, width: 30, height: 30))
    }

    @Test func offsetOfTheNullRectIsNull() {
        // CGRectOffset: "Returns a null rectangle if rect is a null rectangle."
        #expect(CGRect.null.offsetBy(dx: 5, dy: 5).isNull)
        #expect(square.offsetBy(dx: 5, dy: -5) == CGRect(x: 5, y: -5, width: 10, height: 10))
    }

    @Test func insetPastZeroIsTheNullRect() {
        // CGRectInset: "The rectangle is standardized and then the inset parameters are applied. If the
        // resulting rectangle would have a negative height or width, a null rectangle is returned."
        #expect(square.insetBy(dx: 6, dy: 0).isNull)
        #expect(square.insetBy(dx: 0, dy: 5.5).isNull)
        // Exactly to zero is not negative: an empty rect at the centre line, not null.
        #expect(square.insetBy(dx: 5, dy: 0) == CGRect(x: 5, y: 0, width: 0, height: 10))
        #expect(!square.insetBy(dx: 5, dy: 0).isNull)
        // Negative insets grow the rect: origin −2, size + 4.
        #expect(square.insetBy(dx: -2, dy: -2) == CGRect(x: -2, y: -2, width: 14, height: 14))
        #expect(CGRect.null.insetBy(dx: -5, dy: -5).isNull)
    }

    @Test func insetStandardizesFirst() {
        // (10, 10, -10, -10) is (0, 0, 10, 10) standardised; inset by 1: (1, 1, 8, 8).
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).insetBy(dx: 1, dy: 1) == CGRect(x: 1, y: 1, width: 8, height: 8))
        // (10, 10, -4, -4) is 4 wide: an inset of 3 on each side leaves −2, so null.
        #expect(CGRect(x: 10, y: 10, width: -4, height: -4).insetBy(dx: 3, dy: 0).isNull)
    }

    // MARK: - Standardised rects and accessors

    @Test func standardizedMakesWidthAndHeightPositive() {
        // CGRectStandardize: "the source rectangle, but with positive width and height values".
        // (10, 10, −5, −3) spans x 5…10 and y 7…10.
        #expect(CGRect(x: 10, y: 10, width: -5, height: -3).standardized == CGRect(x: 5, y: 7, width: 5, height: 3))
        #expect(square.standardized == square)
        // "Returns a null rectangle if rect is a null rectangle."
        #expect(CGRect.null.standardized.isNull)
    }

    @Test func accessorsReadTheStandardizedRect() {
        // CGRectGetWidth: "returns the width as if the rectangle were standardized. That is, the result
        // is never a negative number." The edges likewise: x spans 5…10.
        let inverted = CGRect(x: 10, y: 0, width: -5, height: 5)
        #expect(inverted.width == 5)
        #expect(inverted.minX == 5)
        #expect(inverted.midX == 7.5)
        #expect(inverted.maxX == 10)
        #expect(inverted.size.width == -5)
    }

    // MARK: - Containment
    // CGRectContainsPoint: "true if the rectangle is not null or empty and the point is located within
    // the rectangle … A point is considered inside the rectangle if its coordinates lie inside the
    // rectangle or on the minimum X or minimum Y edge."

    @Test func containsAPointOnTheMinimumEdgesButNotOnTheMaximumEdges() {
        #expect(square.contains(CGPoint(x: 0, y: 0)))
        #expect(square.contains(CGPoint(x: 0, y: 9.999)))
        #expect(!square.contains(CGPoint(x: 10, y: 5)))
        #expect(!square.contains(CGPoint(x: 5, y: 10)))
        // Standardised: (10, 10, −10, −10) is the same square.
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).contains(CGPoint(x: 0, y: 0)))
        #expect(!CGRect(x: 10, y: 10, width: -10, height: -10).contains(CGPoint(x: 10, y: 10)))
    }

    @Test func anEmptyOrNullRectContainsNoPoint() {
        #expect(!CGRect(x: 0, y: 0, width: 0, height: 10).contains(CGPoint(x: 0, y: 5)))
        #expect(!CGRect.zero.contains(CGPoint(x: 0, y: 0)))
        #expect(!CGRect.null.contains(CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)))
    }

    @Test func aRectContainsItselfAndTheRectsInsideIt() {
        // CGRectContainsRect: "true if the second rectangle is contained in the first".
        #expect(square.contains(square))
        #expect(square.contains(CGRect(x: 2, y: 2, width: 3, height: 3)))
        #expect(!square.contains(CGRect(x: 8, y: 8, width: 3, height: 3)))
    }

    // MARK: - Integral

    @Test func integralIsTheSmallestIntegralRectContainingTheRect() {
        // CGRectIntegral: "rounds the rectangle's origin downward and its size upward …, such that the
        // result contains the original rectangle": the edges go outward to whole numbers.
        // (0.5, 1.2, 2.1, 3.0): x 0.5…2.6 → 0…3; y 1.2…4.2 → 1…5.
        #expect(CGRect(x: 0.5, y: 1.2, width: 2.1, height: 3.0).integral == CGRect(x: 0, y: 1, width: 3, height: 4))
        // (−0.5, −1.2, 2.1, 3.0): x −0.5…1.6 → −1…2; y −1.2…1.8 → −2…2.
        #expect(CGRect(x: -0.5, y: -1.2, width: 2.1, height: 3.0).integral == CGRect(x: -1, y: -2, width: 3, height: 4))
        // A negative size spans the standardised rect: (10, 10, −5.5, −3) is x 4.5…10, y 7…10 → 4…10.
        #expect(CGRect(x: 10, y: 10, width: -5.5, height: -3).integral == CGRect(x: 4, y: 7, width: 6, height: 3))
        #expect(square.integral == square)
    }

    @Test func integralOfTheNullRectIsNull() {
        // "Returns a null rectangle if rect is a null rectangle."
        #expect(CGRect.null.integral.isNull)
    }

    @Test func linuxIntegralOfAnEmptyRectGrowsToAWholePoint() {
        // Apple documents no special case for an empty rect; the rule "edges outward to whole numbers"
        // gives x 0.5…0.5 → 0…1. Foundation on Linux follows that rule.
        #expect(CGRect(x: 0.5, y: 0.5, width: 0, height: 0).integral == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    // MARK: - The infinite rect
    // Apple, CGRectInfinite: "A rectangle that has infinite extent." CGRectIsInfinite: "An infinite
    // rectangle is one that has no defined bounds." Apple does not document its numbers.

    @Test func theInfiniteRectIsInfiniteNotEmptyAndContainsFarPoints() {
        #expect(CGRect.infinite.isInfinite)
        #expect(!CGRect.infinite.isEmpty)
        #expect(!CGRect.infinite.isNull)
        #expect(!square.isInfinite)
        #expect(CGRect.infinite.contains(CGPoint(x: 1e300, y: -1e300)))
        #expect(CGRect.infinite.union(square).isInfinite)
        #expect(CGRect.infinite.union(.null).isInfinite)
    }

    @Test func linuxInfiniteRectIsFiniteWithEdgesAtHalfTheGreatestFiniteMagnitude() {
        // Foundation on Linux: origin −max/2, size max, so every edge is finite and `maxX − minX` is
        // not NaN (docs/geometry.md explains why LayoutEngine's own `Rect.infinite` copies this).
        let half = CGFloat.greatestFiniteMagnitude / 2
        #expect(CGRect.infinite == CGRect(x: -half, y: -half, width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(CGRect.infinite.maxX == half)
        #expect(CGRect.infinite.minY == -half)
    }

    @Test func linuxOffsetAndInsetLeaveTheInfiniteRectInfinite() {
        // Apple documents neither case. On Linux both return the infinite rect unchanged.
        #expect(CGRect.infinite.offsetBy(dx: 100, dy: 0) == .infinite)
        #expect(CGRect.infinite.insetBy(dx: 10, dy: 10) == .infinite)
    }

    // MARK: - Where Foundation on Linux departs from Apple or says more

    @Test func linuxEqualityComparesStandardizedRects() {
        // Apple's CGRectEqualToRect: "Returns whether two rectangles are equal in size and position";
        // it does not say whether a negative size is standardised first. On Linux it is: the same
        // square written with a negative size compares equal, although its stored fields differ.
        let inverted = CGRect(x: 10, y: 10, width: -10, height: -10)
        #expect(inverted == square)
        #expect(inverted.origin != square.origin)
    }

    @Test func linuxOffsetStandardizesANegativeSize() {
        // Apple, CGRectOffset: "A rectangle that is the same size as the source, but with its origin
        // offset by dx … and dy". Foundation on Linux standardises first: (10, 10, −4, −4) is
        // (6, 6, 4, 4), offset by 1 gives (7, 7, 4, 4) with a positive stored size.
        let moved = CGRect(x: 10, y: 10, width: -4, height: -4).offsetBy(dx: 1, dy: 1)
        #expect(moved.origin == CGPoint(x: 7, y: 7))
        #expect(moved.size == CGSize(width: 4, height: 4))
    }

    @Test func linuxNaNRectIsNeitherNullNorEmpty() {
        // Apple documents no NaN rect. On Linux a NaN coordinate makes neither `isNull` nor `isEmpty`
        // true, so a layout's `guard !frame.isEmpty` lets a NaN frame through.
        let nanOrigin = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(!nanOrigin.isNull)
        #expect(!nanOrigin.isEmpty)
        #expect(!nanOrigin.isInfinite)
        #expect(nanOrigin.minX.isNaN)
    }

    @Test func linuxUnionIgnoresANaNArgumentButNotANaNReceiver() {
        // `Swift.min`/`max` with a NaN argument keep the other value, so the union's result depends on
        // which side the NaN rect is on.
        let nanOrigin = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(square.union(nanOrigin) == square)
        #expect(nanOrigin.union(square).origin.x.isNaN)
    }

    @Test func linuxSaysARectContainsANaNRect() {
        // `contains(_: CGRect)` is "the union is the receiver", and the union ignores a NaN argument.
        #expect(square.contains(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)))
    }

    @Test func linuxNaNSafeOperationsDoNotTrap() {
        // The operations that do not build a range: they return NaN coordinates, never trap.
        let nanWidth = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        #expect(nanWidth.standardized.size.width.isNaN)
        #expect(nanWidth.integral.size.width.isNaN)
        #expect(nanWidth.insetBy(dx: 1, dy: 1).size.width.isNaN)
        #expect(nanWidth.offsetBy(dx: 1, dy: 1).origin.y == 1)
        #expect(nanWidth.divided(atDistance: 3, from: .minXEdge).slice.size.width == 3)
        #expect(!square.contains(CGPoint(x: CGFloat.nan, y: 1)))
    }

    #if os(Linux)
    @Test func linuxFoundationTrapsOnIntersectingARectWithANaNEdge() async {
        // The largest difference from Apple. Foundation on Linux builds `minX...maxX` ranges, and a
        // range with a NaN bound traps ("Range requires lowerBound <= upperBound"). Core Graphics is
        // C and cannot trap. So `frame.intersects(rect)`, which nearly every
        // `layoutAttributesForElements(in:)` calls, takes the process down on Linux when the layout
        // computed a NaN frame, where on a device it returns a value. The surface cannot replace
        // Foundation's method (a second `intersects` on `CGRect` makes every call ambiguous).
        await #expect(processExitsWith: .failure) {
            let frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
            _ = CGRect(x: 0, y: 0, width: 10, height: 10).intersects(frame)
        }
        await #expect(processExitsWith: .failure) {
            let frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            _ = CGRect(x: 0, y: 0, width: 10, height: 10).intersection(frame)
        }
        // −∞ + ∞ is NaN: a rect from −∞ with an infinite width has a NaN maximum edge.
        await #expect(processExitsWith: .failure) {
            let frame = CGRect(x: -CGFloat.infinity, y: 0, width: CGFloat.infinity, height: 10)
            _ = CGRect.infinite.intersects(frame)
        }
    }

    @Test func linuxFoundationTrapsOnAskingWhetherANaNRectContainsAPoint() async {
        await #expect(processExitsWith: .failure) {
            _ = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10).contains(CGPoint(x: 1, y: 1))
        }
    }
    #endif
}
