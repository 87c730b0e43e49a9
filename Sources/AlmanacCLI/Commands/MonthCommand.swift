import Almanac
import AlmanacICS
import AlmanacTerminal
import Foundation

/// `almanac [MONTH] [YEAR]`: shows months like cal/ncal, in any calendar and locale, as text
/// or JSON. The default subcommand.
enum MonthCommand: Subcommand {
  static let spec = CommandSpec(
    name: "month",
    abstract: "show months in any calendar, like cal(1)",
    usage: ["[options] [[MONTH] YEAR]", "month [options] [[MONTH] YEAR]   (the same, named)"],
    positionals: [
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
          OptionSpec(
            long: "three-months", short: "3", placeholder: nil,
            help: "Show the previous, given and next month."),
          OptionSpec(long: "year", short: "y", placeholder: nil, help: "Show the whole year."),
          OptionSpec(
            long: "months", short: "n", placeholder: "N",
            help: "Show N months starting with the given or current month."),
          OptionSpec(
            long: "after", short: "A", placeholder: "N", help: "Also show N months after."),
          OptionSpec(
            long: "before", short: "B", placeholder: "N", help: "Also show N months before."),
          OptionSpec(
            long: "week-numbers", short: "w", placeholder: nil,
            help: "Show week numbers (the locale's rules; ISO 8601 with --calendar iso8601)."),
          OptionSpec(
            long: "columns", short: nil, placeholder: "N",
            help: "Months per row (default: as many as fit COLUMNS or the terminal, up to 12)."),
          OptionSpec(
            long: "select", short: "s", placeholder: "DAYS",
            help: "Shade days and ranges: DAY[..DAY][,DAY…], Gregorian YYYY-MM-DD; repeatable.",
            isRepeatable: true),
          OptionSpec(
            long: "format", short: "f", placeholder: "FORMAT", help: "Output format.",
            choices: ["text", "json"]),
        ]),
      EventSourceOptions.monthGroup,
      CalendarOptions.group,
      GeneralOptions.group,
    ],
    discussion: """
      Today is shown in inverse video when colour is on, and in [brackets] without colour;
      weekend days are red and selected days shaded; without colour a selection is marked
      {like this}. Days a time zone skipped (Pacific/Apia, 2011-12-30) are left blank.
      With --ics or --events, a day with one event has a · right of its number and a day
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
      """)

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    let options = try CalendarOptions.resolve(arguments, invocation: invocation)
    let request = try MonthRequest(arguments, context: options.context, today: options.today)
    let selection = try DaySelectionParser.parse(
      arguments.allValues("select"), option: arguments.spelling("select"))
    let format = arguments.value("format")?.lowercased() ?? "text"
    if arguments.has("list"), !EventSourceOptions.wantsEvents(arguments) {
      throw .conflict(
        arguments.spelling("list"), "--ics/--events", reason: "--list needs event sources")
    }
    var events: [EventInstance] = []
    var window: ClosedRange<Day>?
    if EventSourceOptions.wantsEvents(arguments), let first = request.months.first,
      let last = request.months.last
    {
      let store = try EventSourceOptions.load(arguments, invocation: invocation)
      window = first.firstDay...last.lastDay
      var skipped: [ICSError] = []
      events = store.events(
        from: first.firstDay, through: last.lastDay, in: options.context.timeZone,
        skipped: &skipped)
      EventSourceOptions.warn(skipped, invocation: invocation)
    }
    switch format {
    case "text":
      let columns = try positiveInteger(arguments, "columns", limit: 1000)
      let width = outputWidth(invocation)
      var eventCount: ((Day) -> Int)?
      if let window {
        let index = EventInstance.index(events, window: window)
        eventCount = { index.count(on: $0) }
      }
      var text = MonthTextRenderer(
        context: options.context,
        style: MonthTextStyle(
          colorLevel: options.colorLevel, showsWeekNumbers: arguments.has("week-numbers"))
      ).render(
        months: request.months, today: options.today, selection: selection,
        yearTitle: request.yearTitle, columns: columns, width: width, eventCount: eventCount)
      if arguments.has("list"), let window {
        let agenda = EventsCommand.agenda(
          events, from: window.lowerBound, through: window.upperBound)
        text += "\n" + (agenda.isEmpty ? "No events.\n" : agenda)
      }
      invocation.write(text)
    case "json":
      invocation.write(
        MonthJSON.render(
          months: request.months, context: options.context, today: options.today,
          selection: selection))
    default:
      throw .invalidValue(
        subject: "format", argument: arguments.value("format") ?? "", reason: "unknown format",
        valid: "text, json")
    }
    return .success
  }

  /// The output width: the terminal's, else `COLUMNS`, else 80.
  static func outputWidth(_ invocation: Invocation) -> Int {
    if let columns = invocation.terminal.columns { return columns }
    if let text = invocation.environment["COLUMNS"], let columns = Int(text), columns > 0 {
      return columns
    }
    return 80
  }

  /// The value of a numeric option in 1…limit (0…limit when `allowsZero`), or `nil` if absent.
  static func positiveInteger(
    _ arguments: ParsedArguments, _ option: String, limit: Int, allowsZero: Bool = false
  ) throws(CLIError) -> Int? {
    guard let text = arguments.value(option) else { return nil }
    let lower = allowsZero ? 0 : 1
    guard let number = Int(text), (lower...limit).contains(number) else {
      throw .invalidValue(
        subject: arguments.spelling(option), argument: text,
        reason: "not a whole number from \(lower) to \(limit)", valid: "\(lower)…\(limit)")
    }
    return number
  }
}
