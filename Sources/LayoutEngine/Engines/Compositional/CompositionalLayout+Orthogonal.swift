extension CompositionalLayout {
    /// Scrolls an orthogonal section to `offset` across the scroll direction: its items' frames
    /// move back by it at once (no prepare needed, no frame recomputed). The offset is kept by
    /// section index, through prepares and batch updates, and applied clamped to
    /// `0 ... (groups' extent − section's content length)`; on a section that is not orthogonal it
    /// does nothing until the section becomes orthogonal.
    /// - Complexity: O(1).
    public func setOrthogonalOffset(_ offset: Double, forSection section: Int) {
        orthogonalOffsets[section] = offset.isFinite ? offset : 0
        guard source.sections.indices.contains(section) else { return }
        source.sections[section].orthogonalOffset = clampedOrthogonalOffset(orthogonalOffsets[section]!, in: source.sections[section])
    }

    /// The offset the section's items are shifted by: the one set, clamped (0 when none was set
    /// or the section is not orthogonal).
    /// - Complexity: O(1).
    public func orthogonalOffset(forSection section: Int) -> Double {
        source.sections.element(at: section)?.orthogonalOffset ?? 0
    }

    /// Where a scroll of the orthogonal section that would end at `proposed` comes to rest,
    /// following its `OrthogonalScrollingBehavior` (always within the section's offsets; a
    /// group's stride is its length across the scroll direction plus the inter-group spacing).
    /// - Complexity: O(1).
    public func targetOrthogonalOffset(forProposed proposed: Double, inSection section: Int) -> Double {
        guard let geometry = source.sections.element(at: section), geometry.resolved.isOrthogonal else { return 0 }
        let resolved = geometry.resolved
        let stride = resolved.groupAcross + resolved.interGroupSpacing
        let page = resolved.contentAcrossLength
        let proposal = proposed.isFinite ? proposed : 0
        let target: Double
        switch resolved.orthogonal {
        case .none, .continuous: target = proposal
        case .continuousGroupLeadingBoundary: target = stride > 0 ? (proposal / stride).rounded(.down) * stride : proposal
        case .paging: target = page > 0 ? (proposal / page).rounded() * page : proposal
        case .groupPaging: target = stride > 0 ? (proposal / stride).rounded() * stride : proposal
        case .groupPagingCentered:
            let centring = (resolved.groupAcross - page) / 2
            target = stride > 0 ? ((proposal - centring) / stride).rounded() * stride + centring : proposal
        }
        return clampedOrthogonalOffset(target, in: geometry)
    }

    /// Whether the prepared section scrolls across the scroll direction (its cells may then lie
    /// outside the content size across it).
    /// - Complexity: O(1).
    package func scrollsOrthogonally(section: Int) -> Bool {
        source.sections.element(at: section)?.resolved.isOrthogonal ?? false
    }

    /// Moves every offset set to its section's index after the update; a deleted section's goes
    /// with it; a reloaded section keeps its own (its index and identity survive).
    /// - Complexity: O(o log c), for o offsets set and c changes.
    func remapOrthogonalOffsets(through mapping: BatchIndexMapping) {
        var remapped: [Int: Double] = [:]
        for (section, offset) in orthogonalOffsets {
            guard let after = mapping.sectionAfterUpdate(section) else { continue }
            remapped[after] = offset
        }
        orthogonalOffsets = remapped
    }

    /// `offset` within the section's orthogonal range.
    func clampedOrthogonalOffset(_ offset: Double, in geometry: CompositionalSectionGeometry) -> Double {
        Swift.min(Swift.max(0, offset), geometry.maximumOrthogonalOffset)
    }
}
