/// The simulated collection view gives a calendar each item's event from its section's `events`,
/// or, when the section has none, an hour-long event that follows from the item.
extension SimulatedCollectionView: CalendarLayoutDataSource {
    /// The section's `events` entry; for a section without events, or an item beyond them, an
    /// hour-long placeholder event that follows from the item's index.
    public func event(at indexPath: IndexPath) -> CalendarEvent {
        sections[indexPath.section].events?.element(at: indexPath.item) ?? CalendarWeekLayout.placeholderEvent(indexPath.item)
    }

    /// A section's listed events move with their items; the placeholders follow from positions.
    public func eventsMoveWithItems(inSection section: Int) -> Bool {
        sections.indices.contains(section) && sections[section].events != nil
    }
}
