import AlmanacTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A write that the system refuses is named by the collection's folder or the target file,
/// never almanac's own temporary file, says why in words, and exits 73 (cannot create) or 74
/// (I/O error, a full disk), not 65 (malformed input). Run as the built binary in a folder of
/// mode 0555 (as root, which ignores permission bits, the binary runs as `nobody` through
/// setpriv, so the refusal is real) and on a full file system.
@Suite("Writes the system refuses")
struct WriteFailureTests {
  typealias Scratch = EventsCommandTests.Scratch

  static let event = StoreFixture.event(
    uid: "dinner", summary: "Dinner", start: "DTSTART:20261201T180000Z",
    end: "DTEND:20261201T190000Z")

  /// A collection `work` holding one event, its folder made read-only (0555).
  static func readOnlyWork() throws -> (Scratch, folder: String, file: String) {
    let scratch = try Scratch()
    let file = try scratch.write(
      "calendars/work/dinner.ics", TodoWriteKeepingTests.calendar(event))
    let folder = scratch.root + "/calendars/work"
    chmod(folder, 0o555)
    return (scratch, folder, file)
  }

  /// Runs the binary without the right to write into 0555 folders: as `nobody` when the
  /// tests run as root.
  static func run(_ arguments: [String], _ scratch: Scratch) throws -> RunResult {
    let environment = scratch.environment.merging([
      "PATH": "/usr/bin:/bin", "ALMANAC_CALENDARS": scratch.root + "/calendars",
    ]) { $1 }
    guard getuid() == 0 else { return try BinaryLocator.run(arguments, environment: environment) }
    let almanac = try #require(BinaryLocator.almanac)
    let setpriv = "/usr/bin/setpriv"
    try #require(FileManager.default.isExecutableFile(atPath: setpriv), "root needs setpriv")
    return try BinaryLocator.run(
      executable: URL(fileURLWithPath: setpriv),
      ["--reuid=65534", "--regid=65534", "--clear-groups", almanac.path] + arguments,
      environment: environment)
  }

  @Test func anAddIntoAReadOnlyFolderNamesTheFolder() throws {
    let (scratch, folder, _) = try Self.readOnlyWork()
    defer { chmod(folder, 0o755) }
    let result = try Self.run(
      ["add", "--title", "Lunch", "--start", "2026-12-02T12:00", "--collection", "work"], scratch)
    #expect(result.exitCode == 73, "\(result.standardError)")
    #expect(
      result.standardError == "almanac: cannot write to '\(folder)': permission denied\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["dinner.ics"])
  }

  @Test func anEditInAReadOnlyFolderNamesTheFolderNotTheTemporaryFile() throws {
    let (scratch, folder, file) = try Self.readOnlyWork()
    defer { chmod(folder, 0o755) }
    let before = try Data(contentsOf: URL(fileURLWithPath: file))
    let result = try Self.run(["edit", "dinner", "--title", "Supper"], scratch)
    #expect(result.exitCode == 73, "\(result.standardError)")
    #expect(
      result.standardError == "almanac: cannot write to '\(folder)': permission denied\n")
    #expect(!result.standardError.contains(".tmp"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
  }

  #if os(Linux)
    /// A full disk: the calendars folder is a 16 KiB tmpfs mounted in a mount namespace of
    /// the run alone (unshare -rm, no privilege needed), and the event is bigger than that.
    @Test func aWriteToAFullDiskNamesTheFileAndExits74() throws {
      let scratch = try Scratch()
      let calendars = scratch.root + "/calendars"
      try FileManager.default.createDirectory(
        atPath: calendars, withIntermediateDirectories: true)
      let almanac = try #require(BinaryLocator.almanac)
      let unshare = "/usr/bin/unshare"
      try #require(FileManager.default.isExecutableFile(atPath: unshare))
      let process = Process()
      process.executableURL = URL(fileURLWithPath: unshare)
      process.arguments = [
        "-rm", "sh", "-c",
        "mount -t tmpfs -o size=16k tmpfs \"$0\" && mkdir \"$0/work\" && exec \"$@\"",
        calendars, almanac.path, "add", "--title", "Big", "--start", "2026-12-02T12:00",
        "--notes", String(repeating: "x", count: 40_000), "--collection", "work",
      ]
      process.environment = scratch.environment.merging([
        "PATH": "/usr/bin:/bin", "ALMANAC_CALENDARS": calendars,
      ]) { $1 }
      let error = Pipe()
      process.standardError = error
      process.standardOutput = Pipe()
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let message = String(
        decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 74, "\(message)")
      #expect(message.hasPrefix("almanac: cannot write to '\(calendars)/work/"), "\(message)")
      #expect(message.hasSuffix(".ics': disk full\n"), "\(message)")
      #expect(!message.contains(".tmp"), "\(message)")
    }
  #endif
}
