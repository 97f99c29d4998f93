extension CalendarWeekLayout {
    /// `hourHeaderWidth + dayCount × day width` wide and `dayHeaderHeight + 24 × heightPerHour`
    /// tall (docs/calendar-layout.md); zero before the first `prepare()`.
    public var collectionViewContentSize: Size {
        preparedMetrics == nil ? .zero : elements.contentSize
    }

    /// Every element whose frame `rect` intersects (`Rect.intersects(_:)`), in canonical order.
    /// - Complexity: that of the query strategy: O(D + n) for `linear`; for `binary`, O(24 + d log b + c)
    ///   for the d days whose columns the rect crosses (`CalendarElements.appendOrdinalsBySearch`);
    ///   then O(k + d log D) for the k elements returned from d days; the binary strategy's answer
    ///   is found and written in one pass (`CalendarElements.attributesBySearch(in:)`), without the
    ///   O(d log D).
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        // The elements are read in place, through a pointer to the stored property: read as a value,
        // they were copied (every array they hold retained, then released) once per query.
        unsafe withUnsafeMutablePointer(to: &elements) { elements in
            unsafe machinery.answer(in: rect, source: elements.pointee, bySearch: { _ in unsafe elements.pointee.attributesBySearch(in: rect) },
                             byOrdinals: { unsafe elements.pointee.attributes(ofAscending: $0) })
        }
    }

    /// The event's attributes as the last prepare laid it out (the article computes the frame
    /// from the data source at every call, which can disagree with its queries until the next
    /// prepare).
    /// - Complexity: O(log B + log b) for B blocks of the section's labels and the b events of its
    ///   day when the data source's event for the item has the prepared top (the item's day is
    ///   recorded, its top is not); O(b) otherwise.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let metrics = preparedMetrics else { return nil }
        // Asked only for a position the data source has now (it may have changed since the prepare).
        var likelyTop: Double?
        if let source = collectionView, indexPath.section >= 0, indexPath.section < source.numberOfSections,
           indexPath.item >= 0, indexPath.item < source.numberOfItems(inSection: indexPath.section) {
            likelyTop = metrics.span(of: event(at: indexPath)).top
        }
        guard let (day, index) = elements.location(ofItem: indexPath.item, section: indexPath.section, likelyTop: likelyTop)
        else { return nil }
        let event = elements.days[day].events[index]
        return LayoutAttributes(id: .cell(indexPath), frame: metrics.frame(day: day, top: event.top, height: event.height))
    }

    /// A day header (items 0 to `dayCount − 1` of section 0) or an hour header (items 0–23 of section 0).
    /// - Complexity: O(1).
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let metrics = preparedMetrics, indexPath.section == 0 else { return nil }
        if kind == Self.dayHeaderKind && (0..<metrics.dayCount).contains(indexPath.item) {
            return LayoutAttributes(id: .supplementary(kind, indexPath), frame: metrics.dayHeader(indexPath.item))
        }
        if kind == Self.hourHeaderKind && (0..<Self.hoursPerDay).contains(indexPath.item) {
            return LayoutAttributes(id: .supplementary(kind, indexPath), frame: metrics.hourHeader(indexPath.item))
        }
        return nil
    }

    /// The day headers, the 24 hour headers and every event the last `prepare()` laid out.
    public var elementCount: Int { elements.elementCount }

    /// - Complexity: O(log D) for D days.
    public func attributesOfElement(at ordinal: Int) -> LayoutAttributes {
        let element = elements.element(at: ordinal)
        return LayoutAttributes(id: element.id, frame: element.frame)
    }

    /// The days' events and blocks, the per-day counts and bottoms, the sections' labels (with
    /// every item's day), and the query strategy's index (none: the days search themselves),
    /// from logical sizes.
    public var bytesHeld: Int {
        elements.bytesHeld + query.bytesHeld
    }
}
