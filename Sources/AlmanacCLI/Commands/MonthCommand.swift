import Almanac
import AlmanacICS
import AlmanacStore
import AlmanacTerminal
import Foundation

/// `almanac [MONTH] [YEAR]`: shows months like cal/ncal, in any calendar and locale, as text
/// or JSON. The default subcommand.
enum MonthCommand: Subcommand {
  /// `-3, --three-months`.
  static let threeMonths = Flag(
    "three-months", short: "3", help: "Show the previous, given and next month.")
  /// `-y, --year`.
  static let year = Flag("year", short: "y", help: "Show the whole year.")
  /// `-1, --one`.
  static let one = Flag("one", short: "1", help: "Show one month (the default; as cal -1).")
  /// `-Y, --twelve`.
  static let twelve = Flag(
    "twelve", short: "Y", help: "Show twelve months from the given or current month (as cal -Y).")
  /// `-S, --span`.
  static let span = Flag(
    "span", short: "S",
    help: "With -n or -Y: centre the months on the given one (as cal --span).")
  /// `--month MONTH`.
  static let month = Option<String>(
    "month", placeholder: "MONTH",
    help: "This year's MONTH, or YEAR's; a number or name (as ncal -m).")
  /// `-n, --months N`.
  static let months = Option<Int>(
    "months", short: "n", in: 1...MonthRequest.monthLimit,
    help: "Show N months starting with the given or current month.")
  /// `-A, --after N`.
  static let after = Option<Int>(
    "after", short: "A", in: 0...MonthRequest.monthLimit, help: "Also show N months after.")
  /// `-B, --before N`.
  static let before = Option<Int>(
    "before", short: "B", in: 0...MonthRequest.monthLimit, help: "Also show N months before.")
  /// `-w, --week-numbers`.
  static let weekNumbers = Flag(
    "week-numbers", short: "w",
    help: "Show week numbers (the locale's rules; ISO 8601 with --calendar iso8601).")
  /// `--columns N`.
  static let columns = Option<Int>(
    "columns", in: 1...1000,
    help: "Months per row (default: as many as fit COLUMNS or the terminal, up to 12).")
  /// `-s, --select DAYS`, repeatable.
  static let select = Option<String>(
    "select", short: "s", placeholder: "DAYS",
    help: "Shade days and ranges: DAY[..DAY][,DAY…], Gregorian YYYY-MM-DD; repeatable.",
    isRepeatable: true)
  /// `-j, --day-of-year` (cal -j).
  static let dayOfYear = Flag(
    "day-of-year", short: "j", help: "Number days by their day of the year (as cal -j).")
  /// `-v, --vertical` (ncal's layout).
  static let vertical = Flag(
    "vertical", short: "v",
    help: "Weekdays down the side and weeks as columns, as ncal prints months.")
  /// `--bsd` (BSD cal's layout: Debian's cal, ncal -b).
  static let bsd = Flag(
    "bsd",
    help:
      "BSD cal's layout, as Debian's cal and ncal -b print months: no margin, lines padded, six weeks."
  )
  /// `--first-week-days N` (ncal -W): the days a year's first week has at least.
  static let firstWeekDays = Option<Int>(
    "first-week-days", placeholder: "N", in: 1...7,
    help: "A year's first week has at least N days, for -w (4: ISO 8601; default: the locale's).")
  /// `-f, --format FORMAT`.
  static let format = Option<MonthFormat>.format()

