import AlmanacStore

/// `-a, --collection NAME` (repeatable, as khal's `-a CALENDAR`) for the commands that read or
/// change existing events, `--details` for those that list them, and `--collection NAME` for
/// those that write new events.
///
/// The configuration file's `collection` key is where `add` and `import` write; it is not a
/// filter, so these commands do not take it as a default (see ``ConfigFile``).
enum CollectionOptions {
  /// `-a, --collection NAME`, repeatable.
  static let collection = Option<String>(
    "collection", short: "a", placeholder: "NAME",
    help: "Only events of this collection (vdir folder or display name); repeatable.",
    isRepeatable: true)
  /// `--details`.
  static let details = Flag(
    "details", help: "Also show each event's UID, location and description.")

  /// `--collection NAME` of the commands that write new items (`add`, `import`): the
  /// collection they write into, whose default is the configuration file's `collection` key.
  ///
  /// - Parameter help: The help line.
  /// - Returns: The option.
  static func destination(help: String) -> Option<String> {
    Option("collection", placeholder: "NAME", help: help)
  }

  /// The commands whose `--collection` selects rather than names where to write.
  static let filteringCommands: Set<String> = [
    "events", "search", "at", "delete", "edit", "todo",
  ]

  /// Loads the sources and keeps the collections named by `--collection`, if any.
  ///
  /// - Parameters:
  ///   - arguments: The parsed arguments.
  ///   - invocation: For the environment and warnings.
  /// - Returns: The store, restricted.
  /// - Throws: ``CLIError`` for unreadable sources or an unknown collection (exit 64, listing
  ///   the known ones).
  static func load(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> EventStore
  {
    var store = try EventSourceOptions.load(arguments, invocation: invocation)
    let names = arguments.texts(collection)
    guard !names.isEmpty else { return store }
    do {
      try store.restrict(toCollections: names)
    } catch {
      throw EventSourceOptions.failure(error)
    }
    return store
  }

  /// The detail lines of an event for `--details`: UID, location and description (each line
  /// of a long description indented), each line starting with `indent`.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - indent: The indentation.
  /// - Returns: The lines, each ending in a newline.
  static func details(_ event: EventInstance, indent: String = "      ") -> String {
    details(uid: event.uid, location: event.location, notes: event.notes, indent: indent)
  }

  /// The `--details` lines of any item (an event, a to-do): UID, location and description.
  ///
  /// - Parameters:
  ///   - uid: The UID.
  ///   - location: LOCATION.
  ///   - notes: DESCRIPTION.
  ///   - indent: The indentation.
  /// - Returns: The lines, each ending in a newline.
  static func details(uid: String, location: String?, notes: String?, indent: String) -> String {
    var out = indent + "uid: " + uid + "\n"
    if let location, !location.isEmpty {
      out += indent + "location: " + location.replacingOccurrences(of: "\n", with: " ") + "\n"
    }
    if let notes, !notes.isEmpty {
      let lines = notes.split(separator: "\n", omittingEmptySubsequences: false)
      out += indent + "description: " + lines[0] + "\n"
      for line in lines.dropFirst() { out += indent + "  " + line + "\n" }
    }
    return out
  }

  /// The ambiguity check of `delete` and `edit`: with no `--collection`, a UID held by more
  /// than one collection is refused, the collections listed.
  ///
  /// - Parameters:
  ///   - uid: The UID.
  ///   - store: The (restricted) store.
  ///   - arguments: For `--collection`.
  /// - Throws: ``CLIError/invalidValue(subject:argument:reason:valid:)`` (exit 64).
  static func requireOneCollection(
    holding uid: String, in store: EventStore, arguments: ParsedArguments
  ) throws(CLIError) {
    let holders = store.collections(holding: uid)
    guard holders.count > 1, !arguments.has(collection) else { return }
    throw .invalidValue(
      subject: "UID", argument: uid,
      reason:
        "is in \(holders.count) collections (\(holders.map { "\($0.title) at \($0.path)" }.joined(separator: "; "))); "
        + "choose one with -a NAME",
      valid: holders.map { "-a " + $0.title }.joined(separator: ", "))
  }
}
