/// Where a supplementary item sits on its item, as `NSCollectionLayoutAnchor`: the edges of the
/// item it aligns to, and an offset.
///
/// On each axis, one named edge puts the supplementary item inside the item against that edge
/// (`leading`: its left edge on the item's; `trailing`: its right edge on the item's; likewise
/// `top`, `bottom`); no edge, or both, centres it on that axis. The offset then moves it:
/// `absolute` in points, `fractional` in units of the supplementary item's own size (UIKit's
/// `fractionalOffset`: `(0.5, -0.5)` on `[.top, .trailing]` puts a badge's centre on the item's
/// top-right corner).
public struct LayoutAnchor: Hashable, Sendable {
    /// The item edges an anchor aligns to, as `NSDirectionalRectEdge`: one edge per axis puts the
    /// supplementary item against it; none or both centre it.
    public struct Edges: OptionSet, Hashable, Sendable {
        /// The edges as bits: top 1, leading 2, bottom 4, trailing 8.
        public let rawValue: Int
        /// The set whose bits are `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The item's top edge.
        public static let top = Edges(rawValue: 1)
        /// The item's leading (left) edge.
        public static let leading = Edges(rawValue: 2)
        /// The item's bottom edge.
        public static let bottom = Edges(rawValue: 4)
        /// The item's trailing (right) edge.
        public static let trailing = Edges(rawValue: 8)
    }

    /// How far the anchored item moves from where its edges put it.
    public enum Offset: Hashable, Sendable {
        /// In points.
        case absolute(Point)
        /// In units of the supplementary item's own width and height.
        case fractional(Point)
    }

    /// The edges the supplementary item is placed against.
    public var edges: Edges
    /// The move applied after placing against `edges`; non-finite components read as zero.
    public var offset: Offset

    /// An anchor to `edges`, moved by `absoluteOffset` points, as
    /// `NSCollectionLayoutAnchor(edges:absoluteOffset:)`.
    public init(edges: Edges, absoluteOffset: Point = .zero) {
        self.edges = edges
        self.offset = .absolute(absoluteOffset)
    }

    /// An anchor to `edges`, moved by `fractionalOffset` of the item's own size, as
    /// `NSCollectionLayoutAnchor(edges:fractionalOffset:)`.
    public init(edges: Edges, fractionalOffset: Point) {
        self.edges = edges
        self.offset = .fractional(fractionalOffset)
    }

    /// The frame of a supplementary item of `size` anchored to `container` (an item's frame).
    /// Non-finite offsets read as zero.
    /// - Complexity: O(1).
    func frame(of size: Size, in container: Rect) -> Rect {
        func place(_ near: Bool, _ far: Bool, start: Double, length: Double, own: Double) -> Double {
            if near && !far { return start }
            if far && !near { return start + length - own }
            return start + (length - own) / 2
        }
        var x = place(edges.contains(.leading), edges.contains(.trailing), start: container.minX, length: container.width, own: size.width)
        var y = place(edges.contains(.top), edges.contains(.bottom), start: container.minY, length: container.height, own: size.height)
        let (dx, dy): (Double, Double) = switch offset {
        case .absolute(let point): (point.x, point.y)
        case .fractional(let point): (point.x * size.width, point.y * size.height)
        }
        x += dx.isFinite ? dx : 0
        y += dy.isFinite ? dy : 0
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
