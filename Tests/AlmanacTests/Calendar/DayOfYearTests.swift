import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

/// `CalendarContext.dayOfYear(_:)` (cal -j) against Foundation's ordinality of the day in the
/// year, in several calendars, and against known Gregorian numbers.
@Suite("Day of the year")
struct DayOfYearTests {
  @Test(arguments: [
    // Day holds proleptic Gregorian dates: 1582-10-14 is Julian 4 October, the last day
    // before the reform.
    ("2026-01-01", 1), ("2026-12-01", 335), ("2024-12-31", 366), ("2026-12-31", 365),
    ("1582-10-14", 277), ("1582-10-15", 278),
  ])
  func gregorian(_ text: String, _ expected: Int) {
    #expect(context(.gregorian).dayOfYear(day(text)) == expected, "\(text)")
  }

  @Test(arguments: [
    CalendarSystem.gregorian, .hebrew, .persian, .islamicUmmAlQura, .chinese, .coptic, .indian,
  ])
  func matchesFoundation(_ system: CalendarSystem) {
    let context = context(system)
    let calendar = context.foundationCalendar
    var generator = SeededGenerator(seed: 1582)
    for _ in 0..<200 {
      let serial = Int.random(in: 10_957...21_915, using: &generator)  // 2000…2030
      let day = Day(unchecked: serial)
      let expected = calendar.ordinality(of: .day, in: .year, for: context.startDate(of: day))
      #expect(context.dayOfYear(day) == expected, "\(system) \(day)")
    }
  }
}
