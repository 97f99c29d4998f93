/// What a week calendar reads beyond counts: the event each item shows, as the article's
/// `CalendarDataSource eventAtIndexPath:`.
public protocol CalendarLayoutDataSource: LayoutDataSource {
    func event(at indexPath: IndexPath) -> CalendarEvent
}
