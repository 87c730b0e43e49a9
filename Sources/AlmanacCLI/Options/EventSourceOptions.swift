import Almanac
import AlmanacICS
import Foundation

/// `--ics PATH` (repeatable) and, for the month display, `--events`: where events come from.
/// Without `--ics`, the event commands use the default calendars folder
/// (`$ALMANAC_CALENDARS`, `$XDG_DATA_HOME/almanac/calendars`, `~/.local/share/almanac/calendars`).
enum EventSourceOptions {
  /// The `--ics` option.
  static let icsOption = OptionSpec(
    long: "ics", short: nil, placeholder: "PATH",
    help: "An .ics file or a vdir folder of calendars; repeatable (default: "
      + "$ALMANAC_CALENDARS, else $XDG_DATA_HOME/almanac/calendars).",
    isRepeatable: true)

  /// The group the event commands list.
  static let group = OptionGroup(title: "Event sources", options: [icsOption])

  /// The group the month display lists: `--ics`, `--events`, `--list`.
  static let monthGroup = OptionGroup(
    title: "Events",
    options: [
      icsOption,
      OptionSpec(
        long: "events", short: "e", placeholder: nil,
        help: "Mark days with events from the default calendars."),
      OptionSpec(
        long: "list", short: nil, placeholder: nil,
        help: "List the shown months' events under the grid (with --ics or --events)."),
    ])

  /// The group the interactive picker lists: `--ics` and `--events`.
  static let pickGroup = OptionGroup(
    title: "Events",
    options: [
      icsOption,
      OptionSpec(
        long: "events", short: "e", placeholder: nil,
        help: "Mark days with events from the default calendars."),
    ])

  /// The sources named by `--ics`, or the default location.
  ///
  /// - Parameters:
  ///   - arguments: The parsed arguments.
  ///   - invocation: For the environment.
  /// - Returns: The sources.
  static func sources(_ arguments: ParsedArguments, invocation: Invocation) -> [EventSource] {
    let paths = arguments.allValues("ics")
    if paths.isEmpty {
      return [EventSource(path: EventSource.defaultPath(environment: invocation.environment))]
    }
    return paths.map { EventSource(path: $0) }
  }

  /// Whether the month display should show events (`--ics` or `--events` given).
  static func wantsEvents(_ arguments: ParsedArguments) -> Bool {
    arguments.has("ics") || arguments.has("events")
  }

  /// Loads the sources, turning failures into command-line errors (exit 65).
  ///
  /// - Parameters:
  ///   - arguments: The parsed arguments.
  ///   - invocation: For the environment.
  /// - Returns: The store.
  /// - Throws: ``CLIError/badData(subject:argument:reason:)``.
  static func load(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> EventStore
  {
    let sources = sources(arguments, invocation: invocation)
    do {
      let store = try EventStore(sources: sources)
      for item in store.items {
        if let problem = item.problems.first {
          invocation.writeError("almanac: warning: \(problem)\n")
        }
      }
      return store
    } catch {
      throw failure(error)
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

  /// A store error as a command-line error (exit 65, or 1 for a missing UID via the caller).
  static func failure(_ error: EventStoreError) -> CLIError {
    switch error {
    case .io(let path, let reason): .badData(subject: "file", argument: path, reason: reason)
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
        subject: "collection", argument: name, reason: "no such collection",
        valid: known.isEmpty ? nil : known.joined(separator: ", "))
    case .notASource(let path):
      .badData(subject: "source", argument: path, reason: "not an .ics file or a vdir folder")
    case .expansion(let problem):
      .badData(subject: "file", argument: problem.location.file, reason: problem.reason)
    }
  }
}
