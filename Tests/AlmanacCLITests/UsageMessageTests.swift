import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Messages for mistakes on the command line name what is wrong and how to give it.
@Suite("Usage messages")
struct UsageMessageTests {
  /// A run with its calendars in a fresh folder, so nothing outside it is touched.
  static func run(_ arguments: [String]) throws -> (RunResult, folder: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("almanac-usage-\(UUID().uuidString)")
    var environment = CLIHarness.environment
    environment["ALMANAC_CALENDARS"] = folder.path
    return (CLIHarness.run(arguments, environment: environment), folder)
  }

  @Test(
    "an over-long value is quoted by its start and size",
    arguments: [["--calendar", "LONG"], ["--LONG"], ["events", "--from", "LONG"], ["LONG"]])
  func overLongValue(template: [String]) throws {
    let long = String(repeating: "x", count: 100_000)
    let arguments = template.map { $0.replacingOccurrences(of: "LONG", with: long) }
    let (result, _) = try Self.run(arguments)
    let message = result.standardError
    #expect(result.exitCode == 64, "\(message.prefix(300))")
    #expect(message.count < 400, "\(message.prefix(300))")
    let size = arguments.last.map(\.utf8.count) ?? 0
    #expect(message.contains("x…(\(size) bytes)'"), "\(message.prefix(300))")
    #expect(!message.contains(String(repeating: "x", count: 81)), "\(message.prefix(300))")
  }

  @Test(
    "a missing positional argument is named with the command's usage",
    arguments: [("edit", "UID"), ("delete", "UID"), ("search", "TEXT"), ("import", "FILE.ics")])
  func missingPositional(command: String, name: String) throws {
    let (result, _) = try Self.run([command])
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.hasPrefix("almanac: missing \(name); usage: almanac \(command) "),
      "\(result.standardError)")
    #expect(!result.standardError.contains("option '"))
  }

  @Test("a mistyped option is suggested only when it is near a real one, dashes aside")
  func suggestions() {
    let far = CLIHarness.run(["pick", "--foo"])
    #expect(far.standardError.contains("not an option of this command"), "\(far.standardError)")
    #expect(!far.standardError.contains("--iso"))
    let offset = CLIHarness.run(["events", "-5d"])
    #expect(!offset.standardError.contains("did you mean"), "\(offset.standardError)")
    let near = CLIHarness.run(["pick", "--mutliple"])
    #expect(near.standardError.contains("did you mean '--multiple'?"), "\(near.standardError)")
  }

  @Test("an hour out of range is named as such; a time alone is today's")
  func timeOfDay() throws {
    let (late, _) = try Self.run(["at", "25:00"])
    #expect(late.exitCode == 64)
    #expect(late.standardError.contains("hour 25 is not 0 through 23"), "\(late.standardError)")
    let (evening, _) = try Self.run(["at", "18:00"])
    #expect(evening.exitCode == 1, "\(evening.standardError)")  // nothing at that moment
  }

  /// One row of `Fixtures/bad-event-input.txt`.
  struct BadEventInput: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var exitCode: Int32
    var says: [String]
    var never: [String]
    var createsNoFolder: Bool
    var testDescription: String { name }

    static func all() throws -> [BadEventInput] {
      try TestFiles.folder.records(
        "bad-event-input.txt", keys: ["arguments", "exit", "says", "never", "folder"]
      ).map { record in
        guard let exitCode = Int32(try record.value("exit")) else {
          throw record.error("exit is not a number")
        }
        let folder = try record.optional("folder")
        guard folder == nil || folder == "not created" else {
          throw record.error("folder is \"not created\" or absent")
        }
        return BadEventInput(
          name: record.title,
          arguments: try record.value("arguments").split(separator: " ").map(String.init),
          exitCode: exitCode, says: try record.list("says"), never: record.values("never"),
          createsNoFolder: folder != nil)
      }
    }
  }

  @Test("a mistake in the event is named in the message", arguments: try BadEventInput.all())
  func badEventInput(_ input: BadEventInput) throws {
    let (result, folder) = try Self.run(input.arguments)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.exitCode == input.exitCode, "\(result.standardError)")
    for text in input.says {
      #expect(result.standardError.contains(text), "\(result.standardError)")
    }
    for text in input.never { #expect(!result.standardError.contains(text)) }
    if input.createsNoFolder { #expect(!FileManager.default.fileExists(atPath: folder.path)) }
  }

  @Test("importing a file that is not iCalendar says so, and imports nothing")
  func importBinary() throws {
    let source = FileManager.default.temporaryDirectory
      .appendingPathComponent("almanac-binary-\(UUID().uuidString).ics")
    try Data([0x00, 0xFF, 0x13, 0x37, 0x0A]).write(to: source)
    defer { try? FileManager.default.removeItem(at: source) }
    let (result, folder) = try Self.run(["import", source.path])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.exitCode == 65)
    #expect(result.standardError.contains("nothing imported"), "\(result.standardError)")
    #expect(!result.standardError.contains("not rewritten"))
  }
}

/// New collections are folder names of their own.
@Suite("New collection names")
struct NewCollectionNameTests {
  @Test(
    "a name that differs from a collection's only in case, or is no folder name, is refused",
    arguments: [
      ("WORK", "differs only in case"), ("../evil", "one folder name"),
      (".hidden", "one folder name"),
    ])
  func refused(name: String, reason: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("almanac-collections-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("work"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = CLIHarness.environment
    environment["ALMANAC_CALENDARS"] = folder.path
    let result = CLIHarness.run(
      ["add", "--title", "x", "--start", "2026-12-05", "--collection", name],
      environment: environment)
    #expect(result.exitCode == 64, "\(result.standardError)")
    #expect(result.standardError.contains(reason), "\(result.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["work"])
  }
}

/// Sources and items that are no regular files.
@Suite("Unreadable sources and items")
struct UnreadableSourceTests {
  @Test("an item that cannot be read is named and skipped; the other events still show")
  func itemSkipped() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("almanac-unreadable-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = CLIHarness.environment
    environment["ALMANAC_CALENDARS"] = folder.path
    let added = CLIHarness.run(
      ["add", "--title", "Kept", "--start", "2026-12-05", "--collection", "work"],
      environment: environment)
    #expect(added.exitCode == 0, "\(added.standardError)")
    let fifo = folder.appendingPathComponent("work/pipe.ics").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let result = CLIHarness.run(
      ["events", "--from", "2026-12-01", "--days", "10"], environment: environment)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("Kept"))
    #expect(result.standardError.contains("\(fifo): not a regular file"), "\(result.standardError)")
    #expect(result.standardError.contains("skipped"))
  }

  @Test("a device as a source or an import is refused, not read as empty")
  func device() {
    let source = CLIHarness.run(["events", "--ics", "/dev/zero"])
    #expect(source.exitCode == 65)
    #expect(source.standardError.contains("not a regular file"), "\(source.standardError)")
    let folder = FileManager.default.temporaryDirectory.path + "/almanac-dev-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var environment = CLIHarness.environment
    environment["ALMANAC_CALENDARS"] = folder
    let imported = CLIHarness.run(["import", "/dev/zero"], environment: environment)
    #expect(imported.exitCode == 65)
    #expect(imported.standardError.contains("not a regular file"), "\(imported.standardError)")
    #expect(!imported.standardOutput.contains("added"))
  }
}
