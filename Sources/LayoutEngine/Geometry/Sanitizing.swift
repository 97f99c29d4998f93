/// How engines read lengths they did not choose (from a delegate, a data source, a property):
/// a negative, NaN or infinite length is read as zero, so no input can trap an engine or put a
/// non-finite coordinate in a frame. See `docs/geometry.md`.
extension Double {
    /// `self` when it is finite and positive, otherwise 0.
    @inlinable
    package var sanitizedLength: Double { isFinite && self > 0 ? self : 0 }
}

extension Size {
    /// The size with each dimension read by `Double.sanitizedLength`.
    @inlinable
    package var sanitized: Size { Size(width: width.sanitizedLength, height: height.sanitizedLength) }
}

extension EdgeInsets {
    /// The insets with each edge read by `Double.sanitizedLength`.
    @inlinable
    package var sanitized: EdgeInsets {
        EdgeInsets(top: top.sanitizedLength, left: left.sanitizedLength,
                   bottom: bottom.sanitizedLength, right: right.sanitizedLength)
    }
}
