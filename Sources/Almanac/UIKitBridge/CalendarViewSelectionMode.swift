/// The selection modes of the UIKit calendar view, as users of the original UIKit month
/// calendar know them, mapped onto the engine's ``SelectionMode``.
public enum CalendarViewSelectionMode: String, Hashable, Sendable, Codable, CaseIterable {
  /// One day. Tapping another day replaces it (the old day is reported deselected); tapping
  /// the selected day clears it when deselection is enabled.
  case single
  /// Any set of days in tap order; a tap toggles (off only when deselection is enabled).
  case multiple
  /// One range, tapped in either order and across months; a third tap starts a new range;
  /// tapping a selected day clears it when deselection is enabled.
  case range

  /// The engine mode.
  public var engineMode: SelectionMode {
    switch self {
    case .single: .single(clearsOnReselect: true)
    case .multiple: .multiple
    case .range: .range(.eitherOrder)
    }
  }

  /// The mode after the compatibility switch `multipleSelectionEnable` is set: `true`
  /// selects `.multiple`; `false` turns `.multiple` back into `.single` and leaves the other
  /// modes alone (so switching a range calendar's flag off does not break it).
  ///
  /// - Parameter isEnabled: The new value of the switch.
  /// - Returns: The new mode.
  public func settingMultipleSelection(_ isEnabled: Bool) -> CalendarViewSelectionMode {
    if isEnabled { return .multiple }
    return self == .multiple ? .single : self
  }
}
