import Almanac
import AlmanacICS
import AlmanacStore
import AlmanacTerminal
import Foundation

/// `almanac pick`: the interactive picker, drawn on the terminal (`/dev/tty`) so that standard
/// output carries only the result, like fzf: `stay=$(almanac pick --range)`.
enum PickCommand: Subcommand {
  /// `-f, --format FORMAT` (a word or a strftime pattern, read by ``PickerOutputFormat``).
  static let format = Option<String>(
    "format", short: "f", placeholder: "FORMAT",
    help: "Output: iso (default), json, cron or rrule (weekdays), or a strftime "
      + "pattern such as '%d.%m.%Y' (days).",
    shownChoices: ["iso", "json", "cron", "rrule", "PATTERN"])

  static let spec = CommandSpec(
    name: "pick",
    abstract: "pick a day, days, a range or weekdays interactively (keys or mouse)",
    usage: ["pick [--single|--multiple|--range|--weekdays] [options]"],
    positionals: [],
    groups: [
      PickerOptions.group(title: "Pick options", more: [format]),
      EventSourceOptions.pickGroup,
      CalendarOptions.group,
    ],
    discussion: """
      The picker is drawn on the terminal (/dev/tty); only the result goes to standard output,
      after the screen is restored. Days are Gregorian YYYY-MM-DD whatever calendar is shown.

      KEYS:
        arrows, h j k l     move by day and week        Home / End   start / end of week
        PgUp / PgDn, [ ]    previous / next month       Shift+PgUp / PgDn, { }   year
        t                   today                       g   go to a typed date
        m / y               month / year list           Space   select or toggle
        Enter               confirm (says why not, if the selection is incomplete)
        Esc, q              cancel (exit 1)             Ctrl-C   interrupt (exit 130)
        Mouse: click a day to select it, click ‹ › to page, wheel to page.

      EVENTS: with --ics PATH (repeatable) or --events (the default calendars), a day with one
      event has a · right of its number and a day with more a •; the focused day's events are
      listed under the months (as many as fit, then "+N more").

      OUTPUT: single 2026-03-05; multiple one day per line, ascending; range
      2026-03-05/2026-03-09 (ISO 8601 interval); weekdays MO,WE,FR.

      EXAMPLES:
        stay=$(almanac pick --range --months 2 --min-nights 2)
        almanac pick --weekdays --format cron
        almanac pick --multiple --weekdays-only --format '%d.%m.%Y'
        almanac pick --ics work.ics --ics ~/.calendars --months 3

      EXIT STATUS: 0 confirmed, 1 cancelled (Esc, q), 130 interrupted (Ctrl-C), 64 usage
      error or no terminal, 65 an event
      source that cannot be read.
      """)

