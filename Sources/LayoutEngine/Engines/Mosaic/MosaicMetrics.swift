/// What every mosaic frame depends on: a change invalidates everything.
struct MosaicMetrics: Hashable, Sendable {
    var width: Double
    var segmentHeight: Double
}
