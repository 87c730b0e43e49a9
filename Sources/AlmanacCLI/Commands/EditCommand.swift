import Almanac
import AlmanacICS
import AlmanacStore
import Foundation

/// `almanac edit UID`: changes an existing event in place, by options or in the editor
/// (khal's `edit`; ``TextEditing``).
enum EditCommand: Subcommand {
  /// `-t, --title TEXT` (also `--summary`), `-s, --start WHEN`, `--end WHEN`,
  /// `--duration LENGTH`, `-z, --time-zone ID`, `--location TEXT`, `--notes TEXT` (also
  /// `--description`).
  static let (title, start, end, duration, timeZone, location, notes) = EventFieldOptions.options(
    title: "The new summary.",
    start: "The new start (the forms of add --start); the event keeps its length.",
    end: "The new end (exclusive; for all-day events the day after the last).",
    duration: "The new length: 1h30m, 45m, 2d, PT1H.",
    timeZone: "Zone of the typed times (default: the event's own; TZ for all-day events).",
    location: "The new location ('' removes it).", notes: "The new description ('' removes it).")
  /// `--summary TEXT`, the iCalendar name of `--title`.
  static let summary = Option<String>(
    "summary", placeholder: "TEXT", help: "The same as --title.")
  /// `--description TEXT`, the iCalendar name of `--notes`.
  static let description = EventFieldOptions.description(help: "The same as --notes.")

