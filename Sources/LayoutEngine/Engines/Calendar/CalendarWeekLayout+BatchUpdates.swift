extension CalendarWeekLayout {
    /// Applies one batch update to the ordered elements without sorting them again: the events
    /// that survive keep their frames and relative order and take their new index paths; the
    /// events the batch inserts, moves or reloads (any other item invalidated since, and any
    /// survivor whose data source answers a different event at its new position) are laid out
    /// and merged in. Returns the first changed ordinal, or nil when a rebuild is needed: the
    /// batch moves sections (which can reorder events that start at the same time), or the counts
    /// do not match the batch's.
    /// - Complexity: O(n log c + m log m) for n elements, c changes and m events laid out, plus one
    ///   event lookup per survivor whose index path changed; against O(n log n) for a rebuild.
    func applyBatch(_ mapping: BatchIndexMapping, previous: SectionCounts, counts: SectionCounts,
                    invalidated: [IndexPath], metrics: CalendarMetrics) -> Int? {
        guard mapping.itemCountsBefore == previous.itemCounts, mapping.itemCountsAfter == counts.itemCounts,
              !mapping.changes.contains(where: { if case .moveSection = $0 { true } else { false } })
        else { return nil }
        var fresh = Set(invalidated.filter { $0.section >= 0 && $0.section < counts.numberOfSections
                                             && $0.item >= 0 && $0.item < counts.itemCounts[$0.section] })
        for change in mapping.changes {
            switch change {
            case .insertItem(let path), .moveItem(_, let path): fresh.insert(path)
            case .reloadItem(let path): if let after = mapping.indexPathAfterUpdate(path) { fresh.insert(after) }
            case .insertSection(let section):
                fresh.formUnion((0..<counts.itemCounts[section]).map { IndexPath(item: $0, section: section) })
            case .reloadSection(let section):
                if let after = mapping.sectionAfterUpdate(section) {
                    fresh.formUnion((0..<counts.itemCounts[after]).map { IndexPath(item: $0, section: after) })
                }
            default: break
            }
        }
        // Survivors keep their frames and relative order under their new index paths. A survivor
        // whose index path changed is checked against the data source: one whose event follows
        // from its position (the placeholder) moves, and is laid out again with the new items.
        var survivors = ContiguousArray<Entry>()
        survivors.reserveCapacity(table.elementCount - Self.days)
        for ordinal in Self.days..<table.elementCount {
            var key = orderKey(at: ordinal)
            if key.isEvent {
                let before = IndexPath(item: key.item, section: key.section)
                guard !mapping.isReloaded(itemBeforeUpdate: before), let after = mapping.indexPathAfterUpdate(before),
                      !fresh.contains(after) else { continue }
                if after != before && metrics.frame(of: event(at: after)) != table.frames[ordinal] {
                    fresh.insert(after)
                    continue
                }
                key.section = after.section
                key.item = after.item
            }
            survivors.append(Entry(key: key, frame: table.frames[ordinal]))
        }
        var added = ContiguousArray<Entry>()
        appendEvents(to: &added, items: fresh.sorted().map { (section: $0.section, range: $0.item..<$0.item + 1) }, metrics: metrics)
        added.sort { $0.key < $1.key }

        var merged = ContiguousArray<Entry>()
        merged.reserveCapacity(survivors.count + added.count)
        var next = 0
        for survivor in survivors {
            while next < added.count && added[next].key < survivor.key {
                merged.append(added[next])
                next += 1
            }
            merged.append(survivor)
        }
        merged.append(contentsOf: added[next...])

        let unchanged = zip(Self.days..<table.elementCount, merged).prefix { ordinal, entry in
            orderKey(at: ordinal) == entry.key && table.frames[ordinal] == entry.frame
        }.count
        let first = Self.days + unchanged
        table.truncate(to: first)
        farthestEdges = (0..<first).reduce(into: Size.zero) { edges, ordinal in
            let frame = table.frames[ordinal]
            edges = Size(width: Swift.max(edges.width, frame.maxX), height: Swift.max(edges.height, frame.maxY))
        }
        append(merged[unchanged...])
        counters.elementsRecomputed += added.count
        return first
    }
}
