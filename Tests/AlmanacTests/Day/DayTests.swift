import Foundation
import Testing

@testable import Almanac

@Suite("Day")
struct DayTests {
  @Test func epochAndWeekday() throws {
    let day = try Day(year: 1970, month: 1, day: 1)
    #expect(day.serial == 0)
    #expect(day.weekday == 5)
    #expect(try Day(year: 2026, month: 11, day: 29).weekday == 1)
  }

  @Test func bounds() throws {
    #expect(try Day(year: 1, month: 1, day: 1) == Day.earliest)
    #expect(try Day(year: 9999, month: 12, day: 31) == Day.latest)
    #expect(throws: DayError.self) { try Day(year: 0, month: 1, day: 1) }
    #expect(throws: DayError.self) { try Day(year: 10000, month: 1, day: 1) }
    #expect(throws: DayError.self) { try Day(year: 2025, month: 2, day: 29) }
    #expect(throws: DayError.self) { try Day(year: 2025, month: 13, day: 1) }
    #expect(throws: DayError.self) { try Day(serial: Day.latest.serial + 1) }
  }

  @Test func civilRoundTripEveryDay() throws {
    // Every supported day round-trips and matches Foundation's proleptic arithmetic.
    var expected = (year: 1, month: 1, day: 1)
    for serial in Day.earliest.serial...Day.latest.serial {
      let civil = GregorianMath.civil(serial)
      #expect(civil == expected, "serial \(serial)")
      #expect(GregorianMath.serial(year: civil.year, month: civil.month, day: civil.day) == serial)
      if civil != expected { return }
      expected.day += 1
      if expected.day > GregorianMath.daysInMonth(year: expected.year, month: expected.month) {
        expected.day = 1
        expected.month += 1
        if expected.month > 12 {
          expected.month = 1
          expected.year += 1
        }
      }
    }
  }

  @Test(arguments: ["2026-03-05", "0001-01-01", "9999-12-31", "2024-02-29"])
  func textRoundTrip(text: String) throws {
    let day = try #require(Day(text))
    #expect(day.description == text)
    let json = try JSONEncoder().encode([day])
    #expect(String(decoding: json, as: UTF8.self) == "[\"\(text)\"]")
    #expect(try JSONDecoder().decode([Day].self, from: json) == [day])
  }

  @Test(arguments: ["2026-3-5", "2026-02-30", "20260305", "0000-01-01", "２０２６-03-05", ""])
  func badText(text: String) {
    #expect(Day(text) == nil)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Day].self, from: Data("[\"\(text)\"]".utf8))
    }
  }

  @Test func strideable() throws {
    let a = try Day(year: 2026, month: 2, day: 27)
    let b = try Day(year: 2026, month: 3, day: 2)
    #expect(a.distance(to: b) == 3)
    #expect(
      Array(a...b).map(\.description) == [
        "2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02",
      ])
  }
}

@Suite("Day and Date")
struct DayDateTests {
  func zone(_ id: String) throws -> TimeZone { try #require(TimeZone(identifier: id)) }

  @Test func midnightMissingInSaoPaulo() throws {
    let tz = try zone("America/Sao_Paulo")
    let day = try Day(year: 2018, month: 11, day: 4)
    let start = try #require(day.startDate(in: tz))
    // Clocks went from 00:00 to 01:00 (-03 to -02): the day starts at 01:00 -02 = 03:00 UTC.
    #expect(start.timeIntervalSince1970 == 1_541_300_400)
    #expect(Day(start, in: tz) == day)
    #expect(Day(start.addingTimeInterval(-1), in: tz) == day.adding(days: -1))
  }

  @Test func apiaSkippedADay() throws {
    let tz = try zone("Pacific/Apia")
    let skipped = try Day(year: 2011, month: 12, day: 30)
    #expect(skipped.startDate(in: tz) == nil)
    #expect(skipped.isSkipped(in: tz))
    let before = try #require(skipped.adding(days: -1).startDate(in: tz))
    let after = try #require(skipped.adding(days: 1).startDate(in: tz))
    #expect(after.timeIntervalSince(before) == 86_400)
    #expect(skipped.firstInstant(in: tz) == after)
  }

  @Test(arguments: [
    "UTC", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe",
    "Pacific/Kiritimati", "America/St_Johns", "Asia/Tehran",
  ])
  func roundTripOverYears(zoneID: String) throws {
    let tz = try zone(zoneID)
    let first = try Day(year: 1990, month: 1, day: 1)
    var day = first
    while day.serial < first.serial + 366 * 40 {
      let start = try #require(day.startDate(in: tz), "\(day) in \(zoneID)")
      #expect(Day(start, in: tz) == day, "\(day) in \(zoneID)")
      #expect(Day(start.addingTimeInterval(-1), in: tz) == day.adding(days: -1))
      day = day.adding(days: 7)
    }
  }
}
