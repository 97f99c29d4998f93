import Testing
import UIKit

/// UIKit's inset and offset values: `UIEdgeInsets` with `CGRect.inset(by:)` (UIKit's
/// `UIEdgeInsetsInsetRect`, whose UIGeometry.h definition adds `left`/`top` to the origin and subtracts
/// `left + right`/`top + bottom` from the size), `NSDirectionalEdgeInsets` and `UIOffset`.
struct EdgeInsetsTests {
    let insets = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)

    @Test func insetByMovesTheOriginAndShrinksTheSize() {
        // x 0 + 10, y 0 + 5, width 100 − (10 + 20) = 70, height 50 − (5 + 15) = 30.
        #expect(CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets) == CGRect(x: 10, y: 5, width: 70, height: 30))
        #expect(CGRect(x: 3, y: 4, width: 100, height: 50).inset(by: .zero) == CGRect(x: 3, y: 4, width: 100, height: 50))
    }

    @Test func negativeInsetsGrowTheRect() {
        let outset = UIEdgeInsets(top: -1, left: -2, bottom: -3, right: -4)
        // x −2, y −1, width 10 + 6, height 10 + 4.
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: outset) == CGRect(x: -2, y: -1, width: 16, height: 14))
    }

    @Test func insetsLargerThanTheRectGiveANegativeSizeNotTheNullRect() {
        // Unlike insetBy(dx:dy:), UIKit's function does plain arithmetic: x 8, width 10 − 16 = −6.
        let squeezed = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(!squeezed.isNull)
        #expect(squeezed.origin.x == 8)
        #expect(squeezed.size.width == -6)
        // CGRect's accessors read it standardised: x spans 2…8.
        #expect(squeezed.width == 6)
        #expect(squeezed.minX == 2)
    }

    @Test func insetByNeverTraps() {
        let nan = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0))
        #expect(nan.origin.y.isNaN && nan.size.height.isNaN)
        let infinite = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0))
        #expect(infinite.size.width == -.infinity)
        #expect(CGRect.null.inset(by: insets).origin.x == .infinity)
    }

    @Test func equalityComparesTheFourValues() {
        #expect(insets == UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
        #expect(insets != UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 21))
        #expect(insets != UIEdgeInsets(top: 10, left: 5, bottom: 15, right: 20))
        #expect(UIEdgeInsets.zero == UIEdgeInsets())
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test func directionalInsetsAndOffsets() {
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(directional.top == 1 && directional.leading == 2 && directional.bottom == 3 && directional.trailing == 4)
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets())
        #expect(NSDirectionalEdgeInsets.zero != directional)
        let offset = UIOffset(horizontal: 3, vertical: -2)
        #expect(offset.horizontal == 3 && offset.vertical == -2)
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        #expect(UIOffset.zero == UIOffset())
    }
}
