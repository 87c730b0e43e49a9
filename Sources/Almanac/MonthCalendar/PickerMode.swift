/// What a picker chooses: the one mode vocabulary of every face (the terminal picker and
/// `almanac pick`, the web face's `HTMLPicker`, the engine's
/// ``MonthCalendarModel/init(picking:context:today:availability:initial:startMonth:visibleMonthCount:readingDirection:allowsDeselection:weekend:events:)``).
/// The month calendar views of SwiftUI and UIKit name a part of it with
/// ``CalendarSelectionMode`` (``CalendarSelectionMode/pickerMode``).
///
/// The reselect rule, decided here once for every face: in the day modes a tap on a chosen day
/// takes it back, as each case says, when deselection is allowed (`allowsDeselection`, on by
/// default); when it is not, that tap is refused and the message says so. A tap on a day that
/// cannot be picked is refused in every mode, with the reason.
public enum PickerMode: Hashable, Sendable {
  /// One day (`--single`, the default). A tap on another day replaces it; a tap on the chosen
  /// day clears it.
  case single
  /// Any set of days, at most `maximumCount` when given (`--multiple`). A tap toggles a day; a
  /// tap on a new day once `maximumCount` days are chosen is refused.
  case multiple(maximumCount: Int?)
  /// One range of days, built by taps as `behavior` says (`--range` is a stay:
  /// ``RangeBehavior/forward``). A tap on the pending first end or on the complete range
  /// clears it in ``RangeBehavior/eitherOrder``; the other behaviours start a new range there
  /// (a tap on the pending first end makes a one-day range).
  case range(RangeBehavior)
  /// Several disjoint ranges, merged when they touch: two taps add a range; a tap on a chosen
  /// range removes that range.
  case ranges
  /// A set of weekdays on the seven-day toggle row (`--weekdays`). A tap toggles a weekday.
  case weekdays

  /// Any set of days, without a maximum.
  public static let multiple = PickerMode.multiple(maximumCount: nil)

  /// Whether the picker shows month grids (every mode but ``weekdays``).
  package var showsMonths: Bool { self != .weekdays }

  /// The selection engine's mode for the day modes; `nil` for ``weekdays``. The one place a
  /// picker mode becomes a ``SelectionMode``.
  package var selectionMode: SelectionMode? {
    switch self {
    case .single: .single(clearsOnReselect: true)
    case .multiple(let maximum): .multiple(maximumCount: maximum)
    case .range(let behavior): .range(behavior)
    case .ranges: .ranges
    case .weekdays: nil
    }
  }

  /// Whether the mode's values are ranges (ISO 8601 intervals `2026-03-05/2026-03-09`).
  package var selectsRanges: Bool {
    switch self {
    case .range, .ranges: true
    default: false
    }
  }
}
