extension CompositionalLayout {
    /// Recomputes from section `start.section` on (everything when nil). Sections before it are
    /// kept; the first is resolved and laid out again; each later one is resolved and, when its
    /// resolution, item count and reported sizes equal those it was laid out with, moved to its
    /// new start and first ordinal instead of laid out. Returns the first ordinal that may have
    /// changed.
    func relayout(from start: IndexPath?, counts: SectionCounts, metrics: CompositionalMetrics) -> Int {
        let old = start == nil || source.scrollDirection != metrics.direction ? [] : source.sections
        let kept = Swift.min(Swift.max(0, start?.section ?? 0), old.count, counts.numberOfSections)
        var next = CompositionalElementSource(scrollDirection: metrics.direction)
        next.sections = ContiguousArray(old[..<kept])
        // Release the old storage's second reference so appends grow in place.
        source = CompositionalElementSource(scrollDirection: metrics.direction)
        let firstChanged = next.elementCount
        let environment = metrics.environment
        var ordinal = firstChanged
        var along = next.sections.last.map { $0.origin + $0.length + metrics.interSectionSpacing } ?? 0
        for index in kept..<counts.numberOfSections {
            let resolved = ResolvedSection(sectionProvider(index, environment), direction: metrics.direction,
                                           crossStart: metrics.crossStart, crossLength: metrics.crossLength,
                                           alongLength: metrics.alongLength)
            let itemCount = counts.itemCounts[index]
            let reported = resolved.template.isSelfSizing ? reportedAlong(section: index, itemCount: itemCount,
                                                                          direction: metrics.direction) : nil
            var geometry: CompositionalSectionGeometry
            if index > kept, index < old.count, old[index].resolved == resolved, old[index].itemCount == itemCount,
               old[index].reportedAlong == reported {
                geometry = old[index]
                geometry.origin = along
                geometry.firstOrdinal = ordinal
            } else {
                geometry = CompositionalSectionGeometry(resolved: resolved, itemCount: itemCount, firstOrdinal: ordinal,
                                                        origin: along, reportedAlong: reported)
                geometry.isOrdered = geometry.computeIsOrdered()
                counters.elementsRecomputed += geometry.elementCount
            }
            geometry.orthogonalOffset = clampedOrthogonalOffset(orthogonalOffsets[index] ?? 0, in: geometry)
            ordinal += geometry.elementCount
            along = geometry.origin + geometry.length + metrics.interSectionSpacing
            next.sections.append(geometry)
        }
        next.updateOrdering()
        source = next
        let length = source.sections.last.map { $0.origin + $0.length } ?? 0
        contentSize = metrics.direction == .vertical ? Size(width: metrics.crossTotal, height: length)
                                                     : Size(width: length, height: metrics.crossTotal)
        return firstChanged
    }

    /// The lengths along the scroll direction that the cells of `section` reported (-1 where
    /// none did), or nil when none did.
    /// - Complexity: O(n), for the section's n items.
    private func reportedAlong(section: Int, itemCount: Int, direction: ScrollDirection) -> ContiguousArray<Double>? {
        guard selfSizing.tracks(section: section) else { return nil }
        var lengths = ContiguousArray<Double>(repeating: -1, count: itemCount)
        var any = false
        for item in 0..<itemCount {
            guard let size = selfSizing.reportedSize(ofItem: item, section: section) else { continue }
            lengths[item] = direction == .vertical ? size.height : size.width
            any = true
        }
        return any ? lengths : nil
    }
}
