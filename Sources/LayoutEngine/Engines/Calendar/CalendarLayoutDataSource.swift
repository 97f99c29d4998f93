/// What a week calendar reads beyond counts: the event each item shows, as the article's
/// `CalendarDataSource eventAtIndexPath:`.
public protocol CalendarLayoutDataSource: LayoutDataSource {
    func event(at indexPath: IndexPath) -> CalendarEvent
    /// True when every item of `section` keeps its event through a batch update unless the batch
    /// reloads it (UIKit's contract for item content): the calendar then keeps a surviving event
    /// without asking for it again. False (the default), for data whose events follow from their
    /// positions, makes the calendar lay everything out again after a batch that renumbers the
    /// section's items.
    func eventsMoveWithItems(inSection section: Int) -> Bool
}

extension CalendarLayoutDataSource {
    public func eventsMoveWithItems(inSection section: Int) -> Bool { false }
}
