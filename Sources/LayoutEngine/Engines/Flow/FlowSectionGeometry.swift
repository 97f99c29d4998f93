/// One prepared flow section: its header, its items (closed form or stored), its footer, and
/// where it sits along the scroll direction.
///
/// Element order within the section: the header (when its length along the scroll direction is
/// not zero), items 0 to n−1, the footer (likewise). Invariant: `uniform != nil` exactly when the
/// items are sized uniformly, and then `measured` is empty.
struct FlowSectionGeometry: Sendable {
    var firstOrdinal: Int
    var start: Double
    var end: Double
    var metrics: FlowSectionMetrics
    var header: Rect?
    var footer: Rect?
    var itemCount: Int
    var uniform: UniformFlowGrid?
    var measured: MeasuredFlowLines

    var elementCount: Int { (header == nil ? 0 : 1) + itemCount + (footer == nil ? 0 : 1) }

    /// Ordinal of the first item within the section.
    var firstItemOrdinalOffset: Int { header == nil ? 0 : 1 }

    /// - Complexity: O(1) for a uniform section, O(log n) for a measured one.
    func frame(ofItem item: Int) -> Rect {
        if let uniform { return uniform.frame(ofItem: item) }
        return measured.frame(ofItem: item)
    }

    /// `frame(ofItem:)` of the section at `section`, read in place (a copy of a section retained
    /// every array its lines hold).
    /// - Complexity: that of `frame(ofItem:)`.
    static func frame(ofItem item: Int, in section: UnsafePointer<FlowSectionGeometry>) -> Rect {
        if let uniform = unsafe section.pointee.uniform { return uniform.frame(ofItem: item) }
        return unsafe MeasuredFlowLines.frame(ofItem: item, in: section.pointer(to: \.measured)!)
    }

    /// The frame of the element at `local`, the ordinal within the section.
    /// - Complexity: that of `frame(ofItem:)`.
    func frame(atLocalOrdinal local: Int) -> Rect {
        let index = local - firstItemOrdinalOffset
        if index < 0 { return header! }
        return index < itemCount ? frame(ofItem: index) : footer!
    }

    /// The frame and identity of the element at `local`, the ordinal within the section.
    /// - Complexity: that of `frame(ofItem:)`.
    func element(atLocalOrdinal local: Int, section: Int) -> (frame: Rect, id: ElementID) {
        var index = local
        if let header {
            if index == 0 { return (header, .supplementary(.sectionHeader, IndexPath(item: 0, section: section))) }
            index -= 1
        }
        if index < itemCount { return (frame(ofItem: index), .cell(IndexPath(item: index, section: section))) }
        return (footer!, .supplementary(.sectionFooter, IndexPath(item: 0, section: section)))
    }

    /// The farthest across-edge of any item in the section.
    var itemsMaxAcross: Double { uniform?.maxAcross ?? measured.maxAcross }
}
