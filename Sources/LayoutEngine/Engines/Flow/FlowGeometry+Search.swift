extension FlowGeometry {
    /// The elements `rect` intersects, ascending: the sections whose extent along the scroll
    /// direction reaches the rect (two binary searches: sections are contiguous), and in each the
    /// header, the items (a uniform section's by binary search over its ordered frames, a measured
    /// one's through its blocks) and the footer.
    /// - Complexity: O(log s + log n + c) for c candidates.
    func appendOrdinalsBySearch(in rect: Rect, to result: inout [Int]) -> Int {
        let direction = axes.direction
        let low = rect.minAlong(direction), high = rect.maxAlong(direction)
        guard low < high else { return 0 }
        return sections.withUnsafeBufferPointer { sections in
            var examined = 0
            var index = partitionPoint(sections.count) {
                sections[$0].end + MeasuredFlowLines.searchMargin(sections[$0].end) > low
            }
            while index < sections.count {
                if sections[index].start - MeasuredFlowLines.searchMargin(sections[index].start) >= high { break }
                examined += Self.appendElements(of: sections.baseAddress! + index, in: rect, scanning: false, to: &result)
                index += 1
            }
            return examined
        }
    }

    /// Every element in ordinal order, each tested: the linear scan, walking the blocks of a
    /// measured section in order rather than looking each item up.
    /// - Complexity: O(n).
    func appendOrdinalsByScan(in rect: Rect, to result: inout [Int]) -> Int {
        sections.withUnsafeBufferPointer { sections in
            var examined = 0
            for index in sections.indices {
                examined += Self.appendElements(of: sections.baseAddress! + index, in: rect, scanning: true, to: &result)
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
        let firstOrdinal = section.pointee.firstOrdinal
        if let header = section.pointee.header {
            examined += 1
            if rect.intersects(header) { result.append(firstOrdinal) }
        }
        let firstItem = firstOrdinal + section.pointee.firstItemOrdinalOffset
        if let uniform = section.pointee.uniform {
            if scanning {
                for item in 0..<uniform.itemCount where rect.intersects(uniform.frame(ofItem: item)) {
                    result.append(firstItem + item)
                }
                examined += uniform.itemCount
            } else {
                examined += appendUniformItems(uniform, in: rect, firstOrdinal: firstItem, to: &result)
            }
        } else {
            let lines = section.pointer(to: \.measured)!
            examined += scanning ? lines.pointee.appendItemsByScan(in: rect, firstOrdinal: firstItem, to: &result)
                : MeasuredFlowLines.appendItems(of: lines, in: rect, firstOrdinal: firstItem, to: &result)
        }
        if let footer = section.pointee.footer {
            examined += 1
            if rect.intersects(footer) { result.append(firstOrdinal + section.pointee.elementCount - 1) }
        }
        return examined
    }

    /// A uniform section's items `rect` intersects. The items of a line share their extent along
    /// the scroll direction, and lines are `linePitch` apart: the first line reaching the rect is
    /// where division puts it, confirmed (or corrected) on the lines' own frames; the candidates
    /// then run to the first item that starts at or after the rect's end.
    /// - Complexity: O(1 + c) for c candidates (O(log n + c) when rounding puts the estimate more
    ///   than a few lines off, as with a pitch of almost nothing far from the origin).
    private static func appendUniformItems(_ grid: UniformFlowGrid, in rect: Rect, firstOrdinal: Int,
                                           to result: inout [Int]) -> Int {
        let direction = grid.axes.direction
        let low = rect.minAlong(direction), high = rect.maxAlong(direction)
        let perLine = grid.itemsPerLine
        // Line l reaches past `low` when firstLineStart + l·pitch + length > low.
        let estimate = (low - grid.axes.along(grid.itemSize) - grid.firstLineStart) / grid.linePitch + 1
        let firstLine = partitionPoint(grid.lineCount, near: estimate) {
            grid.frame(ofItem: $0 * perLine).maxAlong(direction) > low
        }
        var item = firstLine * perLine
        var examined = 0
        while item < grid.itemCount {
            let frame = grid.frame(ofItem: item)
            if frame.minAlong(direction) >= high { break }
            examined += 1
            if rect.intersects(frame) { result.append(firstOrdinal + item) }
            item += 1
        }
        return examined
    }

    /// The attributes of the elements at `ordinals`, which ascend: the sections, blocks and lines
    /// are walked forwards once rather than searched for each element, a measured section's from
    /// the block where the search for `rect` starts (a hint: the ordinals decide, whatever the
    /// rect).
    /// - Complexity: O(k + log s + log n) for k ordinals within a block or two, O(k · log n) at
    ///   worst.
    func attributes(ofOrdinals ordinals: [Int], near rect: Rect) -> [LayoutAttributes] {
        guard let first = ordinals.first else { return [] }
        return AnswerWriter.answer(capacity: ordinals.count) { writer in
            // Sections are read in place, through pointers into their storage, their measured
            // lines too: a copy would retain every array it holds.
            ordinals.withUnsafeBufferPointer { ordinals in
                sections.withUnsafeBufferPointer { sections in
                    var index = section(containing: first)
                    var position = 0
                    while position < ordinals.count {
                        let ordinal = ordinals[position]
                        if ordinal < sections[index].firstOrdinal
                            || index + 1 < sections.count && sections[index + 1].firstOrdinal <= ordinal {
                            index = section(containing: ordinal)
                        }
                        let firstItem = sections[index].firstOrdinal + sections[index].firstItemOrdinalOffset
                        let item = ordinal - firstItem
                        if item < 0 {
                            writer.append(LayoutAttributes(id: .supplementary(.sectionHeader, IndexPath(item: 0, section: index)),
                                                           frame: sections[index].header!))
                        } else if item >= sections[index].itemCount {
                            writer.append(LayoutAttributes(id: .supplementary(.sectionFooter, IndexPath(item: 0, section: index)),
                                                           frame: sections[index].footer!))
                        } else if let uniform = sections[index].uniform {
                            writer.append(LayoutAttributes(id: .cell(IndexPath(item: item, section: index)),
                                                           frame: uniform.frame(ofItem: item)))
                        } else {
                            // The section's items from here on, as far as they run, in one walk.
                            let lines = (sections.baseAddress! + index).pointer(to: \.measured)!
                            position = MeasuredFlowLines.writeCells(of: lines, ordinals: ordinals, from: position,
                                                                    firstOrdinal: firstItem, section: index, near: rect,
                                                                    to: &writer)
                            continue
                        }
                        position += 1
                    }
                }
            }
        }
    }
}
