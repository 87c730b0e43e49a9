import AlmanacStore

/// `almanac import FILE.ics`: merges a file's events into a collection by UID.
enum ImportCommand: Subcommand {
  /// `--collection NAME`.
  static let collection = CollectionOptions.destination(
    help: "The collection to import into (default: the first; a new name creates it).")

  static let spec = CommandSpec(
    name: "import",
    abstract: "import an .ics file into a calendar, merging by UID",
    usage: ["import FILE.ics [--collection NAME] [--ics PATH]"],
    positionals: [PositionalSpec(name: "FILE", help: "The iCalendar file to import.")],
    groups: [
      OptionGroup(title: "Import options", options: [collection]),
      EventSourceOptions.group,
    ],
    discussion: """
      Events whose UID is already in the collection are replaced (their file keeps its name);
      new UIDs are added with the VTIMEZONEs they use. Components are copied byte for byte.
      A file that does not parse cleanly is refused. Into a vdir every event is its own
      atomic write; Ctrl-C (SIGINT) or SIGTERM stops after the event being written, removes
      nothing it wrote and leaves no temporary file; importing again finishes the job.

      EXIT STATUS: 0 success, 1 interrupted (killed by the signal: 130 or 143 in the shell),
      64 usage error, 65 unreadable file.
      """)

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    try arguments.requireOnePositional(
      placeholder: "FILE.ics", command: "almanac " + spec.usage[0])
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    let file = arguments.positionals[0]
    let collectionName = try arguments.value(collection)
    var store = try EventSourceOptions.load(arguments, invocation: invocation, forWriting: true)
    do {
      let (bytes, _) = try AtomicFile.read(file)
      // Ctrl-C or SIGTERM stops the import after the event being written: nothing is left
      // half-written and no temporary file stays behind.
      invocation.interrupts.begin()
      defer { invocation.interrupts.end() }
      let summary = try store.importEvents(
        bytes, file: file, into: collectionName,
        pacing: EventSourceOptions.pacing(invocation),
        isInterrupted: invocation.interrupts.isInterrupted)
      invocation.write(
        "added: \(summary.added.count), updated: \(summary.updated.count), "
          + "unchanged: \(summary.unchanged.count)\n")
      if !summary.assignedUIDs.isEmpty {
        invocation.writeError(
          "almanac: warning: \(file): \(summary.assignedUIDs.count) event(s) had no UID; "
            + "gave UIDs derived from their content: "
            + summary.assignedUIDs.joined(separator: ", ") + "\n")
      }
      if summary.isInterrupted {
        invocation.writeError(
          "almanac: import interrupted; the events counted above were written, the rest "
            + "not; import the file again to finish\n")
        return .failure
      }
    } catch {
      // The file being imported is read, never rewritten: say that it is not iCalendar.
      if case .unreadable(let path, let problem) = error, path == file {
        throw .badData(
          subject: "file", argument: file,
          reason: "not iCalendar data that can be imported (\(problem)); nothing imported")
      }
      throw EventSourceOptions.failure(error)
    }
    return .success
  }
}
