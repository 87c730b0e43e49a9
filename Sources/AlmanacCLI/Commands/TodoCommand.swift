import Almanac
import AlmanacICS
import AlmanacPrimitives
import Foundation

/// `almanac todo`: the to-do list (VTODO), each to-do once by due date, overdue ones first, as
/// todoman's `list`; with a day range, every instance due in it, recurring to-dos expanded.
enum TodoCommand: Subcommand {
  /// `--all`.
  static let all = Flag(
    "all", help: "Also list completed and cancelled to-dos (and done instances).")
  /// `--from DAY`.
  static let from = Option<DayInput>(
    "from", placeholder: "DAY",
    help: "List every instance due from DAY (YYYY-MM-DD, today, +3d, fri…), recurring "
      + "to-dos expanded; undated to-dos are then left out.")
  /// `--to DAY`.
  static let to = Option<DayInput>(
    "to", placeholder: "DAY", help: "Last day of the range, inclusive (--from defaults to today).")
  /// `-d, --days N`.
  static let days = Option<Int>(
    "days", short: "d", in: 1...3_660_000, help: "Number of days of the range (default: 7).")

  static let spec = CommandSpec(
    name: "todo",
    abstract: "list to-dos (VTODO) by due date, overdue first",
    usage: [
      "todo [--all] [--from DAY] [--to DAY | --days N] [-a NAME] [--details] "
        + "[--format text|json] [--ics PATH]"
    ],
    positionals: [],
    groups: [
      OptionGroup(title: "To-do options", options: [all, from, to, days, EventsCommand.format]),
      AgendaRange.group,
      EventSourceOptions.group,
      CalendarOptions.agendaGroup,
      GeneralOptions.group,
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

      EXAMPLES:
        almanac todo
        almanac todo --all -a work --details
        almanac todo --from today --days 14 --format json

      EXIT STATUS: 0 success (also for an empty list), 64 usage error, 65 unreadable calendars.
      """,
    exclusiveGroups: [ExclusiveGroup([to, days], reason: "choose one")])

  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    if let extra = arguments.positionals.first {
      throw .unexpectedArgument(extra, command: "almanac " + spec.usage[0])
    }
  }

  static func run(_ arguments: ParsedArguments, invocation: Invocation) throws(CLIError)
    -> ExitCode
  {
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
    let todos: [TodoInstance]
    if let range {
      todos = store.todos(
        from: range.lowerBound, through: range.upperBound, in: zone,
        includingDone: includingDone, skipped: &skipped)
    } else {
      todos = store.todos(in: zone, now: now, includingDone: includingDone, skipped: &skipped)
    }
    EventSourceOptions.warn(skipped, invocation: invocation)
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
