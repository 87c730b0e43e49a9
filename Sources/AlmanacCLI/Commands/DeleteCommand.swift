import AlmanacICS

/// `almanac delete UID`: removes an event (and its overrides) from the calendars.
enum DeleteCommand: Subcommand {
  static let spec = CommandSpec(
    name: "delete",
    abstract: "delete an event by UID",
    usage: ["delete UID [-a NAME] [--ics PATH]"],
    positionals: [
      PositionalSpec(name: "UID", help: "The event's UID (see 'almanac events -f json').")
    ],
    groups: [
      OptionGroup(title: "Selection", options: [CollectionOptions.collection]),
      EventSourceOptions.group, GeneralOptions.group,
    ],
    discussion: """
      A vdir item that held only this event is removed; in a shared .ics file only the
      event's components are cut out, every other byte stays. A UID found in more than
      one collection is not deleted: the message lists the collections, and -a NAME says
      which one (khal deletes one event at a time too).

      EXIT STATUS: 0 deleted, 1 no such UID, 64 usage error, 65 unreadable or changed file.
      """)

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    try arguments.requireOnePositional(placeholder: "UID", command: "almanac " + spec.usage[0])
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    let uid = arguments.positionals[0]
    var store = try CollectionOptions.load(arguments, invocation: invocation)
    try CollectionOptions.requireOneCollection(holding: uid, in: store, arguments: arguments)
    do {
      let results = try store.delete(uid: uid, pacing: EventSourceOptions.pacing(invocation))
      for result in results { invocation.write("deleted: \(result.uid)\nfile: \(result.path)\n") }
      return .success
    } catch {
      if case .notFound = error {
        invocation.writeError("almanac: UID '\(uid)': no such event\n")
        return .failure
      }
      throw EventSourceOptions.failure(error)
    }
  }
}
