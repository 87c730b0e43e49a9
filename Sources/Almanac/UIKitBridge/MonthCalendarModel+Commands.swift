extension MonthCalendarModel {
  /// Applies a selection command from code (the UIKit view's `selectDate(_:)`,
  /// `deselectDate(_:)`, `selectRange(_:)`): `.select` follows a tap's rules without toggling
  /// a selected day off, `.deselect` works even when deselection by tap is off, and
  /// `.selectRange` follows the range rules (refused in single mode). The focus moves to the
  /// day, as for a tap; the displayed month does not change unless the focus leaves it.
  ///
  /// - Parameter command: The command.
  /// - Returns: The selection events and the announcement.
  @discardableResult
  public mutating func apply(_ command: SelectionCommand) -> MonthCalendarUpdate {
    let target: Day
    switch command {
    case .tap(let day), .select(let day), .deselect(let day): target = day
    case .selectRange(let days): target = days.lowerBound
    }
    var update = MonthCalendarUpdate()
    if range.contains(target), target != focus.focusedDay,
      displayedMonth.contains(target)
    {
      update = MonthCalendarUpdate(focusEvents: focus.handle(.goToDay(target)))
    }
    let events = selection.handle(command)
    update.selectionEvents = events
    update.announcement = selectionAnnouncement(for: events)
    return update
  }
}
