import Almanac
import AlmanacICS
import AlmanacStore
import Foundation

/// The writing actions of `almanac todo` (todoman's `new`, `done`, `undo`, `edit`, `delete`)
/// and the list's `--due`/`--priority` filters.
extension TodoCommand {
  /// The word after `todo`.
  enum Action: String, CaseIterable {
    case new, done, undo, edit, delete
  }

  /// The options only the writing actions take.
  static var writingOptions: [any OptionDeclaration] {
    [title, start, noDue, location, description]
  }

  /// The options only the list takes.
  static var listingOptions: [any OptionDeclaration] {
    [all, from, to, days, EventsCommand.format, CollectionOptions.details]
  }

  /// Refuses any of `options` that was given: they do not apply to `what`.
  static func refuse(
    _ options: [any OptionDeclaration], in arguments: ParsedArguments, for what: String
  ) throws(CLIError) {
    for option in options where arguments.has(long: option.spec.long) {
      throw .invalidValue(
        subject: "option", argument: arguments.spelling(long: option.spec.long),
        reason: "does not apply to \(what)", valid: "see 'almanac todo --help'")
    }
  }

  /// The checks of an action's words and options, before anything is read.
  static func validate(_ action: Action, _ arguments: ParsedArguments) throws(CLIError) {
    let words = Array(arguments.positionals.dropFirst())
    let usage = "almanac " + spec.usage[usageLine(action)]
    try refuse(listingOptions, in: arguments, for: "todo \(action.rawValue)")
    if action != .edit {
      try refuse([TextEditing.editor], in: arguments, for: "todo \(action.rawValue)")
    }
    switch action {
    case .new:
      guard words.contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
        throw .missingArgument("TITLE", usage: usage)
      }
      try refuse([title, noDue], in: arguments, for: "todo new")
    case .done, .undo, .delete:
      guard !words.isEmpty else { throw .missingArgument("UID", usage: usage) }
      try refuse(writingOptions + [due, priority], in: arguments, for: "todo \(action.rawValue)")
    case .edit:
      guard !words.isEmpty else { throw .missingArgument("UID", usage: usage) }
      if words.count > 1 { throw .unexpectedArgument(words[1], command: usage) }
      // Without a change the editor opens on a terminal, else it is a usage error (run).
      try TextEditing.validate(arguments, refusing: writingOptions + [due, priority])
    }
    if action == .new || action == .edit, let text = arguments.text(priority) {
      _ = try priorityValue(text, arguments: arguments)
    }
  }

  /// The usage line of an action in ``spec``.
  static func usageLine(_ action: Action) -> Int {
    switch action {
    case .new: 1
    case .done, .undo: 2
    case .edit: 3
    case .delete: 4
    }
  }

  /// A typed priority as PRIORITY's value: `high` 1, `medium` 5, `low` 9 (as todoman writes
  /// them), `1`…`9`, `none` or `0` for none.
  static func priorityValue(_ text: String, arguments: ParsedArguments) throws(CLIError) -> Int {
    switch text.lowercased() {
    case "high": return 1
    case "medium": return 5
    case "low": return 9
    case "none": return 0
    default:
      if let number = Int(text), (0...9).contains(number) { return number }
      throw .invalidValue(
        subject: arguments.spelling(priority), argument: text, reason: "not a priority",
        valid: "high, medium, low, none or a number 1-9")
    }
  }

  /// The list kept by `--due N` and `--priority LEVEL`.
  static func filtered(_ todos: [TodoInstance], arguments: ParsedArguments, now: Int)
    throws(CLIError) -> [TodoInstance]
  {
    var out = todos
    if let text = arguments.text(due) {
      guard let days = Int(text), (0...3_660_000).contains(days) else {
        throw .invalidValue(
          subject: arguments.spelling(due), argument: text,
          reason: "the list takes a number of days", valid: "0 to 3660000, e.g. --due 7")
      }
      out = out.filter { todo in (todo.dueUTC).map { $0 <= now + days * 86_400 } ?? false }
    }
    if let text = arguments.text(priority) {
      let levels = ["high": 4, "medium": 5, "low": 9]
      guard let least = levels[text.lowercased()] else {
        throw .invalidValue(
          subject: arguments.spelling(priority), argument: text,
          reason: "the list takes a level", valid: "high, medium, low")
      }
      out = out.filter { todo in todo.priority.map { (1...least).contains($0) } ?? false }
    }
    return out
  }

  /// Runs a writing action.
  static func run(_ action: Action, _ arguments: ParsedArguments, invocation: Invocation)
    throws(CLIError) -> ExitCode
  {
    let words = Array(arguments.positionals.dropFirst())
    var inEditor = false
    if action == .edit {
      inEditor = try TextEditing.isAsked(
        arguments, changes: writingOptions + [due, priority], subject: "todo edit",
        uid: words.first ?? "",
        valid: "--title, --due, --no-due, --start, --priority, --location, --description",
        invocation: invocation)
    }
    let options = try CalendarOptions.resolve(arguments, invocation: invocation)
    let zone = options.context.timeZone
    let now = moment(
      today: options.today, given: arguments.has(CalendarOptions.today), in: zone,
      invocation: invocation)
    let reader = DateTimeReader(
      zone: zone.identifier, today: options.today, now: invocation.now)
    let stamp = DateTimeReader.stamp(invocation.now)
    let pacing = EventSourceOptions.pacing(invocation)
    invocation.interrupts.begin()
    defer { invocation.interrupts.end() }
    if action == .new {
      let change = try change(arguments, reader: reader, title: words.joined(separator: " "))
      var store = try EventSourceOptions.load(arguments, invocation: invocation, forWriting: true)
      do throws(EventStoreError) {
        let component = try change.newComponent(uid: EventRequest.newUID(), stamp: stamp)
        let result = try store.add(
          component: component, collection: arguments.texts(CollectionOptions.collection).first,
          pacing: pacing)
        var skipped: [ICSError] = []
        if let todo = store.todos(in: zone, now: now, includingDone: true, skipped: &skipped)
          .first(where: { $0.uid == result.uid })
        {
          invocation.write(line(todo, now: now) + "\n")
        }
        invocation.write("uid: \(result.uid)\nfile: \(result.path)\n")
        return .success
      } catch {
        if case .invalidEvent(let reason) = error {
          throw .badData(subject: "to-do", argument: change.title ?? "", reason: reason)
        }
        throw EventSourceOptions.failure(error)
      }
    }
    var store = try CollectionOptions.load(arguments, invocation: invocation)
    var skipped: [ICSError] = []
    let known = Set(
      store.todos(in: zone, now: now, includingDone: true, skipped: &skipped).map(\.uid))
    // A recurring to-do is done one instance at a time: its current one, the first open.
    var current: [String: TodoInstance] = [:]
    if action == .done {
      for todo in store.todos(in: zone, now: now, skipped: &skipped)
      where todo.isRecurring && todo.recurrenceID != nil {
        current[todo.uid] = todo
      }
    }
    var uids: [String] = []
    for word in words {
      guard let uid = try resolve(word, among: known) else {
        invocation.writeError("almanac: UID '\(word)': no such to-do\n")
        return .failure
      }
      try CollectionOptions.requireOneCollection(holding: uid, in: store, arguments: arguments)
      uids.append(uid)
    }
    if inEditor, let uid = uids.first {
      return try TextEditing.run(
        uid: uid, componentName: "VTODO", noun: "to-do", store: &store, invocation: invocation)
    }
    let change: TodoChange
    switch action {
    case .done: change = TodoChange(completed: true)
    case .undo: change = TodoChange(completed: false)
    case .edit: change = try self.change(arguments, reader: reader, title: nil)
    case .new, .delete: change = TodoChange()
    }
    for uid in uids {
      do throws(EventStoreError) {
        if action == .delete {
          for result in try store.delete(uid: uid, componentName: "VTODO", pacing: pacing) {
            invocation.write("deleted: \(result.uid)\nfile: \(result.path)\n")
          }
          continue
        }
        let result: EventStore.WriteResult
        if let instance = current[uid], let recurrenceID = instance.recurrenceID {
          result = try store.addOverride(
            uid: uid, componentName: "VTODO", recurrenceID: recurrenceID, pacing: pacing,
            make: { (master) throws(EventStoreError) in
              try change.override(
                of: master, recurrenceID: recurrenceID, start: instance.start,
                due: instance.due, stamp: stamp)
            },
            change: { (todo) throws(EventStoreError) in try change.apply(to: &todo, stamp: stamp) })
          invocation.write(
            "done: \(result.uid) (\(when(instance.dueWallTime ?? instance.startWallTime ?? recurrenceID)))\n"
              + "file: \(result.path)\n")
          continue
        }
        result = try store.update(uid: uid, componentName: "VTODO", pacing: pacing) {
          (todo) throws(EventStoreError) in try change.apply(to: &todo, stamp: stamp)
        }
        let verb = action == .edit ? "updated" : action == .done ? "done" : "reopened"
        invocation.write("\(verb): \(result.uid)\nfile: \(result.path)\n")
      } catch {
        if case .invalidEvent(let reason) = error {
          throw .badData(subject: "to-do", argument: uid, reason: reason)
        }
        throw EventSourceOptions.failure(error)
      }
    }
    return .success
  }

  /// The UID that `word` names: itself, or the one UID that starts with it.
  ///
  /// - Throws: ``CLIError/invalidValue(subject:argument:reason:valid:)`` (exit 64) when
  ///   several UIDs start with it.
  /// - Returns: The UID, or `nil` when none does.
  static func resolve(_ word: String, among uids: Set<String>) throws(CLIError) -> String? {
    if uids.contains(word) { return word }
    let matches = uids.filter { !word.isEmpty && $0.hasPrefix(word) }.sorted()
    guard matches.count > 1 else { return matches.first }
    let shown = matches.prefix(5).joined(separator: ", ")
    throw .invalidValue(
      subject: "UID", argument: word,
      reason: "starts \(matches.count) to-dos' UIDs (\(shown)\(matches.count > 5 ? ", …" : ""))",
      valid: "a longer start or the whole UID")
  }

  /// The change the options of `new` or `edit` describe.
  static func change(_ arguments: ParsedArguments, reader: DateTimeReader, title: String?)
    throws(CLIError) -> TodoChange
  {
    func date(_ option: Option<String>) throws(CLIError) -> TodoChange.DateChange? {
      guard let text = arguments.text(option) else { return nil }
      do {
        return .set(try reader.dateTime(text))
      } catch {
        throw .badData(
          subject: arguments.spelling(option), argument: text,
          reason: "\(error.reason); valid: " + DateTimeForms.valid)
      }
    }
    var change = TodoChange(
      title: title ?? arguments.text(Self.title), due: try date(due), start: try date(start),
      location: arguments.text(location), notes: arguments.text(description))
    if arguments.has(noDue) { change.due = .remove }
    if let text = arguments.text(priority) {
      change.priority = try priorityValue(text, arguments: arguments)
    }
    return change
  }
}
