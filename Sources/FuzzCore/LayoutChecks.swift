import LayoutEngine
import Workloads

/// A check that failed: which one, and what it saw.
package struct CheckFailure: Error, Equatable {
    package var check: String
    package var message: String
    /// The element the failure is about, when the check knows it structurally (a spec property's
    /// violation); otherwise the signature reads the first element the message names.
    package var element: ElementID?
    /// A refinement of the check for the failure's signature (a query's `missing` or `extra`
    /// elements and the rect's shape), nil when the check alone says what failed.
    package var detail: String?

    package init(check: String, message: String, element: ElementID? = nil, detail: String? = nil) {
        self.check = check
        self.message = message
        self.element = element
        self.detail = detail
    }
}

/// The checks run after every step of a fuzz case. The reference answer to a query is the
/// dumbest one: every element of the reference pair's layout, filtered one by one with the
/// reference model's own copy of the intersection rule (`ReferenceQuery`); the reference layout is
/// a fresh one, fully computed from the data as it is now (`matchesFreshLayout`).
enum LayoutChecks {
    /// Relative size of the rounding error two frames may overlap by (docs/geometry.md).
    static let roundingTolerance = 1e-9

    /// Every layout must hold the same elements and content size as the first (the reference
    /// pair: linear query, full invalidation), within the larger of the two layouts'
    /// `frameTolerance` (bit for bit for most engines).
    static func strategiesAgree(_ layouts: [(name: String, layout: any InstrumentedLayout)]) throws(CheckFailure) {
        let reference = layouts[0]
        let expected = reference.layout.allElements
        for other in layouts.dropFirst() {
            let tolerance = Swift.max(reference.layout.frameTolerance, other.layout.frameTolerance)
            guard other.layout.collectionViewContentSize.isWithin(tolerance, of: reference.layout.collectionViewContentSize) else {
                throw CheckFailure(check: "strategies-agree",
                                   message: "\(other.name) content size \(other.layout.collectionViewContentSize), \(reference.name) \(reference.layout.collectionViewContentSize)")
            }
            let actual = other.layout.allElements
            if let index = actual.firstMismatch(with: expected, framesWithin: tolerance) {
                let seen = index < actual.count ? "\(actual[index].id) at \(actual[index].frame)" : "nothing"
                let wanted = index < expected.count ? "\(expected[index].id) at \(expected[index].frame)" : "nothing"
                throw CheckFailure(check: "strategies-agree",
                                   message: "element \(index): \(other.name) has \(seen), \(reference.name) has \(wanted)")
            }
        }
    }

    /// Each layout's query for `rect` must return exactly the reference filter's answer over
    /// that layout's own elements, in canonical order: every strategy answers exactly on the
    /// frames its layout holds (which `strategiesAgree` compares across layouts). A seed-faithful
    /// sample is held to its own promise: the elements whose frames meet the rect by Core
    /// Graphics' rule (touching counts), in any order.
    static func queryMatchesReference(_ layouts: [(name: String, layout: any InstrumentedLayout)], rect: Rect,
                                      asSample: Bool = false) throws(CheckFailure) {
        for (name, layout) in layouts {
            let all = layout.allElements
            let expected = asSample ? all.filter { rect.intersectsAsCoreGraphics($0.frame) }
                                    : ReferenceQuery.elements(in: rect, of: all)
            let actual = layout.layoutAttributesForElements(in: rect)
            let agrees = asSample ? Set(actual) == Set(expected) && actual.count == expected.count : actual == expected
            guard agrees else {
                let missing = expected.filter { !actual.contains($0) }.prefix(3).map(\.id)
                let extra = actual.filter { !expected.contains($0) }.prefix(3).map(\.id)
                throw CheckFailure(check: "query-matches-reference",
                                   message: "\(name) query \(rect): \(actual.count) elements, expected \(expected.count); missing \(missing), extra \(extra)",
                                   element: missing.first ?? extra.first,
                                   detail: (missing.isEmpty ? (extra.isEmpty ? "misordered" : "extra") : "missing") + " "
                                       + Self.shape(of: rect, in: Rect(origin: .zero, size: layout.collectionViewContentSize)))
            }
        }
    }

    /// A query rect's shape, for a failure's signature: a query defect usually shows for one kind
    /// of rect (a band across the whole content, a window inside it, an empty or a non-finite one).
    static func shape(of rect: Rect, in content: Rect) -> String {
        guard rect.isFinite else { return "non-finite rect" }
        guard rect.width > 0 && rect.height > 0 else { return "empty rect" }
        let acrossWidth = rect.minX <= content.minX && rect.maxX >= content.maxX
        let acrossHeight = rect.minY <= content.minY && rect.maxY >= content.maxY
        return acrossWidth || acrossHeight ? "band rect" : "window rect"
    }

    /// The layout equals one built fresh from the same scenario on the data and bounds as they are
    /// now, prepared once, within the layout's `frameTolerance` (bit for bit for most engines):
    /// whatever the layout kept from earlier passes changed nothing beyond the bound it states.
    /// - Parameter rebuild: makes and prepares the fresh layout; the view it returns keeps it alive.
    static func matchesFreshLayout(_ layout: any InstrumentedLayout,
                                   rebuild: () -> (view: SimulatedCollectionView, layout: any InstrumentedLayout)) throws(CheckFailure) {
        let fresh = rebuild()
        defer { withExtendedLifetime(fresh.view) {} }
        let tolerance = Swift.max(layout.frameTolerance, fresh.layout.frameTolerance)
        guard fresh.layout.collectionViewContentSize.isWithin(tolerance, of: layout.collectionViewContentSize) else {
            throw CheckFailure(check: "matches-fresh-layout",
                               message: "content size \(layout.collectionViewContentSize), a fresh layout's \(fresh.layout.collectionViewContentSize)")
        }
        let actual = layout.allElements, expected = fresh.layout.allElements
        guard let index = actual.firstMismatch(with: expected, framesWithin: tolerance) else { return }
        let seen = index < actual.count ? "\(actual[index].id) at \(actual[index].frame)" : "nothing"
        let wanted = index < expected.count ? "\(expected[index].id) at \(expected[index].frame)" : "nothing"
        throw CheckFailure(check: "matches-fresh-layout", message: "element \(index): \(seen), a fresh layout has \(wanted)")
    }

