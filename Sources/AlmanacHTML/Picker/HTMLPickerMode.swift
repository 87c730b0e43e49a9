import Almanac

/// What an HTML picker selects: one day, several days, a range (with each behaviour),
/// non-contiguous ranges, or weekdays.
public enum HTMLPickerMode: Hashable, Sendable {
  /// One day; a tap on another day replaces it, a tap on the selected day clears it.
  case single
  /// Any set of days (at most `maximumCount` when given); a tap toggles a day.
  case multiple(maximumCount: Int?)
  /// One range across months, with the engine's range behaviour.
  case range(RangeBehavior)
  /// Several disjoint ranges; a tap on a range removes it.
  case ranges
  /// A set of weekdays on a seven-button row (MO,WE,FR).
  case weekdays

  /// Any number of days.
  public static let multiple = HTMLPickerMode.multiple(maximumCount: nil)

  /// The engine's selection mode, or `nil` for weekdays.
  public var selectionMode: SelectionMode? {
    switch self {
    case .single: .single(clearsOnReselect: true)
    case .multiple(let maximum): .multiple(maximumCount: maximum)
    case .range(let behavior): .range(behavior)
    case .ranges: .ranges
    case .weekdays: nil
    }
  }

  /// Whether the mode's values are ISO 8601 intervals (`2026-03-05/2026-03-09`).
  public var selectsRanges: Bool {
    switch self {
    case .range, .ranges: true
    default: false
    }
  }
}
