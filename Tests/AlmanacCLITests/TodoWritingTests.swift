import AlmanacTestSupport
import Foundation
import Testing

/// `almanac todo new|done|undo|edit|delete` and the list's `--due`/`--priority`, driving the
/// built binary on calendars written by the test.
@Suite("almanac todo writing")
struct TodoWritingTests {
  typealias Scratch = EventsCommandTests.Scratch

  static func run(_ arguments: [String], _ scratch: Scratch, extra: [String: String] = [:])
    throws -> RunResult
  {
    try BinaryLocator.run(
      arguments,
      environment: scratch.environment.merging([
        "PATH": "/usr/bin:/bin", "ALMANAC_CALENDARS": scratch.root + "/calendars",
      ]) { $1 }.merging(extra) { $1 })
  }

  /// A to-do with what a writer could lose: an X- property with a parameter, a quoted
  /// parameter, an alarm, a property the tool does not know.
  static let keptTodo = TodoWriteKeepingTests.todo

  static let otherTodo = """
    BEGIN:VTODO
    UID:task-plants
    DTSTAMP:20261101T000000Z
    DUE;VALUE=DATE:20261210
    PRIORITY:9
    SUMMARY:Water the plants
    X-UNKNOWN;X-P=1:kept
    END:VTODO

    """

  // The event beside the to-dos, and the wrapping, as the keeping tests write them.
  static let event = TodoWriteKeepingTests.event
  static func calendar(_ body: String) -> String { TodoWriteKeepingTests.calendar(body) }
  static func crlf(_ text: String) -> String { TodoWriteKeepingTests.crlf(text) }

  /// A scratch folder with one collection `home` holding one file of two to-dos and an event.
  static func home() throws -> (Scratch, String) {
    let scratch = try Scratch()
    let path = try scratch.write(
      "calendars/home/shared.ics", calendar(keptTodo + otherTodo + event))
    return (scratch, path)
  }

  /// Whether `line` is `NAME:` with a UTC date-time (`20261204T005931Z`).
  static func isStamp(_ line: String, _ name: String) -> Bool {
    guard line.hasPrefix(name + ":") else { return false }
    let value = Array(line.dropFirst(name.count + 1))
    return value.count == 16 && value[8] == "T" && value[15] == "Z"
      && (value[0..<8] + value[9..<15]).allSatisfy(\.isNumber)
  }

