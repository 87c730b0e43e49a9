import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacICS

@Suite struct ICSTimeZoneTests {
  @Test func everyWindowsNameMapsToAZoneFoundationKnows() {
    for (windows, iana) in WindowsZones.iana {
      #expect(ICSTimeZoneResolver.standard(windows) != nil, "\(windows) → \(iana)")
    }
    #expect(ICSTimeZoneResolver.standard("W. Europe Standard Time")?.identifier == "Europe/Berlin")
    #expect(ICSTimeZoneResolver.standard("Eastern Standard Time")?.identifier == "America/New_York")
  }

  @Test func vendorPrefixesAndQuotes() {
    #expect(
      ICSTimeZoneResolver.standard("/mozilla.org/20050126_1/America/New_York")?.identifier
        == "America/New_York")
    #expect(
      ICSTimeZoneResolver.standard("/freeassociation.sourceforge.net/Tzfile/Europe/Berlin")?
        .identifier
        == "Europe/Berlin")
    #expect(ICSTimeZoneResolver.standard("\"Europe/Paris\"")?.identifier == "Europe/Paris")
    #expect(ICSTimeZoneResolver.standard("Nowhere/Special") == nil)
  }

  @Test func memoisedAnswersMatchFreshOnesAndKeepUnknownNamesUnknown() {
    // Each name is resolved twice: the second answer comes from the memo and must be the same,
    // for known names, names that differ only by spaces or quotes, and names that do not exist.
    let names = [
      " Europe/Berlin ", "Europe/Berlin", "\"Asia/Tokyo\"", "Tokyo Standard Time",
      "/citadel.org/20190914_1/Europe/Rome", "Memo/Nowhere", "", "UTC", "Z",
    ]
    for name in names {
      let first = ICSTimeZoneResolver.standard(name)?.identifier
      let second = ICSTimeZoneResolver.standard(name)?.identifier
      #expect(first == second, "\(name)")
    }
    #expect(ICSTimeZoneResolver.standard(" Europe/Berlin ")?.identifier == "Europe/Berlin")
    #expect(ICSTimeZoneResolver.standard("\"Asia/Tokyo\"")?.identifier == "Asia/Tokyo")
    #expect(ICSTimeZoneResolver.standard("Tokyo Standard Time")?.identifier == "Asia/Tokyo")
    #expect(
      ICSTimeZoneResolver.standard("/citadel.org/20190914_1/Europe/Rome")?.identifier
        == "Europe/Rome")
    #expect(ICSTimeZoneResolver.standard("Memo/Nowhere") == nil)
    #expect(ICSTimeZoneResolver.standard("Memo/Nowhere") == nil)
  }

  @Test func tableAgreesWithFoundationEveryHourFor2024() throws {
    // The cached table against Foundation, both directions, every hour of a year with DST.
    for name in ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Pacific/Apia"] {
      let zone = try #require(ICSTimeZone(identifier: name))
      let foundation = try #require(TimeZone(identifier: name))
      var t = 1_704_067_200
      while t < 1_735_689_600 {
        let offset = foundation.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
        #expect(zone.offset(atUTC: t) == offset, "\(name) at \(t)")
        #expect(
          zone.utc(fromLocal: t + offset) == t || zone.offset(atUTC: t - 3600) != offset,
          "\(name) at \(t)")
        t += 3600
      }
    }
  }
}

@Suite struct VTIMEZONETests {
  /// Central European time as older exports write it: until 1995 summer time ended on the last
  /// Sunday of September; the old rule ends with a UTC UNTIL that is exactly its last onset
  /// (1995-09-24 03:00 CEST = 01:00Z).
  static let central = """
    BEGIN:VTIMEZONE
    TZID:Central European History
    BEGIN:DAYLIGHT
    DTSTART:19810329T020000
    RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
    TZOFFSETFROM:+0100
    TZOFFSETTO:+0200
    END:DAYLIGHT
    BEGIN:STANDARD
    DTSTART:19810927T030000
    RRULE:FREQ=YEARLY;BYMONTH=9;BYDAY=-1SU;UNTIL=19950924T010000Z
    TZOFFSETFROM:+0200
    TZOFFSETTO:+0100
    END:STANDARD
    BEGIN:STANDARD
    DTSTART:19961027T030000
    RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
    TZOFFSETFROM:+0200
    TZOFFSETTO:+0100
    END:STANDARD
    END:VTIMEZONE
    """

