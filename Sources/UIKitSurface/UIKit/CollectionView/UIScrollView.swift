/// A scroll view as a layout sees its collection view: the content offset is the bounds' origin;
/// content size, insets, paging and deceleration.
open class UIScrollView: UIView {
    /// How fast a fling slows down, as UIKit's `UIScrollView.DecelerationRate`: the fraction of its
    /// velocity a scroll keeps each millisecond.
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which safe-area insets are added to `contentInset` to give `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes` here (UIKit also adjusts for a navigation bar, which the lab has not).
        case automatic
        /// The safe area's insets along the axes the content scrolls in.
        case scrollableAxes
        /// No adjustment.
        case never
        /// Every safe-area inset.
        case always
    }

    /// The size of the scrollable content (the collection view sets it from its layout).
    open var contentSize: CGSize = .zero
    /// Space around the content, inside the scrollable area.
    open var contentInset: UIEdgeInsets = .zero
    /// How the safe area adds to `contentInset`; `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Whether scrolling stops on multiples of the bounds' size; false by default.
    open var isPagingEnabled = false
    /// Whether the user can scroll; true by default.
    open var isScrollEnabled = true
    /// How fast a fling slows down; `.normal` by default.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a vertical bounce is allowed with content shorter than the bounds; false by default.
    open var alwaysBounceVertical = false
    /// Whether a horizontal bounce is allowed with content narrower than the bounds; false by default.
    open var alwaysBounceHorizontal = false

    /// The visible rect's origin in the content.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// Sets the content offset (nothing animates here).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// `contentInset` plus the safe-area insets `contentInsetAdjustmentBehavior` adds.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var inset = contentInset
        let addVertical: Bool, addHorizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (addVertical, addHorizontal) = (false, false)
        case .always: (addVertical, addHorizontal) = (true, true)
        case .automatic, .scrollableAxes:
            addVertical = alwaysBounceVertical || contentSize.height > bounds.height
            addHorizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        }
        if addVertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if addHorizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }
}
