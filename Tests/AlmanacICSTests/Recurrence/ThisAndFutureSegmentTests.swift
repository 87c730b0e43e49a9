import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacICS

/// A series with RANGE=THISANDFUTURE overrides is walked segment by segment (before the first
/// override, then from each to the next), each only where its moved instances can meet the
/// window. Before, the walk looked ahead and back by the largest shift of all: the `ics` fuzz
/// target found a FREQ=SECONDLY series whose override moved it by 2,516 years, which walked
/// every second in between (a hang). These tests check windows against the definition,
/// computed without the iterator: every occurrence takes the shift and length of the latest
/// override at or before it.
@Suite struct ThisAndFutureSegmentTests {
  struct Override {
    var rid: Int  // index of the occurrence it starts at
    var shift: Int  // seconds, on the wall clock
    var minutes: Int  // length of the moved instances
  }

  static func stamp(_ local: Int) -> String {
    ICSDateTime(localSeconds: local, kind: .floating).text
  }

  /// A calendar of one series (DAILY, in `tzid` or UTC, 09:00, 60 minutes) and its overrides.
  static func calendar(tzid: String?, startLocal: Int, count: Int, step: Int, overrides: [Override])
    -> String
  {
    let zoned = { (local: Int) in
      tzid.map { ";TZID=\($0):" + stamp(local) } ?? ":" + stamp(local) + "Z"
    }
    var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Almanac//tests//EN\r\n"
    text += "BEGIN:VEVENT\r\nUID:s\r\nDTSTART\(zoned(startLocal))\r\nDURATION:PT60M\r\n"
    let frequency = step == 86_400 ? "DAILY" : "HOURLY;INTERVAL=\(step / 3600)"
    text += "RRULE:FREQ=\(frequency);COUNT=\(count)\r\nEND:VEVENT\r\n"
    for override in overrides {
      let rid = startLocal + override.rid * step
      text += "BEGIN:VEVENT\r\nUID:s\r\nRECURRENCE-ID;RANGE=THISANDFUTURE"
      text += zoned(rid).replacingOccurrences(of: "DTSTART", with: "") + "\r\n"
      text += "DTSTART\(zoned(rid + override.shift))\r\nDURATION:PT\(override.minutes)M\r\n"
      text += "END:VEVENT\r\n"
    }
    return text + "END:VCALENDAR\r\n"
  }

  @Test func segmentsWithLargeShiftsAgreeWithTheDefinition() throws {
    var generator = SeededGenerator(seed: 0x7A5_F07E)
    var checked = 0
    for round in 0..<60 {
      let tzid = round % 2 == 0 ? "Europe/Berlin" : nil
      let zone = tzid.flatMap { ICSTimeZone(identifier: $0) }
      let step = round % 3 == 2 ? 5 * 3600 : 86_400
      let count = 3_000
      let startLocal = 1_577_869_200 + Int(generator.next() % 400) * 86_400  // 2020, 09:00
      var overrides: [Override] = []
      var rids = Set<Int>()
      for _ in 0..<(1 + Int(generator.next() % 4)) {
        let rid = 1 + Int(generator.next() % UInt64(count - 1))
        guard rids.insert(rid).inserted else { continue }
        // Up to three years either way, in whole hours.
        let shift = (Int(generator.next() % 52_561) - 26_280) * 3600
        overrides.append(
          Override(rid: rid, shift: shift, minutes: 1 + Int(generator.next() % 3000)))
      }
      let text = Self.calendar(
        tzid: tzid, startLocal: startLocal, count: count, step: step, overrides: overrides)
      let document = try ICSParser().parse(text)
      let calendar = try #require(ICSCalendar.calendars(in: document).first)
      let sorted = overrides.sorted { $0.rid < $1.rid }
      let utc = { (local: Int) in zone?.utc(fromLocal: local) ?? local }
      for _ in 0..<6 {
        let from = startLocal - 3 * 31_536_000 + Int(generator.next() % (12 * 31_536_000))
        let to = from + 3600 + Int(generator.next() % (40 * 86_400))
        var expected: [String] = []
        for i in 0..<count {
          let change = sorted.last { $0.rid <= i }
          let local = startLocal + i * step + (change?.shift ?? 0)
          let start = utc(local)
          let end = start + (change?.minutes ?? 60) * 60
          if ICSCalendar.meets(startUTC: start, endUTC: end, from: from, to: to) {
            expected.append("\(start) \(end)")
          }
        }
        let got = try calendar.instances(from: from, to: to).map { "\($0.startUTC) \($0.endUTC)" }
        #expect(
          got.sorted() == expected.sorted(),
          "round \(round), window \(from)..<\(to), overrides \(sorted)")
        checked += got.count
      }
    }
    #expect(checked > 500)
  }

  /// The fuzz finding: a FREQ=SECONDLY series moved back 2,516 years by a THISANDFUTURE
  /// override, expanded for a window before its start. It walked for ever; now it is a few
  /// seeks.
  @Test func aSecondlySeriesMovedByMillenniaIsNotWalkedSecondBySecond() throws {
    let text = """
      BEGIN:VCALENDAR\r
      VERSION:2.0\r
      PRODID:-//Almanac//tests//EN\r
      BEGIN:VEVENT\r
      UID:s\r
      DTSTART:20240913T090000Z\r
      RRULE:FREQ=SECONDLY\r
      END:VEVENT\r
      BEGIN:VEVENT\r
      UID:s\r
      RECURRENCE-ID;RANGE=THISANDFUTURE:45400915T120000Z\r
      DTSTART:20240913T090000Z\r
      END:VEVENT\r
      END:VCALENDAR\r

      """
    let calendar = try #require(ICSCalendar.calendars(in: try ICSParser().parse(text)).first)
    // 2024-09-13 09:00:00Z: the series' own first seconds, and the override with the seconds
    // after it moved back onto them.
    let moved = try calendar.instances(from: 1_726_218_000, to: 1_726_218_003)
    #expect(
      moved.map(\.startUTC)
        == [
          1_726_218_000, 1_726_218_000, 1_726_218_001, 1_726_218_001, 1_726_218_002, 1_726_218_002,
        ])
    // Before the start, and in 9892 (past 7483, where the moved seconds end with the year
    // 9999): nothing. In 5000 (after the unmoved seconds end in 4540): the moved ones.
    #expect(try calendar.instances(from: 1_600_000_000, to: 1_610_000_000).isEmpty)
    #expect(try calendar.instances(from: 250_000_000_000, to: 250_001_000_000).isEmpty)
    let year5000 = 95_617_584_000
    let later = try calendar.instances(from: year5000, to: year5000 + 10)
    #expect(later.map(\.startUTC) == Array(year5000..<(year5000 + 10)))
  }
}
