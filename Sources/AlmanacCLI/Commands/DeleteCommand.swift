import Almanac
import AlmanacICS
import AlmanacStore

/// `almanac delete UID`: removes an event (and its overrides) from the calendars.
enum DeleteCommand: Subcommand {
  static let spec = CommandSpec(
    name: "delete",
    abstract: "delete an event by UID",
    usage: ["delete UID [--instance DAY [--this-and-future]] [-a NAME] [--ics PATH]"],
    positionals: [
      PositionalSpec(name: "UID", help: "The event's UID (see 'almanac events -f json').")
    ],
    groups: InstanceOptions.groups,
    discussion: """
      A vdir item that held only this event is removed; in a shared .ics file only the
      event's components are cut out, every other byte stays. A UID found in more than
      one collection is not deleted: the message lists the collections, and -a NAME says
      which one (khal deletes one event at a time too).

      --instance DAY cancels one instance of a recurring event: an EXDATE in the form of
      the event's DTSTART (its TZID, a date, UTC or floating) at that instance's start, and
      the instance's override, if it has one, removed. DAY is read in the event's own zone:
      a day (the first instance that day, for a series that repeats within a day) or a day
      and time (the instance that starts then). With --this-and-future the series ends
      before that instance: each RRULE gets an UNTIL just before it in place of its COUNT,
      and the RDATEs, EXDATEs and overrides from then on go; from the first instance on,
      the whole event is deleted.

      EXAMPLES:
        almanac delete 1234@almanac --instance 2026-12-10
        almanac delete 1234@almanac --instance 2026-12-10 --this-and-future

      EXIT STATUS: 0 deleted, 1 no such UID, 64 usage error, 65 unreadable or changed file,
      or an --instance DAY with no instance of the event (or an event that does not repeat).
      """)

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    try arguments.requireOnePositional(placeholder: "UID", command: "almanac " + spec.usage[0])
    try InstanceOptions.validate(arguments)
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    let uid = arguments.positionals[0]
    var store = try CollectionOptions.load(arguments, invocation: invocation)
    try CollectionOptions.requireOneCollection(holding: uid, in: store, arguments: arguments)
    if let text = try arguments.value(InstanceOptions.instance) {
      return try cancel(text, of: uid, in: &store, arguments: arguments, invocation: invocation)
    }
    return try deleteAll(uid, in: &store, invocation: invocation)
  }

  /// Deletes every component with the UID: the series with its overrides.
  static func deleteAll(_ uid: String, in store: inout EventStore, invocation: Invocation)
    throws(CLIError) -> ExitCode
  {
    do {
      let results = try store.delete(uid: uid, pacing: EventSourceOptions.pacing(invocation))
      for result in results { invocation.write("deleted: \(result.uid)\nfile: \(result.path)\n") }
      return .success
    } catch {
      if case .notFound = error {
        invocation.writeError(EditCommand.notFound(uid, in: store, command: "delete"))
        return .failure
      }
      throw EventSourceOptions.failure(error)
    }
  }

  /// `delete UID --instance DAY [--this-and-future]`.
  static func cancel(
    _ text: String, of uid: String, in store: inout EventStore, arguments: ParsedArguments,
    invocation: Invocation
  ) throws(CLIError) -> ExitCode {
    let isThisAndFuture = arguments.has(InstanceOptions.thisAndFuture)
    let stamp = DateTimeReader.stamp(invocation.now)
    var cancelled: ICSDateTime?
    invocation.interrupts.begin()
    defer { invocation.interrupts.end() }
    let rewrite = try EditCommand.rewriteSeries(uid, in: &store, invocation: invocation) {
      (series) throws(CLIError) in
      let reader = InstanceOptions.reader(
        for: series.master, givenZone: nil, invocation: invocation)
      let start = try InstanceOptions.start(
        text, of: series, uid: uid, reader: reader, arguments: arguments)
      cancelled = start
      if !isThisAndFuture {
        EventChange.cancel(start, of: &series, stamp: stamp)
      } else if series.isFirst(start) {
        // This and every later instance is the whole series.
        return false
      } else {
        do throws(EventRequestError) {
          try EventChange.end(&series, before: start, stamp: stamp)
        } catch {
          throw EditCommand.message(error, arguments: arguments)
        }
      }
      return true
    }
    switch rewrite {
    case .written(let result):
      let when = cancelled.map { " \($0.isoText)" } ?? ""
      invocation.write(
        (isThisAndFuture ? "ended: \(uid) before" : "deleted: \(uid) instance") + when
          + "\nfile: \(result.series.path)\n")
      return .success
    case .declined:
      return try deleteAll(uid, in: &store, invocation: invocation)
    case .missing:
      invocation.writeError(EditCommand.notFound(uid, in: store, command: "delete"))
      return .failure
    }
  }
}
