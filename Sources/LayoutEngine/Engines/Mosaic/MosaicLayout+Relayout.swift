extension MosaicLayout {
    /// Recomputes the state of every section from `start`'s section on (every section when nil),
    /// each from the previous section's bottom, keeping the sections before it. Returns the first
    /// ordinal that may have changed. Counts one recomputed element per section state.
    /// - Complexity: O(s − i) for a restart in section i of s.
    func relayout(from start: IndexPath?, counts: SectionCounts, metrics: MosaicMetrics) -> Int {
        let first = start.map { Swift.min(Swift.max(0, $0.section), source.sections.count, counts.numberOfSections) } ?? 0
        source.sections.removeSubrange(first...)
        source.metrics = metrics
        let firstChanged = source.elementCount
        var ordinal = firstChanged, top = source.bottom
        for section in first..<counts.numberOfSections {
            let geometry = MosaicSectionGeometry(firstOrdinal: ordinal, itemCount: counts.itemCounts[section], top: top, metrics: metrics)
            source.sections.append(geometry)
            ordinal += geometry.itemCount
            top = geometry.bottom
        }
        counters.elementsRecomputed += counts.numberOfSections - first
        return firstChanged
    }
}
