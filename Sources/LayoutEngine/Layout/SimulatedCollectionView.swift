/// A stand-in for `UICollectionView`: it holds the data a layout reads (bounds, margins, sections,
/// item counts and sizes) and calls its layout in UIKit's order when the bounds change, items are
/// appended or cells size themselves. Tests, scenarios and the commands drive engines through it.
///
/// It owns its layout and attaches itself as the layout's (weak) `collectionView`, as UIKit does:
/// keep the view alive as long as the layout is used.
public final class SimulatedCollectionView: LayoutDataSource {
    /// One section's data and, optionally, its answers to the flow delegate.
    public struct Section: Hashable, Sendable {
        /// The number of items in the section (`numberOfItems(inSection:)`).
        public var itemCount: Int
        /// Per-item sizes (`sizeForItemAt`); nil: every item takes the layout's `itemSize`.
        public var itemSizes: ContiguousArray<Size>?
        /// The size each cell reports when it sizes itself; nil: it reports its current size.
        public var preferredSizes: ContiguousArray<Size>?
        /// The section's inset (`insetForSectionAt`); nil: the flow layout's `sectionInset`.
        public var inset: EdgeInsets?
        /// The section's line spacing (`minimumLineSpacingForSectionAt`); nil: the flow layout's.
        public var minimumLineSpacing: Double?
        /// The section's interitem spacing (`minimumInteritemSpacingForSectionAt`); nil: the flow layout's.
        public var minimumInteritemSpacing: Double?
        /// The section's header size (`referenceSizeForHeaderInSection`); nil: the flow layout's
        /// `headerReferenceSize`.
        public var headerSize: Size?
        /// The section's footer size (`referenceSizeForFooterInSection`); nil: the flow layout's
        /// `footerReferenceSize`.
        public var footerSize: Size?
        /// The event each item shows, for a calendar; nil: events that follow from the item.
        public var events: ContiguousArray<CalendarEvent>?

        /// A section of `itemCount` items, with optional per-item sizes and self-sizing reports and no
        /// per-section overrides.
        public init(itemCount: Int, itemSizes: ContiguousArray<Size>? = nil,
                    preferredSizes: ContiguousArray<Size>? = nil) {
            self.itemCount = itemCount
            self.itemSizes = itemSizes
            self.preferredSizes = preferredSizes
        }
    }

    /// The layout the view drives; the view is its `collectionView`.
    public let layout: any CollectionViewLayout
    /// The visible rect in content coordinates; changed through the view's driving methods, which
    /// call the layout as UIKit does.
    public internal(set) var bounds: Rect
    /// `UIView.layoutMargins`; setting it does not invalidate the layout.
    public var layoutMargins: EdgeInsets
    /// `UIView.safeAreaInsets`; setting it does not invalidate the layout.
    public var safeAreaInsets: EdgeInsets
    /// The data the layout reads, one entry per section; changed only through the view's own
    /// methods (appends, batch updates), so each change reaches the layout.
    public internal(set) var sections: [Section]

    /// A view over `sections` showing `bounds`, which attaches itself to `layout` as its
    /// `collectionView`; traps when a section's sizes do not match its item count.
    public init(layout: any CollectionViewLayout, bounds: Rect, sections: [Section],
                layoutMargins: EdgeInsets = .zero, safeAreaInsets: EdgeInsets = .zero) {
        self.layout = layout
        self.bounds = bounds
        self.sections = sections
        self.layoutMargins = layoutMargins
        self.safeAreaInsets = safeAreaInsets
        sections.forEach(Self.checkSizes)
        layout.collectionView = self
    }

    /// The number of entries in `sections`.
    public var numberOfSections: Int { sections.count }

