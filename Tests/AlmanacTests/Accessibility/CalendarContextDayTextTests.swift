import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Date text")
struct CalendarContextDayTextTests {
  @Test func stylesInEnglish() {
    let us = context(.gregorian, "en_US")
    #expect(us.text(for: day("2026-03-02"), style: .full) == "Monday, March 2, 2026")
    #expect(us.text(for: day("2026-03-02"), style: .long) == "March 2, 2026")
    #expect(us.text(for: day("2026-03-02"), style: .monthAndDay) == "March 2")
    #expect(us.text(for: day("2026-03-02"), style: .monthAndYear) == "March 2026")
    // ISO 8601 only changes week rules; the text reads as Gregorian.
    let iso = context(.iso8601, "en_US")
    #expect(iso.text(for: day("2026-03-02"), style: .full) == "Monday, March 2, 2026")
  }

  // Python's datetime is proleptic Gregorian: 1500-03-01 was a Thursday; convertdate gives
  // Julian 20 February 1500 for the same day.
  @Test func julianBeforeTheReformUnlessProleptic() {
    let reformed = context(.gregorian, "en_US")
    #expect(reformed.text(for: day("1500-03-01"), style: .full) == "Thursday, February 20, 1500")
    let proleptic = context(.gregorian, "en_US", isProleptic: true)
    #expect(proleptic.text(for: day("1500-03-01"), style: .full) == "Thursday, March 1, 1500")
    #expect(proleptic.text(for: day("1500-03-01"), style: .long) == "March 1, 1500")
    // 0001-01-01 was a Monday (proleptic Gregorian).
    #expect(
      context(.iso8601, "en_US").text(for: Day.earliest, style: .full) == "Monday, January 1, 1")
    let french = context(.gregorian, "fr_FR", isProleptic: true)
    #expect(french.text(for: day("1500-03-01"), style: .full) == "jeudi 1 mars 1500")
    let japanese = context(.gregorian, "ja_JP", isProleptic: true)
    #expect(japanese.text(for: day("1500-03-01"), style: .long) == "1500年3月1日")
  }

  @Test func yearLettersAreReplacedOutsideQuotes() {
    let year = { (letters: Int) in String(repeating: "9", count: letters) }
    #expect(CalendarContext.pattern("EEEE, MMMM d, y", year: year) == "EEEE, MMMM d, 9")
    #expect(
      CalendarContext.pattern("d 'de' MMMM 'yy' yyyy", year: year) == "d 'de' MMMM 'yy' 9999")
    #expect(CalendarContext.pattern("y'年'M'月'", year: year) == "9'年'M'月'")
    #expect(CalendarContext.pattern("y", year: { _ in "AD'1" }) == "'AD''1'")
  }
}
