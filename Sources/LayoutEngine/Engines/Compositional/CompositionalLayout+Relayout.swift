extension CompositionalLayout {
    /// Recomputes from section `start.section` on (everything when nil). Sections before it are
    /// kept; the first is resolved and laid out again; each later one keeps its resolution when
    /// `reusingResolutions` (its index, hence its provider answer, is unchanged) or is resolved
    /// again, and, when its resolution, item count and reported sizes equal those it was laid out
    /// with, is moved to its new start and first ordinal instead of laid out. Returns the first
    /// ordinal that may have changed.
    func relayout(from start: IndexPath?, counts: SectionCounts, metrics: CompositionalMetrics,
                  reusingResolutions: Bool) -> Int {
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
            let resolved = reusingResolutions && index > kept && index < old.count
                ? old[index].resolved
                : ResolvedSection(sectionProvider(index, environment), direction: metrics.direction,
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
                counters.elementsRecomputed += geometry.computedFrameCount
            }
            geometry.orthogonalOffset = clampedOrthogonalOffset(orthogonalOffsets[index] ?? 0, in: geometry)
            ordinal += geometry.elementCount
            along = geometry.origin + geometry.length + metrics.interSectionSpacing
            next.sections.append(geometry)
        }
        source = next
        contentSize = updatedContentSize(metrics: metrics, from: kept)
        source.updateReachIndex()
        return firstChanged
    }

    /// Along, the farthest edge of any section; across, the bounds' length, or a farther edge
    /// when rounding puts one past it. Sections before `kept` contribute what they did at the last
    /// prepare.
    /// Also measures each section from `kept` on for the search (`updateReach()`).
    /// - Complexity: O(s) plus `farEdges()` and `updateReach()` of the sections from `kept` on.
    private func updatedContentSize(metrics: CompositionalMetrics, from kept: Int) -> Size {
        var along = 0.0, across = metrics.crossTotal
        for index in source.sections.indices {
            if index >= kept {
                source.sections[index].farthest = source.sections[index].farEdges()
                source.sections[index].updateReach()
            }
            along = Swift.max(along, source.sections[index].farthest.along)
            across = Swift.max(across, source.sections[index].farthest.across)
        }
        return metrics.direction == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
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