  /// The picker's setup, worked out from the command line.
  struct Request {
    var mode: PickerMode
    var availability: Availability
    var initial: PickerResult?
    var startMonth: CalendarMonth?
    var monthCount: Int
    var format: PickerOutputFormat
  }

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    try GeneralOptions.rejectPositionals(arguments, usage: "almanac pick [options]")
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    let options = try CalendarOptions.resolve(arguments, invocation: invocation)
    let request = try request(arguments, context: options.context, today: options.today)
    var state: PickerState
    do {
      state = try PickerState(
        mode: request.mode, context: options.context, today: options.today,
        availability: request.availability, initial: request.initial,
        startMonth: request.startMonth, monthCount: request.monthCount)
    } catch {
      throw .invalidValue(
        subject: "initial value", argument: arguments.text(PickerOptions.initial) ?? "",
        reason: error.description, valid: nil)
    }
    // Events are loaded and indexed before the screen opens, so a bad source is a plain
    // error (exit 65) on a normal terminal.
    var events: EventFeed?
    if EventSourceOptions.wantsEvents(arguments) {
      let store = try EventSourceOptions.load(arguments, invocation: invocation)
      var feed = EventFeed(store: store, context: options.context)
      feed.update(&state)
      EventSourceOptions.warn(feed.skipped, invocation: invocation)
      events = feed
    }
    guard let device = invocation.terminalDevice else {
      invocation.writeError(
        "almanac: no terminal: the interactive picker needs one (run it in a terminal, "
          + "or 'ssh -t')\n")
      return .usage
    }
    // The screen goes to the terminal, so `auto` colours it even when stdout is captured.
    let choice = try arguments.value(CalendarOptions.color) ?? .auto
    let colors = ColorLevel.resolve(
      choice, environment: invocation.environment, isTerminal: true)
    do {
      switch try runSession(state: state, colors: colors, device: device, events: events) {
      case .confirmed(let result):
        invocation.write(request.format.text(for: result))
        return .success
      case .cancelled: return .failure
      case .interrupted: return .interrupted
      }
    } catch let error as TerminalError {
      invocation.writeError("almanac: \(error)\n")
      switch error {
      case .noTerminal, .notATerminal: return .usage
      default: return .ioError
      }
    } catch {
      invocation.writeError("almanac: \(error)\n")
      return .internalError
    }
  }

  /// Runs the picker on the terminal until the person confirms or cancels.
  ///
  /// - Parameters:
  ///   - state: the picker's starting state (mode, month shown, selection, availability).
  ///   - colors: how many colours the terminal shows.
  ///   - device: the terminal device to open, normally `/dev/tty`.
  ///   - events: the event feed (`--ics`, `--events`), re-indexed when the months shown
  ///     leave its window.
  /// - Returns: the confirmed result, or how the person left: Escape or `q` (cancelled, exit 1)
  ///   or Ctrl-C (interrupted, exit 130; docs/decisions/0005-picker-exit-codes.md).
  /// - Throws: ``TerminalError`` when the terminal cannot be opened or set up.
  static func runSession(
    state: PickerState, colors: ColorLevel, device: String, events: EventFeed? = nil
  ) throws -> SessionEnd {
    var isInterrupted = false
    var events = events
    let screen = PickerScreen(context: state.context, colors: colors)
    let session = TerminalSession(devicePath: device, colors: colors)
    var hitMap = PickerHitMap()
    var size = TerminalSize(columns: 80, rows: 24)
    let result = try session.run(initial: state) { state, event -> LoopAction<PickerResult> in
      if case .resize(let newSize) = event { size = newSize }
      // Page by as many months as the screen shows at this size.
      state.fit(monthCount: screen.capacity(for: size).total)
      if case .key(let key) = event, key.isInterrupt { isInterrupted = true }
      // On the "Terminal too small" screen only the keys that leave act.
      let outcome = state.handle(
        event, hitMap: hitMap, isDrawn: screen.fits(state, size: size))
      // An event that cannot be expanded (a recurrence over its limit) is left out there
      // rather than ending the session.
      if var feed = events {
        feed.update(&state)
        events = feed
      }
      switch outcome {
      case .continue: return .continue
      case .confirm(let result): return .confirm(result)
      case .cancel: return .cancel
      }
    } render: { state, newSize in
      size = newSize
      let rendered = screen.render(state, size: newSize)
      hitMap = rendered.hitMap
      return rendered.frame
    }
    if let value = result.value { return .confirmed(value) }
    return isInterrupted ? .interrupted : .cancelled
  }

  /// How a picker session ended.
  enum SessionEnd {
    /// Enter on a complete selection.
    case confirmed(PickerResult)
    /// Escape or `q`: the person declined (exit 1, like "nothing found").
    case cancelled
    /// Ctrl-C: an interrupt, which stops the calling script too (exit 130, as fzf and shells).
    case interrupted
  }

  /// Reads the pick options into a picker setup.
  static func request(
    _ arguments: ParsedArguments, context: CalendarContext, today: Day
  ) throws(CLIError)
    -> Request
  {
    let mode = try mode(arguments)
    func spelling(_ option: some OptionDeclaration) -> String { arguments.spelling(option) }
    // Availability: bounds, weekday rules, disabled days, range rules.
    let first = try arguments.value(PickerOptions.earliest)?.resolved(today: today)
    let last = try arguments.value(PickerOptions.latest)?.resolved(today: today)
    if let first, let last, first > last {
      throw .conflict(
        spelling(PickerOptions.earliest), spelling(PickerOptions.latest),
        reason: "--min is after --max")
    }
    var availability = Availability(firstDay: first, lastDay: last)
    if arguments.has(PickerOptions.weekdaysOnly), arguments.has(PickerOptions.weekendsOnly) {
      throw .conflict(
        spelling(PickerOptions.weekdaysOnly), spelling(PickerOptions.weekendsOnly),
        reason: "choose one")
    }
    if mode == .weekdays {
      let dayOptions: [any OptionDeclaration] = [
        PickerOptions.weekdaysOnly, PickerOptions.weekendsOnly, PickerOptions.disable,
        PickerOptions.earliest, PickerOptions.latest, EventSourceOptions.ics,
        EventSourceOptions.events,
      ]
      for option in dayOptions where arguments.has(option) {
        throw .conflict(spelling(option), "--weekdays", reason: "it applies to days")
      }
    }
    if arguments.has(PickerOptions.weekdaysOnly) {
      availability = availability.weekdaysOnly(in: context)
    }
    if arguments.has(PickerOptions.weekendsOnly) {
      availability = availability.weekendsOnly(in: context)
    }
    let disabled = try DaySelectionParser.parse(
      try arguments.values(PickerOptions.disable), option: spelling(PickerOptions.disable))
    if !disabled.isEmpty { availability = availability.disabling(ranges: disabled.ranges) }
    let minimumNights = try arguments.value(PickerOptions.minNights)
    let maximumNights = try arguments.value(PickerOptions.maxNights)
    if minimumNights != nil || maximumNights != nil {
      guard case .range = mode else {
        let option = minimumNights != nil ? PickerOptions.minNights : PickerOptions.maxNights
        throw refusal(option, in: mode, arguments, reason: "nights need --range")
      }
      if let minimumNights, let maximumNights, minimumNights > maximumNights {
        throw .conflict(
          spelling(PickerOptions.minNights), spelling(PickerOptions.maxNights),
          reason: "the minimum is above the maximum"
        )
      }
      availability = availability.withRangeRules(
        RangeRules(minimumNights: minimumNights, maximumNights: maximumNights))
    }
    // Output format.
    var format = PickerOutputFormat.iso
    if let name = try arguments.value(Self.format) {
      let valid = "iso, json, cron, rrule, or a pattern such as %d.%m.%Y"
      let parsed: PickerOutputFormat?
      do {
        parsed = try PickerOutputFormat.named(name)
      } catch {
        throw .invalidValue(
          subject: "format", argument: name, reason: error.description, valid: nil)
      }
      guard let parsed else {
        throw .invalidValue(
          subject: "format", argument: name, reason: "unknown format", valid: valid)
      }
      guard parsed.suits(mode) else {
        let reason =
          mode == .weekdays
          ? "weekdays are written as iso, json, cron or rrule" : "cron and rrule need --weekdays"
        throw refusal(Self.format, in: mode, arguments, reason: reason)
      }
      format = parsed
    }
    let monthCount = try arguments.value(PickerOptions.months) ?? 1
    var start: CalendarMonth?
    if let text = try arguments.value(PickerOptions.startMonth) {
      guard let day = Day(text + "-01") else {
        throw .invalidValue(
          subject: "month", argument: text,
          reason: "\(spelling(PickerOptions.startMonth)) needs a month",
          valid: "YYYY-MM (Gregorian), e.g. 2026-03")
      }
      start = context.month(containing: day)
    }
    let initialResult = try arguments.value(PickerOptions.initial).map { text throws(CLIError) in
      try initialValue(text, mode: mode, option: spelling(PickerOptions.initial))
    }
    return Request(
      mode: mode, availability: availability, initial: initialResult, startMonth: start,
      monthCount: monthCount, format: format)
  }

  /// The mode from `--single`, `--multiple`, `--range`, `--weekdays`, `--range-behavior` (the
  /// exclusive group, validated before run, leaves at most one of the four).
  static func mode(_ arguments: ParsedArguments) throws(CLIError) -> PickerMode {
    if let name = try arguments.value(PickerOptions.rangeBehavior) {
      if let other = [PickerOptions.single, PickerOptions.multiple, PickerOptions.weekdays].first(
        where: { arguments.has($0) })
      {
        throw .conflict(
          arguments.spelling(PickerOptions.rangeBehavior), arguments.spelling(other),
          reason: "it applies to --range")
      }
      return .range(name.behavior)
    }
    if arguments.has(PickerOptions.multiple) { return .multiple }
    if arguments.has(PickerOptions.range) { return .range(.forward) }
    if arguments.has(PickerOptions.weekdays) { return .weekdays }
    return .single
  }

  /// `option` refused in `mode`: a conflict with the mode's option when it was typed, else
  /// (the default single mode) the option alone, so a message never names an option that was
  /// not typed.
  static func refusal(
    _ option: some OptionDeclaration, in mode: PickerMode, _ arguments: ParsedArguments,
    reason: String
  ) -> CLIError {
    let modeOption = modeFlag(mode)
    if arguments.has(modeOption) {
      return .conflict(arguments.spelling(option), arguments.spelling(modeOption), reason: reason)
    }
    if case .range = mode, arguments.has(PickerOptions.rangeBehavior) {
      return .conflict(
        arguments.spelling(option), arguments.spelling(PickerOptions.rangeBehavior), reason: reason)
    }
    return .invalidValue(
      subject: "option", argument: arguments.spelling(option), reason: reason, valid: nil)
  }

  /// The flag naming a mode, for messages.
  static func modeFlag(_ mode: PickerMode) -> Flag {
    switch mode {
    case .single: PickerOptions.single
    case .multiple: PickerOptions.multiple
    case .range: PickerOptions.range
    case .ranges: HTMLCommand.ranges
    case .weekdays: PickerOptions.weekdays
    }
  }

  /// Reads `--initial` for a mode.
  static func initialValue(_ text: String, mode: PickerMode, option: String) throws(CLIError)
    -> PickerResult
  {
    if mode == .weekdays {
      if let set = try? WeekdaySet(rruleByDay: text) { return .weekdays(set) }
      if let set = try? WeekdaySet(cronDayOfWeek: text) { return .weekdays(set) }
      throw .invalidValue(
        subject: "weekdays", argument: text, reason: "\(option) needs weekdays",
        valid: "RRULE codes such as MO,WE,FR or a cron field such as 1-5")
    }
    let ranges = try DaySelectionParser.parse([text], option: option).ranges
    switch mode {
    case .single:
      guard ranges.count == 1, let range = ranges.first, range.lowerBound == range.upperBound
      else {
        throw .invalidValue(
          subject: "initial value", argument: text, reason: "--single takes one day",
          valid: "YYYY-MM-DD")
      }
      return .day(range.lowerBound)
    case .range:
      guard ranges.count == 1, let range = ranges.first else {
        throw .invalidValue(
          subject: "initial value", argument: text, reason: "--range takes one range",
          valid: "DAY..DAY or DAY (the arrival)")
      }
      return range.lowerBound == range.upperBound ? .day(range.lowerBound) : .range(range)
    default:
      let count = ranges.reduce(0) { $0 + $1.lowerBound.days(to: $1.upperBound) + 1 }
      guard count <= 10_000 else {
        throw .invalidValue(
          subject: "initial value", argument: text, reason: "more than 10000 days",
          valid: "at most 10000 days")
      }
      return .days(ranges.flatMap { Array($0) })
    }
  }
}

