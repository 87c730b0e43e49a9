import Almanac
import Foundation
import Testing

@testable import AlmanacICS

/// VTIMEZONEs generated from Foundation's zones give back Foundation's offsets when read by
/// our own VTIMEZONE reader and by python icalendar.
@Suite struct GeneratedVTIMEZONETests {
  struct Case: CustomTestStringConvertible, Sendable {
    var zone: String
    var from: String
    var through: String
    var testDescription: String { "\(zone) \(from)…\(through)" }
  }

  static let cases: [Case] = [
    Case(zone: "Europe/Berlin", from: "2024-01-01", through: "2026-12-31"),
    // The United States moved DST to March–November in 2007.
    Case(zone: "America/New_York", from: "2000-01-01", through: "2015-12-31"),
    // Half an hour of daylight saving time.
    Case(zone: "Australia/Lord_Howe", from: "2020-01-01", through: "2030-12-31"),
    // No daylight saving time since 1945.
    Case(zone: "Asia/Kolkata", from: "2020-01-01", through: "2030-12-31"),
    // Permanent summer time from 2011, a new standard offset in 2014.
    Case(zone: "Europe/Moscow", from: "2008-01-01", through: "2016-12-31"),
    // DST abolished in 2019 and 2022.
    Case(zone: "America/Sao_Paulo", from: "2015-01-01", through: "2022-12-31"),
    Case(zone: "Asia/Tehran", from: "2019-01-01", through: "2025-12-31"),
    // Changes around Ramadan that follow no yearly rule.
    Case(zone: "Africa/Casablanca", from: "2020-01-01", through: "2024-12-31"),
    // The southern hemisphere, a rule "Sunday on or after" a day.
    Case(zone: "Pacific/Auckland", from: "2005-01-01", through: "2012-12-31"),
    Case(zone: "Asia/Jerusalem", from: "2010-01-01", through: "2016-12-31"),
  ]

  static func instant(_ day: String) throws -> Int {
    try Day(parsing: day).serial * 86_400
  }

  static func generate(_ item: Case) throws -> (TimeZone, ICSComponent, ClosedRange<Int>) {
    let zone = try #require(TimeZone(identifier: item.zone))
    let span = try instant(item.from)...(try instant(item.through) + 86_399)
    return (zone, ICSComponent(vtimezoneFor: zone, covering: span), span)
  }

  /// The instants to compare: every change of the zone in the span and a second either side,
  /// and every three hours of the span.
  static func samples(_ zone: TimeZone, _ span: ClosedRange<Int>) -> [Int] {
    var out = Array(stride(from: span.lowerBound, through: span.upperBound, by: 3 * 3600))
    for change in ZoneRules.changes(of: zone, after: span.lowerBound, through: span.upperBound) {
      out += [change.instant - 1, change.instant, change.instant + 1]
    }
    return out.sorted()
  }

