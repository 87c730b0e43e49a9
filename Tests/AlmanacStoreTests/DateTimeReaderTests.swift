import Almanac
import AlmanacICS
import Foundation
import Testing

@testable import AlmanacStore

/// Reading typed dates and times for new events, and the UNTIL and DTSTAMP derived from them.
@Suite("DateTimeReader")
struct DateTimeReaderTests {
  @Test(arguments: ["UTC", "GMT", "Etc/UTC", "etc/gmt", "Zulu", ":UTC", "Etc/GMT0"])
  func namesOfUTCGiveUTCTimes(_ zone: String) throws {
    #expect(DateTimeReader.isUTC(zone))
    let value = try DateTimeReader(zone: zone).dateTime("2026-12-01T09:30")
    #expect(value.kind == .utc)
    #expect(value.text == "20261201T093000Z")
  }

  @Test func otherZonesAndFloating() throws {
    #expect(!DateTimeReader.isUTC("Africa/Abidjan"))
    #expect(
      try DateTimeReader(zone: "Europe/Berlin").dateTime("2026-12-01 09:30").kind
        == .zoned("Europe/Berlin"))
    #expect(try DateTimeReader(zone: nil).dateTime("20261201T093000").kind == .floating)
    #expect(try DateTimeReader(zone: "Europe/Berlin").dateTime("2026-12-01T09:30Z").kind == .utc)
    #expect(try DateTimeReader(zone: "Europe/Berlin").dateTime("2026-12-01").isDate)
    #expect(throws: ICSError.self) { try DateTimeReader(zone: nil).dateTime("2026-02-30") }
  }

  @Test("a time alone is today's; its hour and minute are range-checked")
  func timeAloneIsToday() throws {
    let reader = DateTimeReader(zone: "Europe/Berlin", today: try Day(parsing: "2026-12-03"))
    #expect(try reader.dateTime("18:00").text == "20261203T180000")
    #expect(try reader.dateTime("9:30").text == "20261203T093000")
    #expect(try reader.dateTime("07:15:30").text == "20261203T071530")
    #expect(DateTimeReader.timeOfDay("123:00") == nil)
    #expect(DateTimeReader.timeOfDay("12:0") == nil)
    #expect(DateTimeReader.timeOfDay("١٢:٠٠") == nil)
    do {
      _ = try reader.dateTime("25:00")
      Issue.record("25:00 was read")
    } catch {
      #expect("\(error)".contains("hour 25"), "\(error)")
    }
    // Without today there is no day to put the time on.
    #expect(throws: ICSError.self) { try DateTimeReader(zone: nil).dateTime("18:00") }
  }

  @Test func untilTakesTheStartsForm() throws {
    let day = try ICSDateTime(parsing: "20261205")
    let zoned = try ICSDateTime(parsing: "20261201T093000", tzid: "Europe/Berlin")
    #expect(DateTimeReader.until(day, start: zoned).text == "20261205T225959Z")
    let floating = try ICSDateTime(parsing: "20261201T093000")
    // Never a UTC UNTIL on a floating start (RFC 5545 §3.3.10).
    #expect(DateTimeReader.until(day, start: floating).text == "20261205T235959")
    #expect(DateTimeReader.until(day, start: floating).kind == .floating)
    let utcGiven = try ICSDateTime(parsing: "20261205T120000Z")
    #expect(DateTimeReader.until(utcGiven, start: floating).kind == .floating)
    let allDay = try ICSDateTime(parsing: "20261201")
    #expect(DateTimeReader.until(utcGiven, start: allDay).text == "20261205")
  }

  @Test func aFloatingStartWithAUTCUntilIsInvalid() throws {
    var rule = RecurrenceRule(frequency: .daily)
    rule.until = try ICSDateTime(parsing: "20261205T000000Z")
    let draft = EventDraft(
      title: "x", start: try ICSDateTime(parsing: "20261201T093000"), rules: [rule])
    #expect(throws: EventStoreError.self) { try draft.validate() }
  }

  @Test func skippedTimesAndStamps() throws {
    let gap = try ICSDateTime(parsing: "20260329T023000", tzid: "Europe/Berlin")
    #expect(DateTimeReader.skippedTime(gap)?.text == "20260329T033000")
    let fine = try ICSDateTime(parsing: "20260329T033000", tzid: "Europe/Berlin")
    #expect(DateTimeReader.skippedTime(fine) == nil)
    let stamp = DateTimeReader.stamp(Date(timeIntervalSince1970: 1_795_953_600.9))
    #expect(stamp.text == "20261129T120000Z")
    #expect(DateTimeReader.stamp(Date(timeIntervalSince1970: -1e300)).day == Day.earliest)
  }
}
