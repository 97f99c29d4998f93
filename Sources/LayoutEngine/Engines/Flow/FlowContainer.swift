/// The part of the container every section depends on: a change here invalidates everything.
struct FlowContainer: Hashable, Sendable {
    /// The bounds' length across the scroll direction (the width when scrolling vertically).
    var crossLength: Double
    /// The inset reference's insets at the leading and trailing edges across the scroll direction.
    var referenceLeading: Double
    var referenceTrailing: Double

    init(crossLength: Double, referenceLeading: Double, referenceTrailing: Double) {
        self.crossLength = crossLength.sanitizedLength
        self.referenceLeading = referenceLeading.sanitizedLength
        self.referenceTrailing = referenceTrailing.sanitizedLength
    }

    static let empty = FlowContainer(crossLength: 0, referenceLeading: 0, referenceTrailing: 0)
}
