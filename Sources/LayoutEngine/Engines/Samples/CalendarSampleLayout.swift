/// Seed 002's week calendar, ported as the article shows it: `collectionViewContentSize`,
/// `layoutAttributesForElementsInRect:` (cells from `indexPathsOfItemsInRect:`, then day and hour
/// headers), `layoutAttributesForItemAtIndexPath:` (the event's frame, computed on demand) and
/// `shouldInvalidateLayoutForBoundsChange:` (width only). The article does not show
/// `frameForEvent:` or the three `indexPathsOf…InRect:` helpers; they are filled in the plainest
/// way its text describes: every event of the data source examined for every rect, frames not
/// clamped. Do not fix it. What it costs and shows (docs/calendar-layout.md):
/// 1. Every query examines every event (O(n)), and nothing is cached: each query recomputes
///    every event's frame.
/// 2. An event running past midnight, or on a day outside 0–6, lies outside the content.
/// Its rect test is Core Graphics' (touching rects intersect).
package final class CalendarSampleLayout: InstrumentedLayout {
    /// The collection view the layout reads, held weakly; events come from it only when it
    /// conforms to `CalendarLayoutDataSource` (else the layout shows no events).
    package weak var collectionView: (any LayoutDataSource)?
    /// The work the port does: queries and the events each one examines (it never prepares).
    package private(set) var counters = LayoutCounters()
    /// Points per hour (the article's 100).
    package var heightPerHour: Double = 100
    /// The height of the day-header row, in points (the article's 40).
    package var dayHeaderHeight: Double = 40
    /// The width of the hour-header column, in points (the article's 60).
    package var hourHeaderWidth: Double = 60
    private static let hoursPerDay = 24
    private static let daysPerWeek = 7

    /// A calendar with the article's metrics.
    package init() {}

    /// The article's layout computes everything on demand: there is nothing to prepare.
    package func prepare() {}

    /// The article's content size: the bounds' width, and `dayHeaderHeight + 24 × heightPerHour`
    /// tall.
    package var collectionViewContentSize: Size {
        let contentWidth = collectionView?.bounds.size.width ?? 0
        let contentHeight = dayHeaderHeight + heightPerHour * Double(Self.hoursPerDay)
        return Size(width: contentWidth, height: contentHeight)
    }

    /// - Complexity: O(n) for n events, whatever the rect.
    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        counters.queries += 1
        var layoutAttributes: [LayoutAttributes] = []
        for indexPath in indexPathsOfItems(in: rect) {
            if let attributes = layoutAttributesForItem(at: indexPath) { layoutAttributes.append(attributes) }
        }
        for indexPath in indexPathsOfDayHeaderViews(in: rect) {
            if let attributes = layoutAttributesForSupplementaryView(ofKind: CalendarWeekLayout.dayHeaderKind, at: indexPath) {
                layoutAttributes.append(attributes)
            }
        }
        for indexPath in indexPathsOfHourHeaderViews(in: rect) {
            if let attributes = layoutAttributesForSupplementaryView(ofKind: CalendarWeekLayout.hourHeaderKind, at: indexPath) {
                layoutAttributes.append(attributes)
            }
        }
        return layoutAttributes
    }

    /// The event's frame, computed on demand and not clamped; nil out of range or when the
    /// collection view gives no events.
    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let dataSource = collectionView as? any CalendarLayoutDataSource, contains(indexPath) else { return nil }
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(for: dataSource.event(at: indexPath))
        return attributes
    }

    /// A day header (items 0–6) or an hour header (items 0–23), in any section; nil otherwise.
    package func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        if kind == CalendarWeekLayout.dayHeaderKind && (0..<Self.daysPerWeek).contains(indexPath.item) {
            attributes.frame = Rect(x: hourHeaderWidth + Double(indexPath.item) * dayWidth, y: 0, width: dayWidth, height: dayHeaderHeight)
            return attributes
        }
        if kind == CalendarWeekLayout.hourHeaderKind && (0..<Self.hoursPerDay).contains(indexPath.item) {
            attributes.frame = Rect(x: 0, y: dayHeaderHeight + Double(indexPath.item) * heightPerHour,
                                    width: hourHeaderWidth, height: heightPerHour)
            return attributes
        }
        return nil
    }

    /// The article's rule: a change of the bounds' width.
    package func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.width != collectionView.bounds.width
    }

    /// Nothing is cached, so there is nothing to invalidate.
    package func invalidateLayout(with context: InvalidationContext) {}

    // MARK: The helpers the article names but does not show

    private var dayWidth: Double { (collectionViewContentSize.width - hourHeaderWidth) / Double(Self.daysPerWeek) }

    private func frame(for event: CalendarEvent) -> Rect {
        Rect(x: hourHeaderWidth + Double(event.day) * dayWidth, y: dayHeaderHeight + event.startHour * heightPerHour,
             width: dayWidth, height: event.durationHours * heightPerHour)
    }

    private func indexPathsOfItems(in rect: Rect) -> [IndexPath] {
        guard let collectionView, let dataSource = collectionView as? any CalendarLayoutDataSource else { return [] }
        var indexPaths: [IndexPath] = []
        for section in 0..<collectionView.sectionCountRead {
            for item in 0..<collectionView.itemCountRead(inSection: section) {
                counters.elementsExamined += 1
                let indexPath = IndexPath(item: item, section: section)
                if frame(for: dataSource.event(at: indexPath)).intersectsAsCoreGraphics(rect) { indexPaths.append(indexPath) }
            }
        }
        return indexPaths
    }

    private func indexPathsOfDayHeaderViews(in rect: Rect) -> [IndexPath] {
        (0..<Self.daysPerWeek).map { IndexPath(item: $0, section: 0) }.filter {
            layoutAttributesForSupplementaryView(ofKind: CalendarWeekLayout.dayHeaderKind, at: $0).map { $0.frame.intersectsAsCoreGraphics(rect) } ?? false
        }
    }

    private func indexPathsOfHourHeaderViews(in rect: Rect) -> [IndexPath] {
        (0..<Self.hoursPerDay).map { IndexPath(item: $0, section: 0) }.filter {
            layoutAttributesForSupplementaryView(ofKind: CalendarWeekLayout.hourHeaderKind, at: $0).map { $0.frame.intersectsAsCoreGraphics(rect) } ?? false
        }
    }

    private func contains(_ indexPath: IndexPath) -> Bool {
        guard let collectionView, indexPath.section >= 0, indexPath.section < collectionView.sectionCountRead else { return false }
        return indexPath.item >= 0 && indexPath.item < collectionView.itemCountRead(inSection: indexPath.section)
    }

    // MARK: Instrumentation

    /// The events in index-path order, then the day headers, then the hour headers.
    /// - Complexity: O(s), where s is the number of sections.
    package var elementCount: Int {
        guard let collectionView else { return 0 }
        let events = (0..<collectionView.sectionCountRead).reduce(0) { $0 + collectionView.itemCountRead(inSection: $1) }
        return events + Self.daysPerWeek + Self.hoursPerDay
    }

    /// - Complexity: O(s), where s is the number of sections.
    package func attributesOfElement(at ordinal: Int) -> LayoutAttributes {
        var remaining = ordinal
        if let collectionView {
            for section in 0..<collectionView.sectionCountRead {
                let count = collectionView.itemCountRead(inSection: section)
                if remaining < count { return layoutAttributesForItem(at: IndexPath(item: remaining, section: section))! }
                remaining -= count
            }
        }
        if remaining < Self.daysPerWeek {
            return layoutAttributesForSupplementaryView(ofKind: CalendarWeekLayout.dayHeaderKind, at: IndexPath(item: remaining, section: 0))!
        }
        return layoutAttributesForSupplementaryView(ofKind: CalendarWeekLayout.hourHeaderKind,
                                                    at: IndexPath(item: remaining - Self.daysPerWeek, section: 0))!
    }

    /// Zero: the port caches nothing.
    package var bytesHeld: Int { 0 }
}
