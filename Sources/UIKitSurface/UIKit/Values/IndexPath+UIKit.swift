/// UIKit's extension of `IndexPath`, which Foundation on Linux leaves out: a two-index path whose
/// first index is the section and second the item (or row).
///
/// UIKit traps when a path without exactly two indexes is read this way; here a missing index reads
/// as `NSNotFound` (an index no section or item has) and a write to it is ignored, so the surface
/// itself never traps.
extension IndexPath {
    /// The path of `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The path of `row` in `section`, as a table view names it.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The first index, or `NSNotFound` when the path has none.
    public var section: Int {
        get { index(0) }
        set { setIndex(0, to: newValue) }
    }

    /// The second index, or `NSNotFound` when the path has fewer than two.
    public var item: Int {
        get { index(1) }
        set { setIndex(1, to: newValue) }
    }

    /// The second index, as a table view names it.
    public var row: Int {
        get { index(1) }
        set { setIndex(1, to: newValue) }
    }

    private func index(_ position: Int) -> Int {
        position < count ? self[position] : NSNotFound
    }

    private mutating func setIndex(_ position: Int, to value: Int) {
        if position < count { self[position] = value }
    }
}
