extension CompositionalLayout {
    /// True for a cell of a self-sizing section whose reported length along the scroll direction
    /// differs from its frame's (the length across it is the group's to decide).
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        guard preferred.representedElementCategory == .cell,
              let section = source.sections.element(at: original.indexPath.section),
              section.resolved.template.isSelfSizing else { return false }
        // The direction the section was laid out in, even if the configuration changed since.
        let direction = source.scrollDirection
        let size = preferred.size.sanitized
        return (direction == .vertical ? size.height : size.width) != (direction == .vertical ? original.size.height : original.size.width)
    }

    /// A context that records the reported size and invalidates the item, so the next prepare
    /// recomputes its section (incrementally). When a batch update arrived since the cell was
    /// laid out, the size goes to the item's position after it, and is dropped when the batch
    /// deleted or reloaded it.
    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                    withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        machinery.invalidationContext(forPreferredSize: preferred.size, ofPreparedItem: original.indexPath)
    }
}
