import Almanac
import AlmanacICS
import AlmanacPrimitives
import AlmanacStore
import Foundation

/// `almanac events`: an agenda of the events in the calendars, recurrences expanded.
enum EventsCommand: Subcommand {
  /// `--from DAY`, `--to DAY`, `-d, --days N`, and the group of the last two.
  static let (from, to, days, oneEnd) = AgendaRange.dayOptions(
    from: "First day: YYYY-MM-DD, today, tomorrow, +3d, fri… (default: today).",
    to: "Last day, inclusive (same forms as --from).",
    days: "Number of days from --from (default: 7).")
  /// `-f, --format FORMAT`.
  static let format = Option<AgendaFormat>.format()

  static let spec = CommandSpec(
    name: "events",
    abstract: "list events (an agenda), recurrences expanded",
    usage: [
      "events [--from DAY] [--to DAY | --days N] [--format text|json|TEMPLATE] [--ics PATH]",
      "events [START [END | LENGTH]] [-a NAME] [--details]   (khal's list: today 7d, week)",
    ],
    positionals: AgendaRange.positionals,
    groups: [
      OptionGroup(title: "Agenda options", options: [from, to, days, format]),
      AgendaRange.group,
      EventSourceOptions.group,
      CalendarOptions.agendaGroup,
    ],
    discussion: """
      Times are shown in the display time zone (--time-zone, else TZ). All-day events stay on
      their dates in every zone; an event that crosses midnight is listed on each day it
      touches. Headings, times and "all day" follow --locale and --calendar ("Tuesday,
      December 1, 2026", "9:00 AM"); the C/POSIX locale keeps "Tue 2026-12-01" and a 24-hour
      clock. With colour each event is drawn in its collection's colour (a vdir color file,
      X-APPLE-CALENDAR-COLOR or COLOR); without (a pipe, NO_COLOR, --color never) the text
      is plain. JSON items carry uid, summary, start, end (ISO 8601 with offset, or dates for
      all-day events; the end is exclusive), allDay, location, description and collection,
      always all of them, so --details changes only the text; an instance of a recurring
      event also carries recurrenceId, its original start in the event's own form
      (docs/json.md), and status. A --format value with braces is a template, one line per
      instance: {start}, {start-date}, {start-time}, {end}, {end-date}, {end-time},
      {start-end-time-style}, {title}, {location}, {description}, {description-separator},
      {calendar}, {status}, {cancelled}, {uid}, {repeat-symbol}, {all-day}; {{ and }} write
      braces; line breaks and other control characters in values are written as spaces.
      The text marks a recurring instance with a circled arrow, a cancelled event with
      CANCELLED, the days of a multi-day event with arrows (docs/cli.md, "khal's marks"), and
      shows the description's first line after ::
      (--details lists it whole underneath instead).

      EXAMPLES:
        almanac events --days 30
        almanac events --from 2026-12-01 --to 2026-12-31 --format json --ics ~/cal.ics
        almanac events week --format '{start-date} {start-time} {title}{repeat-symbol}'

      EXIT STATUS: 0 success, 64 usage error, 65 unreadable calendars.
      """,
    exclusiveGroups: [oneEnd])

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    try AgendaRange.validate(arguments, dayOptions: [from, to, days], usage: spec.usage[1])
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    let options = try CalendarOptions.resolve(arguments, invocation: invocation)
    var first = try arguments.value(from)?.resolved(today: options.today) ?? options.today
    var last = CalendarOptions.day(first, plus: 6)
    if !arguments.positionals.isEmpty {
      (first, last) = try AgendaRange.days(arguments, options: options)
    }
    if let given = try arguments.value(to) {
      last = given.resolved(today: options.today)
      if last < first {
        throw .invalidValue(
          subject: arguments.spelling(to), argument: arguments.text(to) ?? "",
          reason: "is before --from", valid: "a day on or after \(first)")
      }
    }
    if let days = try arguments.value(days) {
      last = CalendarOptions.day(first, plus: days - 1)
    }
    let format = try arguments.value(format) ?? .text
    var store = try CollectionOptions.load(arguments, invocation: invocation)
    // An instance cancelled by its override is marked, like a cancelled series.
    store.keepsCancelledInstances = true
    var skipped: [ICSError] = []
    let events = store.events(
      from: first, through: last, in: options.context.timeZone, skipped: &skipped)
    EventSourceOptions.warn(skipped, invocation: invocation)
    switch format {
    case .json: writeJSON(events) { invocation.write(bytes: $0) }
    case .template(let template):
      var out = ""
      for event in events {
        out += template.line(event)
        if out.utf8.count >= 1 << 16 {
          invocation.write(out)
          out.removeAll(keepingCapacity: true)
        }
      }
      if !out.isEmpty { invocation.write(out) }
    case .text:
      // Streamed: a long event over a long window is one append per day, not a whole copy
      // of the output in memory.
      let style = AgendaStyle(context: options.context, colorLevel: options.colorLevel)
      var agenda = AgendaText(events: events, first: first, last: last, style: style)
      agenda.details = arguments.has(CollectionOptions.details)
      agenda.write(invocation.write)
    }
    return .success
  }

  /// The agenda text: a heading per day that has events, then one line per event.
  ///
  /// - Parameters:
  ///   - events: The events, sorted by start.
  ///   - first: The first day.
  ///   - last: The last day.
  ///   - style: The language, calendar, clock and colours (plain by default).
  /// - Returns: The text (empty when there are no events).
  static func agenda(
    _ events: [EventInstance], from first: Day, through last: Day, style: AgendaStyle = .plain
  ) -> String {
    var out = ""
    AgendaText(events: events, first: first, last: last, style: style).write { out += $0 }
    return out
  }

  /// The English weekday abbreviations of the plain form, Sunday first.
  static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  /// The plain heading of `day`, `Tue 2026-12-01` (``AgendaStyle/plain``).
  static func heading(_ day: Day) -> String {
    AgendaStyle.plain.heading(day)
  }

  /// One event on one day in the plain form: `09:00–10:00  Title  @ Place  [collection]`.
  static func line(_ event: EventInstance, on day: Day) -> String {
    var style = AgendaStyle.plain
    return style.line(event, on: day)
  }

  /// The events as a JSON array (one object per line).
  static func json(_ events: [EventInstance]) -> String {
    var out: [UInt8] = []
    writeJSON(events) { out.append(contentsOf: $0) }
    return String(decoding: out, as: UTF8.self)
  }

  /// Writes the events as a JSON array (one object per line) in blocks of about 64 KiB
  /// (``EventInstance/writeJSONArray(_:to:)``).
  static func writeJSON(_ events: [EventInstance], to write: ([UInt8]) -> Void) {
    EventInstance.writeJSONArray(events, to: write)
  }

  /// One event as a JSON object on one line (the fields docs/json.md lists). The JSON always
  /// carries what `--details` adds to the text (UID, location, description), `null` where
  /// the event has none, so a script sees one shape whatever the flags.
  static func object(_ event: EventInstance) -> String {
    var out: [UInt8] = []
    event.appendJSONObject(to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    JSONText.quoted(text)
  }
}

/// `events --format`: the agenda as text, JSON, or a template (a value with `{`).
enum AgendaFormat: ArgumentValue, Hashable {
  case text
  case json
  /// One line per instance from `{field}` names (``AgendaTemplate``).
  case template(AgendaTemplate)

  static var choices: [String]? { ["text", "json"] }

  static func parse(_ text: String, option: String) throws(CLIError) -> AgendaFormat {
    if text.contains("{") || text.contains("}") {
      return .template(try AgendaTemplate(parsing: text))
    }
    switch text.lowercased() {
    case "text": return .text
    case "json": return .json
    default:
      throw .invalidValue(
        subject: "format", argument: text, reason: "unknown format",
        valid: "text, json, or a template such as '{start-time} {title}'")
    }
  }
}
