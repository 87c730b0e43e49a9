import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Week numbers")
struct WeekNumberTests {
  /// Integer week numbers agree with Foundation (ICU) for every first weekday and minimum days
  /// in the first week, on random days from 1000 to 2600 (Julian years before the reform; the
  /// reform year 1582 itself is checked by hand in the fixture tests).
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7])
  func integerWeeksMatchFoundation(firstWeekday: Int) {
    let seed = UInt64(0x5EED_0000 + firstWeekday)
    var random = SeededGenerator(seed: seed)
    let lower = day("1000-01-01").serial
    let upper = day("2600-12-31").serial
    let reformYear = day("1582-01-01").serial...day("1583-01-14").serial
    for minimumDays in 1...7 {
      let ctx = weekContext(.gregorian, firstWeekday: firstWeekday, minimumDays: minimumDays)
      for _ in 0..<400 {
        let serial = Int.random(in: lower...upper, using: &random)
        if reformYear.contains(serial) { continue }
        let date = Date(timeIntervalSince1970: Double(serial) * 86_400 + 43_200)
        let expected = ctx.foundationCalendar.component(.weekOfYear, from: date)
        let got = ctx.weekNumber(of: Day(unchecked: serial))
        #expect(
          got == expected,
          "seed \(seed): \(Day(unchecked: serial)) rules \(firstWeekday)/\(minimumDays)")
        if got != expected { return }
      }
    }
  }

  /// ISO 8601 facts: 2020-12-31 is in week 53, 2021-01-03 too, 2021-01-04 in week 1,
  /// 2024-12-30 in week 1 (of 2025). US facts: 2025-12-28 is in week 1 (the week holding
  /// 2026-01-01), 2026-01-04 in week 2, 2026-12-26 in week 52 and 2026-12-31 in week 1 (of 2027).
  @Test func knownWeeks() {
    let iso = context(.iso8601, "en_US")
    #expect(iso.weekNumber(of: day("2020-12-31")) == 53)
    #expect(iso.weekNumber(of: day("2021-01-03")) == 53)
    #expect(iso.weekNumber(of: day("2021-01-04")) == 1)
    #expect(iso.weekNumber(of: day("2024-12-30")) == 1)
    let us = context(.gregorian, "en_US")
    #expect(us.weekNumber(of: day("2025-12-28")) == 1)
    #expect(us.weekNumber(of: day("2026-01-04")) == 2)
    #expect(us.weekNumber(of: day("2026-12-26")) == 52)
    #expect(us.weekNumber(of: day("2026-12-31")) == 1)
  }
}
