import Almanac
import AlmanacICS
import AlmanacPrimitives
import AlmanacStore
import Foundation

/// `almanac todo`: the to-do list (VTODO), each to-do once by due date, overdue ones first, as
/// todoman's `list`; with a day range, every instance due in it, recurring to-dos expanded.
enum TodoCommand: Subcommand {
  /// `--all`.
  static let all = Flag(
    "all", help: "Also list completed and cancelled to-dos (and done instances).")
  /// `--from DAY`, `--to DAY`, `-d, --days N`, and the group of the last two.
  static let (from, to, days, oneEnd) = AgendaRange.dayOptions(
    from: "List every instance due from DAY (YYYY-MM-DD, today, +3d, fri…), recurring "
      + "to-dos expanded; undated to-dos are then left out.",
    to: "Last day of the range, inclusive (--from defaults to today).",
    days: "Number of days of the range (default: 7).")

  /// `--due N` (listing: due within N days) or `--due WHEN` (new, edit: the due day or time).
  static let due = Option<String>(
    "due", placeholder: "N|WHEN",
    help: "List: only to-dos due within N days (overdue ones too). new, edit: the due day "
      + "or time (the forms of add --start: 2026-12-24, fri, 'tomorrow 17:00').")
  /// `--no-due`.
  static let noDue = Flag("no-due", help: "edit: remove the due date.")
  /// `--start WHEN`.
  static let start = Option<String>(
    "start", placeholder: "WHEN", help: "new, edit: the start (DTSTART), as --due.")
  /// `--priority LEVEL`.
  static let priority = Option<String>(
    "priority", placeholder: "LEVEL",
    help: "List: only to-dos at least this urgent (high, medium, low). new, edit: high (1), "
      + "medium (5), low (9), a number 1-9, or none.")
  /// `-t, --title TEXT`.
  static let title = EventFieldOptions.title(help: "edit: the new summary.")
  /// `--location TEXT`.
  static let location = EventFieldOptions.location(help: "new, edit: the location ('' removes it).")
  /// `--description TEXT`.
  static let description = EventFieldOptions.description(
    help: "new, edit: the description ('' removes it).")