  @Test func lastOnsetOfAnEndedRuleIsKept() throws {
    let component = try #require(
      try ICSParser(options: .strict).parse(VTIMEZONETests.central).components.first)
    let zone = try ICSTimeZone(vtimezone: component)
    let reference = try #require(ICSTimeZone(identifier: "Europe/Berlin"))
    // Every six hours from 1982 to 2030 the offsets agree with IANA Europe/Berlin.
    var t = 378_691_200
    while t < 1_893_456_000 {
      #expect(zone.offset(atUTC: t) == reference.offset(atUTC: t), "at \(t)")
      t += 6 * 3600
    }
    // 1 October 1995, after the old rule's last onset, is standard time.
    #expect(zone.offset(atUTC: 812_505_600) == 3600)
  }

  /// The `ics` fuzz target found a VTIMEZONE whose observance recurred with RSCALE=CHINESE
  /// from the year 975: its onsets were walked to 2440 year by year through ICU, seconds per
  /// zone. A zone's onsets are Gregorian dates: such a zone is refused, with where and why,
  /// and the calendar reads at once.
  @Test func anObservanceCountedInAnotherCalendarIsRefused() throws {
    let text = Fixtures.crlf(
      """
      BEGIN:VCALENDAR
      VERSION:2.0
      PRODID:-//Almanac//tests//EN
      BEGIN:VTIMEZONE
      TZID:Lunar
      BEGIN:STANDARD
      DTSTART:09750514T020000
      RRULE:RSCALE=CHINESE;FREQ=YEARLY
      TZOFFSETFROM:+0200
      TZOFFSETTO:+0100
      END:STANDARD
      END:VTIMEZONE
      BEGIN:VEVENT
      UID:a
      DTSTART:20240701T090000Z
      END:VEVENT
      END:VCALENDAR

      """)
    let calendar = try #require(ICSCalendar.calendars(in: try ICSParser().parse(text)).first)
    let refused = try #require(calendar.diagnostics.first)
    #expect("\(refused)".contains("RSCALE=CHINESE in a STANDARD observance of VTIMEZONE Lunar"))
    #expect("\(refused)".contains(":8:1:"), "\(refused)")
    #expect(calendar.events.count == 1)
    // RSCALE=GREGORIAN is the zone's own calendar: accepted.
    let gregorian = text.replacingOccurrences(of: "RSCALE=CHINESE", with: "RSCALE=GREGORIAN")
    let accepted = try #require(
      ICSCalendar.calendars(in: try ICSParser().parse(gregorian)).first)
    #expect(accepted.diagnostics.isEmpty)
  }
}

@Suite struct ZoneSpanTests {
  @Test func spansAgreeWithPointConversion() throws {
    // Seeded: for random wall times, every wall time in the returned span converts with its
    // offset, including around gaps and overlaps.
    var generator = SeededGenerator(seed: 0x5BA9)
    for name in ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata"] {
      let zone = try #require(ICSTimeZone(identifier: name))
      for _ in 0..<300 {
        let local = 946_684_800 + Int(generator.next() % 1_000_000_000)
        let span = zone.table.span(forLocal: local)
        #expect(span.lower <= local && local < span.upper, "seed 0x5BA9 \(name) \(local)")
        for probe in [span.lower, local, span.upper - 1] where probe > Int.min && probe < Int.max {
          #expect(zone.utc(fromLocal: probe) == probe - span.offset, "seed 0x5BA9 \(name) \(probe)")
        }
      }
    }
  }
}

@Suite struct ZoneFarFutureTests {
  @Test func tablesRepeatEvery400YearsLikeFoundation() throws {
    // Seeded: random instants from 2200 to 9999 agree with Foundation (which applies each
    // zone's final rule).
    var generator = SeededGenerator(seed: 0xF4_2440)
    for name in [
      "Europe/Berlin", "America/New_York", "Australia/Sydney", "America/Santiago", "Asia/Tokyo",
    ] {
      let zone = try #require(ICSTimeZone(identifier: name))
      let foundation = try #require(TimeZone(identifier: name))
      for _ in 0..<400 {
        let t = 7_258_118_400 + Int(generator.next() % 240_000_000_000)
        let offset = foundation.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
        #expect(zone.offset(atUTC: t) == offset, "seed 0xF42440 \(name) at \(t)")
      }
    }
  }
}
