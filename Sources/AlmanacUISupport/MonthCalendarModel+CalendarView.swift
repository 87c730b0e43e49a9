import Almanac

extension MonthCalendarModel {
  /// The model of a month calendar view that holds its value as a list of dates (SwiftUI's
  /// `MonthCalendarView`, `MultiDayPicker` and `CalendarRangeSelector`, UIKit's
  /// `CalendarView`): the picker of
  /// ``init(picking:context:today:availability:initial:startMonth:visibleMonthCount:readingDirection:allowsDeselection:weekend:events:)``
  /// over the view's range, its days of the week and its can-select rule, with the bound
  /// days passed as a binding passes them (``setSelectedDays(_:)``: what the rules refuse is
  /// dropped, not thrown) and the focus on the displayed day, else where a new picker puts it.
  ///
  /// - Parameters:
  ///   - mode: What is picked (a ``CalendarSelectionMode``'s picker mode).
  ///   - context: The calendar, locale, time zone and week rules.
  ///   - range: The days shown and selectable; clamped to years 1 through 9999.
  ///   - today: Today in the calendar's time zone.
  ///   - includedDays: Which days of the week may be selected.
  ///   - weekend: Which weekend `includedDays` means.
  ///   - allowsDeselection: Whether a tap on a selected day deselects it.
  ///   - canSelect: Decides, per day, whether it may be selected (pure and fast); identified
  ///     as `"canSelect"` when models are compared.
  ///   - selectedDays: The days bound initially.
  ///   - displayedDay: A day of the month to show first, focused.
  ///   - events: The events marked with dots.
  /// - Returns: The model.
  package static func calendarView(
    mode: PickerMode, context: CalendarContext,
    range: ClosedRange<Day> = Day.earliest...Day.latest, today: Day,
    includedDays: IncludedDays = .allDays, weekend: WeekendReading = .locale,
    allowsDeselection: Bool = true, canSelect: (@Sendable (Day) -> Bool)? = nil,
    selectedDays: [Day] = [], displayedDay: Day? = nil, events: [CalendarEvent] = []
  ) -> MonthCalendarModel {
    let lower = max(range.lowerBound, Day.earliest)
    let upper = max(lower, min(range.upperBound, Day.latest))
    // A range may cross days that cannot be picked; they stay unselected.
    var availability = includedDays.applied(
      to: Availability(firstDay: lower, lastDay: upper, rangeRules: RangeRules(crossing: .allowed)),
      in: context, weekend: weekend)
    if let canSelect { availability = availability.filtered(id: "canSelect", canSelect) }
    var model = MonthCalendarModel(
      showing: mode, context: context, today: today, availability: availability,
      allowsDeselection: allowsDeselection, events: .list(events))
    model.setSelectedDays(selectedDays)
    if displayedDay != nil || !selectedDays.isEmpty {
      model.restoreView(firstMonth: nil, focusedDay: displayedDay)
    }
    return model
  }
}
