import Almanac
import AlmanacICS
import AlmanacStore
import Foundation

/// `--ics PATH` (repeatable) and, for the month display, `--events`: where events come from.
/// Without `--ics`, the event commands use the default calendars folder
/// (`$ALMANAC_CALENDARS`, `$XDG_DATA_HOME/almanac/calendars`, `~/.local/share/almanac/calendars`).
enum EventSourceOptions {
  /// `--ics PATH`, repeatable.
  static let ics = Option<String>(
    "ics", placeholder: "PATH",
    help: "An .ics file or a vdir folder of calendars; repeatable (default: "
      + "$ALMANAC_CALENDARS, else $XDG_DATA_HOME/almanac/calendars).",
    isRepeatable: true)
  /// `-e, --events`.
  static let events = Flag(
    "events", short: "e", help: "Mark days with events from the default calendars.")
  /// `--list`.
  static let list = Flag(
    "list", help: "List the shown months' events under the grid (with --ics or --events).")

  /// The group the event commands list.
  static let group = OptionGroup(title: "Event sources", options: [ics])

  /// The group the month display lists: `--ics`, `--events`, `--list`.
  static let monthGroup = OptionGroup(title: "Events", options: [ics, events, list])

  /// The group the interactive picker lists: `--ics` and `--events`.
  static let pickGroup = OptionGroup(title: "Events", options: [ics, events])

  /// The write pacing from `ALMANAC_WRITE_PAUSE_US` (a test hook that slows writes down, in
  /// microseconds per 4 KiB, for the tests that kill a writer part-way).
  static func pacing(_ invocation: Invocation) -> AtomicFile.Pacing {
    guard let text = invocation.environment["ALMANAC_WRITE_PAUSE_US"],
      let value = UInt32(text), value <= 1_000_000
    else {
      return .none
    }
    return AtomicFile.Pacing(microsecondsPerChunk: value)
  }

  /// The sources named by `--ics`, or the default location.
  ///
  /// - Parameters:
  ///   - arguments: The parsed arguments.
  ///   - invocation: For the environment.
  /// - Returns: The sources.
  /// - Throws: ``CLIError/environment(_:)`` when no `--ics` is given and the environment
  ///   names no default location (no `HOME`, `XDG_DATA_HOME` or `ALMANAC_CALENDARS`).
  static func sources(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> [EventSource]
  {
    let paths = arguments.texts(ics)
    if paths.isEmpty {
      return [EventSource(path: try defaultFolder(invocation, instead: "--ics PATH"))]
    }
    return paths.map { EventSource(path: $0) }
  }

  /// The default calendars folder, refused when the environment names none (rather than a
  /// folder under the current directory).
  ///
  /// - Parameters:
  ///   - invocation: For the environment.
  ///   - instead: The option that names a folder instead, for the message (`--ics PATH`).
  /// - Returns: The folder's path.
  /// - Throws: ``CLIError/environment(_:)`` when `HOME`, `XDG_DATA_HOME` and
  ///   `ALMANAC_CALENDARS` are all unset.
  static func defaultFolder(_ invocation: Invocation, instead: String) throws(CLIError)
    -> String
  {
    guard let path = EventSource.defaultLocation(environment: invocation.environment) else {
      throw .environment(
        "no calendars folder: HOME, XDG_DATA_HOME and ALMANAC_CALENDARS are all unset; "
          + "set one of them or give \(instead)")
    }
    return path
  }

  /// Whether the month display should show events (`--ics` or `--events` given).
  static func wantsEvents(_ arguments: ParsedArguments) -> Bool {
    arguments.has(ics) || arguments.has(events)
  }

  /// Loads the sources, turning failures into command-line errors (exit 65).
  ///
  /// A `--ics` path that does not exist is an empty source: reading commands warn about it;
  /// writing commands (`forWriting`) refuse it unless its folder exists, so that a write
  /// creates at most the file (or the vdir folder) itself, never a tree of folders. The
  /// default location is created as needed.
  ///
  /// - Parameters:
  ///   - arguments: The parsed arguments.
  ///   - invocation: For the environment.
  ///   - forWriting: Whether the command writes to the sources.
  /// - Returns: The store.
  /// - Throws: ``CLIError/badData(subject:argument:reason:)``; ``CLIError/environment(_:)``.
  static func load(
    _ arguments: ParsedArguments, invocation: Invocation, forWriting: Bool = false
  ) throws(CLIError) -> EventStore {
    let sources = try sources(arguments, invocation: invocation)
    for path in arguments.texts(ics) where !exists(path) {
      if forWriting {
        let folder = parentFolder(of: path)
        guard isFolder(folder) else {
          throw .badData(
            subject: "source", argument: path,
            reason: "its folder \(folder) does not exist; create it first (only the "
              + (path.lowercased().hasSuffix(".ics") ? "file" : "vdir folder")
              + " itself is created)")
        }
      } else {
        invocation.writeError(
          "almanac: warning: source '\(path)': does not exist; read as empty\n")
      }
    }
    do {
      // An item that cannot be read is named and left out, as a file that does not parse is
      // named and kept out of every write.
      let store = try EventStore(sources: sources, skippingUnreadable: true)
      for problem in store.unreadableItems {
        invocation.writeError("almanac: warning: \(problem); skipped\n")
      }
      for item in store.items {
        warn(problems: item.problems, of: item.path, invocation: invocation)
        warn(item.warnings, invocation: invocation)
      }
      return store
    } catch {
      throw failure(error)
    }
  }

  /// The most parse and decode problems printed for one file; past them one line counts the
  /// rest (a broken file of thousands of events must not flood the terminal).
  static let problemsPrinted = 100

  /// Prints a file's parse and decode problems to stderr, one line each (an event left out
  /// is named by its UID and summary), up to ``problemsPrinted``, then how many more.
  ///
  /// - Parameters:
  ///   - problems: The file's problems, in file order.
  ///   - path: The file.
  ///   - invocation: For stderr.
  static func warn(problems: [ICSError], of path: String, invocation: Invocation) {
    for problem in problems.prefix(problemsPrinted) {
      invocation.writeError("almanac: warning: \(problem)\n")
    }
    if problems.count > problemsPrinted {
      invocation.writeError(
        "almanac: warning: \(path): \(problems.count - problemsPrinted) more problems not "
          + "shown (the first \(problemsPrinted) are above)\n")
    }
  }

  /// Prints one warning per event left out of an expansion (file, line, UID and why) to stderr.
  ///
  /// - Parameters:
  ///   - skipped: The events left out, from the store's `skipped:` queries.
  ///   - invocation: For stderr.
  static func warn(_ skipped: [ICSError], invocation: Invocation) {
    for problem in skipped { invocation.writeError("almanac: warning: \(problem)\n") }
  }

  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func parentFolder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let folder = trimmed[..<slash]
    return folder.isEmpty ? "/" : String(folder)
  }

