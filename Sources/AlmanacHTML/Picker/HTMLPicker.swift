import Almanac
import Foundation

/// The web face of the engine: a date picker (or weekday picker) rendered as accessible HTML
/// with a small script, that also works with JavaScript off.
///
/// The picker holds the configuration a server owns (mode, bounds, unavailable days with
/// their reasons, booking rules, events, locale and calendar); an ``HTMLPickerState`` holds
/// what the page carries between requests. A request goes query → state → HTML:
///
/// ```swift
/// let picker = HTMLPicker(
///   name: "stay", mode: .range(.forward), context: context, today: today,
///   availability: Availability(firstDay: today).disabling(bookedDays, label: "Booked"),
///   monthCount: 2)
/// let state = try picker.state(fromQuery: request.query)  // 400 with error.description
/// let html = picker.fragment(for: state)                   // inside the booking <form>
/// ```
///
/// The form posts the selection as ISO 8601 values named `name`: `stay=2026-03-05/2026-03-09`
/// (see ``formValues(for:)``). Every decision (what a tap does, where a key moves, what is
/// unavailable and why, what to announce) is the engine's ``/Almanac/MonthCalendarModel``; this type
/// only maps it to markup.
public struct HTMLPicker: Sendable {
  /// The form field name of the value; state fields are `name.month`, `name.focus`, …
  public let name: String
  /// What the picker selects.
  public var mode: PickerMode
  /// The calendar, locale, time zone and week rules.
  public var context: CalendarContext
  /// Today in the calendar's time zone.
  public var today: Day
  /// The days that can be picked, why others cannot, and the range rules; its first and last
  /// day bound the calendar.
  public var availability: Availability
  /// How many months are shown side by side (1 to 12).
  public var monthCount: Int
  /// Whether each week row starts with its week number.
  public var showsWeekNumbers: Bool
  /// The events marked with dots and listed for the focused day.
  public var events: [CalendarEvent]
  /// Where the day buttons submit (POST) without JavaScript, and where the script asks for
  /// the next state; empty for the page itself.
  public var action: String
  /// Whether a tap on a selected day deselects it.
  public var allowsDeselection: Bool
  /// The look the cells are resolved with (shape, weekend marks, dots).
  public var style: CalendarStyleSpec
  /// The heading level of the month titles (1 to 6).
  public var headingLevel: Int
  /// How many years either side of the shown one the year list offers.
  public var yearRadius: Int
  /// Content the page adds to a day's cell (a price, a badge), asked for each day shown;
  /// `nil` adds none.
  public var dayContent: (@Sendable (Day) -> HTMLDayContent?)?

  /// Creates a picker.
  ///
  /// - Parameters:
  ///   - name: The form field name: a letter, then letters, digits, `_` or `-` (at most 64).
  ///   - mode: What the picker selects.
  ///   - context: The calendar, locale, time zone and week rules.
  ///   - today: Today in the calendar's time zone.
  ///   - availability: The days that can be picked and the range rules.
  ///   - monthCount: Months side by side; clamped to 1 through 12.
  ///   - showsWeekNumbers: Whether rows start with week numbers.
  ///   - events: The events to mark.
  ///   - action: The URL the buttons submit to without JavaScript.
  /// - Precondition: `name` is a valid field name (``isValidName(_:)``).
  public init(
    name: String, mode: PickerMode, context: CalendarContext, today: Day,
    availability: Availability = .unrestricted, monthCount: Int = 1,
    showsWeekNumbers: Bool = false, events: [CalendarEvent] = [], action: String = ""
  ) {
    precondition(
      HTMLPicker.isValidName(name),
      "HTMLPicker name must be a letter, then letters, digits, _ or - (at most 64)")
    self.name = name
    self.mode = mode
    self.context = context
    self.today = today
    self.availability = availability
    self.monthCount = min(max(monthCount, 1), 12)
    self.showsWeekNumbers = showsWeekNumbers
    self.events = events
    self.action = action
    self.allowsDeselection = true
    self.style = CalendarStyleSpec()
    self.headingLevel = 2
    self.yearRadius = 10
    self.dayContent = nil
  }

