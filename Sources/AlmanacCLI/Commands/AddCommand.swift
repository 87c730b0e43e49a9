import Almanac
import AlmanacStore
import Foundation

/// `almanac add`: writes a new event into a calendar (a vdir collection or an `.ics` file).
enum AddCommand: Subcommand {
  /// `-t, --title TEXT`, `-s, --start WHEN`, `--end WHEN`, `--duration LENGTH`,
  /// `-z, --time-zone ID`, `--location TEXT`, `--notes TEXT`.
  static let (title, start, end, duration, timeZone, location, notes) = EventFieldOptions.options(
    title: "The summary.",
    start: "2026-12-01T09:30, 2026-12-01 (all day), …Z for UTC, 20261201T093000, now, "
      + "today/tomorrow/+3d/fri (all day), or 'tomorrow 18:00'.",
    end: "The end (exclusive; for all-day events the day after the last).",
    duration: "1h30m, 45m, 2d, 1w or P1DT2H (default: 1 hour, or 1 day all day).",
    timeZone: "Zone of the start and end, IANA or Windows name (default: TZ).",
    location: "Where.", notes: "A description.")
  /// `-a, --all-day`.
  static let allDay = Flag("all-day", short: "a", help: "A whole-day event.")
  /// `-r, --repeat RRULE`.
  static let `repeat` = Option<String>(
    "repeat", short: "r", placeholder: "RRULE",
    help: "A recurrence rule, e.g. 'FREQ=MONTHLY;BYDAY=-1FR'.")
  /// `--calendar ID`: the calendar a `--repeat` counts in (RFC 7529 RSCALE).
  static let calendar = Option<CalendarSystem>(
    "calendar", placeholder: "ID",
    help: "Repeat in this calendar (hebrew, chinese, islamic-civil, …): writes RSCALE.")
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
  static let collection = CollectionOptions.destination(
    help: "The collection (vdir folder name or display name; a new name creates it).")
  /// `--uid UID`.
  static let uid = Option<String>(
    "uid", placeholder: "UID", help: "The UID to use (default: a new random one).")

  static let spec = CommandSpec(
    name: "add",
    abstract: "add an event to a calendar",
    usage: [
      "add --title TEXT --start WHEN [--end WHEN | --duration 1h30m] [--all-day] "
        + "[--repeat RRULE | --on mon,wed,fri] [--until DAY] [--collection NAME] [--ics PATH]",
      "add [DAY] [TIME[-TIME] | TIME LENGTH | DAY] [ZONE] SUMMARY [@LOCATION] [:: DESCRIPTION]",
    ],
    positionals: [
      PositionalSpec(
        name: "ENTRY",
        help: "The one-line form, as khal new: tomorrow 18:00-19:00 Dinner @home; a day alone "
          + "is all day, a time alone lasts an hour (see docs/events.md).")
    ],
    groups: [
      OptionGroup(
        title: "Event options",
        options: [
          title, start, end, duration, allDay, timeZone, location, notes, `repeat`, calendar, on,
          until, alarm, collection, uid,
        ]),
      EventSourceOptions.group,
    ],
    discussion: """
      Prints the new event's UID and file. The first add into the default location creates
      it (a vdir folder with a collection named 'default'). Writes are atomic: a temporary
      file in the same folder, fsync, rename; a file changed by someone else meanwhile is
      not overwritten.

      EXAMPLES:
        almanac add --title 'Stand-up' --start 2026-12-01T09:30 --duration 15m --on mon,wed,fri
        almanac add --title Holiday --start 2026-12-24 --end 2026-12-27 --all-day
        almanac add tomorrow 18:00-19:00 Dinner @home
        almanac add fri 9:30 45m Dentist @ Main Street 4 :: bring the card
        almanac add 2026-12-24 2026-12-26 Holidays
        almanac add --title Review --start 2026-12-04T14:00 --repeat 'FREQ=MONTHLY;BYDAY=1FR' \\
          --ics ~/work.ics

      EXIT STATUS: 0 success, 64 usage error, 65 bad date, rule or calendar file.
      """,
    exclusiveGroups: [
      ExclusiveGroup([end, duration], reason: "give one of them"),
      ExclusiveGroup([`repeat`, on], reason: "give one of them"),
    ])

