import LayoutEngine
import Workloads

extension LayoutChecks {
    /// Finite frames, one cell per item, lookups that agree with the elements, and what the layout
    /// promises: frames inside the content, no two elements overlapping.
    /// - Parameter elementsKnownToHold: the checks that read only the snapshot and the data (finite,
    ///   inside the content, one cell per item, no overlap) passed on an identical snapshot of
    ///   another layout on the same data (`LayoutSnapshot.isIdentical(to:)`), so they would pass
    ///   here: they are skipped. The lookups, which ask the layout itself, always run.
    /// - Parameter lookups: the elements whose lookups are checked (all of them but in a large case).
    /// - Complexity: O(n log n + p) plus n lookups (those sampled), where p is the number of pairs
    ///   of elements whose extents along the sweep axis overlap (`noOverlap`).
    static func invariantsHold(_ layout: any InstrumentedLayout, _ snapshot: LayoutSnapshot, data: any LayoutDataSource,
                               promises: EnginePromises = .all, elementsKnownToHold: Bool = false,
                               lookups: LookupSample = LookupSample(elementCount: 0, step: 0)) throws(CheckFailure) {
        let checksElements = !elementsKnownToHold
        let content = snapshot.content
        if checksElements && !content.isFinite { throw CheckFailure(check: .invariant(.finite), message: "content size \(content.size)") }
        let checksInside = checksElements && promises.contains(.framesInsideContent)
        let orthogonal = layout as? any OrthogonallyScrollingSections
        var cells = CellTally(data)
        for (ordinal, element) in snapshot.elements.enumerated() {
            if checksElements {
                guard element.frame.isFinite else {
                    throw CheckFailure(check: .invariant(.finite), message: "\(element.id) at \(element.frame)", element: element.id)
                }
                guard !checksInside || content.contains(element.frame)
                        || orthogonal?.liesInside(content, element) == true else {
                    throw CheckFailure(check: .invariant(.insideContent), message: "\(element.id) at \(element.frame) outside \(content.size)",
                                       element: element.id)
                }
            }
            if element.representedElementCategory == .cell {
                if checksElements { cells.count(element.indexPath) }
                guard lookups.includes(ordinal, element) else { continue }
                guard layout.layoutAttributesForItem(at: element.indexPath) == element else {
                    throw CheckFailure(check: .invariant(.lookup), message: "layoutAttributesForItem(at: \(element.indexPath)) differs from the element",
                                       element: element.id)
                }
            } else if let kind = element.representedElementKind {
                // Each category has its own lookup (the compositional layout's backgrounds are decorations).
                let isDecoration = element.representedElementCategory == .decorationView
                let found = isDecoration
                    ? layout.layoutAttributesForDecorationView(ofKind: kind, at: element.indexPath)
                    : layout.layoutAttributesForSupplementaryView(ofKind: kind, at: element.indexPath)
                guard found == element else {
                    throw CheckFailure(check: .invariant(.lookup), message: "\(isDecoration ? "decoration" : "supplementary") lookup of \(element.id) differs from the element",
                                       element: element.id)
                }
            }
        }
        guard checksElements else { return }
        try cells.checkOnePerItem()
        if promises.contains(.noOverlap) { try Self.noOverlap(snapshot.elements, sweepingAlongX: content.width > content.height) }
    }

    /// No two frames share an area wider and taller than rounding error (docs/geometry.md: frames
    /// computed in closed form may overlap their neighbours by a few ulps). Sweeps the frames in
    /// order of their start along one axis (`sweepingAlongX`: x, else y; exact either way, faster
    /// along the scroll direction, where fewer extents overlap) and compares each with those
    /// whose extents along it overlap its own.
    /// - Complexity: O(n log n + p), where p is the number of pairs whose extents along the sweep
    ///   axis overlap.
    static func noOverlap(_ elements: [LayoutAttributes], sweepingAlongX: Bool = false) throws(CheckFailure) {
        func overlaps(_ low: Double, _ high: Double, _ otherLow: Double, _ otherHigh: Double) -> Bool {
            let tolerance = roundingTolerance * Swift.max(1, Swift.abs(high), Swift.abs(otherHigh))
            return Swift.min(high, otherHigh) - Swift.max(low, otherLow) > tolerance
        }
        struct Extent { var low, high, crossLow, crossHigh: Double; var index: Int }
        var extents = ContiguousArray<Extent>()
        extents.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() where element.frame.width > 0 && element.frame.height > 0 {
            let frame = element.frame
            extents.append(sweepingAlongX ? Extent(low: frame.minX, high: frame.maxX, crossLow: frame.minY, crossHigh: frame.maxY, index: index)
                                          : Extent(low: frame.minY, high: frame.maxY, crossLow: frame.minX, crossHigh: frame.maxX, index: index))
        }
        extents.sort { $0.low < $1.low }
        for position in extents.indices {
            let extent = extents[position]
            for other in extents[(position + 1)...] {
                if !overlaps(extent.low, extent.high, other.low, other.high) {
                    if other.low >= extent.high { break }
                    continue
                }
                if overlaps(extent.crossLow, extent.crossHigh, other.crossLow, other.crossHigh) {
                    let (first, second) = (elements[extent.index], elements[other.index])
                    throw CheckFailure(check: .invariant(.noOverlap), message: "\(first.id) at \(first.frame) overlaps \(second.id) at \(second.frame)",
                                       element: first.id)
                }
            }
        }
    }
}

/// The cells a layout holds, counted per item of the data: one cell per item, no more, no other.
/// O(1) per cell counted (an array per section; a set only for cells outside the data).
private struct CellTally {
    private var counts: [ContiguousArray<Int32>]
    private var outside: Set<IndexPath> = []
    private var distinct = 0
    private var repeated = false
    private let expected: Int

    init(_ data: any LayoutDataSource) {
        counts = (0..<Swift.max(0, data.numberOfSections)).map {
            ContiguousArray(repeating: 0, count: Swift.max(0, data.numberOfItems(inSection: $0)))
        }
        expected = counts.reduce(0) { $0 + $1.count }
    }

    mutating func count(_ path: IndexPath) {
        if counts.indices.contains(path.section) && counts[path.section].indices.contains(path.item) {
            counts[path.section][path.item] += 1
            if counts[path.section][path.item] == 1 { distinct += 1 } else { repeated = true }
        } else if outside.insert(path).inserted {
            distinct += 1
        } else {
            repeated = true
        }
    }

    /// Throws `one-cell-per-item` unless every item has exactly one cell and no cell is outside
    /// the data.
    func checkOnePerItem() throws(CheckFailure) {
        guard distinct == expected, !repeated else {
            throw CheckFailure(check: .invariant(.oneCellPerItem), message: "\(distinct) distinct cells for \(expected) items")
        }
        for (section, items) in counts.enumerated() {
            if let item = items.firstIndex(of: 0) {
                throw CheckFailure(check: .invariant(.oneCellPerItem), message: "no cell for item \(IndexPath(item: item, section: section))",
                                   element: .cell(IndexPath(item: item, section: section)))
            }
        }
    }
}
