import Almanac

/// The state of the interactive picker: the engine's ``/Almanac/MonthCalendarModel`` and the dialog
/// open over it.
///
/// All behaviour comes from the engine model: focus and paging, selection and its
/// rejections, the month and year choices, the summary, the result, and every message in the
/// locale's language. The terminal adds only what a terminal has: keys and mouse clicks
/// mapped onto the model's actions (``handle(_:)-(KeyEvent)``, ``handle(_:hitMap:)-(MouseEvent,_)``), the
/// dialogs (``PickerOverlay``), and how many months fit the screen (``fit(monthCount:)``).
/// The screen is a pure function of this value and the terminal size (``PickerScreen``).
/// States compare whole, so a test asserts the entire state after each key.
///
/// ```swift
/// var state = try PickerState(mode: .range(.forward), context: context, today: today)
/// state.handle(KeyEvent(.right))           // .continue; focus on tomorrow
/// state.handle(KeyEvent(.character(" ")))  // the arrival
/// ```
public struct PickerState: Sendable, Equatable {
  /// What is picked.
  public let mode: PickerMode
  /// The engine model every face drives.
  public internal(set) var model: MonthCalendarModel
  /// How many months the person asked to see (`--months`); fewer show on a small terminal.
  public let requestedMonthCount: Int
  /// The dialog over the months, if any.
  public internal(set) var overlay: PickerOverlay
  // Numbers the event feeds this state is handed, so that each new feed has a new identity.
  private var eventFeedGeneration = 0

  /// Creates a picker.
  ///
  /// The focus starts on the initial selection if there is one, else on today if it can be
  /// picked, else on the first day that can (``/Almanac/FocusModel``'s rule); with `startMonth`, on the
  /// first available day of that month; in weekday mode on the first chosen weekday in
  /// calendar order, else the week's first day. The terminal draws the grid left to right in
  /// every locale (terminals do not mirror a grid), so ← and → are never mirrored.
  ///
  /// - Parameters:
  ///   - mode: What is picked.
  ///   - context: The calendar, locale and week rules.
  ///   - today: Today in the person's time zone.
  ///   - availability: Which days can be picked, and the range rules; days the context's time
  ///     zone skipped are added as unavailable.
  ///   - initial: The initial selection (it must fit the mode).
  ///   - startMonth: The first month to show when there is no initial selection.
  ///   - monthCount: How many months to show side by side (at least 1).
  /// - Throws: ``/Almanac/PickerSetupError`` when the initial value does not fit the mode or the engine
  ///   refuses it.
  public init(
    mode: PickerMode, context: CalendarContext, today: Day,
    availability: Availability = .unrestricted, initial: PickerResult? = nil,
    startMonth: CalendarMonth? = nil, monthCount: Int = 1
  ) throws(PickerSetupError) {
    self.mode = mode
    self.requestedMonthCount = max(1, monthCount)
    self.overlay = .none
    self.model = try MonthCalendarModel(
      picking: mode, context: context, today: today, availability: availability,
      initial: initial, startMonth: startMonth, visibleMonthCount: max(1, monthCount),
      readingDirection: .leftToRight)
  }

  /// The calendar, locale and week rules.
  public var context: CalendarContext { model.context }

  /// Today (marked on screen; the `t` key goes there). Setting it (the day changed while the
  /// picker was open) reaches the whole model.
  public var today: Day {
    get { model.today }
    set { model.today = newValue }
  }

  /// The day selection (day modes), or `nil` in weekday mode.
  public var selection: DaySelection? { model.selection }

  /// Keyboard focus over the months (day modes), or `nil` in weekday mode.
  public var focus: FocusModel? { model.focus }

  /// The chosen weekdays (weekday mode; none otherwise).
  public var weekdays: WeekdaySet { model.weekdayRow?.selection ?? .none }

  /// Keyboard focus over the weekday row (weekday mode), or `nil` in a day mode.
  public var weekdayFocus: WeekdayFocus? { model.weekdayRow?.focus }

  /// One line telling why something did not happen ("Minimum stay is 2 nights"), in the
  /// locale's language, or `nil`.
  public var message: String? { model.messageText }

  /// The summary line: the stay's stage and length in range mode ("Pick your arrival",
  /// "Mar 5 – 9, 2026 · 4 nights"), the chosen day or days, or the weekdays ("Weekdays").
  public var summary: String { model.summary }

  /// The focused day (day modes).
  public var focusedDay: Day { model.focusedDay }

  /// The months on screen, first to last.
  public var visibleMonths: [CalendarMonth] { model.visibleMonths }

  /// The value Enter would confirm now, if the selection is complete.
  public var result: PickerResult? { model.result }

  /// How many events a day has, for the marks beside day numbers (`·` one, `•` more); none
  /// by default. Setting it hands the model a new feed (``setEventFeed(count:lines:)``).
  public var eventCount: @Sendable (Day) -> Int {
    get {
      let feed = self.feed
      return { feed?.count(on: $0) ?? 0 }
    }
    set {
      let feed = self.feed
      setEventFeed(count: newValue, lines: { feed?.lines(on: $0) ?? [] })
    }
  }

  /// One line of text per event of a day, in order, listed under the months for the focused
  /// day (as many as fit, then "+N more"); none by default. Setting it hands the model a new
  /// feed (``setEventFeed(count:lines:)``).
  public var eventLines: @Sendable (Day) -> [String] {
    get {
      let feed = self.feed
      return { feed?.lines(on: $0) ?? [] }
    }
    set {
      let feed = self.feed
      setEventFeed(count: { feed?.count(on: $0) ?? 0 }, lines: newValue)
    }
  }

  /// The model's events, when they come from a feed.
  private var feed: DayEventFeed? {
    if case .feed(let feed) = model.events { return feed }
    return nil
  }

  /// Hands the model new events per day, as a feed with a new identity (the model's one door
  /// for events): the marks beside day numbers and the lines under the months.
  ///
  /// - Parameters:
  ///   - count: The number of events covering a day.
  ///   - lines: One line per event of a day, in order.
  public mutating func setEventFeed(
    count: @escaping @Sendable (Day) -> Int, lines: @escaping @Sendable (Day) -> [String]
  ) {
    eventFeedGeneration += 1
    model.events = .feed(
      DayEventFeed(id: "picker-\(eventFeedGeneration)", count: count, lines: lines))
  }

  /// Shows `count` months (at most ``requestedMonthCount``, at least 1), as many as fit the
  /// terminal; the focus stays visible.
  ///
  /// - Parameter count: how many months the screen can hold.
  public mutating func fit(monthCount count: Int) {
    let wanted = max(1, min(requestedMonthCount, count))
    if model.visibleMonthCount != wanted { model.visibleMonthCount = wanted }
  }
}
