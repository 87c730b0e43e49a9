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
    groups: [
      OptionGroup(
        title: "Instances",
        options: [InstanceOptions.instance, InstanceOptions.thisAndFuture]),
      OptionGroup(title: "Selection", options: [CollectionOptions.collection]),
      EventSourceOptions.group, GeneralOptions.group,
    ],
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
    var failure: CLIError?
    var isWhole = false
    var cancelled: ICSDateTime?
    invocation.interrupts.begin()
    defer { invocation.interrupts.end() }
    do throws(EventStoreError) {
      let result = try store.updateSeries(uid: uid, pacing: EventSourceOptions.pacing(invocation)) {
        (series) throws(EventStoreError) in
        do throws(CLIError) {
          let reader = InstanceOptions.reader(
            for: series.master, givenZone: nil, invocation: invocation)
          let start = try InstanceOptions.start(
            text, of: series, uid: uid, reader: reader, arguments: arguments)
          cancelled = start
          if !isThisAndFuture {
            EventChange.cancel(start, of: &series, stamp: stamp)
          } else if series.isFirst(start) {
            isWhole = true
          } else {
            do throws(EventRequestError) {
              try EventChange.end(&series, before: start, stamp: stamp)
            } catch {
              throw EditCommand.message(error, arguments: arguments)
            }
          }
        } catch {
          failure = error
        }
        if failure != nil || isWhole { throw .invalidEvent(reason: "") }
      }
      let when = cancelled.map { " \($0.isoText)" } ?? ""
      invocation.write(
        (isThisAndFuture ? "ended: \(uid) before" : "deleted: \(uid) instance") + when
          + "\nfile: \(result.series.path)\n")
      return .success
    } catch {
      if let failure { throw failure }
      if isWhole {
        do {
          let results = try store.delete(uid: uid, pacing: EventSourceOptions.pacing(invocation))
          for result in results {
            invocation.write("deleted: \(result.uid)\nfile: \(result.path)\n")
          }
          return .success
        } catch {
          throw EventSourceOptions.failure(error)
        }
      }
      if case .notFound = error {
        invocation.writeError(EditCommand.notFound(uid, in: store, command: "delete"))
        return .failure
      }
      throw EventSourceOptions.failure(error)
    }
  }
}
