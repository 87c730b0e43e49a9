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
  public var isToday: Bool = false
  /// Whether the day falls on the context's weekend.
  public var isWeekend: Bool = false
  /// Whether the day belongs to the displayed month (`true` when no month is displayed).
  public var isInDisplayedMonth: Bool = true
  /// Whether the day is the first available day of bounded availability.
  public var isFirstAvailable: Bool = false
  /// Whether the day is the last available day of bounded availability.
  public var isLastAvailable: Bool = false
  /// Why a tap on the day would be refused now though the day itself can be picked: while an
  /// arrival is picked, a departure the stay's rules refuse (too few or too many nights,
  /// across a day that cannot be picked, closed to departure); before it, a day closed to
  /// arrival; a day a full multiple selection cannot take. `nil` when a tap would be taken.
  /// Faces mark such a day as they mark an unavailable one and say the reason, before the tap.
  public var refusal: SelectionRejection?
  /// Whether the day lies in the stay a tap on the focused day would make, from the picked
  /// arrival: the tentative band a face shows under the focus before the tap.
  public var isTentative: Bool = false

  /// Whether the day is part of the selection.
  public var isSelected: Bool { role.isSelected }

  /// Whether the day cannot be selected (draw it greyed).
  public var isUnavailable: Bool { unavailableReason != nil }
}
