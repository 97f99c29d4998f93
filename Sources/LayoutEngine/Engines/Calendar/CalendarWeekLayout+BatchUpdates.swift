extension CalendarWeekLayout {
    /// Applies one batch update of items to the days, touching only what it changes: the events
    /// of the items it deletes or moves away leave their days and their labels go; the items it
    /// inserts or moves in take labels between their neighbours' and their events are read and
    /// inserted; the items it reloads (and any item invalidated since) keep their labels and have
    /// their events read again. Survivors are renumbered by their labels (`ItemLabels`): nothing
    /// that stores them is rewritten. A section whose labels have grown crowded is rebased after.
    ///
    /// Nil when everything must be laid out again: the batch inserts, deletes, moves or reloads a
    /// section; the counts do not match the batch's; or it renumbers a section whose events follow
    /// from their positions (the placeholders: every renumbered item may show another event).
    /// - Complexity: O(s + c (log n + B + b)) for c changes, B blocks of labels in a section and b
    ///   events in each changed day (a removal scans its day: the event's top is not known); plus
    ///   O(n) for a section rebased, at most once in every n / 4 changes to it.
    func applyBatch(_ mapping: BatchIndexMapping, previous: SectionCounts, counts: SectionCounts,
                    invalidated: [IndexPath], metrics: CalendarMetrics) -> Void? {
        guard mapping.itemCountsBefore == previous.itemCounts, mapping.itemCountsAfter == counts.itemCounts,
              mapping.deletedSections.isEmpty, mapping.insertedSections.isEmpty, mapping.reloadedSections.isEmpty,
              mapping.movedSections.isEmpty, elements.labels.count == counts.numberOfSections,
              !mapping.removedItems.sections.contains(where: { !(eventsMoveWithItems[safe: $0] ?? false) }),
              !mapping.occupiedItems.sections.contains(where: { !(eventsMoveWithItems[safe: $0] ?? false) })
        else { return nil }

        // Every label looked up before anything changes: the items leaving, by their old numbers,
        // and those staying whose events are read again, by their new ones.
        var leaving: [(section: Int, label: Int32)] = []
        for removed in mapping.removedItems {
            for item in removed.items { leaving.append((removed.section, elements.labels[removed.section].label(ofItem: item))) }
        }
        var refreshed: [IndexPath: Int32] = [:]
        for old in mapping.reloadedItemPaths.elements {
            if let new = mapping.indexPathAfterUpdate(old) { refreshed[new] = elements.labels[old.section].label(ofItem: old.item) }
        }
        for new in invalidated where counts.itemCounts.indices.contains(new.section) && (0..<counts.itemCounts[new.section]).contains(new.item) {
            // An item inserted or moved in is read with the inserts (a moved one has an old path too).
            if let occupied = mapping.occupiedItems[new.section],
               occupied[safe: partitionPoint(occupied.count) { occupied[$0] >= new.item }] == new.item { continue }
            if let old = mapping.indexPathBeforeUpdate(new) { refreshed[new] = elements.labels[old.section].label(ofItem: old.item) }
        }

        // Their events leave their days, each day scanned once.
        var changes = DayChanges()
        var leavingByDay: [Int: [(section: Int32, label: Int32)]] = [:]
        for (section, label) in leaving + refreshed.map({ ($0.key.section, $0.value) }) {
            leavingByDay[Int(elements.labels[section].value(ofLabel: label)), default: []].append((Int32(section), label))
        }
        for (day, events) in leavingByDay {
            let first = elements.modifyDay(day) { bucket in
                bucket.removeUnsummarised { event in events.contains { $0.section == event.section && $0.label == event.label } }
            }
            if let first { changes.note(day: day, index: first) }
        }
        for (section, label) in leaving { elements.labels[section].remove(label: label) }

        // The refreshed events return under their labels (before any insert can rebase them).
        for (path, label) in refreshed {
            let event = event(at: path), day = metrics.day(of: event)
            elements.labels[path.section].setValue(Int32(day), ofLabel: label)
            place(event, day: day, section: path.section, label: label, metrics: metrics, changes: &changes)
        }
        // Inserted and moved-in items, ascending in each section: each lands between survivors
        // and the items inserted before it.
        for occupied in mapping.occupiedItems {
            for item in occupied.items {
                guard insertEvent(at: IndexPath(item: item, section: occupied.section), metrics: metrics, changes: &changes) != nil
                else { return nil }
            }
        }
        summarise(changes)
        for section in Set(mapping.occupiedItems.sections).union(mapping.removedItems.sections) where elements.labels[section].isCrowded {
            elements.rebaseLabels(ofSection: section)
        }
        return ()
    }
}
