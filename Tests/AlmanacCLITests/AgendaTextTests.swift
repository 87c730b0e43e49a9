import Almanac
import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

/// The streamed text agenda lists exactly what the day index lists, in the same order, and
/// writes in blocks instead of one string.
@Suite("Streamed agenda")
struct AgendaTextTests {
  /// The agenda as it was built before streaming: the engine's day index, day by day.
  static func reference(_ events: [EventInstance], from first: Day, through last: Day) -> String {
    let index = EventInstance.index(events, window: first...last)
    var out = ""
    var day = first
    while day <= last {
      let todays = index.events(on: day)
      if !todays.isEmpty {
        out += EventsCommand.heading(day) + "\n"
        for event in todays { out += "  " + EventsCommand.line(event, on: day) + "\n" }
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

  @Test func aLongEventIsWrittenInBlocks() throws {
    let text =
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:long\r\n"
      + "DTSTAMP:20260101T000000Z\r\nDTSTART:19020101T100000Z\r\nDTEND:20260101T100000Z\r\n"
      + "RRULE:FREQ=WEEKLY;INTERVAL=2\r\nSUMMARY:Long\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
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
    // About 3,235 instances cover each day (those from 1902 end during 2026): 60 headings and
    // 194,109 event lines, the count the index-built agenda printed before (checked with it).
    #expect(lines == 194_169)
    #expect(blocks >= bytes / (1 << 16))
    #expect(blocks > 50)
  }
}
