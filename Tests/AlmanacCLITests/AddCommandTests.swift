import Almanac
import AlmanacTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `almanac add`, `delete` and `import` as the built binary: round trips through `events`,
/// bad input that writes nothing, concurrent writers, and writers killed at random points.
@Suite("almanac add, delete, import")
struct AddCommandTests {
  typealias Scratch = EventsCommandTests.Scratch

  static func run(_ arguments: [String], _ scratch: Scratch, extra: [String: String] = [:]) throws
    -> RunResult
  {
    try BinaryLocator.run(
      arguments,
      environment: scratch.environment.merging(extra) { $1 }.merging(["PATH": "/usr/bin:/bin"]) {
        $1
      })
  }

  static func field(_ name: String, in output: String) -> String? {
    output.split(separator: "\n").first { $0.hasPrefix(name + ": ") }.map {
      String($0.dropFirst(name.count + 2))
    }
  }

  @Test func addThenListThenDelete() throws {
    let scratch = try Scratch()
    let added = try Self.run(
      [
        "add", "--title", "Stand-up", "--start", "2026-12-01T09:30", "--duration", "15m", "--on",
        "mon,wed,fri", "--until", "2026-12-09", "--time-zone", "Europe/Berlin", "--alarm", "10m",
      ], scratch)
    #expect(added.exitCode == 0, "\(added.standardError)")
    let uid = try #require(Self.field("uid", in: added.standardOutput))
    let file = try #require(Self.field("file", in: added.standardOutput))
    #expect(file == scratch.root + "/default-calendars/default/" + uid + ".ics")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    // 2026-12-01 is a Tuesday, not an --on day: the start moves to Wednesday the 2nd.
    #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261202T093000\r\n"))
    #expect(text.contains("RRULE:FREQ=WEEKLY;UNTIL=20261209T225959Z;BYDAY=MO,WE,FR\r\n"))
    #expect(text.contains("TRIGGER:-PT10M\r\n"))
    // Wed 2, Fri 4, Mon 7, Wed 9 (no Tuesday the 1st: the rule does not make it).
    let listed = try Self.run(
      [
        "events", "--from", "2026-12-01", "--days", "14", "-f", "json", "--time-zone",
        "Europe/Berlin",
      ],
      scratch)
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])
    #expect(
      items.map { $0["start"] as? String } == [
        "2026-12-02T09:30:00+01:00", "2026-12-04T09:30:00+01:00",
        "2026-12-07T09:30:00+01:00", "2026-12-09T09:30:00+01:00",
      ])
    #expect(items.first?["end"] as? String == "2026-12-02T09:45:00+01:00")
    let deleted = try Self.run(["delete", uid], scratch)
    #expect(deleted.exitCode == 0)
    #expect(!FileManager.default.fileExists(atPath: file))
    let again = try Self.run(["delete", uid], scratch)
    #expect(again.exitCode == 1)
  }

  @Test func allDayIntoAnICSFile() throws {
    let scratch = try Scratch()
    let path = scratch.root + "/mine.ics"
    let added = try Self.run(
      [
        "add", "--title", "Holiday", "--start", "2026-12-24", "--end", "2026-12-27", "--all-day",
        "--ics", path,
      ], scratch)
    #expect(added.exitCode == 0, "\(added.standardError)")
    #expect(Self.field("file", in: added.standardOutput) == path)
    for zone in ["Pacific/Kiritimati", "Pacific/Pago_Pago"] {
      let listed = try Self.run(
        [
          "events", "--ics", path, "--from", "2026-12-20", "--days", "10", "--time-zone", zone,
          "--locale", "C",
        ],
        scratch)
      #expect(listed.standardOutput.components(separatedBy: "Holiday").count - 1 == 3, "\(zone)")
      #expect(listed.standardOutput.hasPrefix("Thu 2026-12-24\n"))
    }
  }

  typealias Bad = BadInvocation

  static let bad: [Bad] = [
    Bad(
      arguments: ["--title", "x", "--start", "2026-02-30T10:00"], exitCode: 65,
      fragment: "2026-02-30"),
    // `tomorrow` is a date form; a word that is none is refused.
    Bad(arguments: ["--title", "x", "--start", "someday"], exitCode: 65, fragment: "someday"),
    Bad(
      arguments: ["--title", "x", "--start", "2026-02-03T10:00", "--end", "2026-02-03T09:00"],
      exitCode: 65, fragment: "not after"),
    Bad(
      arguments: [
        "--title", "x", "--start", "2026-02-03T10:00", "--repeat", "FREQ=WEEKLY;BYDAY=XX",
      ],
      exitCode: 65, fragment: "XX"),
    Bad(
      arguments: ["--title", "x", "--start", "2026-02-03T10:00", "--on", "mon,funday"],
      exitCode: 65,
      fragment: "funday"),
    Bad(
      arguments: ["--title", "x", "--start", "2026-02-03T10:00", "--duration", "soon"],
      exitCode: 65,
      fragment: "soon"),
    Bad(
      arguments: ["--title", "x", "--start", "2026-02-03T10:00", "--time-zone", "Mars/Base"],
      exitCode: 64, fragment: "Mars/Base"),
    Bad(arguments: ["--start", "2026-02-03T10:00"], exitCode: 64, fragment: "--title"),
    Bad(
      arguments: [
        "--title", "x", "--start", "2026-02-03T10:00", "--end", "2026-02-03T11:00",
        "--duration", "1h",
      ], exitCode: 64, fragment: "--duration"),
    Bad(
      arguments: ["--title", "x", "--start", "2026-02-03T10:00", "--until", "2026-03-01"],
      exitCode: 64,
      fragment: "--until"),
  ]

  @Test(arguments: bad)
  func badInputWritesNothing(_ bad: Bad) throws {
    let scratch = try Scratch()
    let path = try scratch.write("keep.ics", try EventsCommandTests.calendar())
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let result = try Self.run(["add"] + bad.arguments + ["--ics", path], scratch)
    #expect(result.exitCode == bad.exitCode)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(bad.fragment), "\(result.standardError)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.root) == ["keep.ics"])
  }

  @Test func importMergesByUID() throws {
    let scratch = try Scratch()
    let incoming = try scratch.write("incoming.ics", try EventsCommandTests.calendar())
    let first = try Self.run(["import", incoming, "--collection", "team"], scratch)
    #expect(
      first.standardOutput == "added: 2, updated: 0, unchanged: 0\n", "\(first.standardError)")
    let second = try Self.run(["import", incoming, "--collection", "team"], scratch)
    #expect(second.standardOutput == "added: 0, updated: 0, unchanged: 2\n")
    try scratch.write(
      "incoming.ics",
      try EventsCommandTests.calendar().replacingOccurrences(
        of: "SUMMARY:Fair", with: "SUMMARY:Trade fair"))
    let third = try Self.run(["import", incoming, "--collection", "team"], scratch)
    #expect(third.standardOutput == "added: 0, updated: 1, unchanged: 1\n")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: scratch.root + "/default-calendars/team"
    ).sorted()
    #expect(files == ["fair.ics", "weekly.ics"])
    let listed = try Self.run(["events", "--from", "2026-12-02", "--days", "1"], scratch)
    #expect(listed.standardOutput.contains("Trade fair  [team]"))
    let broken = try scratch.write(
      "broken.ics",
      "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nDTSTART 2026\nEND:VEVENT\nEND:VCALENDAR\n")
    let refused = try Self.run(["import", broken], scratch)
    #expect(refused.exitCode == 65)
  }

  static func binary() throws -> URL {
    guard let binary = BinaryLocator.almanac else { throw BinaryLocator.LocatorError.notFound }
    return binary
  }

  /// A big `.ics` file (about 2.5 MB) for the concurrency and crash tests.
  static func bigCalendar(events: Int) -> String {
    var text = "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//EN\n"
    for index in 0..<events {
      text +=
        "BEGIN:VEVENT\nUID:event-\(index)\nDTSTAMP:20260101T000000Z\n"
        + "DTSTART:2026\(String(format: "%02d", index % 12 + 1))15T100000Z\n"
        + "DURATION:PT1H\nSUMMARY:Event \(index) with a longer summary to make the file bigger\n"
        + "DESCRIPTION:Some description text that takes up room in the file\\, \(index)\n"
        + "END:VEVENT\n"
    }
    return text + "END:VCALENDAR\n"
  }

  /// The UIDs in a file, and whether it parses (checked with the built binary's own reader,
  /// through `events`, and by structure: one VCALENDAR, balanced BEGIN/END).
  static func uids(in text: String) -> [String] {
    text.split(separator: "\r\n").filter { $0.hasPrefix("UID:") }.map { String($0.dropFirst(4)) }
  }

  @Test func concurrentWritersNeverLoseAnEvent() throws {
    let scratch = try Scratch()
    let path = try scratch.write("shared.ics", Self.bigCalendar(events: 2_000))
    let binary = try Self.binary()
    var processes: [(uid: String, process: Process, error: Pipe)] = []
    for writer in 0..<6 {
      let process = Process()
      process.executableURL = binary
      let uid = "writer-\(writer)"
      process.arguments = [
        "add", "--ics", path, "--title", "Writer \(writer)", "--start", "2026-12-01T10:00Z",
        "--uid", uid,
      ]
      process.environment = scratch.environment.merging(["ALMANAC_WRITE_PAUSE_US": "50"]) { $1 }
      let error = Pipe()
      process.standardError = error
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      processes.append((uid, process, error))
    }
    var succeeded: [String] = []
    for entry in processes {
      let message = String(
        decoding: entry.error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      entry.process.waitUntilExit()
      if entry.process.terminationStatus == 0 {
        succeeded.append(entry.uid)
      } else {
        #expect(entry.process.terminationStatus == 65)
        #expect(message.contains("changed by someone else"), "\(message)")
      }
    }
    #expect(!succeeded.isEmpty)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let writers = Self.uids(in: text).filter { $0.hasPrefix("writer-") }
    // Every writer that reported success is in the file; no other writer is.
    #expect(writers.sorted() == succeeded.sorted())
    #expect(Self.uids(in: text).count == 2_000 + succeeded.count)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.root)
    #expect(leftovers.sorted() == ["shared.ics"])
  }

  @Test func aWriterKilledAtAnyPointLeavesTheOldOrTheNewFile() throws {
    // A new seed each run (kill points should vary); replay one with ALMANAC_CRASH_SEED.
    let seed =
      ProcessInfo.processInfo.environment["ALMANAC_CRASH_SEED"].flatMap { UInt64($0) }
      ?? UInt64(Date().timeIntervalSince1970 * 1000) & 0xFFFF_FFFF
    var generator = SeededGenerator(seed: seed)
    let scratch = try Scratch()
    let path = try scratch.write("crash.ics", Self.bigCalendar(events: 3_000))
    let binary = try Self.binary()
    let pause = ["ALMANAC_WRITE_PAUSE_US": "2000"]
    // One undisturbed run measures how long an add takes (read, parse, paced write); the
    // kills then land uniformly within that time.
    let clock = ContinuousClock()
    let timing = try clock.measure {
      let result = try Self.run(
        ["add", "--ics", path, "--title", "Timing", "--start", "2026-12-01T10:00Z"], scratch,
        extra: pause)
      #expect(result.exitCode == 0)
    }
    let span = UInt64(
      max(
        timing.components.seconds * 1_000_000 + timing.components.attoseconds / 1_000_000_000_000,
        1000))
    var old = try String(contentsOfFile: path, encoding: .utf8)
    var outcomes = (old: 0, new: 0, interrupted: 0)
    // At least 14 rounds; more (up to 80) while no kill has yet landed before and during a
    // write: under load the timing run and the killed runs take different times, so a fixed
    // number of rounds sometimes missed the write.
    for round in 0..<80 {
      if round >= 14, outcomes.old > 0, outcomes.interrupted > 0 { break }
      let process = Process()
      process.executableURL = binary
      process.arguments = [
        "add", "--ics", path, "--title", "Crash \(round)", "--start", "2026-12-01T10:00Z",
        "--uid", "crash-\(round)",
      ]
      process.environment = scratch.environment.merging(pause) { $1 }
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let delay = UInt32(generator.next() % span)
      usleep(delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let killed = process.terminationReason == .uncaughtSignal
      let now = try String(contentsOfFile: path, encoding: .utf8)
      if now == old {
        outcomes.old += 1
      } else {
        // New: exactly the old file with one VEVENT inserted before END:VCALENDAR.
        let block = now.range(of: "BEGIN:VEVENT\r\nUID:crash-\(round)\r\n")
        let end = block.flatMap {
          now.range(of: "END:VEVENT\r\n", range: $0.upperBound..<now.endIndex)
        }
        var restored = now
        if let block, let end { restored.removeSubrange(block.lowerBound..<end.upperBound) }
        #expect(restored == old, "round \(round) (seed \(seed), delay \(delay) µs): broken file")
        #expect(now.hasSuffix("END:VCALENDAR\r\n"))
        outcomes.new += 1
        old = now
      }
      let temporary = try FileManager.default.contentsOfDirectory(atPath: scratch.root).filter {
        $0.hasSuffix(".tmp")
      }
      if killed, !temporary.isEmpty { outcomes.interrupted += 1 }
      for name in temporary {
        try FileManager.default.removeItem(atPath: scratch.root + "/" + name)
      }
    }
    // The kills must have landed both before and during the write for the test to mean
    // anything; a leftover temporary file shows a kill in the middle of writing.
    #expect(outcomes.old > 0, "seed \(seed): \(outcomes)")
    #expect(outcomes.interrupted > 0, "seed \(seed): no kill landed during a write: \(outcomes)")
    // The file is still readable by almanac itself.
    let listed = try Self.run(
      ["events", "--ics", path, "--from", "2026-12-15", "--days", "1"], scratch)
    #expect(listed.exitCode == 0)
    #expect(listed.standardError.isEmpty, "\(listed.standardError)")
  }
}
