extension CalendarWeekLayout {
    /// Applies one batch update to the days without sorting them again: every surviving event
    /// keeps its place in its day and takes its new index path (a batch without section moves
    /// keeps the survivors' relative order, so each day stays sorted); the events it deletes,
    /// moves away or reloads leave their days; the events it inserts, moves or reloads (any item
    /// invalidated since, and any survivor whose event follows from its position and changed with
    /// it) are read and inserted. Nil when a rebuild is needed: the batch moves sections, or the
    /// counts do not match the batch's.
    ///
    /// Renumbering is a pass: one table per section with item changes (old item to new item), and
    /// one sequential relabelling pass over the days' index paths, 8 bytes per event, which
    /// neither reads the data source nor moves an event.
    /// - Complexity: O(n + s) for the relabelling (n events, s sections), plus O(c (log n + b)) for
    ///   the c events read and inserted (b events in each one's day) and one event read per
    ///   survivor whose index path changed in a section whose events do not move with their items.
    func applyBatch(_ mapping: BatchIndexMapping, previous: SectionCounts, counts: SectionCounts,
                    invalidated: [IndexPath], metrics: CalendarMetrics) -> Void? {
        guard mapping.itemCountsBefore == previous.itemCounts, mapping.itemCountsAfter == counts.itemCounts,
              !mapping.changes.contains(where: { if case .moveSection = $0 { true } else { false } }),
              dayOfEvent.count == previous.numberOfSections
        else { return nil }
        let plan = BatchRelabelling(mapping: mapping, invalidated: invalidated, counts: counts)
        var fresh = plan.fresh

        // Every day relabelled in place; survivors whose events follow from their positions are
        // checked against the data source.
        let followsPosition = plan.newSection.indices.map { section in
            !(eventsMoveWithItems[safe: section] ?? false)
        }
        for day in 0..<metrics.dayCount {
            elements.modifyDay(day) { bucket in
                _ = bucket.relabel { event in
                    let section = Int(event.section), item = Int(event.item)
                    let newSection = plan.newSection[section]
                    guard newSection >= 0 else { return nil }
                    let newItem = plan.items[section].map { Int($0[item]) } ?? item
                    guard newItem >= 0 else { return nil }
                    if followsPosition[section] && (newSection != section || newItem != item) {
                        let after = IndexPath(item: newItem, section: Int(newSection))
                        // By day, not frame: columns of zero width share one frame.
                        let current = self.event(at: after)
                        let span = metrics.span(of: current)
                        if metrics.day(of: current) != day || span.top != event.top || span.height != event.height {
                            fresh.append(after)
                            return nil
                        }
                    }
                    return (newSection, Int32(newItem))
                }
            }
        }
        dayOfEvent = plan.relabel(dayOfEvent, counts: counts)
        insertEvents(at: fresh, metrics: metrics)
        return ()
    }
}
