import Almanac

extension CalendarSelectionMode {
  /// The selection mode both UIKit calendars start in, `CalendarView` and its SwiftUI
  /// wrapper `KDCalendarView`: one day, as the original `CalendarView` starts.
  package static let calendarViewDefault = CalendarSelectionMode.single

  /// The mode after the UIKit calendar view's compatibility switch `multipleSelectionEnable`
  /// is set: `true` selects `.multiple`; `false` turns `.multiple` back into `.single` and
  /// leaves the other modes alone (switching a range calendar's flag off does not break it).
  ///
  /// - Parameter isEnabled: The new value of the switch.
  /// - Returns: The new mode.
  package func settingMultipleSelection(_ isEnabled: Bool) -> CalendarSelectionMode {
    if isEnabled { return .multiple }
    return self == .multiple ? .single : self
  }
}