    /// The section's `itemCount`; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].itemCount : 0
    }

    // MARK: Driving the layout

    /// Runs the layout pass: `prepare()`, which recomputes whatever was invalidated.
    ///
    /// Unlike UIKit, which prepares only after an invalidation, this prepares on every pass: the
    /// fuzzer sets layout properties without invalidating (an engine must notice them at its next
    /// prepare), which needs a pass that prepares. The cost is that a layout relying on being
    /// prepared often (stale state after a rotation that did not invalidate) is not caught here.
    public func layoutIfNeeded() {
        layout.prepare()
    }

    /// The attributes of the elements in the visible rect, as the collection view asks for them
    /// on every layout pass.
    /// - Complexity: that of the layout's `layoutAttributesForElements(in:)`.
    public func visibleElements() -> [LayoutAttributes] {
        layout.layoutAttributesForElements(in: bounds)
    }

    /// Changes the bounds as UIKit does: asks `shouldInvalidateLayout(forBoundsChange:)` with the
    /// new bounds while the old ones are still current, invalidates with the layout's context when
    /// it says yes, then adopts the new bounds. Returns whether the layout was invalidated.
    @discardableResult
    public func setBounds(_ newBounds: Rect) -> Bool {
        let invalidates = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        if invalidates {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
        bounds = newBounds
        return invalidates
    }

    /// Scrolls: moves the bounds' origin, keeping its size.
    @discardableResult
    public func scroll(to offset: Point) -> Bool {
        setBounds(Rect(origin: offset, size: bounds.size))
    }

    /// Appends items to the end of `section`, with their sizes, preferred sizes and events when
    /// the section has them, and invalidates the new items.
    /// - Precondition: `section` exists; each list has `count` elements when the section has that data.
    /// - Complexity: O(count).
    public func appendItems(_ count: Int, toSection section: Int, sizes: [Size] = [], preferredSizes: [Size] = [],
                            events: [CalendarEvent] = []) {
        let first = sections.indices.contains(section) ? sections[section].itemCount : 0
        appendData(count, toSection: section, sizes: sizes, preferredSizes: preferredSizes, events: events)
        var context = InvalidationContext(invalidateDataSourceCounts: true)
        context.invalidateItems(at: (first..<first + count).map { IndexPath(item: $0, section: section) })
        layout.invalidateLayout(with: context)
    }

    /// The data half of `appendItems`: the items and their lists, and no invalidation.
    private func appendData(_ count: Int, toSection section: Int, sizes: [Size], preferredSizes: [Size], events: [CalendarEvent]) {
        precondition(sections.indices.contains(section), "no section \(section)")
        sections[section].itemCount += count
        if sections[section].itemSizes != nil {
            precondition(sizes.count == count, "\(count) items appended with \(sizes.count) sizes")
            sections[section].itemSizes!.append(contentsOf: sizes)
        }
        if sections[section].preferredSizes != nil {
            precondition(preferredSizes.count == count, "\(count) items appended with \(preferredSizes.count) preferred sizes")
            sections[section].preferredSizes!.append(contentsOf: preferredSizes)
        }
        if sections[section].events != nil {
            precondition(events.count == count, "\(count) items appended with \(events.count) events")
            sections[section].events!.append(contentsOf: events)
        }
    }

    /// Appends a section at the end, invalidating the counts and naming the new section.
    public func appendSection(_ newSection: Section) {
        Self.checkSizes(newSection)
        sections.append(newSection)
        var context = InvalidationContext(invalidateDataSourceCounts: true)
        context.invalidateItems(at: [IndexPath(item: 0, section: sections.count - 1)])
        layout.invalidateLayout(with: context)
    }

    /// Removes the last `count` items of `section` (all of them when it has fewer), invalidating
    /// the counts and naming the first removed position.
    /// - Precondition: `section` exists.
    /// - Complexity: O(1).
    public func removeLastItems(_ count: Int, fromSection section: Int) {
        let kept = removeData(count, fromSection: section)
        var context = InvalidationContext(invalidateDataSourceCounts: true)
        context.invalidateItems(at: [IndexPath(item: kept, section: section)])
        layout.invalidateLayout(with: context)
    }

    /// The data half of `removeLastItems`: returns the number of items kept.
    private func removeData(_ count: Int, fromSection section: Int) -> Int {
        precondition(sections.indices.contains(section), "no section \(section)")
        let kept = Swift.max(0, sections[section].itemCount - Swift.max(0, count))
        sections[section].itemCount = kept
        sections[section].itemSizes?.removeSubrange(kept...)
        sections[section].preferredSizes?.removeSubrange(kept...)
        sections[section].events?.removeSubrange(kept...)
        return kept
    }

    // MARK: Changes nobody announces

    /// Appends items to the end of `section` as `appendItems` does, but tells the layout nothing,
    /// as an app that edits its data and lets the next layout pass find out: UIKit's contract lets
    /// `prepare()` notice changed counts at the end of a section (docs/architecture.md). The
    /// fuzzer's unannounced changes, for the engines that promise to notice them.
    /// - Precondition: as `appendItems`.
    package func appendItemsUnannounced(_ count: Int, toSection section: Int, sizes: [Size] = [], preferredSizes: [Size] = [],
                                        events: [CalendarEvent] = []) {
        appendData(count, toSection: section, sizes: sizes, preferredSizes: preferredSizes, events: events)
    }

    /// Removes the last `count` items of `section` as `removeLastItems` does, but tells the layout nothing.
    /// - Precondition: `section` exists.
    package func removeLastItemsUnannounced(_ count: Int, fromSection section: Int) {
        _ = removeData(count, fromSection: section)
    }

    /// Removes the last section, invalidating the counts and naming its position.
    /// - Precondition: there is a section.
    public func removeLastSection() {
        precondition(!sections.isEmpty, "no section to remove")
        sections.removeLast()
        var context = InvalidationContext(invalidateDataSourceCounts: true)
        context.invalidateItems(at: [IndexPath(item: 0, section: sections.count)])
        layout.invalidateLayout(with: context)
    }

    /// Gives an item of a section with per-item sizes a new size and names it invalidated, as an
    /// app does after its content changes.
    /// - Precondition: the item exists and its section has per-item sizes.
    public func setSize(_ size: Size, forItemAt indexPath: IndexPath) {
        precondition(sections.indices.contains(indexPath.section) && sections[indexPath.section].itemSizes != nil
                     && (0..<sections[indexPath.section].itemCount).contains(indexPath.item),
                     "no individually sized item at \(indexPath)")
        sections[indexPath.section].itemSizes![indexPath.item] = size
        var context = InvalidationContext()
        context.invalidateItems(at: [indexPath])
        layout.invalidateLayout(with: context)
    }

    /// Changes a section's data or delegate answers (`body` edits it in place) and invalidates as
    /// `reloadData()` does: the counts, with no item named, so anything may have changed.
    /// - Precondition: `section` exists; the edited section's per-item sizes match its count.
    public func reloadSection(_ section: Int, _ body: (inout Section) -> Void) {
        precondition(sections.indices.contains(section), "no section \(section)")
        body(&sections[section])
        Self.checkSizes(sections[section])
        layout.invalidateLayout(with: InvalidationContext(invalidateDataSourceCounts: true))
    }

    /// Traps with a message when a section's per-item sizes do not match its item count.
    static func checkSizes(_ section: Section) {
        precondition(section.itemSizes.map { $0.count == section.itemCount } ?? true,
                     "a section of \(section.itemCount) items has \(section.itemSizes?.count ?? 0) item sizes")
        precondition(section.preferredSizes.map { $0.count == section.itemCount } ?? true,
                     "a section of \(section.itemCount) items has \(section.preferredSizes?.count ?? 0) preferred sizes")
        precondition(section.events.map { $0.count == section.itemCount } ?? true,
                     "a section of \(section.itemCount) items has \(section.events?.count ?? 0) events")
    }

    /// One self-sizing pass: every visible cell whose preferred size differs from its frame
    /// reports it, as `preferredLayoutAttributesFitting(_:)` does, and the layout invalidates
    /// where it says so. Returns how many cells caused an invalidation.
    /// - Complexity: that of one visible-rect query, plus O(v) for v visible elements.
    @discardableResult
    public func selfSizeVisibleCells() -> Int {
        var corrections = 0
        for original in visibleElements() where original.representedElementCategory == .cell {
            let indexPath = original.indexPath
            guard let preferredSizes = sections[indexPath.section].preferredSizes,
                  preferredSizes.indices.contains(indexPath.item) else { continue }
            var preferred = original
            preferred.frame.size = preferredSizes[indexPath.item]
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                         withOriginalAttributes: original))
                corrections += 1
            }
        }
        return corrections
    }
}