    /// Finite frames, one cell per item, lookups that agree with the elements, and what the layout
    /// promises: frames inside the content, no two elements overlapping.
    static func invariantsHold(_ layout: any InstrumentedLayout, data: any LayoutDataSource,
                               promises: EnginePromises = .all) throws(CheckFailure) {
        let elements = layout.allElements
        let content = Rect(origin: .zero, size: layout.collectionViewContentSize)
        guard content.isFinite else { throw CheckFailure(check: "finite", message: "content size \(content.size)") }
        var cells: [IndexPath: Int] = [:]
        for element in elements {
            guard element.frame.isFinite else { throw CheckFailure(check: "finite", message: "\(element.id) at \(element.frame)") }
            guard !promises.contains(.framesInsideContent) || content.contains(element.frame)
                    || scrollsOrthogonallyInside(content, element, of: layout) else {
                throw CheckFailure(check: "inside-content", message: "\(element.id) at \(element.frame) outside \(content.size)")
            }
            if element.representedElementCategory == .cell {
                cells[element.indexPath, default: 0] += 1
                guard layout.layoutAttributesForItem(at: element.indexPath) == element else {
                    throw CheckFailure(check: "lookup", message: "layoutAttributesForItem(at: \(element.indexPath)) differs from the element")
                }
            } else if let kind = element.representedElementKind {
                // Each category has its own lookup (the compositional layout's backgrounds are decorations).
                let found = element.representedElementCategory == .decorationView
                    ? layout.layoutAttributesForDecorationView(ofKind: kind, at: element.indexPath)
                    : layout.layoutAttributesForSupplementaryView(ofKind: kind, at: element.indexPath)
                guard found == element else {
                    throw CheckFailure(check: "lookup", message: "\(element.representedElementCategory == .decorationView ? "decoration" : "supplementary") lookup of \(element.id) differs from the element")
                }
            }
        }
        let expectedCells = (0..<data.numberOfSections).reduce(0) { $0 + data.numberOfItems(inSection: $1) }
        guard cells.count == expectedCells, cells.values.allSatisfy({ $0 == 1 }) else {
            throw CheckFailure(check: "one-cell-per-item", message: "\(cells.count) distinct cells for \(expectedCells) items")
        }
        for section in 0..<data.numberOfSections {
            for item in 0..<data.numberOfItems(inSection: section) where cells[IndexPath(item: item, section: section)] == nil {
                throw CheckFailure(check: "one-cell-per-item", message: "no cell for item \(IndexPath(item: item, section: section))")
            }
        }
        if promises.contains(.noOverlap) { try Self.noOverlap(elements) }
    }

    /// The one exception to inside-content: a cell of a compositional section that scrolls
    /// orthogonally lies across the scroll direction wherever its section's own offset puts it
    /// (the content size does not grow for it, as in UIKit); along the scroll direction it must
    /// still be inside.
    static func scrollsOrthogonallyInside(_ content: Rect, _ element: LayoutAttributes, of layout: any InstrumentedLayout) -> Bool {
        guard let compositional = layout as? CompositionalLayout, element.representedElementCategory == .cell,
              compositional.scrollsOrthogonally(section: element.indexPath.section) else { return false }
        let frame = element.frame
        return compositional.configuration.scrollDirection == .vertical
            ? frame.minY >= content.minY && frame.maxY <= content.maxY
            : frame.minX >= content.minX && frame.maxX <= content.maxX
    }

    /// No two frames share an area wider and taller than rounding error (docs/geometry.md: frames
    /// computed in closed form may overlap their neighbours by a few ulps). Sweeps the frames in
    /// order of `minY`.
    /// - Complexity: O(n log n + p), where p is the number of pairs whose vertical extents overlap.
    static func noOverlap(_ elements: [LayoutAttributes]) throws(CheckFailure) {
        func overlaps(_ low: Double, _ high: Double, _ otherLow: Double, _ otherHigh: Double) -> Bool {
            let tolerance = roundingTolerance * Swift.max(1, Swift.abs(high), Swift.abs(otherHigh))
            return Swift.min(high, otherHigh) - Swift.max(low, otherLow) > tolerance
        }
        let sorted = elements.filter { $0.frame.width > 0 && $0.frame.height > 0 }.sorted { $0.frame.minY < $1.frame.minY }
        for (index, element) in sorted.enumerated() {
            for other in sorted[(index + 1)...] {
                if !overlaps(element.frame.minY, element.frame.maxY, other.frame.minY, other.frame.maxY) {
                    if other.frame.minY >= element.frame.maxY { break }
                    continue
                }
                if overlaps(element.frame.minX, element.frame.maxX, other.frame.minX, other.frame.maxX) {
                    throw CheckFailure(check: "no-overlap", message: "\(element.id) at \(element.frame) overlaps \(other.id) at \(other.frame)")
                }
            }
        }
    }
}
