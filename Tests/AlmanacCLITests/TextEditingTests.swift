import AlmanacTestSupport
import Foundation
import Testing

/// `almanac edit UID --editor` and `todo edit UID --editor`, run as the built binary with
/// `EDITOR` set to a shell command that plays the user (`sed -i …`): what is written back,
/// what is refused and kept, and that nothing else in the file moves.
@Suite("Editing in $EDITOR")
struct TextEditingTests {
  typealias Scratch = EventsCommandTests.Scratch

  /// An event with what a writer could lose, a recurring one with a changed instance, and a
  /// to-do, in one file.
  static let body = """
    BEGIN:VEVENT
    UID:dinner
    DTSTAMP:20261101T000000Z
    DTSTART:20261201T180000Z
    DTEND:20261201T190000Z
    SUMMARY:Dinner
    X-UNKNOWN;X-P="a,b":kept
    DESCRIPTION:A long description that is folded over more than one line so tha
     t the continuation stays as it is
    END:VEVENT
    BEGIN:VEVENT
    UID:standup
    DTSTAMP:20261101T000000Z
    DTSTART:20261201T090000Z
    DTEND:20261201T091500Z
    RRULE:FREQ=DAILY;COUNT=5
    SUMMARY:Standup
    END:VEVENT
    BEGIN:VEVENT
    UID:standup
    RECURRENCE-ID:20261202T090000Z
    DTSTAMP:20261101T000000Z
    DTSTART:20261202T100000Z
    DTEND:20261202T101500Z
    SUMMARY:Standup (late)
    END:VEVENT
    BEGIN:VTODO
    UID:task-passport
    DTSTAMP:20261101T000000Z
    SUMMARY:Renew the passport
    X-TASKS-ORG-FLAG;X-LEVEL=2:urgent
    END:VTODO

    """

  /// A scratch folder with the collection `home` holding `body`; the file's path.
  static func home() throws -> (Scratch, String) {
    let scratch = try Scratch()
    let path = try scratch.write(
      "calendars/home/shared.ics", TodoWriteKeepingTests.calendar(body))
    try FileManager.default.createDirectory(
      atPath: scratch.root + "/tmp", withIntermediateDirectories: true)
    return (scratch, path)
  }

  /// The environment of a run: the scratch calendars, `TMPDIR` in the scratch folder, and
  /// `extra` (the editor variables).
  static func environment(_ scratch: Scratch, _ extra: [String: String]) -> [String: String] {
    scratch.environment.merging([
      "PATH": "/usr/bin:/bin", "ALMANAC_CALENDARS": scratch.root + "/calendars",
      "TMPDIR": scratch.root + "/tmp",
    ]) { $1 }.merging(extra) { $1 }
  }

  static func run(_ arguments: [String], _ scratch: Scratch, _ extra: [String: String])
    throws -> RunResult
  {
    try BinaryLocator.run(arguments, environment: environment(scratch, extra))
  }