  static let spec = CommandSpec(
    name: "edit",
    abstract: "change an event by UID (summary, times, location, description)",
    usage: [
      "edit UID [--instance DAY [--this-and-future]] [--title TEXT] [--start WHEN] "
        + "[--end WHEN | --duration LENGTH] [--location TEXT] [--notes TEXT] [-a NAME] "
        + "[--ics PATH]",
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
        ])
    ] + InstanceOptions.groups,
    discussion: """
      Changes the event (a recurring event as a whole). Every property and component not
      changed keeps its bytes, unknown ones included; the file keeps its name; the write is
      atomic and refused if someone changed the file meanwhile. A new start keeps the
      event's length unless --end or --duration is given. Times are read in the event's own
      zone unless --time-zone is given. SEQUENCE goes up by one when the times change;
      DTSTAMP and LAST-MODIFIED become now.

      A recurring event changes with its changed instances: a new title, location or
      description also goes to each one that had the old one, and a new start moves every
      EXDATE, RDATE and RECURRENCE-ID (and the instances not moved) by as much. A start on
      a day a weekly rule does not repeat on moves to the first day it does, with a note.

      --instance DAY changes one instance: an override (RECURRENCE-ID at the instance's
      start, the rest copied from the series), or the one it has. DAY is read in the
      event's own zone: a day (the first instance that day) or a day and time; a time
      alone (--start 19:00) is on the instance's day. With --this-and-future the series is
      split there, as khal and Google Calendar do: it ends before that instance (UNTIL),
      and a new event with a new UID starts there with the change (COUNT less the
      instances before, or the same UNTIL), taking the later overrides, RDATEs and EXDATEs.

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
        almanac edit 1234@almanac --instance 2026-12-10 --start 19:00
        almanac edit 1234@almanac --instance 2026-12-10 --this-and-future --title Late
        EDITOR=nano almanac edit 1234@almanac --editor

      EXIT STATUS: 0 changed (or no change), 1 no such UID or the editor exited non-zero,
      64 usage error, 65 bad date, refused text or unreadable file, or an --instance DAY with
      no instance of the event (or an event that does not repeat), 73 cannot create or write
      the file, 74 I/O error (a full disk).
      """,
    exclusiveGroups: [
      ExclusiveGroup([title, summary], reason: "they are the same"),
      ExclusiveGroup([notes, description], reason: "they are the same"),
      ExclusiveGroup([end, duration], reason: "give one of them"),
    ])

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    try arguments.requireOnePositional(placeholder: "UID", command: "almanac " + spec.usage[0])
    try InstanceOptions.validate(arguments)
    if arguments.has(InstanceOptions.instance),
      !changes.contains(where: { arguments.has(long: $0.spec.long) })
    {
      throw .invalidValue(
        subject: "edit", argument: arguments.positionals[0], reason: "nothing to change",
        valid: "--title, --start, --end, --duration, --location, --notes")
    }
    // Without a change the editor opens on a terminal, else it is a usage error (run).
    try TextEditing.validate(
      arguments,
      refusing: changes + [timeZone, InstanceOptions.instance, InstanceOptions.thisAndFuture])
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
    let instanceText = try arguments.value(InstanceOptions.instance)
    let isThisAndFuture = arguments.has(InstanceOptions.thisAndFuture)
    let givenZone = try arguments.value(timeZone)?.name
    var store = try CollectionOptions.load(arguments, invocation: invocation)
    try CollectionOptions.requireOneCollection(holding: uid, in: store, arguments: arguments)
    let stamp = DateTimeReader.stamp(invocation.now)
    var notes: [String] = []
    invocation.interrupts.begin()
    defer { invocation.interrupts.end() }
    let rewrite = try rewriteSeries(uid, in: &store, invocation: invocation) {
      (series) throws(CLIError) in
      try edit(
        &series, change: change, instance: instanceText, isThisAndFuture: isThisAndFuture,
        context: Context(
          uid: uid, givenZone: givenZone, stamp: stamp, arguments: arguments,
          invocation: invocation), notes: &notes)
      return true
    }
    // The edit never declines: a rewrite that wrote nothing found no event.
    guard case .written(let result) = rewrite else {
      invocation.writeError(notFound(uid, in: store, command: "edit"))
      return .failure
    }
    for note in notes { invocation.writeError(note) }
    invocation.write("updated: \(result.series.uid)\nfile: \(result.series.path)\n")
    if let split = result.split { invocation.write("added: \(split.uid)\nfile: \(split.path)\n") }
    return .success
  }

  /// What became of a series that ``rewriteSeries(_:in:invocation:_:)`` was asked to change.
  enum SeriesRewrite {
    /// The files written.
    case written(EventStore.SeriesResult)
    /// The change asked to leave the files as they were.
    case declined
    /// No event has the UID.
    case missing
  }

  /// Changes the series `uid` in its files, as `edit` and `delete --instance` do.
  ///
  /// - Parameters:
  ///   - uid: The series' UID.
  ///   - store: The store holding it.
  ///   - invocation: The run (its write pacing).
  ///   - change: Changes the series and says whether to write it; `false`, or an error,
  ///     leaves the files as they were.
  /// - Returns: The files written, or why there are none.
  /// - Throws: What `change` throws; the store's failure to read or write, as a `CLIError`.
  static func rewriteSeries(
    _ uid: String, in store: inout EventStore, invocation: Invocation,
    _ change: (inout EventSeries) throws(CLIError) -> Bool
  ) throws(CLIError) -> SeriesRewrite {
    var failure: CLIError?
    var isDeclined = false
    do throws(EventStoreError) {
      return .written(
        try store.updateSeries(uid: uid, pacing: EventSourceOptions.pacing(invocation)) {
          (series) throws(EventStoreError) in
          do throws(CLIError) {
            isDeclined = try !change(&series)
          } catch {
            failure = error
          }
          if failure != nil || isDeclined { throw .invalidEvent(reason: "") }
        })
    } catch {
      if let failure { throw failure }
      if isDeclined { return .declined }
      if case .notFound = error { return .missing }
      throw EventSourceOptions.failure(error)
    }
  }

  /// What a change needs besides the event.
  struct Context {
    var uid: String
    var givenZone: String?
    var stamp: ICSDateTime
    var arguments: ParsedArguments
    var invocation: Invocation
  }

  /// "No such event", pointing to `todo COMMAND` when the UID is a to-do's.
  static func notFound(_ uid: String, in store: EventStore, command: String) -> String {
    if store.isTodo(uid: uid) {
      return "almanac: UID '\(uid)' is a to-do, not an event; use 'almanac todo \(command) "
        + "\(uid)'\n"
    }
    return "almanac: UID '\(uid)': no such event\n"
  }

  /// Applies `change` to the series, one instance of it (`instance`), or that instance and
  /// the later ones.
  static func edit(
    _ series: inout EventSeries, change: EventChange, instance: String?, isThisAndFuture: Bool,
    context: Context, notes: inout [String]
  ) throws(CLIError) {
    let arguments = context.arguments
    let reader = InstanceOptions.reader(
      for: series.master, givenZone: context.givenZone, invocation: context.invocation)
    guard let instance else {
      try editWhole(&series, change: change, reader: reader, context: context, notes: &notes)
      return
    }
    let start = try InstanceOptions.start(
      instance, of: series, uid: context.uid, reader: reader, arguments: arguments)
    // A time alone is on the instance's day: for one instance the day it happens (its
    // override's, when it was moved), for a split the day of the series it starts.
    let override = isThisAndFuture ? nil : series.overrideIndex(of: start)
    let day =
      override.flatMap { try? series.overrides[$0].property("DTSTART")?.dateTimeValue() } ?? start
    var onDay = change
    onDay.start = InstanceOptions.onDay(change.start, of: day)
    onDay.end = InstanceOptions.onDay(change.end, of: day)
    if isThisAndFuture, series.isFirst(start) {
      // From the first instance on: the whole series.
      try editWhole(&series, change: onDay, reader: reader, context: context, notes: &notes)
      return
    }
    do throws(EventRequestError) {
      if isThisAndFuture {
        let original = series
        let newUID = EventRequest.newUID()
        try onDay.split(&series, at: start, uid: newUID, reader: reader, stamp: context.stamp)
        if let moved = offRuleStart(series.split.first, change: onDay) {
          series = original
          var shifted = onDay
          shifted.startValue = moved.start
          try shifted.split(&series, at: start, uid: newUID, reader: reader, stamp: context.stamp)
          notes.append(
            InstanceOptions.movedStartNote(
              from: moved.from, to: moved.to, days: "the days of its rule (\(moved.rule))"))
        }
        return
      }
      if let index = series.overrideIndex(of: start) {
        let reader = InstanceOptions.reader(
          for: series.overrides[index], givenZone: context.givenZone,
          invocation: context.invocation)
        try onDay.apply(
          to: &series.overrides[index], reader: reader, stamp: context.stamp, hasOverrides: false)
      } else {
        var override = EventChange.override(of: series.master, at: start)
        try onDay.apply(to: &override, reader: reader, stamp: context.stamp, hasOverrides: false)
        series.overrides.append(override)
      }
    } catch {
      throw message(error, arguments: arguments)
    }
  }

  /// Applies `change` to the whole series (master and overrides); a new start on a day its
  /// weekly rule does not repeat on moves to the first day it does, with a note (as `add --on`
  /// does).
  static func editWhole(
    _ series: inout EventSeries, change: EventChange, reader: DateTimeReader, context: Context,
    notes: inout [String]
  ) throws(CLIError) {
    do throws(EventRequestError) {
      var trial = series
      try change.apply(toSeries: &trial, reader: reader, stamp: context.stamp)
      guard let moved = offRuleStart(trial.master, change: change) else {
        series = trial
        return
      }
      var shifted = change
      shifted.startValue = moved.start
      try shifted.apply(toSeries: &series, reader: reader, stamp: context.stamp)
      notes.append(
        InstanceOptions.movedStartNote(
          from: moved.from, to: moved.to, days: "the days of its rule (\(moved.rule))"))
    } catch {
      throw message(error, arguments: context.arguments)
    }
  }

  /// The start moved to the first day its weekly rule repeats on, when the change gave a new
  /// start on a day the rule does not.
  static func offRuleStart(_ event: ICSComponent?, change: EventChange) -> (
    start: ICSDateTime, from: Day, to: Day, rule: String
  )? {
    guard change.start != nil, let event,
      let start = try? event.property("DTSTART")?.dateTimeValue()
    else { return nil }
    let properties = event.properties.filter { $0.name.uppercased() == "RRULE" }
    let rules = properties.compactMap { try? $0.recurrenceRuleValue() }
    guard rules.count == properties.count,
      let day = EventDraft.firstRepeatDay(rules: rules, from: start.day)
    else { return nil }
    let moved = ICSDateTime(day: day, secondOfDay: start.secondOfDay, kind: start.kind)
    let byDay = properties.first.map { property in
      property.rawValue.split(separator: ";").first { $0.uppercased().hasPrefix("BYDAY=") }
        .map(String.init) ?? property.rawValue
    }
    return (moved, start.day, day, byDay ?? "")
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
