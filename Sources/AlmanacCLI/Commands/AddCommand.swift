import Almanac
import AlmanacICS
import Foundation

/// `almanac add`: writes a new event into a calendar (a vdir collection or an `.ics` file).
enum AddCommand: Subcommand {
  /// The environment variable that slows writes down (microseconds per 4 KiB), for the crash
  /// test that kills a writer part-way.
  static let pacingVariable = "ALMANAC_WRITE_PAUSE_US"

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
          OptionSpec(long: "title", short: "t", placeholder: "TEXT", help: "The summary."),
          OptionSpec(
            long: "start", short: "s", placeholder: "WHEN",
            help: "2026-12-01T09:30, 2026-12-01 (all day), …Z for UTC, or 20261201T093000."),
          OptionSpec(
            long: "end", short: nil, placeholder: "WHEN",
            help: "The end (exclusive; for all-day events the day after the last)."),
          OptionSpec(
            long: "duration", short: nil, placeholder: "LENGTH",
            help: "1h30m, 45m, 2d, 1w or P1DT2H (default: 1 hour, or 1 day all day)."),
          OptionSpec(long: "all-day", short: "a", placeholder: nil, help: "A whole-day event."),
          OptionSpec(
            long: "time-zone", short: "z", placeholder: "ID",
            help: "Zone of the start and end, IANA or Windows name (default: TZ)."),
          OptionSpec(long: "location", short: nil, placeholder: "TEXT", help: "Where."),
          OptionSpec(long: "notes", short: nil, placeholder: "TEXT", help: "A description."),
          OptionSpec(
            long: "repeat", short: "r", placeholder: "RRULE",
            help: "A recurrence rule, e.g. 'FREQ=MONTHLY;BYDAY=-1FR'."),
          OptionSpec(
            long: "on", short: nil, placeholder: "DAYS",
            help: "Repeat weekly on these days: mon,wed,fri (or MO,WE,FR)."),
          OptionSpec(
            long: "until", short: nil, placeholder: "DAY", help: "Last day of the repetition."),
          OptionSpec(
            long: "alarm", short: nil, placeholder: "LENGTH",
            help: "A reminder this long before the start (15m, 1h, 1d); repeatable.",
            isRepeatable: true),
          OptionSpec(
            long: "collection", short: nil, placeholder: "NAME",
            help: "The collection (vdir folder name or display name; a new name creates it)."),
          OptionSpec(
            long: "uid", short: nil, placeholder: "UID",
            help: "The UID to use (default: a new random one)."),
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
      """)

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    if let extra = arguments.positionals.first {
      throw .unexpectedArgument(extra, command: "almanac " + spec.usage[0])
    }
    guard let title = arguments.value("title") else {
      throw .missingValue(option: "--title", placeholder: "TEXT")
    }
    guard let startText = arguments.value("start") else {
      throw .missingValue(option: "--start", placeholder: "WHEN")
    }
    for (first, second) in [("end", "duration"), ("repeat", "on")]
    where arguments.has(first) && arguments.has(second) {
      throw .conflict(
        arguments.spelling(first), arguments.spelling(second), reason: "give one of them")
    }
    let zoneName = try zoneIdentifier(arguments, invocation: invocation)
    let reader = DateTimeReader(zone: zoneName)
    let isAllDay = arguments.has("all-day")
    var start = try dateTime(startText, option: arguments.spelling("start"), reader: reader)
    if isAllDay, !start.isDate {
      throw .conflict(
        arguments.spelling("all-day"), arguments.spelling("start") + " " + startText,
        reason: "an all-day event starts on a date; give --start \(start.day) without a time")
    }
    var end = try arguments.value("end").map { (text) throws(CLIError) in
      try dateTime(text, option: arguments.spelling("end"), reader: reader)
    }
    if isAllDay, let given = end, !given.isDate {
      throw .conflict(
        arguments.spelling("all-day"),
        arguments.spelling("end") + " " + (arguments.value("end") ?? ""),
        reason: "an all-day event ends on a date; give --end \(given.day) without a time")
    }
    var duration = try arguments.value("duration").map { (text) throws(CLIError) in
      try length(text, option: arguments.spelling("duration"))
    }
    if end == nil, duration == nil {
      duration = start.isDate ? ICSDuration(days: 1) : ICSDuration(seconds: 3600)
    }
    var rules: [RecurrenceRule] = []
    let until = try arguments.value("until").map { (text) throws(CLIError) in
      DateTimeReader.until(
        try dateTime(text, option: arguments.spelling("until"), reader: reader), start: start)
    }
    if var text = arguments.value("repeat") {
      if text.uppercased().hasPrefix("RRULE:") { text.removeFirst(6) }
      do {
        var rule = try RecurrenceRule(parsing: text)
        if let until {
          rule.until = until
          rule.count = nil
        } else if let given = rule.until {
          rule.until = DateTimeReader.until(given, start: start)
        }
        rules.append(rule)
      } catch {
        throw .badData(
          subject: "rule", argument: text,
          reason: "column \(error.location.column): \(error.reason)")
      }
    } else if let text = arguments.value("on") {
      let weekdays = try weekdaySet(text, option: arguments.spelling("on"))
      do {
        rules.append(try EventDraft.weeklyRule(on: weekdays, until: until))
      } catch {
        throw EventSourceOptions.failure(error)
      }
    } else if until != nil {
      throw .conflict(
        arguments.spelling("until"), "--repeat", reason: "--until needs --repeat or --on")
    }
    // A wall time the zone skips (a DST gap) happens later: say so, and for a single event
    // write the time it really is.
    for (name, value) in [("start", start), ("end", end)] {
      guard let value, let actual = DateTimeReader.skippedTime(value) else { continue }
      let zone = value.tzid ?? ""
      if rules.isEmpty {
        invocation.writeError(
          "almanac: warning: --\(name) \(value.isoText) does not exist in \(zone) (the clocks "
            + "skip it); written as \(actual.isoText)\n")
        if name == "start" { start = actual } else { end = actual }
      } else {
        invocation.writeError(
          "almanac: warning: --\(name) \(value.isoText) does not exist in \(zone) (the clocks "
            + "skip it); that day's instance happens at \(actual.isoText)\n")
      }
    }
    var alarms: [ICSDuration] = []
    for text in arguments.allValues("alarm") {
      alarms.append(try length(text, option: arguments.spelling("alarm")))
    }
    var draft = EventDraft(
      title: title, start: start, end: end, duration: duration,
      location: arguments.value("location"), notes: arguments.value("notes"), rules: rules,
      alarms: alarms)
    if arguments.has("on"), let moved = draft.movingStartToFirstInstance() {
      invocation.writeError(
        "almanac: note: \(draft.start.day) is not one of the --on days; the event starts on "
          + "the first day it repeats on, \(EventsCommand.heading(moved.start.day))\n")
      draft = moved
    }
    if let given = arguments.value("uid"), given.trimmingCharacters(in: .whitespaces).isEmpty {
      throw .invalidValue(
        subject: arguments.spelling("uid"), argument: given, reason: "a UID cannot be empty",
        valid: "any text, unique among your events (default: a new random one)")
    }
    let uid = arguments.value("uid") ?? (UUID().uuidString.lowercased() + "@almanac")
    let stamp = DateTimeReader.stamp(invocation.now)
    var store = try EventSourceOptions.load(arguments, invocation: invocation, forWriting: true)
    invocation.interrupts.begin()
    defer { invocation.interrupts.end() }
    do {
      let result = try store.add(
        draft, uid: uid, stamp: stamp, collection: arguments.value("collection"),
        pacing: pacing(invocation))
      invocation.write("uid: \(result.uid)\nfile: \(result.path)\n")
    } catch {
      throw EventSourceOptions.failure(error)
    }
    return .success
  }

  /// The write pacing from `ALMANAC_WRITE_PAUSE_US` (a test hook).
  static func pacing(_ invocation: Invocation) -> AtomicFile.Pacing {
    guard let text = invocation.environment[pacingVariable], let value = UInt32(text) else {
      return .none
    }
    return AtomicFile.Pacing(microsecondsPerChunk: value)
  }

  /// The zone for local times: `--time-zone` (IANA or Windows name) or TZ; a name of UTC
  /// makes ``DateTimeReader`` write UTC times.
  static func zoneIdentifier(_ arguments: ParsedArguments, invocation: Invocation)
    throws(CLIError) -> String?
  {
    var name = TimeZoneResolver.environmentTimeZone(invocation.environment).identifier
    if let given = arguments.value("time-zone") {
      if DateTimeReader.isUTC(given) { return "UTC" }
      guard let zone = ICSTimeZoneResolver.standard(given) else {
        let hint = TimeZoneResolver.suggestion(for: given).map { ", did you mean '\($0)'?" } ?? ""
        throw .invalidValue(
          subject: "time zone", argument: given, reason: "unknown time zone\(hint)",
          valid: "an IANA name such as Europe/Paris, or a Windows name")
      }
      name = TimeZoneResolver.timeZone(named: given)?.identifier ?? zone.identifier
    }
    return name
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
        reason: "\(error.reason); valid: 2026-12-01, 2026-12-01T09:30, 2026-12-01T09:30Z")
    }
  }

  /// Reads `1h30m`, `45m`, `90s`, `2d`, `1w` or an RFC 5545 duration (`PT1H30M`).
  static func length(_ text: String, option: String) throws(CLIError) -> ICSDuration {
    let upper = text.uppercased()
    if upper.hasPrefix("P") || upper.hasPrefix("-P") || upper.hasPrefix("+P") {
      do {
        return try ICSDuration(parsing: upper)
      } catch {
        throw .badData(subject: option, argument: text, reason: error.reason)
      }
    }
    var days = 0
    var seconds = 0
    var number = ""
    for character in upper {
      if character.isNumber {
        number.append(character)
        continue
      }
      guard let value = Int(number), value < 100_000_000 else {
        throw .badData(
          subject: option, argument: text, reason: "not a length; valid: 1h30m, 45m, 2d, PT1H")
      }
      number = ""
      switch character {
      case "W": days += value * 7
      case "D": days += value
      case "H": seconds += value * 3600
      case "M": seconds += value * 60
      case "S": seconds += value
      default:
        throw .badData(
          subject: option, argument: text, reason: "not a length; valid: 1h30m, 45m, 2d, PT1H")
      }
    }
    guard number.isEmpty, days + seconds > 0 else {
      throw .badData(
        subject: option, argument: text, reason: "not a length; valid: 1h30m, 45m, 2d, PT1H")
    }
    return ICSDuration(days: days, seconds: seconds)
  }

  /// `mon,wed,fri`, `MO,WE,FR` or full names as a weekday set.
  static func weekdaySet(_ text: String, option: String) throws(CLIError) -> WeekdaySet {
    var set = WeekdaySet()
    for part in text.split(separator: ",") {
      let name = part.trimmingCharacters(in: .whitespaces).lowercased()
      let codes = ["su", "mo", "tu", "we", "th", "fr", "sa"]
      if let index = codes.firstIndex(of: name) {
        set.insert(index + 1)
        continue
      }
      guard let weekday = try? CalendarOptions.weekday(named: name), name != "auto" else {
        throw .badData(
          subject: option, argument: text,
          reason: "'\(part)' is not a day of the week; valid: mon,tue,wed,thu,fri,sat,sun")
      }
      set.insert(weekday)
    }
    guard !set.isEmpty else {
      throw .badData(subject: option, argument: text, reason: "no weekday given")
    }
    return set
  }
}
