extension FlowGeometry {
    /// The elements `rect` intersects, ascending: the sections whose extent along the scroll
    /// direction reaches the rect (two binary searches: sections are contiguous), and in each the
    /// header, the items (a uniform section's by binary search over its ordered frames, a measured
    /// one's through its blocks) and the footer.
    /// - Complexity: O(log s + log n + c) for c candidates.
    func appendOrdinalsBySearch(in rect: Rect, to result: inout [Int]) -> Int {
        unsafe sections.withUnsafeBufferPointer { sections in
            var examined = 0
            for index in unsafe Self.sections(sections, reaching: rect, axes: axes) {
                unsafe examined += Self.appendElements(of: sections.pointer(at: index), in: rect, scanning: false, to: &result)
            }
            return examined
        }
    }

    /// The sections whose extent along the scroll direction reaches `rect`, each bound widened by
    /// `MeasuredFlowLines.searchMargin`: the first found by a binary search (sections are
    /// contiguous), the others walked to the first that starts at or after the rect's end; none
    /// when the rect is empty along the scroll direction.
    /// - Complexity: O(log s + k) for k sections found.
    static func sections(_ sections: UnsafeBufferPointer<FlowSectionGeometry>, reaching rect: Rect, axes: ScrollAxes) -> Range<Int> {
        let low = rect.minAlong(axes.direction), high = rect.maxAlong(axes.direction)
        guard low < high else { return 0..<0 }
        let first = partitionPoint(sections.count) { unsafe sections[$0].end + MeasuredFlowLines.searchMargin(sections[$0].end) > low }
        var end = first
        while unsafe end < sections.count && sections[end].start - MeasuredFlowLines.searchMargin(sections[end].start) < high { end += 1 }
        return first..<end
    }

    /// Every element in ordinal order, each tested: the linear scan, walking the blocks of a
    /// measured section in order rather than looking each item up.
    /// - Complexity: O(n).
    func appendOrdinalsByScan(in rect: Rect, to result: inout [Int]) -> Int {
        unsafe sections.withUnsafeBufferPointer { sections in
            var examined = 0
            for index in sections.indices {
                unsafe examined += Self.appendElements(of: sections.pointer(at: index), in: rect, scanning: true, to: &result)
            }
            return examined
        }
    }

    /// Tests `section`'s header, its items (every one when `scanning`, else those its search
    /// finds), then its footer; returns the number of frames tested. The section is read in
    /// place, through a pointer into the sections' storage, its measured lines too: a copy would
    /// retain every array it holds.
    private static func appendElements(of section: UnsafePointer<FlowSectionGeometry>, in rect: Rect, scanning: Bool,
                                       to result: inout [Int]) -> Int {
        var examined = 0
        let firstOrdinal = unsafe section.pointee.firstOrdinal
        if let header = unsafe section.pointee.header {
            examined += 1
            if rect.intersects(header) { result.append(firstOrdinal) }
        }
        let firstItem = unsafe firstOrdinal + section.pointee.firstItemOrdinalOffset
        if let uniform = unsafe section.pointee.uniform {
            let candidates = scanning ? 0..<uniform.itemCount : uniformCandidates(uniform, in: rect)
            for item in candidates where rect.intersects(uniform.frame(ofItem: item)) {
                result.append(firstItem + item)
            }
            examined += candidates.count
        } else {
            let lines = unsafe section.pointer(to: \.measured)!
            unsafe examined += scanning ? lines.pointee.appendItemsByScan(in: rect, firstOrdinal: firstItem, to: &result)
                : MeasuredFlowLines.appendItems(of: lines, in: rect, firstOrdinal: firstItem, to: &result)
        }
        if let footer = unsafe section.pointee.footer {
            examined += 1
            if rect.intersects(footer) { unsafe result.append(firstOrdinal + section.pointee.elementCount - 1) }
        }
        return examined
    }

    /// The items of a uniform section that can reach `rect`: the items of a line share their
    /// extent along the scroll direction, and lines are `linePitch` apart, so the first line
    /// reaching the rect, and the first line starting at or after its end, are where division
    /// puts them, confirmed (or corrected) on the lines' own frames; the candidates are the items
    /// of the lines between.
    /// - Complexity: O(1) (O(log n) when rounding puts an estimate more than a few lines off, as
    ///   with a pitch of almost nothing far from the origin).
    static func uniformCandidates(_ grid: UniformFlowGrid, in rect: Rect) -> Range<Int> {
        let direction = grid.axes.direction
        let low = rect.minAlong(direction), high = rect.maxAlong(direction)
        let perLine = grid.itemsPerLine
        // Line l reaches past `low` when firstLineStart + l·pitch + length > low.
        let estimate = (low - grid.axes.along(grid.itemSize) - grid.firstLineStart) / grid.linePitch + 1
        let firstLine = partitionPoint(grid.lineCount, near: estimate) {
            grid.frame(ofItem: $0 * perLine).maxAlong(direction) > low
        }
        // Line l starts at or after `high` when firstLineStart + l·pitch ≥ high; lines before
        // `firstLine` end before `low`, so `endLine` is not before it.
        let endLine = partitionPoint(grid.lineCount, near: (high - grid.firstLineStart) / grid.linePitch) {
            grid.frame(ofItem: $0 * perLine).minAlong(direction) >= high
        }
        return Swift.min(firstLine * perLine, grid.itemCount)..<Swift.min(endLine * perLine, grid.itemCount)
    }
}
