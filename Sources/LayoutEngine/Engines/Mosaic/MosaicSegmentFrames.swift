/// The one to three frames of a segment, without an array allocation.
struct MosaicSegmentFrames: Sendable {
    private var storage: (Rect, Rect, Rect)
    let count: Int

    init(_ a: Rect) {
        storage = (a, .zero, .zero)
        count = 1
    }

    init(_ a: Rect, _ b: Rect) {
        storage = (a, b, .zero)
        count = 2
    }

    init(_ a: Rect, _ b: Rect, _ c: Rect) {
        storage = (a, b, c)
        count = 3
    }

    subscript(index: Int) -> Rect {
        switch index {
        case 0: storage.0
        case 1: storage.1
        default: storage.2
        }
    }
}
