import Foundation
import Testing

@testable import AlmanacICS

@Suite struct ValueTests {
  @Test(arguments: [
    "3", " 3", "3\t", "\u{00A0}7\u{3000}", "-12", "+5", "", "x", "1 2", "\t", "0042", "９",
  ])
  func integerValueTrimsLikeFoundation(raw: String) {
    // Reference: Foundation's trimming (tab and Unicode space separators), then Int.
    let property = ICSProperty(name: "SEQUENCE", rawValue: raw)
    #expect(property.integerValue == Int(raw.trimmingCharacters(in: .whitespaces)), "\(raw)")
  }

  @Test(arguments: [
    ("P1W", 7, 0, "P1W"), ("PT1H30M", 0, 5400, "PT1H30M"), ("-P1DT2H", -1, -7200, "-P1DT2H"),
    ("P15DT5H0M20S", 15, 18_020, "P15DT5H20S"), ("PT0S", 0, 0, "PT0S"), ("+P2D", 2, 0, "P2D"),
  ])
  func durations(text: String, days: Int, seconds: Int, written: String) throws {
    let duration = try ICSDuration(parsing: text)
    #expect(duration.days == days)
    #expect(duration.seconds == seconds)
    #expect(duration.description == written)
  }

  @Test(arguments: ["", "P", "1D", "PT1D", "P1H", "P1DT", "PXD"])
  func badDurations(text: String) {
    #expect(throws: ICSError.self) { _ = try ICSDuration(parsing: text) }
  }

  @Test func dateTimesInThreeFormsAndErrors() throws {
    let zoned = try ICSDateTime(parsing: "19980119T020000", tzid: "America/New_York")
    #expect(zoned.kind == .zoned("America/New_York"))
    #expect(zoned.hour == 2)
    #expect(zoned.text == "19980119T020000")
    #expect(try ICSDateTime(parsing: "19980119T070000Z").kind == .utc)
    #expect(try ICSDateTime(parsing: "19980118T230000").kind == .floating)
    #expect(try ICSDateTime(parsing: "19970714").isDate)
    // A leap second reads as :59.
    #expect(try ICSDateTime(parsing: "19971231T235960Z").second == 59)
    #expect(try ICSDateTime(parsing: "20000229").day.gregorian == (2000, 2, 29))
    for bad in [
      "1997071", "19970230", "19971301", "19970714T2500", "19970714T240000", "19970714X120000",
    ] {
      #expect(throws: ICSError.self, "\(bad)") { _ = try ICSDateTime(parsing: bad) }
    }
    #expect(throws: ICSError.self) { _ = try ICSDateTime(parsing: "19970714T120000", isDate: true) }
  }

  @Test func periodsAndOffsets() throws {
    let period = try ICSPeriod(parsing: "19970101T180000Z/PT5H30M")
    #expect(period.end == .duration(ICSDuration(seconds: 19_800)))
    let explicit = try ICSPeriod(parsing: "19970101T180000Z/19970102T070000Z")
    #expect(explicit.text == "19970101T180000Z/19970102T070000Z")
    #expect(try UTCOffset(parsing: "-0500").seconds == -18_000)
    #expect(try UTCOffset(parsing: "+053045").description == "+053045")
    #expect(try UTCOffset(parsing: "+0100").description == "+0100")
    #expect(throws: ICSError.self) { _ = try UTCOffset(parsing: "0100") }
  }

  @Test func propertyAccessors() throws {
    let text = """
      BEGIN:VEVENT
      SEQUENCE:3
      X-FLAG;VALUE=BOOLEAN:TRUE
      URL:https://example.com/a,b
      CATEGORIES:a\\,b,c
      EXDATE;TZID=Europe/Berlin:20240101T090000,20240108T090000
      RDATE;VALUE=DATE:20240105,20240106
      END:VEVENT
      """
    let event = try #require(try ICSParser(options: .strict).parse(text).components.first)
    #expect(event.property("SEQUENCE")?.integerValue == 3)
    #expect(event.property("X-FLAG")?.booleanValue == true)
    #expect(event.property("URL")?.uriValue == "https://example.com/a,b")
    #expect(event.property("CATEGORIES")?.textListValue == ["a,b", "c"])
    let exdates = try #require(event.property("EXDATE")).dateTimeListValue()
    #expect(
      exdates.map(\.description) == [
        "TZID=Europe/Berlin:20240101T090000", "TZID=Europe/Berlin:20240108T090000",
      ])
    #expect(try #require(event.property("RDATE")).dateTimeListValue().allSatisfy(\.isDate))
  }
}