extension PickCommand {
  /// Feeds a picker the events of a store through an ``/AlmanacStore/EventWindow`` (a year
  /// either side of the months shown, or only the months shown when that is too many
  /// instances), indexed again only when the months shown leave it.
  ///
  /// The focused day's lines are the agenda's (``AgendaStyle``) in the picker's locale,
  /// calendar and clock: "2:00 PM–3:00 PM", "14:00–15:00", "ganztägig", "(ohne Titel)" from
  /// the engine's localized table, and the plain `14:00–15:00`/`all day` form in the C
  /// locale. They are drawn without colour codes (the picker styles its own cells).
  struct EventFeed {
    /// The store's events around the months shown.
    private(set) var events: EventWindow
    /// The words, clock and time column of the lines.
    let style: AgendaStyle

    /// A feed whose lines follow `context`'s locale, calendar and clock.
    ///
    /// - Parameters:
    ///   - store: The loaded sources.
    ///   - context: The picker's calendar, locale and display time zone.
    init(store: EventStore, context: CalendarContext) {
      events = EventWindow(store: store, timeZone: context.timeZone)
      style = AgendaStyle(context: context, colorLevel: .none)
    }

    /// The days the current index covers (`nil` before the first update).
    var window: ClosedRange<Day>? { events.index?.window }

    /// The events the last query left out (too many instances), to warn about.
    var skipped: [ICSError] { events.skipped }

    /// Indexes the events again when the months shown are outside the window, and hands the
    /// state its event providers.
    ///
    /// - Parameter state: the picker state to feed.
    /// - Complexity: O(1) while the months shown stay inside the window; else the store's
    ///   query over the new window.
    mutating func update(_ state: inout PickerState) {
      guard events.show(months: state.visibleMonths) else { return }
      guard let index = events.index else {
        state.eventCount = { _ in 0 }
        state.eventLines = { _ in [] }
        return
      }
      state.eventCount = { index.count(on: $0) }
      let style = style
      state.eventLines = { day in
        var style = style
        return index.events(on: day).map { style.line($0, on: day) }
      }
    }
  }
}

/// `pick --range-behavior`: how a range is picked.
enum RangeBehaviorName: String, ArgumentChoice {
  case forward
  case either
  case complete

  static var subject: String { "range behavior" }
  static var unknownReason: String { "unknown behavior" }

  /// The engine's behaviour.
  var behavior: RangeBehavior {
    switch self {
    case .forward: .forward
    case .either: .eitherOrder
    case .complete: .completeOrNothing
    }
  }
}
