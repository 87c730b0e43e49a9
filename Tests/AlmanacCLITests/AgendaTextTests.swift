import Almanac
import AlmanacICS
import AlmanacStore
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

/// The streamed text agenda lists exactly what the day index lists, in the same order, with
/// the identical lines of one event's overlapping instances counted on one line, and writes in
/// blocks instead of one string.
@Suite("Streamed agenda")
struct AgendaTextTests {
  /// The agenda built the plain way from the engine's day index, day by day: every event's
  /// line, then the lines of one UID and file that are the same text merged into the first
  /// with their count.
  static func reference(_ events: [EventInstance], from first: Day, through last: Day) -> String {
    let index = EventInstance.index(events, window: first...last)
    var out = ""
    var day = first
    while day <= last {
      let todays = index.events(on: day)
      if !todays.isEmpty {
        out += EventsCommand.heading(day) + "\n"
        var lines: [(key: String, line: String, count: Int)] = []
        for event in todays {
          let line = EventsCommand.line(event, on: day)
          let key = event.uid + "|" + event.path + "|" + line
          if let place = lines.firstIndex(where: { $0.key == key }) {
            lines[place].count += 1
          } else {
            lines.append((key, line, 1))
          }
        }
        for entry in lines {
          out += "  " + entry.line + (entry.count > 1 ? "  (\(entry.count) instances)" : "") + "\n"
        }
      }
      day = day.adding(days: 1)
    }
    return out
  }

  @Test(arguments: [1 as UInt64, 2, 3, 42, 2026])
  func matchesTheDayIndex(_ seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\n"
    for index in 0..<60 {
      let day = 1 + generator.next(28)
      let month = 1 + generator.next(3)
      let date = "2026" + (month < 10 ? "0" : "") + "\(month)" + (day < 10 ? "0" : "") + "\(day)"
      var body = "UID:e\(index)\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Event \(index)\r\n"
      switch generator.next(4) {
      case 0: body += "DTSTART;VALUE=DATE:\(date)\r\nDURATION:P\(1 + generator.next(9))D\r\n"
      case 1:
        body +=
          "DTSTART:\(date)T2\(generator.next(4))0000Z\r\nDURATION:PT\(1 + generator.next(70))H\r\n"
      case 2:
        body +=
          "DTSTART;TZID=Europe/Berlin:\(date)T0\(generator.next(10))3000\r\nDURATION:PT45M\r\n"
          + "RRULE:FREQ=DAILY;INTERVAL=\(1 + generator.next(5));COUNT=\(1 + generator.next(20))\r\n"
      default:
        body +=
          "DTSTART:\(date)T120000Z\r\nDURATION:P\(generator.next(40))DT1H\r\nRRULE:FREQ=WEEKLY\r\n"
      }
      text += "BEGIN:VEVENT\r\n" + body + "END:VEVENT\r\n"
    }
    text += "END:VCALENDAR\r\n"
    let path = FileManager.default.temporaryDirectory.path + "/agenda-\(seed)-\(UUID()).ics"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let store = try EventStore(sources: [EventSource(path: path)], cache: nil)
    let first = try Day(year: 2026, month: 1, day: 10)
    let last = try Day(year: 2026, month: 4, day: 20)
    let zone = try #require(TimeZone(identifier: "America/New_York"))
    var skipped: [ICSError] = []
    let events = store.events(from: first, through: last, in: zone, skipped: &skipped)
    var blocks: [String] = []
    let wrote = AgendaText(events: events, first: first, last: last).write { blocks.append($0) }
    let expected = Self.reference(events, from: first, through: last)
    #expect(blocks.joined() == expected, "seed \(seed)")
    #expect(wrote == !expected.isEmpty)
    #expect(blocks.allSatisfy { $0.utf8.count < (1 << 16) + 200 }, "seed \(seed)")
  }

  /// A biweekly event 124 years long: about 3,235 of its instances cover each day, running
  /// through it; each day lists them on one counted line, and the instances that start or end
  /// that day on their own.
  @Test func overlappingInstancesOfOneEventAreCountedOnOneLine() throws {
    let text =
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:long\r\n"
      + "DTSTAMP:20260101T000000Z\r\nDTSTART:19020101T100000Z\r\nDTEND:20260101T100000Z\r\n"
      + "RRULE:FREQ=WEEKLY;INTERVAL=2\r\nSUMMARY:Long\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    let path = FileManager.default.temporaryDirectory.path + "/agenda-long-\(UUID()).ics"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    var out = ""
    let invocation = Invocation(
      environment: ["LANG": "en_US.UTF-8", "TZ": "UTC"], terminal: .pipe, now: CLIHarness.now,
      write: { out += $0 }, writeError: { _ in })
    let code = CLI.run(
      arguments: ["events", "--ics", path, "--from", "2026-01-01", "--days", "3"],
      invocation: invocation)
    #expect(code == .success)
    // 2026-01-01 is a Thursday; the series began on Wednesday 1902-01-01, so an instance
    // starts every other Wednesday and none on these days; one ends on 2026-01-01 at 10:00
    // (DTEND), the others run through.
    let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count < 12, "\(out)")
    #expect(lines.contains { $0.hasPrefix("  ↔ ") && $0.hasSuffix("instances)") })
    #expect(lines.allSatisfy { !$0.hasPrefix("  ↔ ") || $0.hasSuffix("instances)") })
  }

  /// Many events, each covering every day: the text goes out in 64 KiB blocks.
  @Test func aLongAgendaIsWrittenInBlocks() throws {
    var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\n"
    for index in 0..<3_000 {
      text +=
        "BEGIN:VEVENT\r\nUID:long-\(index)\r\nDTSTAMP:20260101T000000Z\r\n"
        + "DTSTART:20251201T100000Z\r\nDTEND:20260401T100000Z\r\nSUMMARY:Long \(index)\r\n"
        + "END:VEVENT\r\n"
    }
    text += "END:VCALENDAR\r\n"
    let path = FileManager.default.temporaryDirectory.path + "/agenda-long-\(UUID()).ics"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    var blocks = 0
    var bytes = 0
    var lines = 0
    let invocation = Invocation(
      environment: ["LANG": "en_US.UTF-8", "TZ": "UTC"], terminal: .pipe, now: CLIHarness.now,
      write: { text in
        blocks += 1
        bytes += text.utf8.count
        lines += text.utf8.lazy.filter { $0 == 0x0A }.count
      }, writeError: { _ in })
    let code = CLI.run(
      arguments: ["events", "--ics", path, "--from", "2026-01-01", "--days", "60"],
      invocation: invocation)
    #expect(code == .success)
    // 60 headings and 3,000 event lines under each.
    #expect(lines == 60 * 3_001)
    #expect(blocks >= bytes / (1 << 16))
    #expect(blocks > 50)
  }
}
