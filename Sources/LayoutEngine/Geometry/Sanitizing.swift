/// How engines read lengths they did not choose (from a delegate, a data source, a property):
/// a negative, NaN or infinite length is read as zero, and one above `maximumLength` as that, so
/// no input can trap an engine or put a non-finite coordinate in a frame (ten million lengths of
/// 1e12 still add up to a finite 1e19). See `docs/geometry.md`.
extension Double {
    /// The longest length an engine lays out: 1e12 points.
    @inlinable package static var maximumLength: Double { 1e12 }

    /// `self` when it is finite and positive, clamped to `maximumLength`; otherwise 0.
    ///
    /// A length in range, the usual case, costs two comparisons (`isFinite` compiles to some
    /// fifteen instructions of bit tests, on a prepare's path that reads two lengths per item).
    @inlinable
    package var sanitizedLength: Double {
        if self > 0 && self <= Self.maximumLength { return self }
        // NaN fails every comparison, and +∞ the second.
        return self > Self.maximumLength && self < .infinity ? Self.maximumLength : 0
    }
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
