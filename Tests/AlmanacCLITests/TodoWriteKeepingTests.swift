import AlmanacTestSupport
import Foundation
import Testing

/// Every write (`add`, `edit`, `delete`, `import`) keeps the VTODO and VJOURNAL components of
/// a file byte for byte, with their unknown properties, parameters, alarms and folding; run
/// in-process on files written by the test. (`sync`: scripts/suites/caldav/test_sync.py.)
@Suite("Writes keep to-dos and journals")
struct TodoWriteKeepingTests {
  typealias Scratch = EventsCommandTests.Scratch

  /// A to-do with what a writer could lose: an X- property with a parameter, an alarm, a
  /// property the tool does not know, a quoted parameter.
  static let todo = """
    BEGIN:VTODO
    UID:task-passport
    DTSTAMP:20261101T000000Z
    DUE;VALUE=DATE:20261203
    SUMMARY:Renew the passport
    X-TASKS-ORG-FLAG;X-LEVEL=2:urgent
    PERCENT-COMPLETE:20
    PRIORITY:5
    ATTENDEE;CN="Doe, Jane":mailto:jane@example.com
    BEGIN:VALARM
    ACTION:DISPLAY
    TRIGGER:-PT1H
    DESCRIPTION:Passport
    END:VALARM
    END:VTODO

    """

  /// A journal with a folded line (a rewrite would unfold or refold it) and an X- property.
  static let journal = """
    BEGIN:VJOURNAL
    UID:diary
    DTSTAMP:20261101T000000Z
    DTSTART;VALUE=DATE:20261129
    SUMMARY:Notes
    DESCRIPTION:A long line that is folded before seventy-five octets so that a w
     riter would fold it elsewhere
    X-UNKNOWN;X-P=1:kept
    END:VJOURNAL

    """

  static let event = StoreFixture.event(
    uid: "meet", summary: "Meeting", start: "DTSTART:20261201T100000Z",
    end: "DTEND:20261201T110000Z")

  static func calendar(_ body: String) -> String { calendarText(body) }

  static func crlf(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: "\r\n")
  }

  static func text(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// The file still holds both blocks exactly as written.
  static func expectKept(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let text = try Self.text(path)
    #expect(text.contains(crlf(todo)), "to-do changed:\n\(text)", sourceLocation: sourceLocation)
    #expect(
      text.contains(crlf(journal)), "journal changed:\n\(text)", sourceLocation: sourceLocation)
  }

  static func run(_ arguments: [String], _ scratch: Scratch) -> RunResult {
    CLIHarness.run(arguments, environment: scratch.environment)
  }

  @Test func addEditDeleteInAnICSFileKeepThem() throws {
    let scratch = try Scratch()
    let path = try scratch.write("home.ics", Self.calendar(Self.event + Self.todo + Self.journal))
    let added = Self.run(
      [
        "add", "--title", "Dentist", "--start", "2026-12-02T15:00", "--duration", "30m",
        "--ics", path,
      ], scratch)
    #expect(added.exitCode == 0, "\(added.standardError)")
    try Self.expectKept(path)
    #expect(try Self.text(path).contains("SUMMARY:Dentist\r\n"))
    let edited = Self.run(["edit", "meet", "--title", "Retro", "--ics", path], scratch)
    #expect(edited.exitCode == 0, "\(edited.standardError)")
    try Self.expectKept(path)
    #expect(try Self.text(path).contains("SUMMARY:Retro\r\n"))
    let deleted = Self.run(["delete", "meet", "--ics", path], scratch)
    #expect(deleted.exitCode == 0, "\(deleted.standardError)")
    try Self.expectKept(path)
    #expect(!(try Self.text(path)).contains("UID:meet\r\n"))
    // Still read as to-dos after the writes.
    let listed = Self.run(["todo", "--ics", path], scratch)
    #expect(
      listed.standardOutput == "[ ] 2026-12-03        Renew the passport  20%  !!  [home.ics]\n")
    // A to-do's UID is not an event's: delete and edit do not touch it (edit's DTEND and
    // DURATION would make a to-do with DUE invalid).
    #expect(Self.run(["delete", "task-passport", "--ics", path], scratch).exitCode == 1)
    let editTodo = Self.run(["edit", "task-passport", "--duration", "1h", "--ics", path], scratch)
    #expect(editTodo.exitCode == 1)
    #expect(
      editTodo.standardError.contains(
        "is a to-do, not an event; use 'almanac todo edit task-passport'"))
    try Self.expectKept(path)
  }

  @Test func importKeepsThemInTheTargetAndCopiesThemFromTheSource() throws {
    let scratch = try Scratch()
    let path = try scratch.write("home.ics", Self.calendar(Self.event + Self.todo + Self.journal))
    let incomingTodo = Self.todo.replacingOccurrences(of: "UID:task-passport", with: "UID:task-2")
    let incoming = try scratch.write(
      "incoming.ics",
      Self.calendar(
        Self.event.replacingOccurrences(of: "SUMMARY:Meeting", with: "SUMMARY:Meeting (new)")
          + incomingTodo))
    let imported = Self.run(["import", incoming, "--ics", path], scratch)
    #expect(imported.exitCode == 0, "\(imported.standardError)")
    #expect(imported.standardOutput == "added: 1, updated: 1, unchanged: 0\n")
    try Self.expectKept(path)
    let text = try Self.text(path)
    #expect(text.contains(Self.crlf(incomingTodo)))
    #expect(text.contains("SUMMARY:Meeting (new)\r\n"))
    // Into a vdir: the to-do becomes an item of its own, byte for byte.
    let folder = scratch.root + "/vdir/home"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let intoFolder = Self.run(["import", path, "--ics", scratch.root + "/vdir"], scratch)
    #expect(intoFolder.exitCode == 0, "\(intoFolder.standardError)")
    let items = try FileManager.default.contentsOfDirectory(atPath: folder)
    let holding = try items.filter {
      try Self.text(folder + "/" + $0).contains("UID:task-passport\r\n")
    }
    #expect(holding.count == 1)
    #expect(try Self.text(folder + "/" + holding[0]).contains(Self.crlf(Self.todo)))
  }

  @Test func aVdirItemWithAToDoBesideTheEventIsKeptWhenTheEventGoes() throws {
    let scratch = try Scratch()
    let both = try scratch.write("cal/home/meet.ics", Self.calendar(Self.event + Self.todo))
    let alone = try scratch.write("cal/home/diary.ics", Self.calendar(Self.journal))
    let source = scratch.root + "/cal"
    let edited = Self.run(["edit", "meet", "--location", "Room 1", "--ics", source], scratch)
    #expect(edited.exitCode == 0, "\(edited.standardError)")
    #expect(try Self.text(both).contains(Self.crlf(Self.todo)))
    let deleted = Self.run(["delete", "meet", "--ics", source], scratch)
    #expect(deleted.exitCode == 0, "\(deleted.standardError)")
    // The item still holds the to-do: it is rewritten without the event, not removed.
    #expect(try Self.text(both) == Self.crlf(Self.calendar(Self.todo)))
    #expect(try Self.text(alone) == Self.crlf(Self.calendar(Self.journal)))
    let added = Self.run(
      ["add", "--title", "Call", "--start", "2026-12-04T09:00", "--ics", source], scratch)
    #expect(added.exitCode == 0, "\(added.standardError)")
    #expect(try Self.text(both) == Self.crlf(Self.calendar(Self.todo)))
    #expect(try Self.text(alone) == Self.crlf(Self.calendar(Self.journal)))
  }
}
