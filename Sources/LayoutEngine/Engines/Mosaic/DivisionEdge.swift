/// The edge a rect is divided from, as `CGRectEdge` (only the two the mosaic uses).
enum DivisionEdge: Sendable {
    case minXEdge
    case minYEdge
}
