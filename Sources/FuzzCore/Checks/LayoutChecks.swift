import LayoutEngine
import Workloads

/// A check that failed: which one, and what it saw.
package struct CheckFailure: Error, Equatable {
    package var check: FailedCheck
    package var message: String
    /// The element the failure is about (the first, when it is about two), nil when it is about
    /// the layout as a whole or the data: the failure's signature takes its category from it.
    package var element: ElementID?
    /// A refinement of the check for the failure's signature (a query's `missing` or `extra`
    /// elements and the rect's shape), nil when the check alone says what failed.
    package var detail: String?

    package init(check: FailedCheck, message: String, element: ElementID? = nil, detail: String? = nil) {
        self.check = check
        self.message = message
        self.element = element
        self.detail = detail
    }
}

/// The checks run after every step of a fuzz case, on the layouts' snapshots (`LayoutSnapshot`,
/// read once per step). The reference answer to a query is the dumbest one: every element of the
/// queried layout, filtered one by one with the reference model's own copy of the intersection
/// rule (`ReferenceQuery`); the reference layout is a fresh one, fully computed from the data as
/// it is now (`matchesFreshLayout`). Messages are built only when a check fails.
enum LayoutChecks {
    /// Relative size of the rounding error two frames may overlap by (docs/geometry.md).
    static let roundingTolerance = 1e-9

    /// Every layout must hold the same elements and content size as the first (the reference
    /// pair: linear query, full invalidation), within the larger of the two layouts'
    /// `frameTolerance` (bit for bit for most engines).
    /// - Complexity: O(n) per layout, where n is the number of elements.
    static func strategiesAgree(_ names: [String], _ snapshots: [LayoutSnapshot]) throws(CheckFailure) {
        let reference = snapshots[0]
        for (name, other) in zip(names, snapshots).dropFirst() {
            let tolerance = Swift.max(reference.frameTolerance, other.frameTolerance)
            guard other.contentSize.isWithin(tolerance, of: reference.contentSize) else {
                throw CheckFailure(check: .kind(.strategiesAgree),
                                   message: "\(name) content size \(other.contentSize), \(names[0]) \(reference.contentSize)")
            }
            let actual = other.elements, expected = reference.elements
            if let index = actual.firstMismatch(with: expected, framesWithin: tolerance) {
                throw CheckFailure(check: .kind(.strategiesAgree),
                                   message: "element \(index): \(name) has \(describe(actual, at: index)), \(names[0]) has \(describe(expected, at: index))",
                                   element: id(in: actual, expected, at: index))
            }
        }
    }

    /// The layout's query for `rect` must return exactly `expected`, the reference filter's answer
    /// over the layout's own elements (`expectedAnswer`), in canonical order: every strategy
    /// answers exactly on the frames its layout holds (which `strategiesAgree` compares across
    /// layouts). A seed-faithful sample is held to its own promise: the elements whose frames meet
    /// the rect by Core Graphics' rule (touching counts), in any order.
    /// - Complexity: that of the query, plus O(k log k) for a sample's k elements returned.
    static func queryMatchesReference(_ name: String, _ layout: any InstrumentedLayout, content: Rect, rect: Rect,
                                      expected: [LayoutAttributes], asSample: Bool = false) throws(CheckFailure) {
        let actual = layout.layoutAttributesForElements(in: rect)
        let agrees = asSample ? actual.count == expected.count && Set(actual) == Set(expected) : actual == expected
        guard !agrees else { return }
        let missing = expected.filter { !actual.contains($0) }.prefix(3).map(\.id)
        let extra = actual.filter { !expected.contains($0) }.prefix(3).map(\.id)
        throw CheckFailure(check: .kind(.queryMatchesReference),
                           message: "\(name) query \(rect): \(actual.count) elements, expected \(expected.count); missing \(missing), extra \(extra)",
                           element: missing.first ?? extra.first,
                           detail: (missing.isEmpty ? (extra.isEmpty ? "misordered" : "extra") : "missing") + " "
                               + Self.shape(of: rect, in: content))
    }

    /// What a query for `rect` must return from a layout holding `elements`: the reference filter
    /// (`ReferenceQuery`), or, for a seed-faithful sample, Core Graphics' rule.
    /// - Complexity: O(n), where n is the number of elements.
    static func expectedAnswer(for rect: Rect, in elements: [LayoutAttributes], asSample: Bool) -> [LayoutAttributes] {
        asSample ? elements.filter { rect.intersectsAsCoreGraphics($0.frame) } : ReferenceQuery.elements(in: rect, of: elements)
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

    /// The layout equals `fresh`, one built from the same scenario on the data and bounds as they
    /// are now and prepared once, within the larger of the two's `frameTolerance` (bit for bit for
    /// most engines): whatever the layout kept from earlier passes changed nothing beyond the bound
    /// it states.
    /// - Complexity: O(n), where n is the number of elements.
    static func matchesFreshLayout(_ layout: LayoutSnapshot, fresh: LayoutSnapshot) throws(CheckFailure) {
        let tolerance = Swift.max(layout.frameTolerance, fresh.frameTolerance)
        guard fresh.contentSize.isWithin(tolerance, of: layout.contentSize) else {
            throw CheckFailure(check: .kind(.matchesFreshLayout),
                               message: "content size \(layout.contentSize), a fresh layout's \(fresh.contentSize)")
        }
        let actual = layout.elements, expected = fresh.elements
        guard let index = actual.firstMismatch(with: expected, framesWithin: tolerance) else { return }
        throw CheckFailure(check: .kind(.matchesFreshLayout),
                           message: "element \(index): \(describe(actual, at: index)), a fresh layout has \(describe(expected, at: index))",
                           element: id(in: actual, expected, at: index))
    }

    /// The element a mismatch at `index` is about: the one the layout has there, else the one
    /// expected there.
    private static func id(in actual: [LayoutAttributes], _ expected: [LayoutAttributes], at index: Int) -> ElementID? {
        index < actual.count ? actual[index].id : index < expected.count ? expected[index].id : nil
    }

    /// `elements[index]` and its frame for a message, or `nothing` past the end.
    private static func describe(_ elements: [LayoutAttributes], at index: Int) -> String {
        index < elements.count ? "\(elements[index].id) at \(elements[index].frame)" : "nothing"
    }
}
