import Almanac

/// Everything a face can see of a ``/Almanac/MonthCalendarModel``, as plain values a test can
/// write: what is picked and the value so far, the focus and the months shown, today, the
/// message, the summary and the result. ``TestStore`` compares it whole after each action.
package struct CalendarState: Equatable, Sendable {
  /// What the model picks.
  package var mode: PickerMode
  /// The chosen days (single and multiple), in ascending order.
  package var days: [Day] = []
  /// A range's first end while the other is not chosen.
  package var pendingStart: Day?
  /// The complete range (range modes).
  package var range: ClosedRange<Day>?
  /// The chosen ranges (ranges mode).
  package var ranges: [ClosedRange<Day>] = []
  /// The chosen weekdays (weekday mode), 1 = Sunday, in ascending order.
  package var weekdays: [Int] = []
  /// The focused day (day modes).
  package var focusedDay: Day?
  /// The focused weekday (weekday mode).
  package var focusedWeekday: Int?
  /// The first day of the first month shown (day modes).
  package var firstMonth: Day?
  /// How many months show side by side.
  package var visibleMonthCount: Int
  /// The day of the month that month and year moves aim for.
  package var intendedDayOfMonth: Int?
  /// Today.
  package var today: Day
  /// Why the last action did not do what was asked.
  package var message: CalendarMessage?
  /// The summary line.
  package var summary: String
  /// The value Enter would confirm.
  package var result: PickerResult?

  /// A state written out by a test; what it leaves out is empty.
  ///
  /// - Parameters:
  ///   - mode: What the model picks.
  ///   - days: The chosen days.
  ///   - pendingStart: A range's first end.
  ///   - range: The complete range.
  ///   - ranges: The chosen ranges.
  ///   - weekdays: The chosen weekdays.
  ///   - focusedDay: The focused day.
  ///   - focusedWeekday: The focused weekday.
  ///   - firstMonth: The first day of the first month shown.
  ///   - visibleMonthCount: How many months show.
  ///   - intendedDayOfMonth: The day of the month month moves aim for.
  ///   - today: Today.
  ///   - message: The message.
  ///   - summary: The summary line.
  ///   - result: The value Enter would confirm.
  package init(
    mode: PickerMode, days: [Day] = [], pendingStart: Day? = nil,
    range: ClosedRange<Day>? = nil, ranges: [ClosedRange<Day>] = [], weekdays: [Int] = [],
    focusedDay: Day? = nil, focusedWeekday: Int? = nil, firstMonth: Day? = nil,
    visibleMonthCount: Int = 1, intendedDayOfMonth: Int? = nil, today: Day,
    message: CalendarMessage? = nil, summary: String, result: PickerResult? = nil
  ) {
    self.mode = mode
    self.days = days
    self.pendingStart = pendingStart
    self.range = range
    self.ranges = ranges
    self.weekdays = weekdays
    self.focusedDay = focusedDay
    self.focusedWeekday = focusedWeekday
    self.firstMonth = firstMonth
    self.visibleMonthCount = visibleMonthCount
    self.intendedDayOfMonth = intendedDayOfMonth
    self.today = today
    self.message = message
    self.summary = summary
    self.result = result
  }

  /// The state of `model`.
  ///
  /// - Parameter model: A model.
  package init(_ model: MonthCalendarModel) {
    mode = model.pickerMode
    switch model.picking {
    case .days(let selection, let focus):
      days = selection.sortedDays
      pendingStart = selection.pendingStart
      range = selection.selectedRange
      ranges = selection.selectedRanges.ranges
      focusedDay = focus.focusedDay
      firstMonth = focus.firstVisibleMonth.firstDay
      intendedDayOfMonth = focus.intendedDayOfMonth
    case .weekdays(let row):
      weekdays = row.selection.weekdays.sorted()
      focusedWeekday = row.focus.focusedWeekday
    }
    visibleMonthCount = model.visibleMonthCount
    today = model.today
    message = model.message
    summary = model.summary
    result = model.result
  }
}
