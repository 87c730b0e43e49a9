/// The first column of the month grid.
public enum CalendarFirstWeekday: Hashable, Sendable, CaseIterable {
  /// The calendar's (and so the locale's) first weekday.
  case automatic
  /// Sunday.
  case sunday
  /// Monday.
  case monday
  /// Saturday.
  case saturday

  /// The Calendar weekday number (1 = Sunday), or `nil` for ``automatic``.
  public var weekday: Int? {
    switch self {
    case .automatic: nil
    case .sunday: 1
    case .monday: 2
    case .saturday: 7
    }
  }
}
