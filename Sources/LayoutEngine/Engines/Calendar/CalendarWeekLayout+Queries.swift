extension CalendarWeekLayout {
    public var collectionViewContentSize: Size {
        guard let size = preparedMetrics?.contentSize else { return .zero }
        return Size(width: Swift.max(size.width, farthestEdges.width), height: Swift.max(size.height, farthestEdges.height))
    }

    /// Every element whose frame `rect` intersects (`Rect.intersects(_:)`), in canonical order.
    /// - Complexity: that of the query strategy: O(n) for `linear`, O(log n + c) for `binary`,
    ///   where c also counts events that start above the rect and end inside or below it.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        query.ordinals(in: rect, source: table, counting: &counters).map(table.attributes(ofElementAt:))
    }

    /// The event's attributes as the last prepare laid it out (the article computes the frame
    /// from the data source at every call, which can disagree with its queries until the next
    /// prepare).
    /// - Complexity: O(1).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let section = ordinalOfEvent[safe: indexPath.section], indexPath.item >= 0,
              indexPath.item < section.count else { return nil }
        return table.attributes(ofElementAt: Int(section[indexPath.item]))
    }

    /// A day header (items 0–6 of section 0) or an hour header (items 0–23 of section 0).
    /// - Complexity: O(1).
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let metrics = preparedMetrics, indexPath.section == 0 else { return nil }
        if kind == Self.dayHeaderKind && (0..<Self.days).contains(indexPath.item) {
            return LayoutAttributes(id: .supplementary(kind, indexPath), frame: metrics.dayHeader(indexPath.item))
        }
        if kind == Self.hourHeaderKind && (0..<Self.hoursPerDay).contains(indexPath.item) {
            return LayoutAttributes(id: .supplementary(kind, indexPath), frame: metrics.hourHeader(indexPath.item))
        }
        return nil
    }

    public var elementCount: Int { table.elementCount }

    /// - Complexity: O(1).
    public func attributesOfElement(at ordinal: Int) -> LayoutAttributes {
        table.attributes(ofElementAt: ordinal)
    }

    public var bytesHeld: Int { table.bytesHeld + query.bytesHeld }
}
