import Almanac
import AlmanacICS
import Foundation

/// `almanac events`: an agenda of the events in the calendars, recurrences expanded.
enum EventsCommand: Subcommand {
  static let spec = CommandSpec(
    name: "events",
    abstract: "list events (an agenda), recurrences expanded",
    usage: ["events [--from DAY] [--to DAY | --days N] [--format text|json] [--ics PATH]"],
    positionals: [],
    groups: [
      OptionGroup(
        title: "Agenda options",
        options: [
          OptionSpec(
            long: "from", short: nil, placeholder: "DAY",
            help: "First day, YYYY-MM-DD (default: today)."),
          OptionSpec(
            long: "to", short: nil, placeholder: "DAY", help: "Last day, inclusive, YYYY-MM-DD."),
          OptionSpec(
            long: "days", short: "d", placeholder: "N",
            help: "Number of days from --from (default: 7)."),
          OptionSpec(
            long: "format", short: "f", placeholder: "FORMAT", help: "Output format.",
            choices: ["text", "json"]),
        ]),
      EventSourceOptions.group,
      CalendarOptions.group,
      GeneralOptions.group,
    ],
    discussion: """
      Times are shown in the display time zone (--time-zone, else TZ). All-day events stay on
      their dates in every zone; an event that crosses midnight is listed on each day it
      touches. JSON items carry uid, summary, start, end (ISO 8601 with offset, or dates for
      all-day events; the end is exclusive), allDay, location, collection, and recurrenceId
      (the original start of a recurring instance, in the event's own form).

      EXAMPLES:
        almanac events --days 30
        almanac events --from 2026-12-01 --to 2026-12-31 --format json --ics ~/cal.ics

      EXIT STATUS: 0 success, 64 usage error, 65 unreadable calendars.
      """)

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    if let extra = arguments.positionals.first {
      throw .unexpectedArgument(extra, command: "almanac " + spec.usage[0])
    }
    let options = try CalendarOptions.resolve(arguments, invocation: invocation)
    let first =
      try arguments.value("from").map { (text) throws(CLIError) in
        try CalendarOptions.day(text, option: arguments.spelling("from"))
      } ?? options.today
    if arguments.has("to"), arguments.has("days") {
      throw .conflict(arguments.spelling("to"), arguments.spelling("days"), reason: "choose one")
    }
    var last = first.adding(days: 6)
    if let text = arguments.value("to") {
      last = try CalendarOptions.day(text, option: arguments.spelling("to"))
      if last < first {
        throw .invalidValue(
          subject: arguments.spelling("to"), argument: text, reason: "is before --from",
          valid: "a day on or after \(first)")
      }
    }
    if let days = try MonthCommand.positiveInteger(arguments, "days", limit: 3_660_000) {
      last = first.adding(days: days - 1)
    }
    let format = arguments.value("format")?.lowercased() ?? "text"
    guard format == "text" || format == "json" else {
      throw .invalidValue(
        subject: "format", argument: arguments.value("format") ?? "", reason: "unknown format",
        valid: "text, json")
    }
    let store = try EventSourceOptions.load(arguments, invocation: invocation)
    var skipped: [ICSError] = []
    let events = store.events(
      from: first, through: last, in: options.context.timeZone, skipped: &skipped)
    EventSourceOptions.warn(skipped, invocation: invocation)
    if format == "json" {
      invocation.write(json(events))
    } else {
      invocation.write(agenda(events, from: first, through: last))
    }
    return .success
  }

  /// The agenda text: a heading per day that has events, then one line per event.
  ///
  /// - Parameters:
  ///   - events: The events, sorted by start.
  ///   - first: The first day.
  ///   - last: The last day.
  /// - Returns: The text (empty when there are no events).
  static func agenda(_ events: [EventInstance], from first: Day, through last: Day) -> String {
    let index = EventInstance.index(events, window: first...last)
    var out = ""
    var day = first
    while day <= last {
      let todays = index.events(on: day)
      if !todays.isEmpty {
        out += heading(day) + "\n"
        for event in todays { out += "  " + line(event, on: day) + "\n" }
      }
      day = day.adding(days: 1)
    }
    return out
  }

  static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  static func heading(_ day: Day) -> String {
    weekdayNames[day.weekday - 1] + " " + day.description
  }

  /// One event on one day: `09:00–10:00  Title  @ Place  [collection]`.
  static func line(_ event: EventInstance, on day: Day) -> String {
    var time: String
    if event.isAllDay {
      time = "all day    "
    } else {
      let start = event.firstDay == day ? clock(event.startText) : "…"
      let end = event.lastDay == day ? clock(event.endText) : "…"
      time = (start + "–" + end).padding(toLength: 11, withPad: " ", startingAt: 0)
    }
    var text = time + "  " + (event.summary.isEmpty ? "(no title)" : event.summary)
    if let location = event.location, !location.isEmpty { text += "  @ " + location }
    text += "  [" + event.collection.title + "]"
    return text.replacingOccurrences(of: "\n", with: " ")
  }

  /// `HH:MM` from an ISO 8601 date-time text.
  static func clock(_ iso: String) -> String {
    guard let t = iso.firstIndex(of: "T") else { return iso }
    return String(iso[iso.index(after: t)...].prefix(5))
  }

  /// The events as a JSON array (one object per line).
  static func json(_ events: [EventInstance]) -> String {
    if events.isEmpty { return "[]\n" }
    var out = "[\n"
    for (position, event) in events.enumerated() {
      var fields = [
        "\"uid\": \(quoted(event.uid))", "\"summary\": \(quoted(event.summary))",
        "\"start\": \(quoted(event.startText))", "\"end\": \(quoted(event.endText))",
        "\"allDay\": \(event.isAllDay)",
        "\"location\": \(event.location.map(quoted) ?? "null")",
        "\"collection\": \(quoted(event.collection.title))",
      ]
      if let recurrenceID = event.recurrenceID {
        fields.append("\"recurrenceId\": \(quoted(recurrenceID.isoText))")
      }
      out += "  {" + fields.joined(separator: ", ") + "}"
      out += position + 1 < events.count ? ",\n" : "\n"
    }
    return out + "]\n"
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
      return "\"" + text + "\""
    }
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let c where c.value < 0x20:
        let hex = String(c.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
