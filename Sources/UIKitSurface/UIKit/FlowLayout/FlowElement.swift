/// One element of a flow layout as its engine computed it, in UIKit's terms: what
/// `UICollectionViewFlowLayout` turns into (cached) attributes objects.
struct FlowElement {
    var identity: LayoutWarning.Element
    var frame: CGRect
    var zIndex: Int
    var alpha: CGFloat
    var isHidden: Bool
}

/// The extent of one flow section along the scroll direction, with its header's and footer's
/// natural frames: what pinning needs.
struct FlowSectionExtent {
    var start: CGFloat
    var end: CGFloat
    var header: CGRect?
    var footer: CGRect?
}
