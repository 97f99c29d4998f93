extension FlowGeometry {
    /// The attributes of the elements `rect` intersects, in canonical order, and how many elements
    /// were tested: `attributes(ofOrdinals:near:)` of the ordinals `appendOrdinalsBySearch(in:to:)`
    /// finds (the same candidates, tested on the same frames), found and written in one pass. Nil
    /// when more than `AnswerWriter.onePassCandidateLimit` elements may be candidates.
    ///
    /// The candidates are counted first, at most (the sections that reach the rect, a measured
    /// section's candidate blocks with the candidate lines of the first and the last, kept for the
    /// second walk: the items between), the answer allocated for them, then the sections walked
    /// again, writing each element that intersects the rect as it is tested.
    /// - Complexity: O(log s + log n + c) for c candidates.
    func attributesBySearch(in rect: Rect) -> (answer: [LayoutAttributes], examined: Int)? {
        unsafe sections.withUnsafeBufferPointer { sections in
            let reaching = unsafe Self.sections(sections, reaching: rect, axes: axes)
            return unsafe withUnsafeTemporaryAllocation(of: MeasuredFlowLines.CandidateBlocks?.self, capacity: reaching.count) { blocks in
                var candidates = 0
                for (offset, index) in reaching.enumerated() {
                    let section = unsafe sections.pointer(at: index)
                    unsafe candidates += (section.pointee.header == nil ? 0 : 1) + (section.pointee.footer == nil ? 0 : 1)
                    if let uniform = unsafe section.pointee.uniform {
                        unsafe blocks.initializeElement(at: offset, to: nil)
                        candidates += Self.uniformCandidates(uniform, in: rect).count
                    } else {
                        let lines = unsafe section.pointer(to: \.measured)!
                        let found = unsafe MeasuredFlowLines.candidateBlocks(of: lines, in: rect)
                        unsafe blocks.initializeElement(at: offset, to: found)
                        candidates += found?.itemBound ?? 0
                    }
                }
                guard candidates <= AnswerWriter.onePassCandidateLimit else { return nil }
                var examined = 0
                let answer = AnswerWriter.answer(capacity: candidates) { writer in
                    for (offset, index) in reaching.enumerated() {
                        unsafe examined += Self.writeElements(of: sections.pointer(at: index), section: index, blocks: blocks[offset],
                                                       in: rect, to: &writer)
                    }
                }
                return (answer, examined)
            }
        }
    }

    /// Writes section `index`'s header, items and footer that `rect` intersects, in that order,
    /// testing the candidates `appendElements(of:in:scanning:to:)` tests when it searches, a
    /// measured section's from `blocks`, the rect's `MeasuredFlowLines.candidateBlocks(of:in:)`;
    /// returns how many it tested. The section is read in place, through a pointer into the
    /// sections' storage: a copy would retain every array it holds.
    private static func writeElements(of section: UnsafePointer<FlowSectionGeometry>, section index: Int,
                                      blocks: MeasuredFlowLines.CandidateBlocks?, in rect: Rect,
                                      to writer: inout AnswerWriter) -> Int {
        var examined = 0
        if let header = unsafe section.pointee.header {
            examined += 1
            if rect.intersects(header) {
                writer.append(LayoutAttributes(id: .supplementary(.sectionHeader, IndexPath(item: 0, section: index)), frame: header))
            }
        }
        if let uniform = unsafe section.pointee.uniform {
            let candidates = uniformCandidates(uniform, in: rect)
            for item in candidates {
                let frame = uniform.frame(ofItem: item)
                if rect.intersects(frame) { writer.append(LayoutAttributes(id: .cell(IndexPath(item: item, section: index)), frame: frame)) }
            }
            examined += candidates.count
        } else if let blocks {
            unsafe examined += MeasuredFlowLines.writeCells(of: section.pointer(to: \.measured)!, blocks: blocks, in: rect,
                                                     section: index, to: &writer)
        }
        if let footer = unsafe section.pointee.footer {
            examined += 1
            if rect.intersects(footer) {
                writer.append(LayoutAttributes(id: .supplementary(.sectionFooter, IndexPath(item: 0, section: index)), frame: footer))
            }
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
            unsafe ordinals.withUnsafeBufferPointer { ordinals in
                unsafe sections.withUnsafeBufferPointer { sections in
                    var index = section(containing: first)
                    var position = 0
                    while position < ordinals.count {
                        let ordinal = unsafe ordinals[position]
                        if unsafe ordinal < sections[index].firstOrdinal
                            || index + 1 < sections.count && sections[index + 1].firstOrdinal <= ordinal {
                            index = section(containing: ordinal)
                        }
                        let firstItem = unsafe sections[index].firstOrdinal + sections[index].firstItemOrdinalOffset
                        let item = ordinal - firstItem
                        if item < 0 {
                            unsafe writer.append(LayoutAttributes(id: .supplementary(.sectionHeader, IndexPath(item: 0, section: index)),
                                                           frame: sections[index].header!))
                        } else if unsafe item >= sections[index].itemCount {
                            unsafe writer.append(LayoutAttributes(id: .supplementary(.sectionFooter, IndexPath(item: 0, section: index)),
                                                           frame: sections[index].footer!))
                        } else if let uniform = unsafe sections[index].uniform {
                            writer.append(LayoutAttributes(id: .cell(IndexPath(item: item, section: index)),
                                                           frame: uniform.frame(ofItem: item)))
                        } else {
                            // The section's items from here on, as far as they run, in one walk.
                            let lines = unsafe sections.pointer(at: index).pointer(to: \.measured)!
                            position = unsafe MeasuredFlowLines.writeCells(of: lines, ordinals: ordinals, from: position,
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
