import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacICS

/// An expansion seeks its rules to the earliest wall time that an instance meeting the window
/// can have (``ICSTimeZone/earliestLocal(fromUTC:)``), not a fixed two days before it. These
/// property tests put windows at and around the zones' offset changes, with dense rules, and
/// check every window against a walk that starts far enough back to see everything.
@Suite struct SeekMarginTests {
  static let zones = [
    "UTC", "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Apia",
    "America/St_Johns", "Asia/Kathmandu",
  ]
  static let rules = [
    "FREQ=SECONDLY;INTERVAL=17", "FREQ=MINUTELY;INTERVAL=7", "FREQ=MINUTELY;BYSECOND=0,30",
    "FREQ=HOURLY;BYMINUTE=0,15,45", "FREQ=DAILY;BYHOUR=1,2,3;BYMINUTE=30",
    "FREQ=HOURLY;INTERVAL=5",
  ]

  /// Offset changes of a zone between 2005 and 2030 (Foundation's), to put windows on.
  static func transitions(_ identifier: String) -> [Int] {
    guard let zone = TimeZone(identifier: identifier) else { return [] }
    var out: [Int] = []
    var cursor = Date(timeIntervalSince1970: 1_104_537_600)
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor),
      next.timeIntervalSince1970 < 1_900_000_000
    {
      out.append(Int(next.timeIntervalSince1970))
      cursor = next
    }
    return out
  }

  @Test func windowsAtOffsetChangesMatchAWalkFromBeforeThem() throws {
    var generator = SeededGenerator(seed: 0x5EE4_0FF5)
    var checked = 0
    for _ in 0..<300 {
      let identifier = SeekMarginTests.zones[Int(generator.next() % 7)]
      let text = SeekMarginTests.rules[Int(generator.next() % 6)]
      let changes = SeekMarginTests.transitions(identifier)
      // A window within two hours of an offset change, or for one in three within two days
      // (UTC has none: anywhere).
      let anchor =
        changes.isEmpty
        ? 1_600_000_000 + Int(generator.next() % 100_000_000)
        : changes[Int(generator.next() % UInt64(changes.count))]
      let near = generator.next() % 3 == 0 ? 172_800 : 7_200
      let from = anchor - near + Int(generator.next() % UInt64(2 * near))
      let to = from + 1 + Int(generator.next() % 7_200)
      let duration = [0, 1, 3_600, 5_400, 86_400][Int(generator.next() % 5)]
      // The rule starts two to four days before the window, so the walk below is short.
      let startUTC = from - 172_800 - Int(generator.next() % 172_800)
      let zone = try #require(ICSTimeZone(identifier: identifier))
      let start = ICSDateTime(
        localSeconds: zone.local(fromUTC: startUTC),
        kind: identifier == "UTC" ? .utc : .zoned(identifier))
      let set = try RecurrenceSet(start: start, rules: [try RecurrenceRule(parsing: text)])
      let window = try set.occurrences(from: from, to: to, duration: duration)
      var walked: [Occurrence] = []
      for occurrence in set {
        if occurrence.utc >= to { break }
        if occurrence.utc + duration > from || (duration == 0 && occurrence.utc >= from) {
          walked.append(occurrence)
        }
      }
      #expect(
        window == walked,
        "seed 0x5EE40FF5: \(text) from \(start) in \(identifier), window \(from)..<\(to), length \(duration)"
      )
      checked += walked.count
    }
    #expect(checked > 10_000)
  }

  /// A calendar's expansion (durations counted on the wall clock, all-day events, floating
  /// times, RDATE periods and THISANDFUTURE overrides longer than their series) for a window at
  /// an offset change, against the same calendar's expansion of a window ten days wider,
  /// narrowed to the window. The calendar is `Fixtures/seek-margin-calendar.ics`.
  @Test func calendarWindowsAtOffsetChangesMatchAWiderWindow() throws {
    let text = try DataFiles().text("seek-margin-calendar.ics")
    let document = try ICSParser().parse(text)
    var calendar = try #require(ICSCalendar.calendars(in: document).first)
    calendar.resolver.floatingZone = ICSTimeZone(identifier: "Europe/Berlin")
    // Berlin changes on 2024-03-31 01:00Z and 2024-10-27 01:00Z; New York on 2024-11-03 06:00Z.
    var generator = SeededGenerator(seed: 0xCA1_0FF5)
    var checked = 0
    for anchor in [1_711_846_800, 1_729_990_800, 1_730_613_600] {
      for _ in 0..<12 {
        let from = anchor - 129_600 + Int(generator.next() % 259_200)
        let to = from + 1 + Int(generator.next() % 14_400)
        let narrow = try calendar.instances(from: from, to: to)
        let wide = try calendar.instances(from: from - 864_000, to: to).filter {
          ICSCalendar.meets(startUTC: $0.startUTC, endUTC: $0.endUTC, from: from, to: to)
        }
        #expect(
          narrow.map { "\($0.uid ?? "") \($0.startUTC) \($0.endUTC)" }
            == wide.map { "\($0.uid ?? "") \($0.startUTC) \($0.endUTC)" },
          "window \(from)..<\(to)")
        checked += narrow.count
      }
    }
    #expect(checked > 1_000)
  }

  @Test func theMarginIsTheZonesOffsetSpread() throws {
    let t = 1_711_846_800
    #expect(ICSTimeZone.utc.earliestLocal(fromUTC: t) == t)
    let berlin = try #require(ICSTimeZone(identifier: "Europe/Berlin"))
    // Berlin's offsets since 1900: +1, +2 and (1945, 1947) +3 hours.
    #expect(berlin.local(fromUTC: t) - berlin.earliestLocal(fromUTC: t) == 7_200)
    // Before 1900 Foundation answers (local mean time): the two days of before.
    let old = -2_500_000_000
    #expect(berlin.local(fromUTC: old) - berlin.earliestLocal(fromUTC: old) == 172_800)
    let fixed = ICSTimeZone(fixedOffset: 19_800, identifier: "+0530")
    #expect(fixed.earliestLocal(fromUTC: t) == t + 19_800)
  }
}
