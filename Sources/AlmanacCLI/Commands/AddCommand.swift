import Almanac
import AlmanacICS
import Foundation

/// `almanac add`: writes a new event into a calendar (a vdir collection or an `.ics` file).
enum AddCommand: Subcommand {
  /// `-t, --title TEXT`.
  static let title = Option<String>("title", short: "t", placeholder: "TEXT", help: "The summary.")
  /// `-s, --start WHEN`.
  static let start = Option<String>(
    "start", short: "s", placeholder: "WHEN",
    help: "2026-12-01T09:30, 2026-12-01 (all day), …Z for UTC, 20261201T093000, now, "
      + "today/tomorrow/+3d/fri (all day), or 'tomorrow 18:00'.")
  /// `--end WHEN`.
  static let end = Option<String>(
    "end", placeholder: "WHEN",
    help: "The end (exclusive; for all-day events the day after the last).")
  /// `--duration LENGTH`.
  static let duration = Option<EventLength>(
    "duration", placeholder: "LENGTH",
    help: "1h30m, 45m, 2d, 1w or P1DT2H (default: 1 hour, or 1 day all day).")
  /// `-a, --all-day`.
  static let allDay = Flag("all-day", short: "a", help: "A whole-day event.")
  /// `-z, --time-zone ID`.
  static let timeZone = Option<EventZone>(
    "time-zone", short: "z", placeholder: "ID",
    help: "Zone of the start and end, IANA or Windows name (default: TZ).")
  /// `--location TEXT`.
  static let location = Option<String>("location", placeholder: "TEXT", help: "Where.")
  /// `--notes TEXT`.
  static let notes = Option<String>("notes", placeholder: "TEXT", help: "A description.")
  /// `-r, --repeat RRULE`.
  static let `repeat` = Option<String>(
    "repeat", short: "r", placeholder: "RRULE",
    help: "A recurrence rule, e.g. 'FREQ=MONTHLY;BYDAY=-1FR'.")
  /// `--on DAYS`.
  static let on = Option<WeekdaySet>(
    "on", placeholder: "DAYS", help: "Repeat weekly on these days: mon,wed,fri (or MO,WE,FR).")
  /// `--until DAY`.
  static let until = Option<String>(
    "until", placeholder: "DAY", help: "Last day of the repetition (same forms as --start).")
  /// `--alarm LENGTH`, repeatable.
  static let alarm = Option<EventLength>(
    "alarm", placeholder: "LENGTH",
    help: "A reminder this long before the start (15m, 1h, 1d); repeatable.", isRepeatable: true)
  /// `--collection NAME`.
  static let collection = Option<String>(
    "collection", placeholder: "NAME",
    help: "The collection (vdir folder name or display name; a new name creates it).")
  /// `--uid UID`.
  static let uid = Option<String>(
    "uid", placeholder: "UID", help: "The UID to use (default: a new random one).")

