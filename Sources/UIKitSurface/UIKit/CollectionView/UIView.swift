/// A view as a layout sees its collection view: bounds, frame, margins and safe area. Nothing is
/// drawn. Changing the bounds (or the frame's size) is announced to subclasses before it happens
/// (`boundsWillChange(to:)`), as a collection view needs to ask its layout with the old bounds
/// still in place.
open class UIView: NSObject {
    private var storedBounds: CGRect
    private var frameOrigin: CGPoint
    /// The margins UIKit gives a view by default: 8 points on every side.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The view's layout margins with leading and trailing in place of left and right (left to
    /// right; under a right-to-left direction leading is the right edge).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: layoutMargins.top, leading: rightToLeft ? layoutMargins.right : layoutMargins.left,
                                           bottom: layoutMargins.bottom, trailing: rightToLeft ? layoutMargins.left : layoutMargins.right)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading,
                                         bottom: newValue.bottom, right: rightToLeft ? newValue.leading : newValue.trailing)
        }
    }
    /// The traits the view sees (scale, layout direction, size classes, idiom): the main screen's
    /// by default; a test or the lab sets others (UIKit sets them from the window).
    open package(set) var traitCollection: UITraitCollection = UIScreen.main.traitCollection
    /// The direction the view lays out in, from its traits: right to left only when they say so.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    /// The area covered by bars and the screen's edges, which UIKit sets; here a test or the lab
    /// sets it (zero by default).
    open var safeAreaInsets: UIEdgeInsets = .zero

    /// A view with `frame`; its bounds have a zero origin and the frame's size.
    public init(frame: CGRect) {
        storedBounds = CGRect(origin: .zero, size: frame.size)
        frameOrigin = frame.origin
        super.init()
    }

    /// A view with a zero frame (nothing is decoded: there are no storyboards here).
    public required init?(coder: NSCoder) {
        storedBounds = .zero
        frameOrigin = .zero
        super.init()
    }

    /// The view's bounds: for a scroll view, the origin is the content offset.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            guard newValue != storedBounds else { return }
            boundsWillChange(to: newValue)
            storedBounds = newValue
        }
    }

    /// The view's frame in its superview: an origin, and the bounds' size.
    open var frame: CGRect {
        get { CGRect(origin: frameOrigin, size: storedBounds.size) }
        set {
            frameOrigin = newValue.origin
            bounds = CGRect(origin: storedBounds.origin, size: newValue.size)
        }
    }

    /// Adopts `newBounds` without announcing the change: for a driver (the lab's adapter) that
    /// has already asked the layout, as UIKit asks it, through its own collection view model.
    package func adoptBoundsSilently(_ newBounds: CGRect) {
        storedBounds = newBounds
    }

    /// Called before the bounds change to `newBounds`; nothing by default.
    func boundsWillChange(to newBounds: CGRect) {}

    /// Lays the view out now if anything asked for it; nothing by default.
    open func layoutIfNeeded() {}

    /// Asks for a layout pass at the next `layoutIfNeeded()`; nothing by default.
    open func setNeedsLayout() {}
}
