/// The seven-day row a ``MonthCalendarModel`` shows when it picks weekdays ("repeat on"): the
/// chosen weekdays, the keyboard focus along the row, and the buttons to draw in the
/// calendar's order.
///
/// A face reads it from ``MonthCalendarModel/picking`` and changes it only through the model
/// (``MonthCalendarModel/toggle(weekday:)``, ``MonthCalendarModel/handle(_:)``,
/// ``MonthCalendarModel/activateFocusedDay()``), so that every face toggles, moves and speaks
/// alike.
public struct WeekdayRow: Hashable, Sendable {
  /// The chosen weekdays.
  public internal(set) var selection: WeekdaySet
  /// The keyboard focus along the row.
  public internal(set) var focus: WeekdayFocus
  /// Which weekend the summary's "Weekdays" and "Weekends" mean.
  let weekend: WeekendReading
  /// The calendar whose order, names and weekend are used.
  let context: CalendarContext
  /// Today, which the model's pages and today's key use (the row shows no days).
  var today: Day
  private let names: [WeekdayName]

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - context: The calendar whose order, names and weekend are used.
  ///   - today: Today in the person's time zone.
  ///   - selection: The chosen weekdays.
  ///   - readingDirection: Overrides the locale's direction for ← and →.
  ///   - weekend: Which weekend the summary means.
  init(
    context: CalendarContext, today: Day, selection: WeekdaySet,
    readingDirection: ReadingDirection?, weekend: WeekendReading
  ) {
    self.context = context
    self.today = today
    self.weekend = weekend
    self.selection = selection
    self.focus = WeekdayFocus(
      context: context, selection: Set(selection.weekdays), readingDirection: readingDirection)
    self.names = WeekdayName.week(in: context)
  }

  /// The seven buttons in the calendar's order.
  public var buttons: [WeekdayButton] {
    names.map {
      WeekdayButton(
        weekday: $0.weekday, letter: $0.narrow, fullName: $0.full,
        isSelected: selection.contains($0.weekday), isFocused: $0.weekday == focus.focusedWeekday)
    }
  }

  /// The summary under the row: "Weekdays", "Every day", "Never", "Mon, Wed and Fri".
  var summary: String {
    selection.summary(in: context, reading: weekend).text(in: context)
  }

  /// Toggles `weekday` and focuses it.
  ///
  /// - Parameter weekday: The weekday (1 = Sunday); others are ignored.
  /// - Returns: The announcement ("Selected weekdays: Monday, Friday"), or `nil` if ignored.
  mutating func toggle(_ weekday: Int) -> String? {
    guard (1...7).contains(weekday) else { return nil }
    selection.toggle(weekday)
    // 1970-01-04 was a Sunday: the day with this weekday in that week.
    _ = focus.handle(.goToDay(Day(unchecked: 3 + weekday - 1)))
    return Announcer(context: context).weekdaysChanged(Set(selection.weekdays))
  }
}
