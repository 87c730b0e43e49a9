import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The writes of `add` and `import` that could put wrong data into users' calendars: UTC
/// starts, rules whose start they do not make, duplicate UIDs, default folders, interrupted
/// imports. Each test fails when the write it checks goes wrong.
@Suite("Writes that keep calendars right")
struct WriteSafetyTests {
  typealias Scratch = EventsCommandTests.Scratch

  static func add(
    _ arguments: [String], _ scratch: Scratch, environment: [String: String]? = nil
  ) -> RunResult {
    CLIHarness.run(
      ["add", "--title", "T"] + arguments, environment: environment ?? scratch.environment)
  }

  static func written(_ result: RunResult) throws -> String {
    let line = try #require(
      result.standardOutput.split(separator: "\n").first { $0.hasPrefix("file: ") },
      "\(result.standardError)")
    return try String(contentsOfFile: String(line.dropFirst(6)), encoding: .utf8)
  }

  /// The event's lines starting with `prefix` (the VTIMEZONE written before it left out).
  static func lines(_ text: String, _ prefix: String) -> [String] {
    var inZone = false
    return text.components(separatedBy: "\r\n").filter { line in
      if line == "BEGIN:VTIMEZONE" { inZone = true }
      if line == "END:VTIMEZONE" {
        inZone = false
        return false
      }
      return !inZone && line.hasPrefix(prefix)
    }
  }

  // MARK: UTC

  @Test(arguments: [
    (["--time-zone", "UTC"], "Europe/Berlin"), (["--time-zone", "Etc/UTC"], "Asia/Tokyo"),
    ([], "UTC"), ([], "GMT"), ([], "Etc/UTC"), ([], ":UTC"), (["--time-zone", "gmt"], "UTC"),
  ])
  func aTimeGivenInUTCIsWrittenInUTC(_ options: [String], _ tz: String) throws {
    let scratch = try Scratch()
    var environment = scratch.environment
    environment["TZ"] = tz
    let result = Self.add(
      [
        "--start", "2026-12-01T09:30", "--end", "2026-12-01T10:00", "--repeat", "FREQ=DAILY",
        "--until", "2026-12-05",
      ] + options, scratch, environment: environment)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let text = try Self.written(result)
    #expect(Self.lines(text, "DTSTART") == ["DTSTART:20261201T093000Z"])
    #expect(Self.lines(text, "DTEND") == ["DTEND:20261201T100000Z"])
    #expect(Self.lines(text, "RRULE") == ["RRULE:FREQ=DAILY;UNTIL=20261205T235959Z"])
  }

  @Test func aRuleUntilGetsTheStartsForm() throws {
    let scratch = try Scratch()
    // A floating UNTIL in the rule text against a zoned start becomes UTC (RFC 5545 §3.3.10).
    let result = Self.add(
      [
        "--start", "2026-12-01T09:30", "--time-zone", "Europe/Berlin", "--repeat",
        "FREQ=DAILY;UNTIL=20261205T093000",
      ], scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(
      Self.lines(try Self.written(result), "RRULE") == ["RRULE:FREQ=DAILY;UNTIL=20261205T083000Z"])
  }

  // MARK: --on

  @Test func theStartMovesToTheFirstDayTheRuleGenerates() throws {
    let scratch = try Scratch()
    // 2026-12-01 is a Tuesday; the rule makes Mondays, Wednesdays and Fridays.
    let result = Self.add(
      [
        "--start", "2026-12-01T09:30", "--end", "2026-12-01T10:00", "--on", "mon,wed,fri",
        "--time-zone", "Europe/Berlin",
      ], scratch)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let text = try Self.written(result)
    #expect(Self.lines(text, "DTSTART") == ["DTSTART;TZID=Europe/Berlin:20261202T093000"])
    #expect(Self.lines(text, "DTEND") == ["DTEND;TZID=Europe/Berlin:20261202T100000"])
    #expect(result.standardError.contains("Wed 2026-12-02"), "\(result.standardError)")
    // A start on a generated day stays, silently.
    let kept = Self.add(["--start", "2026-12-02T09:30", "--on", "mon,wed,fri"], scratch)
    #expect(Self.lines(try Self.written(kept), "DTSTART") == ["DTSTART:20261202T093000Z"])
    #expect(kept.standardError.isEmpty)
  }

  // MARK: UIDs

  @Test func aUIDInUseOrEmptyIsRefused() throws {
    let scratch = try Scratch()
    let first = Self.add(["--start", "2026-12-01", "--uid", "same"], scratch)
    #expect(first.exitCode == 0)
    let before = try Self.written(first)
    let second = Self.add(["--start", "2026-12-02", "--uid", "same"], scratch)
    #expect(second.exitCode == 65)
    #expect(second.standardError.contains("UID 'same'"), "\(second.standardError)")
    let folder = scratch.root + "/default-calendars/default"
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["same.ics"])
    #expect(try String(contentsOfFile: folder + "/same.ics", encoding: .utf8) == before)
    for empty in ["", "  "] {
      let refused = Self.add(["--start", "2026-12-02", "--uid", empty], scratch)
      #expect(refused.exitCode == 64)
      #expect(refused.standardError.contains("UID cannot be empty"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["same.ics"])
  }

  // MARK: Where to write

  @Test func noHomeAndNoDataFolderIsRefused() throws {
    let scratch = try Scratch()
    let binary = try AddCommandTests.binary()
    let commands = [
      ["add", "--title", "T", "--start", "2026-12-01"], ["events"],
      ["sync", "--url", "http://127.0.0.1:9/dav/"],
    ]
    for command in commands {
      let process = Process()
      process.executableURL = binary
      process.arguments = command
      process.environment = ["LANG": "en_US.UTF-8", "TZ": "UTC"]
      process.currentDirectoryURL = URL(fileURLWithPath: scratch.root)
      let error = Pipe()
      process.standardError = error
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      let message = String(
        decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(process.terminationStatus == 64, "\(command): \(message)")
      #expect(message.contains("HOME, XDG_DATA_HOME and ALMANAC_CALENDARS"), "\(message)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.root).isEmpty)
  }

  @Test func aMissingSourceIsCreatedAtMostAsTheFile() throws {
    let scratch = try Scratch()
    let deep = scratch.root + "/no/such/dir/x.ics"
    let refused = Self.add(["--start", "2026-12-01", "--ics", deep], scratch)
    #expect(refused.exitCode == 65)
    #expect(refused.standardError.contains("does not exist"), "\(refused.standardError)")
    #expect(!FileManager.default.fileExists(atPath: scratch.root + "/no"))
    // The file itself (in an existing folder) is created, as before.
    let file = scratch.root + "/new.ics"
    let created = Self.add(["--start", "2026-12-01", "--ics", file], scratch)
    #expect(created.exitCode == 0, "\(created.standardError)")
    #expect(FileManager.default.fileExists(atPath: file))
    // Reading a source that does not exist warns.
    let listed = CLIHarness.run(
      ["events", "--ics", scratch.root + "/missing.ics"], environment: scratch.environment)
    #expect(listed.exitCode == 0)
    #expect(listed.standardError.contains("'\(scratch.root)/missing.ics': does not exist"))
  }

  // MARK: Times that do not exist

  @Test func aStartInADSTGapIsWarnedAndWrittenAsTheTimeItBecomes() throws {
    let scratch = try Scratch()
    let single = Self.add(
      ["--start", "2026-03-29T02:30", "--time-zone", "Europe/Berlin"], scratch)
    #expect(single.exitCode == 0)
    #expect(single.standardError.contains("does not exist in Europe/Berlin"))
    #expect(
      Self.lines(try Self.written(single), "DTSTART") == [
        "DTSTART;TZID=Europe/Berlin:20260329T033000"
      ])
    // A series keeps its wall time (the other days have 02:30) and says what that day does.
    let series = Self.add(
      ["--start", "2026-03-29T02:30", "--time-zone", "Europe/Berlin", "--repeat", "FREQ=DAILY"],
      scratch)
    #expect(series.standardError.contains("that day's instance happens at 2026-03-29T03:30:00"))
    #expect(
      Self.lines(try Self.written(series), "DTSTART") == [
        "DTSTART;TZID=Europe/Berlin:20260329T023000"
      ])
    let normal = Self.add(["--start", "2026-03-29T04:30", "--time-zone", "Europe/Berlin"], scratch)
    #expect(normal.standardError.isEmpty)
  }

  @Test func allDayWithATimeIsRefused() throws {
    let scratch = try Scratch()
    for arguments in [
      ["--start", "2026-12-01T10:00", "--all-day"],
      ["--start", "2026-12-01", "--end", "2026-12-02T10:00", "--all-day"],
    ] {
      let result = Self.add(arguments, scratch)
      #expect(result.exitCode == 64, "\(arguments)")
      #expect(result.standardError.contains("without a time"), "\(result.standardError)")
    }
    #expect(!FileManager.default.fileExists(atPath: scratch.root + "/default-calendars"))
  }

  // MARK: Import

  @Test func importWritesEveryEventOnceWhateverTheFileNames() throws {
    let scratch = try Scratch()
    // 1,100 events (more than one write batch), two of whose UIDs map to the same file name.
    var text = "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\n"
    let uids = ["a/b", "a_b"] + (0..<1_098).map { "e\($0)" }
    for uid in uids {
      text +=
        "BEGIN:VEVENT\nUID:\(uid)\nDTSTAMP:20260101T000000Z\nDTSTART:20261201T100000Z\n"
        + "SUMMARY:\(uid)\nEND:VEVENT\n"
    }
    let incoming = try scratch.write("in.ics", text + "END:VCALENDAR\n")
    let first = CLIHarness.run(["import", incoming], environment: scratch.environment)
    #expect(first.standardOutput == "added: 1100, updated: 0, unchanged: 0\n")
    let folder = scratch.root + "/default-calendars/default"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(names.count == 1_100)
    #expect(names.contains("a_b.ics") && names.contains("a_b-2.ics"))
    try scratch.write(
      "in.ics",
      text.replacingOccurrences(of: "SUMMARY:e7\n", with: "SUMMARY:x\n") + "END:VCALENDAR\n")
    let second = CLIHarness.run(["import", incoming], environment: scratch.environment)
    #expect(second.standardOutput == "added: 0, updated: 1, unchanged: 1099\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 1_100)
    let listed = CLIHarness.run(
      ["events", "--from", "2026-12-01", "--days", "1", "-f", "json"],
      environment: scratch.environment)
    #expect(listed.standardOutput.components(separatedBy: "\"uid\"").count - 1 == 1_100)
  }

  @Test func anInterruptedImportLeavesNoTemporaryFile() throws {
    let scratch = try Scratch()
    let incoming = try scratch.write("big.ics", AddCommandTests.bigCalendar(events: 400))
    let binary = try AddCommandTests.binary()
    let folder = scratch.root + "/default-calendars/default"
    var interrupted = 0
    for (round, signal) in [SIGTERM, SIGINT, SIGTERM].enumerated() {
      let process = try Self.startSlowImport(incoming, binary: binary, scratch: scratch)
      // Signal once the import is writing: its first temporary files are there.
      let started = ContinuousClock.now
      while ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter({
        $0.hasSuffix(".tmp")
      }).count < 20, ContinuousClock.now - started < .seconds(20), process.isRunning {
        usleep(2_000)
      }
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      if process.terminationReason == .uncaughtSignal {
        interrupted += 1
        #expect(process.terminationStatus == signal)
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      #expect(names.filter { $0.hasSuffix(".tmp") }.isEmpty, "round \(round): \(names.count)")
    }
    #expect(interrupted > 0, "no signal landed during an import")
    // Importing again finishes the job: every event once.
    let finished = CLIHarness.run(["import", incoming], environment: scratch.environment)
    #expect(finished.exitCode == 0, "\(finished.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 400)
  }

  /// Starts `almanac import FILE` paced at 2 ms per 4 KiB written, so that it takes about a
  /// second and a signal sent while it writes lands mid-way.
  static func startSlowImport(_ incoming: String, binary: URL, scratch: Scratch) throws
    -> Process
  {
    let process = Process()
    process.executableURL = binary
    process.arguments = ["import", incoming]
    process.environment = scratch.environment.merging(["ALMANAC_WRITE_PAUSE_US": "2000"]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// An import killed with SIGKILL leaves the temporary files of the batch it was writing;
  /// importing again at once (before they are two seconds old) finishes the job and removes
  /// them, since no process can finish them.
  @Test func anImportRunAgainAfterAKillLeavesNoTemporaryFile() throws {
    let scratch = try Scratch()
    let incoming = try scratch.write("big.ics", AddCommandTests.bigCalendar(events: 400))
    let binary = try AddCommandTests.binary()
    let folder = scratch.root + "/default-calendars/default"
    let process = try Self.startSlowImport(incoming, binary: binary, scratch: scratch)
    let started = ContinuousClock.now
    func temporaries() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
        $0.hasSuffix(".tmp")
      }
    }
    while temporaries().count < 20, ContinuousClock.now - started < .seconds(20),
      process.isRunning
    {
      usleep(2_000)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(!temporaries().isEmpty, "the kill left no temporary file to remove")
    let finished = CLIHarness.run(["import", incoming], environment: scratch.environment)
    #expect(finished.exitCode == 0, "\(finished.standardError)")
    #expect(temporaries().isEmpty, "\(temporaries().count) left")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 400)
  }
}
