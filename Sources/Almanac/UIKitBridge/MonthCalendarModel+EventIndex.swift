extension MonthCalendarModel {
  /// An index of the events over the days `page` shows, so that a front end drawing dots in
  /// each cell's event colours asks O(1) per day instead of filtering every event.
  ///
  /// Each day's events are in ``CalendarEvent/displayOrder(_:_:)``, as ``events(on:)`` gives
  /// them.
  ///
  /// - Parameter page: A page from
  ///   ``MonthCalendarModel/page(for:rows:skippedDays:adjacentDays:includesAccessibleText:)``.
  /// - Returns: The index, or `nil` for a page without days.
  /// - Complexity: O(n log n + c) for n events and c (event, day) pairs on the page.
  public func eventIndex(for page: MonthPage) -> EventIndex<CalendarEvent>? {
    let days = page.cells.compactMap(\.day)
    guard let first = days.min(), let last = days.max() else { return nil }
    let zone = context.timeZone
    return EventIndex(
      events: events, window: first...last, span: { $0.days(in: zone) },
      by: CalendarEvent.displayOrder)
  }
}