  static func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// The temporary files left in the scratch `TMPDIR`.
  static func leftOver(_ scratch: Scratch) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: scratch.root + "/tmp")
      .filter { $0.hasPrefix("almanac-edit-") }
  }

  /// The path a refusal says the text was kept in.
  static func keptPath(_ result: RunResult) throws -> String {
    let marker = "the edited text is kept in "
    let line = try #require(
      result.standardError.split(separator: "\n").first { $0.contains(marker) },
      "\(result.standardError)")
    let range = try #require(line.range(of: marker))
    return String(line[range.upperBound...])
  }

  // MARK: Written back

  @Test func anEditedEventIsWrittenBackAndNothingElseMoves() throws {
    let (scratch, path) = try Self.home()
    let before = try Self.bytes(path)
    // The editor script records the file's mode and folder, then changes the summary.
    let script = scratch.root + "/editor.sh"
    try Data(
      ("#!/bin/sh\nstat -c '%a %n' \"$1\" > \"\(scratch.root)/seen\"\n"
        + "sed -i 's/^SUMMARY:Dinner/SUMMARY:Dinner with Ann/' \"$1\"\n").utf8
    ).write(to: URL(fileURLWithPath: script))
    chmod(script, 0o755)
    let result = try Self.run(["edit", "dinner", "--editor"], scratch, ["EDITOR": script])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput == "updated: dinner\nfile: \(path)\n")
    let expected = String(decoding: before, as: UTF8.self).replacingOccurrences(
      of: "SUMMARY:Dinner\r\n", with: "SUMMARY:Dinner with Ann\r\n")
    #expect(String(decoding: try Self.bytes(path), as: UTF8.self) == expected)
    // A private file in TMPDIR, removed once written back.
    let seen = try String(contentsOfFile: scratch.root + "/seen", encoding: .utf8)
    #expect(seen.hasPrefix("600 \(scratch.root)/tmp/almanac-edit-"), "\(seen)")
    #expect(try Self.leftOver(scratch).isEmpty)
  }

  @Test func theTextHoldsTheMasterAndItsChangedInstances() throws {
    let (scratch, path) = try Self.home()
    let before = String(decoding: try Self.bytes(path), as: UTF8.self)
    let result = try Self.run(
      ["edit", "standup", "--editor"], scratch,
      ["EDITOR": "sed -i 's/^SUMMARY:Standup (late)/SUMMARY:Standup (later)/'"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let after = String(decoding: try Self.bytes(path), as: UTF8.self)
    #expect(
      after
        == before.replacingOccurrences(
          of: "SUMMARY:Standup (late)\r\n", with: "SUMMARY:Standup (later)\r\n"))
  }

  @Test func visualWinsOverEditorAndTheCommandGoesThroughTheShell() throws {
    let (scratch, path) = try Self.home()
    let result = try Self.run(
      ["edit", "dinner", "--editor"], scratch,
      ["VISUAL": "sed -i -e 's/^SUMMARY:Dinner/SUMMARY:Supper/'", "EDITOR": "false"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(String(decoding: try Self.bytes(path), as: UTF8.self).contains("SUMMARY:Supper\r\n"))
  }

  @Test func aToDoIsEditedAsItsVTODO() throws {
    let (scratch, path) = try Self.home()
    let before = String(decoding: try Self.bytes(path), as: UTF8.self)
    let result = try Self.run(
      ["todo", "edit", "task-pass", "--editor"], scratch,
      ["EDITOR": "sed -i 's/^SUMMARY:Renew the passport/SUMMARY:Renew both passports/'"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput == "updated: task-passport\nfile: \(path)\n")
    #expect(
      String(decoding: try Self.bytes(path), as: UTF8.self)
        == before.replacingOccurrences(
          of: "SUMMARY:Renew the passport\r\n", with: "SUMMARY:Renew both passports\r\n"))
  }

  @Test func withoutAChangeOnATerminalTheEditorOpens() throws {
    let (scratch, path) = try Self.home()
    let almanac = try #require(BinaryLocator.almanac)
    // script(1) gives the command a terminal for standard input and output.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", "'\(almanac.path)' edit dinner", "/dev/null"]
    process.environment = Self.environment(
      scratch, ["EDITOR": "sed -i 's/^SUMMARY:Dinner/SUMMARY:Lunch/'"])
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = Pipe()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: try Self.bytes(path), as: UTF8.self).contains("SUMMARY:Lunch\r\n"))
  }

  // MARK: Not written

  @Test func anUnchangedFileIsNoChange() throws {
    let (scratch, path) = try Self.home()
    let before = try Self.bytes(path)
    let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber]
    let result = try Self.run(["edit", "dinner", "--editor"], scratch, ["EDITOR": "true"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput == "no change: dinner\n")
    #expect(try Self.bytes(path) == before)
    // Not even rewritten with the same bytes: the file is the same one.
    #expect(
      try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        == inode as? Int)
    #expect(try Self.leftOver(scratch).isEmpty)
  }

  @Test func anEditorThatFailsAbandonsTheEdit() throws {
    let (scratch, path) = try Self.home()
    let before = try Self.bytes(path)
    let result = try Self.run(
      ["edit", "dinner", "--editor"], scratch,
      ["EDITOR": "sed -i 's/^SUMMARY:Dinner/SUMMARY:Lost/' \"$1\"; exit 3; :"])
    #expect(result.exitCode == 1)
    #expect(result.standardError.contains("exited with status 3"), "\(result.standardError)")
    #expect(result.standardError.contains("abandoned, nothing written"))
    #expect(try Self.bytes(path) == before)
  }

  @Test(arguments: [
    // A changed UID, named at its line (the UID is line 2 of the text).
    ("s/^UID:dinner/UID:supper/", ":2: the UID cannot change"),
    // A line that is not iCalendar.
    ("s/^DTEND:/DTEND/", ":5: "),
    // A second component where the event has one.
    (
      "$a BEGIN:VEVENT\\nUID:dinner\\nDTSTART:20261203T180000Z\\nEND:VEVENT",
      ":11: 2 VEVENT components"
    ),
    // A bad date.
    ("s/^DTSTART:20261201T180000Z/DTSTART:2026-12-01/", ":4: "),
  ])
  func refusedTextIsKeptAndNothingIsWritten(_ edit: String, _ message: String) throws {
    let (scratch, path) = try Self.home()
    let before = try Self.bytes(path)
    let result = try Self.run(
      ["edit", "dinner", "--editor"], scratch, ["EDITOR": "sed -i '\(edit)'"])
    #expect(result.exitCode == 65, "\(result.standardError)")
    let kept = try Self.keptPath(result)
    #expect(kept.hasPrefix(scratch.root + "/tmp/almanac-edit-"))
    #expect(result.standardError.contains(kept + message), "\(result.standardError)")
    #expect(try Self.bytes(path) == before)
    // The user's text is still there to fix.
    let text = try String(contentsOfFile: kept, encoding: .utf8)
    #expect(text.contains("SUMMARY:Dinner\n"))
    #expect(!text.contains("UID:standup"))
  }

  @Test func aFileChangedWhileEditingIsNotOverwrittenAndTheTextIsKept() throws {
    let (scratch, path) = try Self.home()
    // The user edits; meanwhile another program rewrites the calendar file.
    let result = try Self.run(
      ["edit", "dinner", "--editor"], scratch,
      [
        "EDITOR":
          "sed -i 's/^SUMMARY:Dinner/SUMMARY:Supper/' \"$1\"; "
          + "sed -i 's/^SUMMARY:Standup (late)/SUMMARY:Standup (moved)/' '\(path)'; :"
      ])
    #expect(result.exitCode == 65, "\(result.standardError)")
    #expect(result.standardError.contains("changed by someone else"), "\(result.standardError)")
    let kept = try Self.keptPath(result)
    #expect(try String(contentsOfFile: kept, encoding: .utf8).contains("SUMMARY:Supper\n"))
    // The other program's change stays, and the edit was not written over it.
    let text = String(decoding: try Self.bytes(path), as: UTF8.self)
    #expect(text.contains("SUMMARY:Standup (moved)\r\n"))
    #expect(text.contains("SUMMARY:Dinner\r\n"))
  }

  // MARK: Usage

  @Test func editWithoutAChangeOutsideATerminalIsAUsageError() throws {
    let (scratch, _) = try Self.home()
    let result = try Self.run(["edit", "dinner"], scratch, ["EDITOR": "true"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("nothing to change"))
    #expect(result.standardError.contains("or --editor"))
  }

  @Test func theEditorTakesNoOtherChange() throws {
    let (scratch, path) = try Self.home()
    let before = try Self.bytes(path)
    let result = try Self.run(
      ["edit", "dinner", "--editor", "--title", "X"], scratch, ["EDITOR": "true"])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError
        == "almanac: option '--editor': cannot be used with '--title'; the editor makes every "
        + "change\n")
    #expect(try Self.bytes(path) == before)
  }
}