  static let spec = CommandSpec(
    name: "add",
    abstract: "add an event to a calendar",
    usage: [
      "add --title TEXT --start WHEN [--end WHEN | --duration 1h30m] [--all-day] "
        + "[--repeat RRULE | --on mon,wed,fri] [--until DAY] [--collection NAME] [--ics PATH]"
    ],
    positionals: [],
    groups: [
      OptionGroup(
        title: "Event options",
        options: [
          title, start, end, duration, allDay, timeZone, location, notes, `repeat`, on, until,
          alarm, collection, uid,
        ]),
      EventSourceOptions.group,
      GeneralOptions.group,
    ],
    discussion: """
      Prints the new event's UID and file. The first add into the default location creates
      it (a vdir folder with a collection named 'default'). Writes are atomic: a temporary
      file in the same folder, fsync, rename; a file changed by someone else meanwhile is
      not overwritten.

      EXAMPLES:
        almanac add --title 'Stand-up' --start 2026-12-01T09:30 --duration 15m --on mon,wed,fri
        almanac add --title Holiday --start 2026-12-24 --end 2026-12-27 --all-day
        almanac add --title Review --start 2026-12-04T14:00 --repeat 'FREQ=MONTHLY;BYDAY=1FR' \\
          --ics ~/work.ics

      EXIT STATUS: 0 success, 64 usage error, 65 bad date, rule or calendar file.
      """,
    exclusiveGroups: [
      ExclusiveGroup([end, duration], reason: "give one of them"),
      ExclusiveGroup([`repeat`, on], reason: "give one of them"),
    ])

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    if let extra = arguments.positionals.first {
      throw .unexpectedArgument(extra, command: "almanac " + spec.usage[0])
    }
    guard arguments.has(title) else { throw .missingValue(option: "--title", placeholder: "TEXT") }
    guard arguments.has(start) else { throw .missingValue(option: "--start", placeholder: "WHEN") }
    if arguments.has(until), !arguments.has(`repeat`), !arguments.has(on) {
      throw .conflict(
        arguments.spelling(until), "--repeat", reason: "--until needs --repeat or --on")
    }
    if let given = arguments.text(uid), given.trimmingCharacters(in: .whitespaces).isEmpty {
      throw .invalidValue(
        subject: arguments.spelling(uid), argument: given, reason: "a UID cannot be empty",
        valid: "any text, unique among your events (default: a new random one)")
    }
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    let titleText = try arguments.value(title) ?? ""
    let startText = try arguments.value(start) ?? ""
    let zoneName =
      try arguments.value(timeZone)?.name
      ?? TimeZoneResolver.environmentTimeZone(invocation.environment).identifier
    let zone =
      TimeZone(identifier: zoneName)
      ?? TimeZoneResolver.environmentTimeZone(
        invocation.environment)
    let reader = DateTimeReader(
      zone: zoneName, today: Day(invocation.now, in: zone), now: invocation.now)
    let isAllDay = arguments.has(allDay)
    var startValue = try dateTime(startText, option: arguments.spelling(start), reader: reader)
    if isAllDay, !startValue.isDate {
      throw .conflict(
        arguments.spelling(allDay), arguments.spelling(start) + " " + startText,
        reason: "an all-day event starts on a date; give --start \(startValue.day) without a time")
    }
    var endValue = try arguments.value(end).map { (text) throws(CLIError) in
      try dateTime(text, option: arguments.spelling(end), reader: reader)
    }
    if isAllDay, let given = endValue, !given.isDate {
      throw .conflict(
        arguments.spelling(allDay), arguments.spelling(end) + " " + (arguments.text(end) ?? ""),
        reason: "an all-day event ends on a date; give --end \(given.day) without a time")
    }
    var length = try arguments.value(duration)?.duration
    if endValue == nil, length == nil {
      length = startValue.isDate ? ICSDuration(days: 1) : ICSDuration(seconds: 3600)
    }
    var rules: [RecurrenceRule] = []
    let untilValue = try arguments.value(until).map { (text) throws(CLIError) in
      DateTimeReader.until(
        try dateTime(text, option: arguments.spelling(until), reader: reader), start: startValue)
    }
    if var text = try arguments.value(`repeat`) {
      if text.uppercased().hasPrefix("RRULE:") { text.removeFirst(6) }
      do {
        var rule = try RecurrenceRule(parsing: text)
        if let untilValue {
          rule.until = untilValue
          rule.count = nil
        } else if let given = rule.until {
          rule.until = DateTimeReader.until(given, start: startValue)
        }
        rules.append(rule)
      } catch {
        throw .badData(
          subject: "rule", argument: text,
          reason: "column \(error.location.column): \(error.reason)")
      }
    } else if let weekdays = try arguments.value(on) {
      do {
        rules.append(try EventDraft.weeklyRule(on: weekdays, until: untilValue))
      } catch {
        throw EventSourceOptions.failure(error)
      }
    }
    // A wall time the zone skips (a DST gap) happens later: say so, and for a single event
    // write the time it really is.
    for (name, value) in [("start", startValue), ("end", endValue)] {
      guard let value, let actual = DateTimeReader.skippedTime(value) else { continue }
      let zone = value.tzid ?? ""
      if rules.isEmpty {
        invocation.writeError(
          "almanac: warning: --\(name) \(value.isoText) does not exist in \(zone) (the clocks "
            + "skip it); written as \(actual.isoText)\n")
        if name == "start" { startValue = actual } else { endValue = actual }
      } else {
        invocation.writeError(
          "almanac: warning: --\(name) \(value.isoText) does not exist in \(zone) (the clocks "
            + "skip it); that day's instance happens at \(actual.isoText)\n")
      }
    }
    let alarms = try arguments.values(alarm).map(\.duration)
    var draft = EventDraft(
      title: titleText, start: startValue, end: endValue, duration: length,
      location: try arguments.value(location), notes: try arguments.value(notes), rules: rules,
      alarms: alarms)
    if arguments.has(on), let moved = draft.movingStartToFirstInstance() {
      invocation.writeError(
        "almanac: note: \(draft.start.day) is not one of the --on days; the event starts on "
          + "the first day it repeats on, \(EventsCommand.heading(moved.start.day))\n")
      draft = moved
    }
    let uidText = try arguments.value(uid) ?? (UUID().uuidString.lowercased() + "@almanac")
    let stamp = DateTimeReader.stamp(invocation.now)
    let collectionName = try arguments.value(collection)
    var store = try EventSourceOptions.load(arguments, invocation: invocation, forWriting: true)
    invocation.interrupts.begin()
    defer { invocation.interrupts.end() }
    do {
      let result = try store.add(
        draft, uid: uidText, stamp: stamp, collection: collectionName,
        pacing: EventSourceOptions.pacing(invocation))
      invocation.write("uid: \(result.uid)\nfile: \(result.path)\n")
    } catch {
      throw EventSourceOptions.failure(error)
    }
    return .success
  }

  /// Reads a date or date-time for `option` with ``DateTimeReader``.
  static func dateTime(_ text: String, option: String, reader: DateTimeReader) throws(CLIError)
    -> ICSDateTime
  {
    do {
      return try reader.dateTime(text)
    } catch {
      throw .badData(
        subject: option, argument: text,
        reason: "\(error.reason); valid: " + DateTimeForms.valid)
    }
  }
}
