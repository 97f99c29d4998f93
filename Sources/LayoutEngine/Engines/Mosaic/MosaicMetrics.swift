/// What every mosaic frame depends on: a change invalidates everything.
struct MosaicMetrics: Hashable, Sendable {
    var width: Double
    var segmentHeight: Double

    /// From one segment's top to the next: its height and the one-point gap.
    var segmentPitch: Double { segmentHeight + 1 }
}