  /// Why a collection name was refused: no such collection, one that differs only in case, or
  /// a name that cannot be a new collection's folder.
  static func collectionProblem(_ name: String, known: [String]) -> String {
    if let twin = known.first(where: { $0.lowercased() == name.lowercased() }) {
      return "no such collection; '\(twin)' differs only in case, and a new folder beside it "
        + "would be the same folder on a case-insensitive file system"
    }
    if name.isEmpty || name.contains("/") || name.hasPrefix(".") {
      return "a new collection is one folder name, without '/' and not starting with '.'"
    }
    return "no such collection"
  }

  /// A store error as a command-line error (exit 65, 73 or 74 for a failed write, or 1 for a
  /// missing UID via the caller).
  static func failure(_ error: EventStoreError) -> CLIError {
    switch error {
    case .io(let path, let reason):
      // A failed write: the folder or file, the reason in words, 73 or 74.
      if let failure = WriteFailure.parse(reason) {
        .cannotWrite(
          path: path, reason: failure.words,
          exitCode: failure.cannotCreate ? .cannotCreate : .ioError)
      } else {
        .badData(subject: "file", argument: path, reason: reason)
      }
    case .conflict(let path):
      .badData(
        subject: "file", argument: path,
        reason: "changed by someone else since it was read; nothing written, try again")
    case .unreadable(let path, let problem):
      .badData(
        subject: "file", argument: path,
        reason: "not rewritten because it could not be fully read: \(problem)")
    case .invalidEvent(let reason): .badData(subject: "event", argument: "", reason: reason)
    case .notFound(let uid): .badData(subject: "UID", argument: uid, reason: "no such event")
    case .unknownCollection(let name, let known):
      .invalidValue(
        subject: "collection", argument: name, reason: collectionProblem(name, known: known),
        valid: known.isEmpty ? nil : known.joined(separator: ", "))
    case .notASource(let path):
      .badData(subject: "source", argument: path, reason: "not an .ics file or a vdir folder")
    case .expansion(let problem):
      .badData(subject: "file", argument: problem.location.file, reason: problem.reason)
    case .duplicateUID(let uid, let path):
      .badData(
        subject: "UID", argument: uid,
        reason: "already used by an event in \(path); give another --uid, or delete it first")
    }
  }
}
