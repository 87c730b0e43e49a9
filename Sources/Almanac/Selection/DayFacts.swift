/// Everything a renderer draws for one day: its role in the selection, whether it is
/// selected, unavailable (and why), today, a weekend day, in the displayed month, and the
/// first or last available day.
public struct DayFacts: Hashable, Sendable {
  /// The day.
  public var day: Day
  /// The day's role in the selection.
  public var role: SelectionRole
  /// Why the day cannot be selected, or `nil` if it can.
  public var unavailableReason: UnavailableReason?
  /// Whether the day is today.
  public var isToday: Bool
  /// Whether the day falls on the context's weekend.
  public var isWeekend: Bool
  /// Whether the day belongs to the displayed month (`true` when no month is displayed).
  public var isInDisplayedMonth: Bool
  /// Whether the day is the first available day of bounded availability.
  public var isFirstAvailable: Bool
  /// Whether the day is the last available day of bounded availability.
  public var isLastAvailable: Bool

  /// Creates facts (renderers get them from `SelectionRenderer`).
  ///
  /// - Parameters:
  ///   - day: The day.
  ///   - role: The role in the selection.
  ///   - unavailableReason: Why the day is unavailable, or `nil`.
  ///   - isToday: Whether the day is today.
  ///   - isWeekend: Whether the day is a weekend day.
  ///   - isInDisplayedMonth: Whether the day is in the displayed month.
  ///   - isFirstAvailable: Whether it is the first available day.
  ///   - isLastAvailable: Whether it is the last available day.
  package init(
    day: Day, role: SelectionRole, unavailableReason: UnavailableReason? = nil,
    isToday: Bool = false, isWeekend: Bool = false, isInDisplayedMonth: Bool = true,
    isFirstAvailable: Bool = false, isLastAvailable: Bool = false
  ) {
    self.day = day
    self.role = role
    self.unavailableReason = unavailableReason
    self.isToday = isToday
    self.isWeekend = isWeekend
    self.isInDisplayedMonth = isInDisplayedMonth
    self.isFirstAvailable = isFirstAvailable
    self.isLastAvailable = isLastAvailable
  }

  /// Whether the day is part of the selection.
  public var isSelected: Bool { role.isSelected }

  /// Whether the day cannot be selected (draw it greyed).
  public var isUnavailable: Bool { unavailableReason != nil }
}
