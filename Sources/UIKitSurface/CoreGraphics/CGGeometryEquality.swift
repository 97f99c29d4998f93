// Core Graphics' equality functions on points and sizes, as Swift imports `CGPointEqualToPoint`
// and `CGSizeEqualToSize` on Apple's platforms (`point.equalTo(other)`); Foundation on Linux has
// the `==` of these types but not these names, which older layout files use.

#if !canImport(Darwin)
import Foundation

extension CGPoint {
    /// Whether the two points have the same coordinates (`CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes have the same width and height (`CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}
#endif