  @Test(arguments: cases)
  func everyInstantOfTheSpanHasFoundationsOffset(_ item: Case) throws {
    let (zone, component, span) = try Self.generate(item)
    let parsed = try ICSTimeZone(vtimezone: component)
    var mismatches: [String] = []
    for instant in Self.samples(zone, span) {
      let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant)))
      let got = parsed.offset(atUTC: instant)
      if got != expected, mismatches.count < 5 {
        mismatches.append("\(instant): \(got) instead of \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "\(item.zone):\n\(ICSWriter().string([component]))")
    // Wall times too: a time read in the generated zone is the instant Foundation gives.
    for instant in stride(from: span.lowerBound, through: span.upperBound, by: 7 * 3600) {
      let local = parsed.local(fromUTC: instant)
      #expect(
        parsed.utc(fromLocal: local) == ICSTimeZone(identifier: item.zone)?.utc(fromLocal: local))
    }
  }

  @Test func berlinIsTwoYearlyRulesWithTheDatabasesNames() throws {
    let (_, component, _) = try Self.generate(Self.cases[0])
    let text = ICSWriter().string([component])
    #expect(
      text == """
        BEGIN:VTIMEZONE\r
        TZID:Europe/Berlin\r
        BEGIN:STANDARD\r
        DTSTART:20231029T030000\r
        RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r
        TZOFFSETFROM:+0200\r
        TZOFFSETTO:+0100\r
        TZNAME:CET\r
        END:STANDARD\r
        BEGIN:DAYLIGHT\r
        DTSTART:20240331T020000\r
        RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r
        TZOFFSETFROM:+0100\r
        TZOFFSETTO:+0200\r
        TZNAME:CEST\r
        END:DAYLIGHT\r
        END:VTIMEZONE\r

        """)
  }

  @Test func aRuleChangeInsideTheSpanEndsTheOldRuleWithUntil() throws {
    let (_, component, _) = try Self.generate(Self.cases[1])
    let rules = component.components.compactMap { $0.property("RRULE")?.rawValue }
    #expect(
      rules == [
        "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;UNTIL=20061029T060000Z",
        "FREQ=YEARLY;BYMONTH=4;BYDAY=1SU;UNTIL=20060402T070000Z",
        "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
        "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
      ])
    #expect(component.components.map { $0.text("TZNAME") } == ["EST", "EDT", "EDT", "EST"])
  }

  @Test func aZoneWithoutChangesInTheSpanIsOneObservance() throws {
    let (_, component, _) = try Self.generate(Self.cases[3])
    #expect(component.components.count == 1)
    let standard = try #require(component.components.first)
    #expect(standard.name == "STANDARD")
    #expect(standard.property("RRULE") == nil)
    #expect(standard.property("TZOFFSETTO")?.rawValue == "+0530")
    #expect(standard.text("TZNAME") == "IST")
  }

  @Test func lordHoweChangesByHalfAnHour() throws {
    let (_, component, _) = try Self.generate(Self.cases[2])
    let offsets = component.components.map {
      ($0.name, $0.property("TZOFFSETFROM")?.rawValue, $0.property("TZOFFSETTO")?.rawValue)
    }
    #expect(offsets.contains { $0 == ("DAYLIGHT", "+1030", "+1100") })
    #expect(offsets.contains { $0 == ("STANDARD", "+1100", "+1030") })
    #expect(component.components.allSatisfy { $0.property("RRULE") != nil })
  }

  @Test func aRuleStillInForceGoesOnWithoutUntil() throws {
    // An event far after the span still reads Berlin's offsets right.
    let (zone, component, _) = try Self.generate(Self.cases[0])
    let parsed = try ICSTimeZone(vtimezone: component)
    let later = try Self.instant("2087-07-01")
    for instant in stride(from: later, to: later + 366 * 86_400, by: 3600) {
      #expect(
        parsed.offset(atUTC: instant)
          == zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant))))
    }
  }

  @Test func pythonIcalendarReadsTheSameOffsets() throws {
    let python = try #require(
      ParameterEscapeTests.pythonWithIcalendar(),
      "needs python3 with icalendar 6+: scripts/dev/test-tools/icalendar.sh")
    var calendar = ICSComponent(name: "VCALENDAR")
    calendar.properties = [
      ICSProperty(name: "VERSION", rawValue: "2.0"),
      ICSProperty(name: "PRODID", rawValue: "-//Almanac//tests//EN"),
    ]
    var expected: [String: [Int: Int]] = [:]
    var samples: [String: [Int]] = [:]
    for item in Self.cases {
      var (zone, component, span) = try Self.generate(item)
      // Our own TZIDs, so that python cannot fall back on its own copy of the zone.
      let tzid = "Generated/" + item.zone
      component.properties[0] = ICSProperty(name: "TZID", rawValue: tzid)
      calendar.components.append(component)
      let changes = ZoneRules.changes(of: zone, after: span.lowerBound, through: span.upperBound)
      // dateutil's tzical (which python icalendar reads VTIMEZONEs with) puts the last hour
      // before a change between two STANDARD offsets (Moscow, 26 October 2014: +04 to +03,
      // neither daylight time) after the change; those instants are left out of this
      // comparison (docs/decisions/0011-generated-vtimezone.md).
      let misread = changes.filter { change in
        !change.isDaylight && change.before > change.after
          && !zone.isDaylightSavingTime(
            for: Date(timeIntervalSince1970: Double(change.instant - 1)))
      }.map { ($0.instant - ($0.before - $0.after))..<$0.instant }
      let instants =
        (Self.samples(zone, span).enumerated().filter { $0.offset % 7 == 0 }
        .map(\.element) + changes.flatMap { [$0.instant - 1, $0.instant] })
        .filter { instant in !misread.contains { $0.contains(instant) } }
      samples[tzid] = instants
      expected[tzid] = Dictionary(
        instants.map { ($0, zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double($0)))) },
        uniquingKeysWith: { a, _ in a })
    }
    let folder = FileManager.default.temporaryDirectory.path + "/vtz-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(ICSWriter().string([calendar]).utf8).write(
      to: URL(fileURLWithPath: folder + "/zones.ics"))
    try JSONEncoder().encode(samples).write(to: URL(fileURLWithPath: folder + "/samples.json"))
    let script = """
      import icalendar, json, sys, datetime
      cal = icalendar.Calendar.from_ical(open(sys.argv[1] + '/zones.ics', 'rb').read())
      samples = json.load(open(sys.argv[1] + '/samples.json'))
      out = {}
      for vtz in cal.walk('VTIMEZONE'):
          tzid = str(vtz['TZID'])
          tz = vtz.to_tz()
          out[tzid] = {str(t): int(datetime.datetime.fromtimestamp(t, tz).utcoffset()
                                   .total_seconds()) for t in samples[tzid]}
      print(json.dumps(out))
      """
    let output = try ParameterEscapeTests.run(python, ["-c", script, folder])
    let read = try JSONDecoder().decode([String: [String: Int]].self, from: Data(output.utf8))
    for (tzid, offsets) in expected {
      var wrong: [String] = []
      for (instant, offset) in offsets where read[tzid]?[String(instant)] != offset {
        wrong.append("\(instant): \(read[tzid]?[String(instant)] ?? -1) instead of \(offset)")
      }
      let agrees = wrong.isEmpty
      #expect(agrees, "\(tzid): \(wrong.count) offsets differ, first \(wrong.sorted().prefix(5))")
    }
  }
}
