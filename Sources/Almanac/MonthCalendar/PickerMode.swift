/// What an interactive picker chooses.
public enum PickerMode: Hashable, Sendable {
  /// One day (`--single`, the default); choosing the chosen day again clears it, as in every
  /// face whose value can be empty (``CalendarSelectionMode/single``, the web face's single
  /// mode).
  case single
  /// Any set of days, toggled one by one (`--multiple`).
  case multiple
  /// A range of days, taken as a stay (`--range`).
  case range(RangeBehavior)
  /// A set of weekdays on the seven-day toggle row (`--weekdays`).
  case weekdays

  /// Whether the picker shows month grids (every mode but ``weekdays``).
  public var showsMonths: Bool { self != .weekdays }

  /// The selection engine's mode for the day modes; `nil` for ``weekdays``.
  public var selectionMode: SelectionMode? {
    switch self {
    case .single: .single(clearsOnReselect: true)
    case .multiple: .multiple
    case .range(let behavior): .range(behavior)
    case .weekdays: nil
    }
  }
}
