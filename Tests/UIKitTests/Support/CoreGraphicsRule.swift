import LayoutEngine
import UIKit

/// Core Graphics' intersection rule, written out here from Apple's documentation rather than by
/// calling Foundation (whose `intersects` traps on NaN on Linux): two rects intersect when their
/// intersection is not the null rect, so closed intervals on both axes — a frame that only touches
/// the rect, or a zero-length frame on its edge, is in. UIKit's flow layout answers a rect query by
/// it; LayoutEngine's engines leave touching frames out (docs/geometry.md), so the tests hold the
/// UIKit surface's answers to the engine's elements filtered by this rule.
enum CoreGraphicsRule {
    /// Whether `frame` meets `rect` by Core Graphics' rule (both standardised; NaN meets nothing).
    static func meets(_ frame: Rect, _ rect: CGRect) -> Bool {
        let query = rect.standardized
        guard !query.isNull else { return false }
        return frame.minX <= Double(query.maxX) && Double(query.minX) <= frame.maxX
            && frame.minY <= Double(query.maxY) && Double(query.minY) <= frame.maxY
    }

    /// Every element of `layout` (its answer for an infinite rect) that `rect` meets by Core
    /// Graphics' rule.
    static func query(_ layout: any CollectionViewLayout, _ rect: CGRect) -> [LayoutAttributes] {
        layout.layoutAttributesForElements(in: .infinite).filter { meets($0.frame, rect) }
    }
}
