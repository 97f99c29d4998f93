import LabSupport
import LayoutEngine

/// The offsets a scroll trace may visit: along the scroll direction, from 0 to the content's
/// length minus the viewport's (`maximumOffset`), at a fixed offset across it.
///
/// The scroll generators work on a track rather than on frames: they need only the content's
/// length, which a caller measures once from a prepared layout (`init(measuring:)`, `init(view:
/// direction:)`) or estimates (`init(direction:contentLength:viewportLength:)`). No content inset
/// or bounce is modelled: offsets stay within [0, `maximumOffset`].
public struct ScrollTrack: Hashable, Sendable {
    public var direction: ScrollDirection
    /// The content's length along `direction`.
    public var contentLength: Double
    /// The bounds' length along `direction`.
    public var viewportLength: Double
    /// The offset across `direction` every point of the track has (x when scrolling vertically).
    public var crossOffset: Double

    public init(direction: ScrollDirection = .vertical, contentLength: Double, viewportLength: Double,
                crossOffset: Double = 0) {
        self.direction = direction
        self.contentLength = contentLength
        self.viewportLength = viewportLength
        self.crossOffset = crossOffset
    }

    /// The track of `view` as it is laid out now, scrolling in `direction`: lays out anything
    /// pending, then reads the layout's content size and the bounds.
    /// - Complexity: that of the layout's `prepare()` when a layout pass is pending, else O(1).
    public init(view: SimulatedCollectionView, direction: ScrollDirection) {
        view.layoutIfNeeded()
        let content = view.layout.collectionViewContentSize
        let vertical = direction == .vertical
        self.init(direction: direction, contentLength: vertical ? content.height : content.width,
                  viewportLength: vertical ? view.bounds.height : view.bounds.width,
                  crossOffset: vertical ? view.bounds.origin.x : view.bounds.origin.y)
    }

    /// The track of the scenario's layout: builds and prepares it once (as expensive as the
    /// layout's first `prepare()`), in the scenario's scroll direction (vertical unless its layout
    /// says otherwise).
    /// - Throws: `LabError` when the scenario's engine is unknown to `registry`.
    public init(measuring scenario: Scenario, registry: EngineRegistry) throws(LabError) {
        let (view, _) = try scenario.makeCollectionView(registry: registry)
        self.init(view: view, direction: scenario.layout[.scrollDirection] ?? .vertical)
    }

    /// The largest offset: the content's length minus the viewport's, or 0 when the content fits.
    public var maximumOffset: Double { Swift.max(0, contentLength - viewportLength) }

    /// `offset` limited to [0, `maximumOffset`].
    public func clamped(_ offset: Double) -> Double {
        Swift.min(Swift.max(offset, 0), maximumOffset)
    }

    /// The bounds' origin at `offset` along the track.
    public func point(at offset: Double) -> Point {
        direction == .vertical ? Point(x: crossOffset, y: offset) : Point(x: offset, y: crossOffset)
    }
}
