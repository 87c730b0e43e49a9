import Almanac
import AlmanacICS
import Foundation

/// `almanac edit UID`: changes an existing event in place, by options or in the editor
/// (khal's `edit`; ``TextEditing``).
enum EditCommand: Subcommand {
  /// `-t, --title TEXT` (also `--summary`).
  static let title = Option<String>(
    "title", short: "t", placeholder: "TEXT", help: "The new summary.")
  /// `--summary TEXT`, the iCalendar name of `--title`.
  static let summary = Option<String>(
    "summary", placeholder: "TEXT", help: "The same as --title.")
  /// `-s, --start WHEN`.
  static let start = Option<String>(
    "start", short: "s", placeholder: "WHEN",
    help: "The new start (the forms of add --start); the event keeps its length.")
  /// `--end WHEN`.
  static let end = Option<String>(
    "end", placeholder: "WHEN",
    help: "The new end (exclusive; for all-day events the day after the last).")
  /// `--duration LENGTH`.
  static let duration = Option<EventLength>(
    "duration", placeholder: "LENGTH", help: "The new length: 1h30m, 45m, 2d, PT1H.")
  /// `--location TEXT`.
  static let location = Option<String>(
    "location", placeholder: "TEXT", help: "The new location ('' removes it).")
  /// `--notes TEXT` (also `--description`).
  static let notes = Option<String>(
    "notes", placeholder: "TEXT", help: "The new description ('' removes it).")
  /// `--description TEXT`, the iCalendar name of `--notes`.
  static let description = Option<String>(
    "description", placeholder: "TEXT", help: "The same as --notes.")
  /// `-z, --time-zone ID`.
  static let timeZone = Option<EventZone>(
    "time-zone", short: "z", placeholder: "ID",
    help: "Zone of the typed times (default: the event's own; TZ for all-day events).")