  static let spec = CommandSpec(
    name: "month",
    abstract: "show months in any calendar, like cal(1)",
    usage: [
      "[options] [[MONTH] YEAR]", "[options] DAY MONTH YEAR   (that month, DAY highlighted)",
      "[options] DATE   (YYYY-MM-DD or today, tomorrow, yesterday: its month, highlighted)",
      "month [options] [[MONTH] YEAR]   (the same, named)",
    ],
    positionals: [
      PositionalSpec(
        name: "DAY", help: "With MONTH and YEAR (as cal): the day to highlight in place of today."),
      PositionalSpec(
        name: "MONTH",
        help: "Month number in the chosen calendar (1…13; 5L for a Chinese leap month) or name."),
      PositionalSpec(
        name: "YEAR",
        help: "Year in the chosen calendar (its current era). Alone, shows the whole year."),
    ],
    groups: [
      OptionGroup(
        title: "Display options",
        options: [
          threeMonths, year, one, twelve, months, span, month, after, before, weekNumbers,
          firstWeekDays, dayOfYear,
          vertical, bsd, columns, select, format,
        ]),
      OptionGroup(
        title: "Easter and reform dates",
        options: [MonthEaster.easter, MonthEaster.orthodoxEaster, MonthReform.table]),
      EventSourceOptions.monthGroup,
      CalendarOptions.group,
    ],
    discussion: """
      Today is shown in inverse video when colour is on; without colour (a pipe, NO_COLOR,
      --color never) the grid is plain, like cal --color=never. Weekend days are red and
      selected days shaded; without colour a selection is marked {like this}. Days a time
      zone skipped (Pacific/Apia, 2011-12-30) are left blank. With --ics or --events, a day with one event has a · right of its number and a day
      with more a •; with colour its number is underlined. --list lists the events below.

      ENVIRONMENT:
        LC_ALL, LC_TIME, LANG  default locale (en_US.UTF-8 means en_US; C means en_US_POSIX)
        TZ                     default time zone
        COLUMNS                output width when not a terminal (default 80)
        NO_COLOR               turns colour off for --color auto

      EXAMPLES:
        almanac                          this month
        almanac -3 --week-numbers        last, this and next month with week numbers
        almanac 2027                     the year 2027
        almanac 1 1404 --calendar persian --locale fa_IR
        almanac --format json 12 2011 --time-zone Pacific/Apia
        almanac -3 --events --list       three months with the default calendars' events

      EXIT STATUS: 0 success, 64 usage error, 65 unreadable calendar files.
      """,
    exclusiveGroups: [ExclusiveGroup([year, threeMonths, months], reason: "choose one view")])

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    if arguments.has(bsd), arguments.has(vertical) {
      throw .conflict(
        arguments.spelling(bsd), arguments.spelling(vertical), reason: "choose one layout")
    }
    if arguments.has(vertical), try arguments.value(format) == .json {
      throw .conflict(
        arguments.spelling(vertical), arguments.spelling(format) + " json",
        reason: "the layout is a text layout; JSON has no layout")
    }
    if arguments.has(EventSourceOptions.list), !EventSourceOptions.wantsEvents(arguments) {
      throw .conflict(
        arguments.spelling(EventSourceOptions.list), "--ics/--events",
        reason: "--list needs event sources")
    }
    if arguments.has(EventSourceOptions.list), try arguments.value(format) == .json {
      throw .conflict(
        arguments.spelling(EventSourceOptions.list), arguments.spelling(format) + " json",
        reason: "--list adds text under the grid; in JSON every day carries its events")
    }
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    let options = try CalendarOptions.resolve(
      arguments, invocation: invocation, minimumDaysInFirstWeek: try arguments.value(firstWeekDays))
    if arguments.has(MonthReform.table) {
      return MonthReform.run(options: options, invocation: invocation)
    }
    if MonthEaster.isRequested(arguments) {
      return try MonthEaster.run(arguments, options: options, invocation: invocation)
    }
    let request = try MonthRequest(arguments, context: options.context, today: options.today)
    let selection = try DaySelectionParser.parse(
      try arguments.values(select), option: arguments.spelling(select))
    let format = try arguments.value(Self.format) ?? .text
    var events: [EventInstance] = []
    var window: ClosedRange<Day>?
    if EventSourceOptions.wantsEvents(arguments), let first = request.months.first,
      let last = request.months.last
    {
      var store = try EventSourceOptions.load(arguments, invocation: invocation)
      // An instance cancelled by its override is counted and listed, marked, as a cancelled
      // series is.
      store.keepsCancelledInstances = true
      // JSON shows the adjacent months' days of the first and last week too: a week more
      // on each side gives those days their events.
      let margin = format == .json ? 7 : 0
      let shown =
        CalendarOptions.day(
          first.firstDay, plus: -margin)...CalendarOptions.day(
          last.lastDay, plus: margin)
      window = shown
      var skipped: [ICSError] = []
      events = store.events(
        from: shown.lowerBound, through: shown.upperBound, in: options.context.timeZone,
        skipped: &skipped)
      EventSourceOptions.warn(skipped, invocation: invocation)
    }
    switch format {
    case .text:
      let columns = try arguments.value(Self.columns)
      let width = outputWidth(invocation)
      var eventCount: (@Sendable (Day) -> Int)?
      if let window {
        let index = EventInstance.index(events, window: window)
        eventCount = { index.count(on: $0) }
      }
      var style = MonthTextStyle(
        colorLevel: options.colorLevel, showsWeekNumbers: arguments.has(weekNumbers))
      style.numbersDaysOfYear = arguments.has(dayOfYear)
      style.isBSDLayout = arguments.has(bsd)
      // Without colour the grid is plain, like util-linux `cal --color=never`: scripts that
      // read cal-like output get numbers only (a selection asked for keeps its braces).
      // DAY MONTH YEAR highlights DAY where today would be, as cal does.
      let marked = options.colorLevel == .none ? nil : request.highlightedDay ?? options.today
      var text =
        arguments.has(vertical)
        ? VerticalMonthText(context: options.context, style: style).render(
          months: request.months, today: marked, selection: selection,
          yearTitle: request.yearTitle, columns: columns, width: width, eventCount: eventCount)
        : MonthTextRenderer(context: options.context, style: style).render(
          months: request.months, today: marked, selection: selection,
          yearTitle: request.yearTitle, columns: columns, width: width, eventCount: eventCount)
      if arguments.has(EventSourceOptions.list), let window {
        let style = AgendaStyle(context: options.context, colorLevel: options.colorLevel)
        let agenda = EventsCommand.agenda(
          events, from: window.lowerBound, through: window.upperBound, style: style)
        text += "\n" + (agenda.isEmpty ? style.noEventsLine : agenda)
      }
      invocation.write(text)
    case .json:
      invocation.write(
        MonthJSON.render(
          months: request.months, context: options.context, today: options.today,
          selection: selection,
          events: window.map { EventInstance.index(events, window: $0) }))
    }
    return .success
  }

  /// The output width: the terminal's, else `COLUMNS`, else 80.
  static func outputWidth(_ invocation: Invocation) -> Int {
    if let columns = invocation.terminal.columns { return columns }
    if let text = invocation.environment["COLUMNS"], let columns = Int(text),
      (1...10_000).contains(columns)
    {
      return columns
    }
    return 80
  }
}

/// The month display's `--format`: text like cal(1), or JSON.
enum MonthFormat: String, ArgumentChoice {
  case text
  case json

  static var subject: String { "format" }
}
