import Foundation
import Testing

@testable import AlmanacICS

/// The `ics` fuzz finding `crash-bed2309e…` (kept in fuzz/findings/): a VTIMEZONE east of UTC
/// whose first onset comes after an instance. The span of wall times before the onset reaches
/// back to the beginning of time, and the expansion's gap check took an offset off its lower
/// bound, `Int.min`: an overflow trap that took down the whole expansion.
@Suite struct ZoneBeforeFirstOnsetTests {
  @Test func theFindingExpandsWithoutATrap() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(
        "../../../fuzz/findings/ics-zone-before-first-onset-bed2309e4db4f5d78cc018734e0fd1912c203e6a"
      )
    let bytes = Array(try Data(contentsOf: url))
    let document = try ICSParser(options: .init(maxComponents: 10_000)).parse(bytes)
    for calendar in ICSCalendar.calendars(in: document) {
      var skipped: [ICSError] = []
      _ = calendar.instances(from: 1_600_000_000, to: 1_610_000_000, limit: 500, skipped: &skipped)
      _ = calendar.instances(
        from: 250_000_000_000, to: 250_001_000_000, limit: 100, skipped: &skipped)
    }
  }

  @Test func anEventBeforeTheFirstOnsetOfAZoneEastOfUTC() throws {
    let text = """
      BEGIN:VCALENDAR\r
      VERSION:2.0\r
      BEGIN:VTIMEZONE\r
      TZID:Far East\r
      BEGIN:STANDARD\r
      DTSTART:20300101T000000\r
      TZOFFSETFROM:+1300\r
      TZOFFSETTO:+1200\r
      END:STANDARD\r
      END:VTIMEZONE\r
      BEGIN:VEVENT\r
      UID:early\r
      DTSTART;TZID=Far East:20200101T090000\r
      RRULE:FREQ=DAILY;COUNT=3\r
      END:VEVENT\r
      END:VCALENDAR\r

      """
    let calendar = try #require(ICSCalendar.calendars(in: try ICSParser().parse(text)).first)
    let instances = try calendar.instances(from: 1_577_000_000, to: 1_578_500_000)
    // 09:00 at +13:00 (the offset before the first onset) is 20:00Z the day before.
    #expect(instances.map(\.startUTC) == [1_577_822_400, 1_577_908_800, 1_577_995_200])
  }
}
