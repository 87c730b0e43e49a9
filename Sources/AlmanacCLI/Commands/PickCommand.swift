import Almanac
import AlmanacICS
import AlmanacTerminal
import Foundation

/// `almanac pick`: the interactive picker, drawn on the terminal (`/dev/tty`) so that standard
/// output carries only the result, like fzf: `stay=$(almanac pick --range)`.
enum PickCommand: Subcommand {
  static let spec = CommandSpec(
    name: "pick",
    abstract: "pick a day, days, a range or weekdays interactively (keys or mouse)",
    usage: ["pick [--single|--multiple|--range|--weekdays] [options]"],
    positionals: [],
    groups: [
      OptionGroup(
        title: "Pick options",
        options: [
          OptionSpec(long: "single", short: nil, placeholder: nil, help: "Pick one day (default)."),
          OptionSpec(long: "multiple", short: nil, placeholder: nil, help: "Pick any set of days."),
          OptionSpec(
            long: "range", short: "r", placeholder: nil, help: "Pick a range (a stay)."),
          OptionSpec(
            long: "weekdays", short: nil, placeholder: nil,
            help: "Pick weekdays on a seven-day toggle row."),
          OptionSpec(
            long: "range-behavior", short: nil, placeholder: "HOW",
            help: "forward: the first day is the arrival; either: either order; "
              + "complete: nothing until both ends (implies --range).",
            choices: ["forward", "either", "complete"]),
          OptionSpec(
            long: "months", short: "n", placeholder: "N",
            help: "Months side by side (stacked when the terminal is narrow; default 1)."),
          OptionSpec(
            long: "start-month", short: nil, placeholder: "YYYY-MM",
            help: "First month to show (Gregorian year and month)."),
          OptionSpec(
            long: "initial", short: "i", placeholder: "VALUE",
            help: "Initial selection: DAY, DAY..DAY, DAY,DAY… (multiple); weekdays as MO,WE,FR "
              + "or cron 1-5."),
          OptionSpec(
            long: "min", short: nil, placeholder: "DAY", help: "First day that can be picked."),
          OptionSpec(
            long: "max", short: nil, placeholder: "DAY", help: "Last day that can be picked."),
          OptionSpec(
            long: "weekdays-only", short: nil, placeholder: nil,
            help: "Only the locale's working days can be picked."),
          OptionSpec(
            long: "weekends-only", short: nil, placeholder: nil,
            help: "Only the locale's weekend days can be picked."),
          OptionSpec(
            long: "disable", short: nil, placeholder: "DAYS",
            help: "Days that cannot be picked: DAY[..DAY][,…]; repeatable.", isRepeatable: true),
          OptionSpec(
            long: "min-nights", short: nil, placeholder: "N", help: "Shortest range in nights."),
          OptionSpec(
            long: "max-nights", short: nil, placeholder: "N", help: "Longest range in nights."),
          OptionSpec(
            long: "format", short: "f", placeholder: "FORMAT",
            help: "Output: iso (default), json, cron or rrule (weekdays), or a strftime "
              + "pattern such as '%d.%m.%Y' (days).",
            choices: ["iso", "json", "cron", "rrule", "PATTERN"]),
        ]),
      EventSourceOptions.pickGroup,
      CalendarOptions.group,
      GeneralOptions.group,
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
        Esc, q, Ctrl-C      cancel
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

      EXIT STATUS: 0 confirmed, 1 cancelled, 64 usage error or no terminal, 65 an event
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

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    if let extra = arguments.positionals.first {
      throw .unexpectedArgument(extra, command: "almanac pick [options]")
    }
    let options = try CalendarOptions.resolve(arguments, invocation: invocation)
    let request = try request(arguments, context: options.context)
    var state: PickerState
    do {
      state = try PickerState(
        mode: request.mode, context: options.context, today: options.today,
        availability: request.availability, initial: request.initial,
        startMonth: request.startMonth, monthCount: request.monthCount)
    } catch {
      throw .invalidValue(
        subject: "initial value", argument: arguments.value("initial") ?? "",
        reason: error.description, valid: nil)
    }
    // Events are loaded and indexed before the screen opens, so a bad source is a plain
    // error (exit 65) on a normal terminal.
    var events: EventFeed?
    if EventSourceOptions.wantsEvents(arguments) {
      let store = try EventSourceOptions.load(arguments, invocation: invocation)
      var feed = EventFeed(store: store, timeZone: options.context.timeZone)
      do {
        try feed.update(&state)
      } catch {
        throw EventSourceOptions.failure(error)
      }
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
    let choice = arguments.value("color").flatMap { ColorChoice(rawValue: $0.lowercased()) }
    let colors = ColorLevel.resolve(
      choice ?? .auto, environment: invocation.environment, isTerminal: true)
    do {
      let outcome = try runSession(
        state: state, colors: colors, device: device, events: events)
      guard let result = outcome else { return .failure }
      invocation.write(request.format.text(for: result))
      return .success
    } catch let error as TerminalError {
      invocation.writeError("almanac: \(error)\n")
      switch error {
      case .noTerminal, .notATerminal: return .usage
      default: return ExitCode(rawValue: 74)
      }
    } catch {
      invocation.writeError("almanac: \(error)\n")
      return ExitCode(rawValue: 70)
    }
  }

  /// Runs the picker on the terminal until the person confirms or cancels.
  ///
  /// - Parameter events: the event feed (`--ics`, `--events`), re-indexed when the months shown
  ///   leave its window.
  /// - Returns: the confirmed result, or `nil` when cancelled.
  static func runSession(
    state: PickerState, colors: ColorLevel, device: String, events: EventFeed? = nil
  ) throws -> PickerResult? {
    var events = events
    let screen = PickerScreen(context: state.context, colors: colors)
    let session = TerminalSession(devicePath: device, colors: colors)
    var hitMap = PickerHitMap()
    var size = TerminalSize(columns: 80, rows: 24)
    let result = try session.run(initial: state) { state, event -> LoopAction<PickerResult> in
      if case .resize(let newSize) = event { size = newSize }
      // Page by as many months as the screen shows at this size.
      state.fit(monthCount: screen.capacity(for: size).total)
      let outcome = state.handle(event, hitMap: hitMap)
      // A window that cannot be expanded (a recurrence over its limit) shows no marks there
      // rather than ending the session.
      if var feed = events {
        do {
          try feed.update(&state)
        } catch {
          feed.clear(&state)
        }
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
    return result.value
  }

  /// Reads the pick options into a picker setup.
  static func request(_ arguments: ParsedArguments, context: CalendarContext) throws(CLIError)
    -> Request
  {
    let mode = try mode(arguments)
    let spelling = arguments.spelling
    // Availability: bounds, weekday rules, disabled days, range rules.
    let first = try arguments.value("min").map { text throws(CLIError) in
      try CalendarOptions.day(text, option: spelling("min"))
    }
    let last = try arguments.value("max").map { text throws(CLIError) in
      try CalendarOptions.day(text, option: spelling("max"))
    }
    if let first, let last, first > last {
      throw .conflict(spelling("min"), spelling("max"), reason: "--min is after --max")
    }
    var availability = Availability(firstDay: first, lastDay: last)
    if arguments.has("weekdays-only"), arguments.has("weekends-only") {
      throw .conflict(
        spelling("weekdays-only"), spelling("weekends-only"), reason: "choose one")
    }
    if mode == .weekdays {
      for option in ["weekdays-only", "weekends-only", "disable", "min", "max", "ics", "events"]
      where arguments.has(option) {
        throw .conflict(spelling(option), "--weekdays", reason: "it applies to days")
      }
    }
    if arguments.has("weekdays-only") { availability = availability.weekdaysOnly(in: context) }
    if arguments.has("weekends-only") { availability = availability.weekendsOnly(in: context) }
    let disabled = try DaySelectionParser.parse(
      arguments.allValues("disable"), option: spelling("disable"))
    if !disabled.isEmpty { availability = availability.disabling(ranges: disabled.ranges) }
    let minimumNights = try MonthCommand.positiveInteger(
      arguments, "min-nights", limit: 100_000, allowsZero: true)
    let maximumNights = try MonthCommand.positiveInteger(
      arguments, "max-nights", limit: 100_000, allowsZero: true)
    if minimumNights != nil || maximumNights != nil {
      guard case .range = mode else {
        let option = minimumNights != nil ? "min-nights" : "max-nights"
        throw refusal(option, in: mode, arguments, reason: "nights need --range")
      }
      if let minimumNights, let maximumNights, minimumNights > maximumNights {
        throw .conflict(
          spelling("min-nights"), spelling("max-nights"), reason: "the minimum is above the maximum"
        )
      }
      availability = availability.withRangeRules(
        RangeRules(minimumNights: minimumNights, maximumNights: maximumNights))
    }
    // Output format.
    var format = PickerOutputFormat.iso
    if let name = arguments.value("format") {
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
        throw refusal("format", in: mode, arguments, reason: reason)
      }
      format = parsed
    }
    let monthCount = try MonthCommand.positiveInteger(arguments, "months", limit: 12) ?? 1
    var startMonth: CalendarMonth?
    if let text = arguments.value("start-month") {
      guard let day = Day(text + "-01") else {
        throw .invalidValue(
          subject: "month", argument: text, reason: "\(spelling("start-month")) needs a month",
          valid: "YYYY-MM (Gregorian), e.g. 2026-03")
      }
      startMonth = context.month(containing: day)
    }
    let initial = try arguments.value("initial").map { text throws(CLIError) in
      try initialValue(text, mode: mode, option: spelling("initial"))
    }
    return Request(
      mode: mode, availability: availability, initial: initial, startMonth: startMonth,
      monthCount: monthCount, format: format)
  }

  /// The mode from `--single`, `--multiple`, `--range`, `--weekdays`, `--range-behavior`.
  static func mode(_ arguments: ParsedArguments) throws(CLIError) -> PickerMode {
    let flags = ["single", "multiple", "range", "weekdays"].filter { arguments.has($0) }
    if flags.count > 1 {
      throw .conflict(
        arguments.spelling(flags[0]), arguments.spelling(flags[1]), reason: "choose one mode")
    }
    var behavior = RangeBehavior.forward
    if let name = arguments.value("range-behavior") {
      switch name.lowercased() {
      case "forward": behavior = .forward
      case "either": behavior = .eitherOrder
      case "complete": behavior = .completeOrNothing
      default:
        throw .invalidValue(
          subject: "range behavior", argument: name, reason: "unknown behavior",
          valid: "forward, either, complete")
      }
      if let other = flags.first, other != "range" {
        throw .conflict(
          arguments.spelling("range-behavior"), arguments.spelling(other),
          reason: "it applies to --range")
      }
      return .range(behavior)
    }
    switch flags.first {
    case "multiple": return .multiple
    case "range": return .range(behavior)
    case "weekdays": return .weekdays
    default: return .single
    }
  }

  /// `option` refused in `mode`: a conflict with the mode's option when it was typed, else
  /// (the default single mode) the option alone, so a message never names an option that was
  /// not typed.
  static func refusal(
    _ option: String, in mode: PickerMode, _ arguments: ParsedArguments, reason: String
  ) -> CLIError {
    let modeOption = modeName(mode)
    if arguments.has(modeOption) || (modeOption == "range" && arguments.has("range-behavior")) {
      let typed = arguments.has(modeOption) ? modeOption : "range-behavior"
      return .conflict(arguments.spelling(option), arguments.spelling(typed), reason: reason)
    }
    return .invalidValue(
      subject: "option", argument: arguments.spelling(option), reason: reason, valid: nil)
  }

  /// The option naming a mode, for messages.
  static func modeName(_ mode: PickerMode) -> String {
    switch mode {
    case .single: "single"
    case .multiple: "multiple"
    case .range: "range"
    case .weekdays: "weekdays"
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
  /// Feeds a picker the events of a store: it indexes a window of days around the months
  /// shown (a year either side, or only the months shown when that is too many instances),
  /// and indexes again only when the months shown leave it.
  struct EventFeed {
    /// The loaded sources.
    let store: EventStore
    /// The display zone, which decides the days a timed event covers.
    let timeZone: TimeZone
    /// Days on either side of the months shown that the index covers.
    var margin = 366
    /// The days the current index covers (`nil` before the first update).
    private(set) var window: ClosedRange<Day>?
    /// The events the last update left out (too many instances), to warn about.
    private(set) var skipped: [ICSError] = []

    init(store: EventStore, timeZone: TimeZone) {
      self.store = store
      self.timeZone = timeZone
    }

    /// The days the months shown need, or `nil` when none are shown.
    static func shown(_ state: PickerState) -> ClosedRange<Day>? {
      guard let first = state.visibleMonths.first, let last = state.visibleMonths.last else {
        return nil
      }
      return first.firstDay...last.lastDay
    }

    /// Indexes the events again when the months shown are outside the window, and hands the
    /// state its event providers.
    ///
    /// - Parameter state: the picker state to feed.
    /// - Throws: ``EventStoreError`` when the store cannot expand the new window.
    /// - Complexity: O(1) while the months shown stay inside the window; else the store's
    ///   query over the new window.
    mutating func update(_ state: inout PickerState) throws(EventStoreError) {
      guard let shown = Self.shown(state) else { return }
      if let window, window.contains(shown.lowerBound), window.contains(shown.upperBound) {
        return
      }
      let lower = shown.lowerBound.adding(
        days: -min(margin, Day.earliest.days(to: shown.lowerBound)))
      let upper = shown.upperBound.adding(days: min(margin, shown.upperBound.days(to: Day.latest)))
      var window = lower...upper
      var skipped: [ICSError] = []
      let wide = store.index(window: window, in: timeZone, skipped: &skipped)
      let index: EventIndex<EventInstance>
      if skipped.isEmpty {
        index = wide
      } else {
        // Too many instances over the wide window (a minutely rule): the months shown alone,
        // as the month display would query them; what still cannot be shown is left out.
        window = shown
        skipped = []
        index = store.index(window: window, in: timeZone, skipped: &skipped)
      }
      self.window = window
      self.skipped = skipped
      state.eventCount = { index.count(on: $0) }
      state.eventLines = { day in
        index.events(on: day).map { EventsCommand.line($0, on: day) }
      }
    }

    /// Drops the marks (after a window failed to expand); the next move tries again.
    mutating func clear(_ state: inout PickerState) {
      window = nil
      state.eventCount = { _ in 0 }
      state.eventLines = { _ in [] }
    }
  }
}
