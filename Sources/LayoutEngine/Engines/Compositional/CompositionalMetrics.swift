/// What every compositional frame depends on besides the sections (sanitised): a change
/// recomputes everything.
struct CompositionalMetrics: Hashable, Sendable {
    var direction: ScrollDirection
    var interSectionSpacing: Double
    /// The collection view's bounds' size.
    var containerSize: Size
    /// The safe area's insets on the two edges across the scroll direction (zero along it).
    var contentInsets: EdgeInsets

    init(configuration: CompositionalLayoutConfiguration, bounds: Rect, safeArea: EdgeInsets) {
        direction = configuration.scrollDirection
        interSectionSpacing = configuration.interSectionSpacing.sanitizedLength
        containerSize = bounds.size.sanitized
        let safe = safeArea.sanitized
        contentInsets = direction == .vertical ? EdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right)
                                               : EdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0)
    }

    var environment: LayoutEnvironment {
        LayoutEnvironment(container: LayoutContainer(contentSize: containerSize, contentInsets: contentInsets),
                          scrollDirection: direction)
    }

    /// The container's length across the scroll direction.
    var crossTotal: Double { direction == .vertical ? containerSize.width : containerSize.height }
    /// Where content starts across the scroll direction (after the safe area), and its length.
    var crossStart: Double { Swift.min(direction == .vertical ? contentInsets.left : contentInsets.top, crossTotal) }
    var crossLength: Double {
        Swift.max(0, crossTotal - crossStart - (direction == .vertical ? contentInsets.right : contentInsets.bottom))
    }
    /// The container's length along the scroll direction.
    var alongLength: Double { direction == .vertical ? containerSize.height : containerSize.width }
}
