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
    public struct Edges: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Edges(rawValue: 1)
        public static let leading = Edges(rawValue: 2)
        public static let bottom = Edges(rawValue: 4)
        public static let trailing = Edges(rawValue: 8)
    }

    public enum Offset: Hashable, Sendable {
        case absolute(Point)
        case fractional(Point)
    }

    public var edges: Edges
    public var offset: Offset

    public init(edges: Edges, absoluteOffset: Point = .zero) {
        self.edges = edges
        self.offset = .absolute(absoluteOffset)
    }

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