  /// The options the one-line form replaces.
  static let lineOptions: [any OptionDeclaration] = [title, start, end, duration, allDay]

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    if let word = arguments.positionals.first {
      if let given = lineOptions.first(where: { arguments.has(long: $0.spec.long) }) {
        throw .conflict(
          word, arguments.spelling(long: given.spec.long),
          reason: "give the event as one line (DAY TIME SUMMARY) or with --title/--start, "
            + "not both")
      }
    }
    if !arguments.has(title), !arguments.has(start), arguments.positionals.isEmpty {
      throw .missingArgument(
        "the event",
        usage: "almanac add 'tomorrow 18:00-19:00 Dinner @home' (one line) or "
          + "almanac add --title TEXT --start WHEN")
    }
    guard arguments.has(title) || !arguments.positionals.isEmpty else {
      throw .missingValue(option: "--title", placeholder: "TEXT")
    }
    guard arguments.has(start) || !arguments.positionals.isEmpty else {
      throw .missingValue(option: "--start", placeholder: "WHEN")
    }
    if arguments.has(until), !arguments.has(`repeat`), !arguments.has(on) {
      throw .invalidValue(
        subject: "option", argument: arguments.spelling(until),
        reason: "ends a series, and there is none", valid: "with --repeat RULE or --on DAYS")
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
    let userZone = TimeZoneResolver.environmentTimeZone(invocation.environment)
    var reader = DateTimeReader(
      typingIn: try arguments.value(timeZone)?.name ?? userZone.identifier,
      environmentZone: userZone, now: invocation.now)
    var request = EventRequest(
      title: titleText, start: startText, end: try arguments.value(end),
      duration: try arguments.value(duration)?.duration, isAllDay: arguments.has(allDay),
      location: try arguments.value(location), notes: try arguments.value(notes))
    if !arguments.positionals.isEmpty {
      request = try oneLine(arguments, reader: &reader)
    }
    request.rule = try arguments.value(`repeat`)
    request.scale = try arguments.value(calendar)
    request.weekdays = try arguments.value(on)
    request.until = try arguments.value(until)
    request.alarms = try arguments.values(alarm).map(\.duration)
    let draft = try made(request, reader: reader, arguments: arguments, invocation: invocation)
    let uidText = try arguments.value(uid) ?? EventRequest.newUID()
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
      // Named by the title the user typed (the event has no file yet).
      if case .invalidEvent(let reason) = error {
        throw .badData(subject: "event", argument: request.title, reason: reason)
      }
      throw EventSourceOptions.failure(error)
    }
    return .success
  }

  /// The request of the one-line form; `--location` and `--notes` fill what the line leaves
  /// out, and a zone on the line (when `--time-zone` is not given) becomes the reader's.
  static func oneLine(_ arguments: ParsedArguments, reader: inout DateTimeReader)
    throws(CLIError) -> EventRequest
  {
    do {
      var (request, zone) = try EventRequest.oneLine(arguments.positionals, reader: reader)
      if let zone {
        guard !arguments.has(timeZone) else {
          throw CLIError.conflict(
            zone, arguments.spelling(timeZone), reason: "give the zone once")
        }
        reader.zone = try EventZone.parse(zone, option: "zone").name
      }
      let typedLocation = try arguments.value(location)
      let typedNotes = try arguments.value(notes)
      request.location = request.location ?? typedLocation
      request.notes = request.notes ?? typedNotes
      return request
    } catch let error as CLIError {
      throw error
    } catch let error as EventRequestError {
      if case .unreadable(_, let text, let reason) = error {
        throw .invalidValue(
          subject: "entry", argument: text, reason: reason,
          valid: "[DAY] [TIME[-TIME] | TIME LENGTH | DAY] [ZONE] SUMMARY [@LOCATION] "
            + "[:: DESCRIPTION], e.g. tomorrow 18:00-19:00 Dinner @home")
      }
      throw .invalidValue(
        subject: "entry", argument: arguments.positionals.joined(separator: " "),
        reason: "\(error)", valid: nil)
    } catch {
      throw .invalidValue(
        subject: "entry", argument: arguments.positionals.joined(separator: " "),
        reason: "\(error)", valid: nil)
    }
  }

  /// The draft of `request`, its notes written to stderr, its errors as command-line errors
  /// naming the options they are about.
  ///
  /// - Parameters:
  ///   - request: The event as typed.
  ///   - reader: Reads its dates.
  ///   - arguments: For the spelling of options in messages.
  ///   - invocation: For stderr.
  /// - Returns: The draft.
  /// - Throws: ``CLIError`` (exit 64 for a time on an all-day event, 65 for bad data).
  static func made(
    _ request: EventRequest, reader: DateTimeReader, arguments: ParsedArguments,
    invocation: Invocation
  ) throws(CLIError) -> EventDraft {
    func spelling(_ field: EventRequest.Field) -> String {
      switch field {
      case .start: arguments.has(start) ? arguments.spelling(start) : "start"
      case .end: arguments.has(end) ? arguments.spelling(end) : "end"
      case .until: arguments.spelling(until)
      case .rule: arguments.spelling(`repeat`)
      }
    }
    do {
      let (draft, notes) = try request.draft(reader: reader)
      for note in notes {
        switch note {
        case .skippedTime(let field, let given, let actual, let isRecurring):
          invocation.writeError(
            "almanac: warning: --\(field.rawValue) \(given.isoText) does not exist in "
              + "\(given.tzid ?? "") (the clocks skip it); "
              + (isRecurring ? "that day's instance happens at " : "written as ")
              + actual.isoText + "\n")
        case .movedStart(let from, let to):
          invocation.writeError(
            InstanceOptions.movedStartNote(from: from, to: to, days: "the --on days"))
        }
      }
      return draft
    } catch {
      switch error {
      case .unreadable(let field, let text, let reason):
        throw .badData(
          subject: spelling(field), argument: text,
          reason: "\(reason); valid: " + DateTimeForms.valid)
      case .timeOnAllDay(let field, let text, let day):
        let word = field == .start ? "starts" : "ends"
        throw .conflict(
          arguments.has(allDay) ? arguments.spelling(allDay) : "all-day",
          spelling(field) + " " + text,
          reason: "an all-day event \(word) on a date; give --\(field.rawValue) \(day) "
            + "without a time")
      case .badRule(let text, let column, let reason):
        throw .badData(subject: "rule", argument: text, reason: "column \(column): \(reason)")
      case .untilWithoutRule:
        throw .invalidValue(
          subject: "option", argument: arguments.spelling(until),
          reason: "ends a series, and there is none", valid: "with --repeat RULE or --on DAYS")
      case .invalidEvent(let reason):
        // Named by the title the user typed (the event has no file yet).
        throw .badData(subject: "event", argument: request.title, reason: reason)
      }
    }
  }
}
