extension MeasuredFlowLines {
    /// Writes the cells of the items at `ordinals[start...]`, each the item `ordinal −
    /// firstOrdinal` of section `section`, while they are items of these lines (from 0 to
    /// `itemCount − 1`); returns the index of the first ordinal it did not write. Ascending
    /// ordinals (a query's answer) are visited walking forwards, from the first block the search
    /// for `rect` (a hint: any rect gives the same cells) visits: each next one is in the same
    /// line, a later line or the next block. Any order is answered, an ordinal outside the walk
    /// by a descent of the counts.
    ///
    /// The search's first block is found again by the search's own descent, whose nodes it left
    /// in cache; descending the counts to the first ordinal's block read nodes the search did not,
    /// cache misses one after another at a million items (about 0.2 µs of a query).
    /// - Complexity: O(log b + log l + k) for k ascending ordinals within a block or two,
    ///   O(k · (log b + log l)) at worst.
    ///
    /// The lines are taken by pointer, and only their small parts are read (the blocks, the
    /// trees): a method of the whole value, which is large, reached in an array of sections,
    /// would be called on a copy of it (its four arrays retained, then released).
    static func writeCells(of lines: UnsafePointer<MeasuredFlowLines>, ordinals: UnsafeBufferPointer<Int>, from start: Int,
                           firstOrdinal: Int, section: Int, near rect: Rect, to writer: inout AnswerWriter) -> Int {
        let itemCount = unsafe lines.pointee.itemCount, axes = unsafe lines.pointee.axes
        var index = start
        // The block of the ordinals being written (−1 before the first), its first item and base.
        var block = -1, blockFirst = 0, base = 0.0
        if let first = unsafe firstCandidateBlock(of: lines, reaching: rect.minAlong(axes.direction)) {
            (block, base) = first
            blockFirst = unsafe lines.pointee.itemCounts.prefixSum(before: block)
        }
        while index < ordinals.count {
            let item = unsafe ordinals[index] - firstOrdinal
            guard item >= 0, item < itemCount else { break }
            if unsafe block >= 0 && item >= blockFirst && item < blockFirst + lines.pointee.blocks[block].itemCount {
                // In the block the search started from.
            } else if block >= 0, unsafe item >= blockFirst + lines.pointee.blocks[block].itemCount, unsafe block + 1 < lines.pointee.blocks.count,
                      unsafe item < blockFirst + lines.pointee.blocks[block].itemCount + lines.pointee.blocks[block + 1].itemCount {
                unsafe blockFirst += lines.pointee.blocks[block].itemCount
                block += 1
                base = unsafe lines.pointee.positions.position(of: block)
            } else {
                (block, blockFirst) = unsafe lines.pointee.itemCounts.slot(holding: item)
                base = unsafe lines.pointee.positions.position(of: block)
            }
            index = unsafe lines.pointee.blocks[block].writeCells(ofOrdinals: ordinals, from: index, firstOrdinal: firstOrdinal + blockFirst,
                                                           base: base, axes: axes, section: section, itemOffset: blockFirst,
                                                           to: &writer)
        }
        return index
    }

    /// Writes the cells of the items whose frames `rect` intersects, ascending, as items of
    /// section `section`, from `candidates`, the rect's `candidateBlocks(of:in:)`: the cells of the
    /// items `appendItems(of:in:firstOrdinal:to:)` finds, the same candidates tested on the same
    /// frames, found and written in one pass. Returns how many items it tested.
    /// - Complexity: O(c) for c candidates in one block or two, O(k · (log b + log l) + c) for k
    ///   blocks.
    static func writeCells(of lines: UnsafePointer<MeasuredFlowLines>, blocks candidates: CandidateBlocks, in rect: Rect,
                           section: Int, to writer: inout AnswerWriter) -> Int {
        let axes = unsafe lines.pointee.axes
        var examined = 0
        unsafe forEachBlock(of: lines, candidates, in: rect) { block, base, firstItem, candidates in
            unsafe Block.forEachItem(of: block, inLines: candidates.lines, from: candidates.items.lowerBound, base: base, axes: axes,
                              intersecting: rect) { local, frame in
                writer.append(LayoutAttributes(id: .cell(IndexPath(item: firstItem + local, section: section)), frame: frame))
            }
            examined += candidates.items.count
        }
        return examined
    }
}

extension MeasuredFlowLines.Block {
    /// Writes the cells of the items at `ordinals[start...]` while they are items of this block,
    /// based at `base`, whose item 0 is ordinal `firstOrdinal` and item `itemOffset` of section
    /// `section`; returns the index of the first ordinal it did not write. `ordinals[start]` is
    /// one of its items.
    /// - Complexity: O(log l + k) for k ascending ordinals.
    func writeCells(ofOrdinals ordinals: UnsafeBufferPointer<Int>, from start: Int, firstOrdinal: Int, base: Double,
                    axes: ScrollAxes, section: Int, itemOffset: Int, to writer: inout AnswerWriter) -> Int {
        unsafe lines.withUnsafeBufferPointer { lines in
            unsafe items.withUnsafeBufferPointer { items in
                var index = start
                // The line holding the item written last: its items, start and thickness.
                var line = -1, lineFirst = 0, lineEnd = 0, lineStart = 0.0, thickness = 0.0
                while index < ordinals.count {
                    let local = unsafe ordinals[index] - firstOrdinal
                    guard local >= 0, local < itemCount else { break }
                    if line < 0 || local < lineFirst || local >= lineEnd {
                        // The next line is tried first: a screen's items run through consecutive lines.
                        let inNextLine = unsafe line >= 0 && local >= lineEnd && line + 1 < lineCount
                            && (line + 2 == lineCount || local < Int(lines[line + 2].firstItem))
                        line = inNextLine ? line + 1 : self.line(holding: local)
                        lineFirst = unsafe Int(lines[line].firstItem)
                        lineEnd = unsafe line + 1 < lineCount ? Int(lines[line + 1].firstItem) : itemCount
                        lineStart = unsafe base + lines[line].start
                        thickness = Self.thickness(of: self.items.span, lineFirst..<lineEnd)
                    }
                    let frame = unsafe MeasuredFlowLines.frame(of: items[local], lineStart: lineStart, thickness: thickness, axes: axes)
                    writer.append(LayoutAttributes(id: .cell(IndexPath(item: itemOffset + local, section: section)), frame: frame))
                    index += 1
                }
                return index
            }
        }
    }
}
