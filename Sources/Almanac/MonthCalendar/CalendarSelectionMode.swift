/// How the full month calendar selects days: one, several, or a range.
///
/// A simplified face of ``SelectionMode`` for calendar views.
public enum CalendarSelectionMode: String, Hashable, Sendable, Codable, CaseIterable {
  /// One day; a tap on another day replaces it (the old day is reported deselected), a tap on
  /// the selected day clears it when deselection is allowed.
  case single
  /// Any set of days; a tap toggles a day.
  case multiple
  /// A range across months, its ends tapped in either order; a third tap starts again and a
  /// tap on a selected day clears the range.
  case range

  /// The engine's selection mode.
  public var selectionMode: SelectionMode {
    switch self {
    case .single: .single(clearsOnReselect: true)
    case .multiple: .multiple
    case .range: .range(.eitherOrder)
    }
  }
}
