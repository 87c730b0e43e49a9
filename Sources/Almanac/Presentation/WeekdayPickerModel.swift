/// The model of a row of seven weekday toggles ("repeat on"): the buttons in the calendar's
/// order, the summary under the row, keyboard focus, and the announcements.
public struct WeekdayPickerModel: Hashable, Sendable {
  /// The calendar whose order, names and weekend are used.
  public let context: CalendarContext
  /// The selected weekdays.
  public private(set) var selection: WeekdaySet
  /// The keyboard focus along the row.
  public private(set) var focus: WeekdayFocus
  /// Which weekend the summary's "Weekdays" and "Weekends" mean.
  public let weekend: WeekdaySummary.WeekendReading
  private let weekdayNames: [WeekdayName]

  /// Creates the model.
  ///
  /// - Parameters:
  ///   - context: The calendar whose order, names and weekend are used.
  ///   - selection: The selected weekdays (1 = Sunday); other numbers are ignored.
  ///   - readingDirection: Overrides the locale's direction for ← and →.
  ///   - weekend: Which weekend the summary's "Weekdays" and "Weekends" mean: the locale's
  ///     (by default) or Saturday and Sunday.
  public init(
    context: CalendarContext, selection: Set<Int> = [], readingDirection: ReadingDirection? = nil,
    weekend: WeekdaySummary.WeekendReading = .locale
  ) {
    self.context = context
    self.weekend = weekend
    self.selection = WeekdaySet(selection.filter { (1...7).contains($0) })
    self.focus = WeekdayFocus(
      context: context, selection: selection, readingDirection: readingDirection)
    self.weekdayNames = WeekdayName.week(in: context)
  }

  /// The selected weekdays as a bound `Set<Int>` holds them (1 = Sunday).
  public var selectedWeekdays: Set<Int> { Set(selection.weekdays) }

  /// The weekday names in the calendar's order (narrow, short and full).
  public var names: [WeekdayName] { weekdayNames }

  /// The seven buttons in the calendar's order.
  public var buttons: [WeekdayButton] {
    weekdayNames.map {
      WeekdayButton(
        weekday: $0.weekday, letter: $0.narrow, fullName: $0.full,
        isSelected: selection.contains($0.weekday), isFocused: $0.weekday == focus.focusedWeekday)
    }
  }

  /// The summary under the row: "Weekdays", "Every day", "Never", "Mon, Wed and Fri".
  public var summary: String {
    selection.summary(in: context, reading: weekend).text(in: context)
  }

  /// Toggles `weekday` (a tap) and focuses it.
  ///
  /// - Parameter weekday: The weekday (1 = Sunday); others are ignored.
  /// - Returns: The announcement ("Selected weekdays: Monday, Friday"), or `nil` if ignored.
  @discardableResult
  public mutating func toggle(_ weekday: Int) -> String? {
    guard (1...7).contains(weekday) else { return nil }
    selection.toggle(weekday)
    moveFocus(to: weekday)
    return Announcer(context: context).weekdaysChanged(selectedWeekdays)
  }

  /// Replaces the selection (from a binding), without an announcement.
  ///
  /// - Parameter weekdays: The weekdays (1 = Sunday); others are ignored.
  public mutating func setSelectedWeekdays(_ weekdays: Set<Int>) {
    selection = WeekdaySet(weekdays.filter { (1...7).contains($0) })
  }

  /// Applies a keyboard command to the focus (←/→ mirrored right to left, Home/End).
  ///
  /// - Parameter command: The command.
  /// - Returns: The focus events.
  @discardableResult
  public mutating func handle(_ command: FocusCommand) -> [WeekdayFocusEvent] {
    focus.handle(command)
  }

  /// Toggles the focused weekday (Return or Space).
  ///
  /// - Returns: The announcement.
  @discardableResult
  public mutating func activateFocusedWeekday() -> String? {
    toggle(focus.focusedWeekday)
  }

  /// The text colour on a selected button filled with `fill`: black or white, whichever
  /// contrasts more (WCAG 2).
  ///
  /// - Parameter fill: The button's fill.
  /// - Returns: Black or white.
  public static func foreground(onFill fill: SRGBColor) -> SRGBColor {
    fill.contrastingForeground
  }

  private mutating func moveFocus(to weekday: Int) {
    // 1970-01-04 was a Sunday: the day with this weekday in that week.
    _ = focus.handle(.goToDay(Day(unchecked: 3 + weekday - 1)))
  }
}