  static let spec = CommandSpec(
    name: "edit",
    abstract: "change an event by UID (summary, times, location, description)",
    usage: [
      "edit UID [--title TEXT] [--start WHEN] [--end WHEN | --duration LENGTH] "
        + "[--location TEXT] [--notes TEXT] [-a NAME] [--ics PATH]",
      "edit UID --editor [-a NAME] [--ics PATH]",
    ],
    positionals: [
      PositionalSpec(name: "UID", help: "The event's UID (see 'almanac events --details').")
    ],
    groups: [
      OptionGroup(
        title: "Changes",
        options: [
          title, summary, start, end, duration, location, notes, description, timeZone,
          TextEditing.editor,
        ]),
      OptionGroup(title: "Selection", options: [CollectionOptions.collection]),
      EventSourceOptions.group,
      GeneralOptions.group,
    ],
    discussion: """
      Changes the event's master (a recurring event as a whole). Every property and
      component not changed keeps its bytes, unknown ones included; the file keeps its
      name; the write is atomic and refused if someone changed the file meanwhile.
      A new start keeps the event's length unless --end or --duration is given. Times are
      read in the event's own zone unless --time-zone is given. SEQUENCE goes up by one when
      the times change; DTSTAMP and LAST-MODIFIED become now.

      A UID in several collections needs -a NAME to say which.

      --editor opens the event's VEVENT text (its master and changed instances) in
      $VISUAL, else $EDITOR, else vi, from a private temporary file in TMPDIR; so does
      edit UID without a change when standard input and output are a terminal. The text
      is written back as saved: unchanged is "no change"; text that does not parse, a
      changed UID or another number of components is refused with its line, and kept in
      the temporary file (the message names it); an editor that exits non-zero abandons
      the edit. Only those components are replaced, atomically.

      EXAMPLES:
        almanac edit 1234@almanac --start 'tomorrow 18:30'
        almanac edit 1234@almanac --location 'Room 2' --notes ''
        EDITOR=nano almanac edit 1234@almanac --editor

      EXIT STATUS: 0 changed (or no change), 1 no such UID or the editor exited non-zero,
      64 usage error, 65 bad date, refused text or unreadable file, 73 cannot create or
      write the file, 74 I/O error (a full disk).
      """,
    exclusiveGroups: [
      ExclusiveGroup([title, summary], reason: "they are the same"),
      ExclusiveGroup([notes, description], reason: "they are the same"),
      ExclusiveGroup([end, duration], reason: "give one of them"),
    ])

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    try arguments.requireOnePositional(placeholder: "UID", command: "almanac " + spec.usage[0])
    // Without a change the editor opens on a terminal, else it is a usage error (run).
    try TextEditing.validate(arguments, refusing: changes + [timeZone])
  }

  /// The options that change the event.
  static var changes: [any OptionDeclaration] {
    [title, summary, start, end, duration, location, notes, description]
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    let uid = arguments.positionals[0]
    if let code = try TextEditing.eventIfAsked(
      arguments, changes: changes, invocation: invocation)
    {
      return code
    }
    let newTitle = try arguments.value(title)
    let newSummary = try arguments.value(summary)
    let newNotes = try arguments.value(notes)
    let newDescription = try arguments.value(description)
    let change = EventChange(
      title: newTitle ?? newSummary,
      start: try arguments.value(start), end: try arguments.value(end),
      duration: try arguments.value(duration)?.duration, location: try arguments.value(location),
      notes: newNotes ?? newDescription)
    let userZone = TimeZoneResolver.environmentTimeZone(invocation.environment)
    let givenZone = try arguments.value(timeZone)?.name
    var store = try CollectionOptions.load(arguments, invocation: invocation)
    try CollectionOptions.requireOneCollection(holding: uid, in: store, arguments: arguments)
    let hasOverrides = store.hasChangedInstances(uid: uid)
    let stamp = DateTimeReader.stamp(invocation.now)
    var failure: EventRequestError?
    invocation.interrupts.begin()
    defer { invocation.interrupts.end() }
    do throws(EventStoreError) {
      let result = try store.update(uid: uid, pacing: EventSourceOptions.pacing(invocation)) {
        (event) throws(EventStoreError) in
        let zone =
          givenZone ?? EventChange.typingZone(of: event, fallback: userZone.identifier)
        let reader = DateTimeReader(
          zone: zone, today: Day(invocation.now, in: TimeZone(identifier: zone ?? "") ?? userZone),
          now: invocation.now)
        do throws(EventRequestError) {
          try change.apply(to: &event, reader: reader, stamp: stamp, hasOverrides: hasOverrides)
        } catch {
          failure = error
          throw .invalidEvent(reason: "\(error)")
        }
      }
      invocation.write("updated: \(result.uid)\nfile: \(result.path)\n")
      return .success
    } catch {
      if let failure { throw message(failure, arguments: arguments) }
      if case .notFound = error {
        invocation.writeError("almanac: UID '\(uid)': no such event\n")
        return .failure
      }
      throw EventSourceOptions.failure(error)
    }
  }

  /// A change that could not be made, as a command-line error naming the option.
  static func message(_ error: EventRequestError, arguments: ParsedArguments) -> CLIError {
    switch error {
    case .unreadable(let field, let text, let reason):
      let option: any OptionDeclaration = field == .end ? end : start
      return .badData(
        subject: arguments.spelling(option), argument: text,
        reason: "\(reason); valid: " + DateTimeForms.valid)
    case .timeOnAllDay(let field, let text, let day):
      return .badData(
        subject: "--\(field.rawValue)", argument: text,
        reason: "the event lasts whole days; give --\(field.rawValue) \(day) without a time")
    case .badRule(let text, let column, let reason):
      return .badData(subject: "rule", argument: text, reason: "column \(column): \(reason)")
    case .untilWithoutRule:
      return .badData(subject: "event", argument: "", reason: "UNTIL without a rule")
    case .invalidEvent(let reason):
      return .badData(subject: "event", argument: arguments.positionals[0], reason: reason)
    }
  }
}
