/// How often a scroll trace samples the content offset: one frame per display refresh.
public struct FrameRate: Hashable, Sendable, CustomStringConvertible {
    public let framesPerSecond: Int

    /// - Precondition: `framesPerSecond > 0`.
    public init(framesPerSecond: Int) {
        precondition(framesPerSecond > 0, "a frame rate must be positive, not \(framesPerSecond)")
        self.framesPerSecond = framesPerSecond
    }

    /// Every iPhone and iPad before ProMotion.
    public static let hz60 = FrameRate(framesPerSecond: 60)
    /// ProMotion displays while scrolling.
    public static let hz120 = FrameRate(framesPerSecond: 120)

    /// The time between two frames, in milliseconds (16.67 at 60 Hz).
    public var frameInterval: Double { 1000 / Double(framesPerSecond) }

    /// The time of frame `frame` (counted from 1) after the trace starts, in milliseconds. Computed
    /// by one division rather than by adding intervals, so long traces do not drift.
    public func time(ofFrame frame: Int) -> Double { Double(frame) * 1000 / Double(framesPerSecond) }

    public var description: String { "\(framesPerSecond) Hz" }
}
