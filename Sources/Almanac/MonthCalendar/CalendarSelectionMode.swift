/// How the month calendar views (SwiftUI's `MonthCalendarView`, UIKit's `CalendarView` and
/// `KDCalendarView`) select days: one, several, or a range.
///
/// A deliberately smaller vocabulary than ``PickerMode``, mapped to it in one place
/// (``pickerMode``), so that a calendar view taps exactly as the terminal and web pickers do in
/// that mode. The views hold their value as a list of dates (a `[Date]` binding, the UIKit
/// delegate's dates), which carries one day, a set of days or a range's two ends, but not the
/// other picker modes: non-contiguous ranges have no list of dates that gives them back, and a
/// weekday set is not days (``PickerMode/weekdays`` is `WeekdaySegmentedPicker`'s). The three
/// cases are the original components' modes (UIKit's `CalendarView.SelectionMode`), a
/// `CaseIterable` for a segmented control of modes; a maximum count is not one of them.
public enum CalendarSelectionMode: Hashable, Sendable, CaseIterable {
  /// One day (``PickerMode/single``): a tap on another day replaces it (the old day is
  /// reported deselected), a tap on the selected day clears it when deselection is allowed.
  case single
  /// Any set of days (``PickerMode/multiple``, no maximum): a tap toggles a day.
  case multiple
  /// A range across months, its ends tapped in either order
  /// (``PickerMode/range(_:)`` with ``RangeBehavior/eitherOrder``): a third tap starts again
  /// and a tap on a selected day clears the range.
  case range

  /// The picker mode the calendar views select with.
  public var pickerMode: PickerMode {
    switch self {
    case .single: .single
    case .multiple: .multiple
    case .range: .range(.eitherOrder)
    }
  }
}
