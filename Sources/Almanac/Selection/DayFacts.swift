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
  /// Why a tap on the day would be refused now though the day itself can be picked: while an
  /// arrival is picked, a departure the stay's rules refuse (too few or too many nights,
  /// across a day that cannot be picked, closed to departure); before it, a day closed to
  /// arrival; a day a full multiple selection cannot take. `nil` when a tap would be taken.
  /// Faces mark such a day as they mark an unavailable one and say the reason, before the tap.
  public var refusal: SelectionRejection?
  /// Whether the day lies in the stay a tap on the focused day would make, from the picked
  /// arrival: the tentative band a face shows under the focus before the tap.
  public var isTentative: Bool

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
  ///   - refusal: Why a tap would be refused now, the day itself available.
  ///   - isTentative: Whether the day lies in the stay a tap on the focused day would make.
  package init(
    day: Day, role: SelectionRole, unavailableReason: UnavailableReason? = nil,
    isToday: Bool = false, isWeekend: Bool = false, isInDisplayedMonth: Bool = true,
    isFirstAvailable: Bool = false, isLastAvailable: Bool = false,
    refusal: SelectionRejection? = nil, isTentative: Bool = false
  ) {
    self.day = day
    self.role = role
    self.unavailableReason = unavailableReason
    self.isToday = isToday
    self.isWeekend = isWeekend
    self.isInDisplayedMonth = isInDisplayedMonth
    self.isFirstAvailable = isFirstAvailable
    self.isLastAvailable = isLastAvailable
    self.refusal = refusal
    self.isTentative = isTentative
  }

  /// Whether the day is part of the selection.
  public var isSelected: Bool { role.isSelected }

  /// Whether the day cannot be selected (draw it greyed).
  public var isUnavailable: Bool { unavailableReason != nil }
}