  /// Whether `name` can name the picker's fields: a letter, then letters, digits, `_` or `-`,
  /// at most 64 characters (it is also the prefix of element ids).
  ///
  /// - Parameter name: A candidate name.
  /// - Returns: Whether it is valid.
  public static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 64,
      ("a"..."z").contains(first) || ("A"..."Z").contains(first)
    else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "_" || $0 == "-"
    }
  }

  // MARK: The engine model of a state

  /// The engine model showing `state`: the selection restored through the engine's rules
  /// (values it refuses are dropped), the months and the focus; in weekdays mode the engine's
  /// weekday row with the state's weekdays and focus.
  ///
  /// - Parameter state: A state.
  /// - Returns: The model.
  /// - Complexity: O(n) selection commands for n selected days or ranges.
  public func model(for state: HTMLPickerState) -> MonthCalendarModel {
    if case .weekdays = mode {
      var model = baseModel(initial: state.weekdays.isEmpty ? nil : .weekdays(state.weekdays))
      if let weekday = state.focusedWeekday, let day = HTMLPicker.sampleDay(weekday: weekday) {
        model.handle(.goToDay(day))
      }
      return model
    }
    var model = baseModel()
    if let built = selection(for: state, in: model).selection {
      model.restoreSelection(from: built)
    }
    model.restoreView(
      firstMonth: state.firstMonthDay.map { context.month(containing: $0) },
      focusedDay: state.focusedDay, intendedDayOfMonth: state.intendedDayOfMonth)
    return model
  }

  /// The engine model of this picker, before any state: its mode (the weekday row in
  /// weekdays mode), bounds, rules, months and events.
  func baseModel(initial: PickerResult? = nil) -> MonthCalendarModel {
    do {
      return try MonthCalendarModel(
        picking: mode, context: context, today: today, availability: availability,
        initial: initial, visibleMonthCount: monthCount, allowsDeselection: allowsDeselection,
        events: .list(events))
    } catch {
      // Only an initial value can be refused, and a weekday set always fits weekdays mode.
      preconditionFailure("the engine refused a picker without a day value: \(error)")
    }
  }

  /// A refused value of a state: the field's value and the engine's reason in English (for
  /// ``HTMLQueryError``), and both as the page says them (a long date, the picker's language).
  struct Refusal {
    var value: String
    var reason: String
    var text: String
    var localizedReason: String
  }

  /// Builds the selection of `state` with the engine's commands, collecting refusals (none in
  /// weekdays mode, which has no day selection).
  func selection(for state: HTMLPickerState, in model: MonthCalendarModel)
    -> (selection: DaySelection?, refusals: [Refusal])
  {
    guard let base = model.selection else { return (nil, []) }
    var selection = DaySelection(
      mode: base.mode, availability: base.availability, allowsDeselectionByTap: allowsDeselection)
    var refusals: [Refusal] = []
    func note(_ events: [SelectionEvent], _ value: String, _ text: @autoclosure () -> String) {
      for case .rejected(_, let reason) in events {
        refusals.append(
          Refusal(
            value: value, reason: reason.description, text: text(),
            localizedReason: reason.text(in: context)))
      }
    }
    func long(_ day: Day) -> String { context.text(for: day, style: .long) }
    switch mode {
    case .single, .multiple:
      for day in state.days { note(selection.select(day), day.description, long(day)) }
    case .range, .ranges:
      for range in state.ranges {
        note(
          selection.selectRange(range), HTMLPicker.isoText(range),
          long(range.lowerBound) + " – " + long(range.upperBound))
      }
      if let start = state.pendingStart {
        note(selection.select(start), start.description, long(start))
      }
    case .weekdays:
      break
    }
    return (selection, refusals)
  }

  /// A day of the given weekday (1 = Sunday), for focusing a weekday through the engine.
  static func sampleDay(weekday: Int) -> Day? {
    (0..<7).lazy.compactMap { try? Day(serial: $0) }.first { $0.weekday == weekday }
  }

  /// `2026-03-05/2026-03-09`, or `2026-03-05/2026-03-05` for a one-day range.
  static func isoText(_ range: ClosedRange<Day>) -> String {
    "\(range.lowerBound)/\(range.upperBound)"
  }
}
