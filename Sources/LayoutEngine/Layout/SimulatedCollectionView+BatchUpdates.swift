extension SimulatedCollectionView {
    /// What the layout answered while a batch update ran.
    public struct BatchUpdateTrace {
        /// The validated batch.
        public var mapping: BatchIndexMapping
        /// The visible elements the layout gave between the count invalidation and its layout
        /// pass (`BatchCallOrder.queriesBeforePrepare`); they must be its before-update answers.
        public var staleQueryAnswer: [LayoutAttributes]?
        /// Initial attributes of the items visible after the update, by after-update index path.
        public var appearing: [IndexPath: LayoutAttributes] = [:]
        /// Final attributes of the items visible before the update, by before-update index path.
        public var disappearing: [IndexPath: LayoutAttributes] = [:]
        /// The content offset the layout asked for (`targetContentOffset(forProposedContentOffset:)`).
        public var targetContentOffset: Point = .zero
    }

    /// Performs a batch update as `performBatchUpdates(_:completion:)` does: lays out anything
    /// pending, validates `batch` against the counts before and after, adopts `newSections`,
    /// invalidates with `InvalidationContext.batchUpdate(_:)`, lays out, calls
    /// `prepare(forCollectionViewUpdates:)`, asks initial attributes of the items visible after and
    /// final attributes of those visible before, scrolls to the layout's target offset and calls
    /// `finalizeCollectionViewUpdates()`. `order` inserts the awkward calls UIKit also makes;
    /// `mode` is the validation's (`BatchValidationMode`, absorbing by default).
    /// - Throws: the rule the batch breaks; an invalid batch changes nothing.
    /// - Precondition: each new section's per-item lists match its item count.
    /// - Complexity: O(c log c + s) to validate, plus the layout's work.
    @discardableResult
    public func performBatchUpdates(_ batch: BatchUpdate, resultingIn newSections: [Section],
                                    order: BatchCallOrder = .polite,
                                    mode: BatchValidationMode = .absorbing) throws(BatchUpdateError) -> BatchUpdateTrace {
        layoutIfNeeded()
        let mapping = try batch.validated(itemCountsBefore: sections.map(\.itemCount),
                                          itemCountsAfter: newSections.map(\.itemCount), mode: mode)
        newSections.forEach(Self.checkSizes)
        let visibleBefore = visibleElements().filter { $0.representedElementCategory == .cell }
        sections = newSections
        layout.invalidateLayout(with: .batchUpdate(mapping))
        var trace = BatchUpdateTrace(mapping: mapping)
        if order.queriesBeforePrepare { trace.staleQueryAnswer = visibleElements() }
        if order.selfSizingBeforePrepare { selfSize(cellsShowing: visibleBefore, through: mapping) }
        if let bounds = order.boundsDuringUpdate { setBounds(bounds) }
        layoutIfNeeded()
        layout.prepare(forCollectionViewUpdates: mapping.updateItems)
        let visibleAfter = visibleElements()
        trace.appearing.reserveCapacity(visibleAfter.count)
        trace.disappearing.reserveCapacity(visibleBefore.count)
        for attributes in visibleAfter where attributes.representedElementCategory == .cell {
            trace.appearing[attributes.indexPath] = layout.initialLayoutAttributesForAppearingItem(at: attributes.indexPath)
        }
        for attributes in visibleBefore {
            trace.disappearing[attributes.indexPath] = layout.finalLayoutAttributesForDisappearingItem(at: attributes.indexPath)
        }
        trace.targetContentOffset = layout.targetContentOffset(forProposedContentOffset: bounds.origin)
        scroll(to: trace.targetContentOffset)
        layout.finalizeCollectionViewUpdates()
        layoutIfNeeded()
        return trace
    }

    /// The self-sizing answers of cells that still show their before-update attributes: each
    /// reports the preferred size of the item it shows, which the batch may have moved; cells of
    /// deleted items do not report.
    private func selfSize(cellsShowing attributes: [LayoutAttributes], through mapping: BatchIndexMapping) {
        for original in attributes {
            guard let shown = mapping.indexPathAfterUpdate(original.indexPath),
                  let preferredSizes = sections[shown.section].preferredSizes else { continue }
            var preferred = original
            preferred.frame.size = preferredSizes[shown.item]
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                         withOriginalAttributes: original))
            }
        }
    }
}