  static func text(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// The lines of the VTODO with `uid` in `text`.
  static func lines(ofTodo uid: String, in text: String) -> [String] {
    var out: [String] = []
    var current: [String] = []
    var inside = false
    for line in text.components(separatedBy: "\r\n") {
      if line == "BEGIN:VTODO" { inside = true }
      if inside { current.append(line) }
      if line == "END:VTODO" {
        if current.contains("UID:" + uid) { out = current }
        current = []
        inside = false
      }
    }
    return out
  }

  @Test func newWritesAVTodoIntoTheCollectionAndPrintsItsLine() throws {
    let scratch = try Scratch()
    try FileManager.default.createDirectory(
      atPath: scratch.root + "/calendars/work", withIntermediateDirectories: true)
    let result = try Self.run(
      [
        "todo", "new", "Renew", "the passport", "--due", "2026-12-24", "--priority", "high",
        "-a", "home", "--location", "Town hall", "--description", "Bring photos",
      ], scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let output = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(output.count == 3, "\(result.standardOutput)")
    #expect(output.first == "[ ] 2026-12-24        Renew the passport  !!!  [home]")
    let uid = try #require(output.dropFirst().first?.split(separator: " ").last.map(String.init))
    #expect(output.dropFirst().first == "uid: " + uid)
    let path = try #require(output.last?.dropFirst("file: ".count).description)
    #expect(path.hasPrefix(scratch.root + "/calendars/home/"))
    let todo = Self.lines(ofTodo: uid, in: try Self.text(path))
    #expect(todo.contains("STATUS:NEEDS-ACTION"))
    #expect(todo.contains("SUMMARY:Renew the passport"))
    #expect(todo.contains("DUE;VALUE=DATE:20261224"))
    #expect(todo.contains("PRIORITY:1"))
    #expect(todo.contains("LOCATION:Town hall"))
    #expect(todo.contains("DESCRIPTION:Bring photos"))
    for name in ["DTSTAMP", "CREATED"] {
      #expect(
        todo.contains { Self.isStamp($0, name) }, "\(name): \(todo)")
    }
    // The list reads it back.
    let list = try Self.run(["todo"], scratch)
    #expect(list.standardOutput == output[0] + "\n")
  }

  @Test func newWritesIntoTheConfiguredCollectionWhichDoesNotFilterTheList() throws {
    let (scratch, _) = try Self.home()
    let config = try scratch.write("config", "collection = errands\n")
    let environment = ["ALMANAC_CONFIG": config]
    let result = try Self.run(["todo", "new", "Buy bulbs"], scratch, extra: environment)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix("[ ]                   Buy bulbs  [errands]\n"))
    #expect(result.standardOutput.contains("\nfile: \(scratch.root)/calendars/errands/"))
    let list = try Self.run(["todo", "--today", "2026-11-29"], scratch, extra: environment)
    #expect(
      list.standardOutput == """
        [ ] 2026-12-03        Renew the passport  20%  !!  [home]
        [ ] 2026-12-10        Water the plants  !  [home]
        [ ]                   Buy bulbs  [errands]

        """)
  }

  @Test func newTakesADueTimeInTheDisplayZoneAndARelativeDay() throws {
    let scratch = try Scratch()
    let timed = try Self.run(
      [
        "todo", "new", "Call", "--due", "2026-12-24 17:00", "--time-zone", "Europe/Berlin",
        "--priority", "7",
      ], scratch)
    #expect(timed.exitCode == 0, "\(timed.standardError)")
    #expect(timed.standardOutput.hasPrefix("[ ] 2026-12-24 17:00  Call  !  [default]\n"))
    let path = try #require(timed.standardOutput.split(separator: "\n").last?.dropFirst(6))
    let file = try Self.text(String(path))
    #expect(file.contains("\r\nDUE;TZID=Europe/Berlin:20261224T170000\r\n"), "\(file)")
    #expect(file.contains("\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n"), "\(file)")
    let relative = try Self.run(
      ["todo", "new", "Post", "--due", "tomorrow", "--today", "2026-11-29"], scratch)
    #expect(relative.exitCode == 0, "\(relative.standardError)")
    #expect(relative.standardOutput.hasPrefix("[ ] 2026-11-30        Post  [default]\n"))
  }

  @Test func doneCompletesByAUniqueStartOfTheUIDAndKeepsEverythingElse() throws {
    let (scratch, path) = try Self.home()
    let result = try Self.run(["todo", "done", "task-pa"], scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput == "done: task-passport\nfile: \(path)\n")
    let file = try Self.text(path)
    let todo = Self.lines(ofTodo: "task-passport", in: file)
    #expect(todo.contains("STATUS:COMPLETED"))
    #expect(todo.contains("PERCENT-COMPLETE:100"))
    #expect(!todo.contains("PERCENT-COMPLETE:20"))
    #expect(todo.contains("SEQUENCE:1"))
    for name in ["COMPLETED", "LAST-MODIFIED", "DTSTAMP"] {
      #expect(
        todo.contains { Self.isStamp($0, name) }, "\(name): \(todo)")
    }
    #expect(!todo.contains("DTSTAMP:20261101T000000Z"))
    // What the change does not touch keeps its bytes.
    for kept in [
      "X-TASKS-ORG-FLAG;X-LEVEL=2:urgent", "ATTENDEE;CN=\"Doe, Jane\":mailto:jane@example.com",
      "PRIORITY:5", "DUE;VALUE=DATE:20261203",
    ] {
      #expect(todo.contains(kept), "\(kept) lost:\n\(file)")
    }
    #expect(
      file.contains(
        Self.crlf("BEGIN:VALARM\nACTION:DISPLAY\nTRIGGER:-PT1H\nDESCRIPTION:Passport\nEND:VALARM\n")
      ))
    #expect(file.contains(Self.crlf(Self.otherTodo + Self.event)), "\(file)")
    // The list leaves it out; --all shows it done.
    let open = try Self.run(["todo", "--today", "2026-11-29"], scratch)
    #expect(open.standardOutput == "[ ] 2026-12-10        Water the plants  !  [home]\n")
    let all = try Self.run(["todo", "--all", "--today", "2026-11-29"], scratch)
    #expect(
      all.standardOutput == """
        [x] 2026-12-03        Renew the passport  !!  [home]
        [ ] 2026-12-10        Water the plants  !  [home]

        """)
    // undo opens it again.
    let undo = try Self.run(["todo", "undo", "task-passport"], scratch)
    #expect(undo.exitCode == 0, "\(undo.standardError)")
    let reopened = Self.lines(ofTodo: "task-passport", in: try Self.text(path))
    #expect(reopened.contains("STATUS:NEEDS-ACTION"))
    #expect(!reopened.contains { $0.hasPrefix("COMPLETED:") || $0.hasPrefix("PERCENT-COMPLETE") })
    #expect(reopened.contains("SEQUENCE:2"))
  }

  @Test func doneOfARecurringTodoCompletesItsCurrentInstanceOnly() throws {
    let scratch = try Scratch()
    let series = TodoCommandTests.rent
    let path = try scratch.write("calendars/home/rent.ics", Self.calendar(series))
    let today = ["--today", "2026-11-29"]
    let first = try Self.run(["todo", "done", "rent"] + today, scratch)
    #expect(first.exitCode == 0, "\(first.standardError)")
    #expect(first.standardOutput == "done: rent (2026-11-27)\nfile: \(path)\n")
    let file = try Self.text(path)
    // The series keeps its bytes; the override follows it.
    #expect(
      file.hasPrefix(Self.crlf("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\n" + series)))
    let override = Self.lines(ofTodo: "rent", in: String(file.dropFirst(Self.crlf(series).count)))
    for line in [
      "RECURRENCE-ID;VALUE=DATE:20261127", "DUE;VALUE=DATE:20261127", "STATUS:COMPLETED",
      "PERCENT-COMPLETE:100", "SUMMARY:Pay rent", "X-KEEP;X-P=1:yes",
    ] {
      #expect(override.contains(line), "\(line): \(file)")
    }
    #expect(!override.contains("RRULE:FREQ=MONTHLY"))
    let list = try Self.run(["todo"] + today, scratch)
    #expect(list.standardOutput == "[ ] 2026-12-27        Pay rent  repeats  [home]\n")
    let second = try Self.run(["todo", "done", "rent"] + today, scratch)
    #expect(second.standardOutput == "done: rent (2026-12-27)\nfile: \(path)\n")
    let all = try Self.run(["todo", "--all"] + today, scratch)
    #expect(
      all.standardOutput == """
        [x] 2026-11-27        Pay rent  repeats  [home]
        [x] 2026-12-27        Pay rent  repeats  [home]
        [ ] 2027-01-27        Pay rent  repeats  [home]

        """)
  }

  @Test func doneTakesSeveralUIDs() throws {
    let (scratch, path) = try Self.home()
    let result = try Self.run(["todo", "done", "task-passport", "task-plants"], scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(
      result.standardOutput
        == "done: task-passport\nfile: \(path)\ndone: task-plants\nfile: \(path)\n")
    let list = try Self.run(["todo"], scratch)
    #expect(list.standardOutput.isEmpty)
  }

  @Test func editChangesOnlyWhatIsGiven() throws {
    let (scratch, path) = try Self.home()
    let result = try Self.run(
      [
        "todo", "edit", "task-pa", "--title", "Renew both passports", "--no-due", "--priority",
        "low", "--location", "Town hall",
      ], scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput == "updated: task-passport\nfile: \(path)\n")
    let file = try Self.text(path)
    let todo = Self.lines(ofTodo: "task-passport", in: file)
    #expect(todo.contains("SUMMARY:Renew both passports"))
    #expect(!todo.contains { $0.hasPrefix("DUE") })
    #expect(todo.contains("PRIORITY:9"))
    #expect(todo.contains("LOCATION:Town hall"))
    #expect(todo.contains("PERCENT-COMPLETE:20"))
    #expect(todo.contains("X-TASKS-ORG-FLAG;X-LEVEL=2:urgent"))
    #expect(file.contains(Self.crlf(Self.otherTodo + Self.event)))
    let due = try Self.run(
      ["todo", "edit", "task-passport", "--due", "2026-12-05 09:30", "--time-zone", "UTC"],
      scratch)
    #expect(due.exitCode == 0, "\(due.standardError)")
    #expect(
      Self.lines(ofTodo: "task-passport", in: try Self.text(path)).contains(
        "DUE:20261205T093000Z"))
  }

  @Test func deleteRemovesTheTodoOnly() throws {
    let (scratch, path) = try Self.home()
    let lone = try scratch.write(
      "calendars/home/lone.ics",
      Self.calendar("BEGIN:VTODO\nUID:lone\nDTSTAMP:20261101T000000Z\nSUMMARY:Lone\nEND:VTODO\n"))
    let result = try Self.run(["todo", "delete", "task-passport", "lone"], scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(
      result.standardOutput
        == "deleted: task-passport\nfile: \(path)\ndeleted: lone\nfile: \(lone)\n")
    #expect(
      try Self.text(path)
        == Self.crlf(
          "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\n" + Self.otherTodo + Self.event
            + "END:VCALENDAR\n"))
    #expect(!FileManager.default.fileExists(atPath: lone))
  }

  @Test func theListFiltersByDueDaysAndPriorityAsTodoman() throws {
    let (scratch, _) = try Self.home()
    try scratch.write(
      "calendars/home/more.ics",
      Self.calendar(
        "BEGIN:VTODO\nUID:urgent\nDTSTAMP:20261101T000000Z\nDUE;VALUE=DATE:20261203\n"
          + "PRIORITY:2\nSUMMARY:Urgent\nEND:VTODO\n"
          + "BEGIN:VTODO\nUID:undated\nDTSTAMP:20261101T000000Z\nPRIORITY:1\n"
          + "SUMMARY:Someday\nEND:VTODO\n"))
    // Sorted by due, then priority (the more urgent first on the same day).
    let all = try Self.run(["todo", "--today", "2026-11-29"], scratch)
    #expect(
      all.standardOutput == """
        [ ] 2026-12-03        Urgent  !!!  [home]
        [ ] 2026-12-03        Renew the passport  20%  !!  [home]
        [ ] 2026-12-10        Water the plants  !  [home]
        [ ]                   Someday  !!!  [home]

        """)
    let week = try Self.run(["todo", "--today", "2026-11-29", "--due", "7"], scratch)
    #expect(
      week.standardOutput == """
        [ ] 2026-12-03        Urgent  !!!  [home]
        [ ] 2026-12-03        Renew the passport  20%  !!  [home]

        """)
    let high = try Self.run(["todo", "--today", "2026-11-29", "--priority", "high"], scratch)
    #expect(
      high.standardOutput == """
        [ ] 2026-12-03        Urgent  !!!  [home]
        [ ]                   Someday  !!!  [home]

        """)
    let medium = try Self.run(
      ["todo", "--today", "2026-11-29", "--priority", "medium", "--due", "30"], scratch)
    #expect(
      medium.standardOutput == """
        [ ] 2026-12-03        Urgent  !!!  [home]
        [ ] 2026-12-03        Renew the passport  20%  !!  [home]

        """)
  }

  @Test func anAmbiguousOrUnknownUIDIsRefusedAndNothingIsWritten() throws {
    let (scratch, path) = try Self.home()
    let before = try Self.text(path)
    let ambiguous = try Self.run(["todo", "done", "task"], scratch)
    #expect(ambiguous.exitCode == 64)
    #expect(
      ambiguous.standardError
        == "almanac: UID 'task': starts 2 to-dos' UIDs (task-passport, task-plants); "
        + "valid: a longer start or the whole UID\n")
    let unknown = try Self.run(["todo", "delete", "nosuch"], scratch)
    #expect(unknown.exitCode == 1)
    #expect(unknown.standardError == "almanac: UID 'nosuch': no such to-do\n")
    // An event's UID is not a to-do's.
    let event = try Self.run(["todo", "done", "meet"], scratch)
    #expect(event.exitCode == 1)
    #expect(event.standardError == "almanac: UID 'meet': no such to-do\n")
    #expect(try Self.text(path) == before)
  }

  @Test func badInputNamesWhatAndWhere() throws {
    let (scratch, path) = try Self.home()
    let before = try Self.text(path)
    let cases: [([String], Int32, String)] = [
      (
        ["todo", "frob"], 64,
        "almanac: action 'frob': not a to-do action; valid: new, done, undo, edit, delete\n"
      ),
      (
        ["todo", "new", "X", "--priority", "urgent"], 64,
        "almanac: --priority 'urgent': not a priority; valid: high, medium, low, none or a number 1-9\n"
      ),
      (
        ["todo", "--priority", "3"], 64,
        "almanac: --priority '3': the list takes a level; valid: high, medium, low\n"
      ),
      (
        ["todo", "--due", "soon"], 64,
        "almanac: --due 'soon': the list takes a number of days; valid: 0 to 3660000, e.g. --due 7\n"
      ),
      (
        ["todo", "--title", "X"], 64,
        "almanac: option '--title': does not apply to the list; valid: see 'almanac todo --help'\n"
      ),
      (
        ["todo", "done", "task-plants", "--all"], 64,
        "almanac: option '--all': does not apply to todo done; valid: see 'almanac todo --help'\n"
      ),
      (
        ["todo", "edit", "task-plants"], 64,
        "almanac: todo edit 'task-plants': nothing to change; valid: --title, --due, --no-due, "
          + "--start, --priority, --location, --description, or --editor\n"
      ),
      (
        ["todo", "edit", "task-plants", "--due", "2026-12-01", "--no-due"], 64,
        "almanac: option '--due': cannot be used with '--no-due'; give one of them\n"
      ),
      (
        ["todo", "edit", "task-plants", "--title", " "], 65,
        "almanac: to-do 'task-plants': the title cannot be empty\n"
      ),
      (
        ["todo", "edit", "task-plants", "--start", "2026-12-20"], 65,
        "almanac: to-do 'task-plants': DUE 2026-12-10 is before DTSTART 2026-12-20\n"
      ),
      (
        ["todo", "edit", "task-plants", "--start", "2026-12-01 09:00", "--time-zone", "UTC"], 65,
        "almanac: to-do 'task-plants': DUE 2026-12-10 and DTSTART 2026-12-01T09:00:00Z must "
          + "both be days or both be times\n"
      ),
      (
        ["todo", "new", "Late", "--start", "2026-12-02", "--due", "2026-12-01"], 65,
        "almanac: to-do 'Late': DUE 2026-12-01 is before DTSTART 2026-12-02\n"
      ),
    ]
    for (arguments, code, message) in cases {
      let result = try Self.run(arguments, scratch)
      #expect(result.exitCode == code, "\(arguments)")
      #expect(result.standardError == message, "\(arguments)")
      #expect(result.standardOutput.isEmpty, "\(arguments)")
    }
    let date = try Self.run(["todo", "edit", "task-plants", "--due", "2026-13-01"], scratch)
    #expect(date.exitCode == 65)
    #expect(date.standardError.hasPrefix("almanac: --due '2026-13-01': "), "\(date.standardError)")
    let missing = try Self.run(["todo", "new"], scratch)
    #expect(missing.exitCode == 64)
    #expect(missing.standardError.hasPrefix("almanac: missing TITLE; usage: almanac todo new "))
    #expect(try Self.text(path) == before)
  }
}