  static let spec = CommandSpec(
    name: "todo",
    abstract: "list, add, complete, change and delete to-dos (VTODO)",
    usage: [
      "todo [--all] [--due N] [--priority LEVEL] [--from DAY] [--to DAY | --days N] "
        + "[-a NAME] [--details] [--format text|json] [--ics PATH]",
      "todo new TITLE… [--due WHEN] [--start WHEN] [--priority LEVEL] [--location TEXT] "
        + "[--description TEXT] [-a NAME]",
      "todo done|undo UID…",
      "todo edit UID [--title TEXT] [--due WHEN | --no-due] [--start WHEN] "
        + "[--priority LEVEL] [--location TEXT] [--description TEXT] | --editor",
      "todo delete UID…",
    ],
    positionals: [
      PositionalSpec(
        name: "ACTION", help: "new, done, undo, edit or delete; none lists the to-dos."),
      PositionalSpec(
        name: "UID", help: "A to-do's UID or a unique start of it (see 'todo --details')."),
    ],
    groups: [
      OptionGroup(
        title: "To-do options",
        options: [all, due, priority, from, to, days, EventsCommand.format]),
      OptionGroup(
        title: "Writing (new, edit)",
        options: [title, start, noDue, location, description, TextEditing.editor]),
      AgendaRange.group,
      EventSourceOptions.group,
      CalendarOptions.agendaGroup,
    ],
    discussion: """
      Without a range, every open to-do is listed once: a recurring to-do at its current
      instance, the first one not done (whether the client completed the earlier ones with an
      override per instance, as Thunderbird does, or moved the series on, as Apple Reminders
      and todoman do). Sorted by due time (the start when there is no DUE), so overdue ones
      lead; then by priority; undated to-dos last. A to-do is done when its STATUS is
      COMPLETED or CANCELLED or it has a COMPLETED date. Times are in the display time zone
      (--time-zone, else TZ); a due date is overdue once its day is over.
        [ ] 2026-03-09        Water the plants  repeats  [home]  overdue
        [ ] 2026-03-11 09:00  Send the report  40%  !!!  [work]
      A priority is marked as todoman marks it: !!! for 1-4 (high), !! for 5, ! for 6-9
      (low). JSON items carry uid, summary, status, done, due, start (ISO 8601 with offset, or
      dates), completed, percentComplete, priority, overdue, recurrenceId, location and
      collection.

      --due N keeps the to-dos due within N days (overdue ones too), --priority LEVEL those
      at least that urgent, as todoman's list does (its --due counts hours).

      todo new writes a VTODO (UID, DTSTAMP, CREATED, SUMMARY, STATUS:NEEDS-ACTION, DUE as a
      date or a date-time in the display zone) into the collection -a NAME, else the
      configuration file's collection, else the first; todo done completes each to-do
      (STATUS:COMPLETED, COMPLETED, PERCENT-COMPLETE:100), todo undo opens it again; todo
      edit changes it (todo edit UID --editor, or todo edit UID without a change on a
      terminal, opens its VTODO text in $VISUAL, else $EDITOR, else vi, as edit --editor
      does); todo delete removes it. Every property
      and component not changed keeps its bytes; SEQUENCE goes up by one, DTSTAMP and
      LAST-MODIFIED become now. A UID may be shortened to any start that only one to-do's
      UID has. todo done of a recurring to-do completes its current instance (the first
      open one) with an override, as Thunderbird does, and the list moves on to the next;
      todo undo reopens the series' master.

      EXAMPLES:
        almanac todo
        almanac todo --all -a work --details
        almanac todo --due 7 --priority high
        almanac todo --from today --days 14 --format json
        almanac todo new Renew the passport --due 2026-12-24 --priority high -a home
        almanac todo done 5F3A
        almanac todo edit 5F3A --due 'fri 17:00' --location 'Town hall'

      EXIT STATUS: 0 success (also for an empty list), 1 no such to-do or the editor exited
      non-zero, 64 usage error (also a UID start that several to-dos share), 65 bad date,
      refused edited text or unreadable calendars, 73 cannot create or write the file, 74
      I/O error (a full disk).
      """,
    exclusiveGroups: [oneEnd, ExclusiveGroup([due, noDue], reason: "give one of them")])

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    guard let first = arguments.positionals.first else {
      try refuse(writingOptions + [TextEditing.editor], in: arguments, for: "the list")
      return
    }
    guard let action = Action(rawValue: first) else {
      throw .invalidValue(
        subject: "action", argument: first, reason: "not a to-do action",
        valid: Action.allCases.map(\.rawValue).joined(separator: ", "))
    }
    try validate(action, arguments)
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
    if let first = arguments.positionals.first, let action = Action(rawValue: first) {
      return try run(action, arguments, invocation: invocation)
    }
    let options = try CalendarOptions.resolve(arguments, invocation: invocation)
    let zone = options.context.timeZone
    let includingDone = arguments.has(all)
    let now = moment(
      today: options.today, given: arguments.has(CalendarOptions.today), in: zone,
      invocation: invocation)
    // The range is checked before the calendars are read: a usage error wins.
    var range: ClosedRange<Day>?
    if arguments.has(from) || arguments.has(to) || arguments.has(days) {
      let first = try arguments.value(from)?.resolved(today: options.today) ?? options.today
      var last = CalendarOptions.day(first, plus: 6)
      if let given = try arguments.value(to) {
        last = given.resolved(today: options.today)
        guard last >= first else {
          throw .invalidValue(
            subject: arguments.spelling(to), argument: arguments.text(to) ?? "",
            reason: "is before --from", valid: "a day on or after \(first)")
        }
      }
      if let days = try arguments.value(days) { last = CalendarOptions.day(first, plus: days - 1) }
      range = first...last
    }
    let store = try CollectionOptions.load(arguments, invocation: invocation)
    var skipped: [ICSError] = []
    var todos: [TodoInstance]
    if let range {
      todos = store.todos(
        from: range.lowerBound, through: range.upperBound, in: zone,
        includingDone: includingDone, skipped: &skipped)
    } else {
      todos = store.todos(in: zone, now: now, includingDone: includingDone, skipped: &skipped)
    }
    EventSourceOptions.warn(skipped, invocation: invocation)
    todos = try filtered(todos, arguments: arguments, now: now)
    if try arguments.value(EventsCommand.format) == .json {
      invocation.write(json(todos, now: now))
      return .success
    }
    let details = arguments.has(CollectionOptions.details)
    var out = ""
    for todo in todos {
      out += line(todo, now: now) + "\n"
      if details {
        out += CollectionOptions.details(
          uid: todo.uid, location: todo.location, notes: todo.notes, indent: "    ")
      }
    }
    invocation.write(out)
    return .success
  }

  /// The instant "overdue" is judged at: now, or with `--today` the same wall-clock time on
  /// that day in the display zone.
  static func moment(today: Day, given: Bool, in zone: TimeZone, invocation: Invocation) -> Int {
    let now = Int(invocation.now.timeIntervalSince1970.rounded(.down))
    guard given else { return now }
    let offset = zone.secondsFromGMT(for: invocation.now)
    let secondOfDay = (now + offset) - Int((Double(now + offset) / 86_400).rounded(.down)) * 86_400
    let local = today.serial * 86_400 + secondOfDay
    return local - zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local)))
  }

  /// A wall time as `2026-03-11 09:00`, or a date as `2026-03-11`.
  static func when(_ value: ICSDateTime) -> String {
    let text = value.isoText
    return value.isDate ? text : text.prefix(10) + " " + text.dropFirst(11).prefix(5)
  }

  /// The marks of a PRIORITY, as todoman writes them: `!!!` for 1–4 (high), `!!` for 5
  /// (medium), `!` for 6–9 (low); `nil` for none, 0 (RFC 5545's "undefined") or a value out
  /// of range.
  static func priorityMarks(_ priority: Int?) -> String? {
    switch priority {
    case .some(1...4): "!!!"
    case .some(5): "!!"
    case .some(6...9): "!"
    default: nil
    }
  }

  /// One to-do in the text form: `[ ] 2026-03-11 09:00  Summary  40%  !!!  [work]  overdue`.
  ///
  /// - Parameters:
  ///   - todo: The to-do.
  ///   - now: The current instant (for "overdue").
  /// - Returns: The line, without its newline.
  static func line(_ todo: TodoInstance, now: Int) -> String {
    let mark =
      todo.status == "CANCELLED" ? "[-]" : todo.isDone ? "[x]" : "[ ]"
    var date = ""
    if let due = todo.dueWallTime {
      date = when(due)
    } else if let start = todo.startWallTime {
      date = "from " + when(start)
    }
    var out = mark + " " + date.padding(toLength: max(16, date.count), withPad: " ", startingAt: 0)
    out += "  " + (todo.summary.isEmpty ? "(no summary)" : todo.summary)
    if let percent = todo.percentComplete, percent > 0, !todo.isDone { out += "  \(percent)%" }
    if let marks = priorityMarks(todo.priority) { out += "  " + marks }
    if todo.isRecurring { out += "  repeats" }
    out += "  [" + todo.collection.title + "]"
    if todo.isOverdue(at: now) { out += "  overdue" }
    return out
  }

  /// The to-dos as a JSON array (one object per line).
  ///
  /// - Parameters:
  ///   - todos: The to-dos.
  ///   - now: The current instant (for `overdue`).
  /// - Returns: The JSON text, ending in a newline.
  static func json(_ todos: [TodoInstance], now: Int) -> String {
    if todos.isEmpty { return "[]\n" }
    let quoted = JSONText.quotedOrNull
    var out = "[\n"
    for (position, todo) in todos.enumerated() {
      let fields = [
        "\"uid\": \(quoted(todo.uid))", "\"summary\": \(quoted(todo.summary))",
        "\"status\": \(quoted(todo.status))", "\"done\": \(todo.isDone)",
        "\"due\": \(quoted(todo.dueText))", "\"start\": \(quoted(todo.startText))",
        "\"completed\": \(quoted(todo.completed?.isoText))",
        "\"percentComplete\": \(todo.percentComplete.map(String.init) ?? "null")",
        "\"priority\": \(todo.priority.map(String.init) ?? "null")",
        "\"overdue\": \(todo.isOverdue(at: now))",
        "\"recurrenceId\": \(quoted(todo.recurrenceID?.isoText))",
        "\"location\": \(quoted(todo.location))",
        "\"collection\": \(quoted(todo.collection.title))",
      ]
      out += "  {" + fields.joined(separator: ", ") + "}"
      out += position + 1 < todos.count ? ",\n" : "\n"
    }
    return out + "]\n"
  }
}
