import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Month navigation")
struct NavigationTests {
  @Test func gregorianMonthsBetweenDays() {
    let ctx = context(.gregorian, "en_US")
    let months = ctx.months(from: day("2024-01-15"), through: day("2024-12-01"))
    #expect(months.map(\.month) == Array(1...12))
    #expect(months.map(\.dayCount) == [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
    #expect(ctx.months(from: day("2024-03-31"), through: day("2024-03-01")).isEmpty)
    #expect(ctx.months(from: day("2024-03-05"), through: day("2024-03-05")).count == 1)
    #expect(ctx.months(from: day("9999-11-05"), through: Day.latest).count == 2)
  }

  /// Hebrew 5784 (Rosh Hashanah 2023-09-16 to 29 Elul 2024-10-02) was a leap year of 13 months;
  /// Persian 1403 (Nowruz 2024-03-20 to 2025-03-20) had six 31-day months, five of 30 and a
  /// leap Esfand of 30.
  @Test func otherCalendarsMonthsBetweenDays() {
    let hebrew = context(.hebrew, "en_US")
    #expect(hebrew.months(from: day("2023-09-16"), through: day("2024-10-02")).count == 13)
    let persian = context(.persian, "fa_IR")
    let year = persian.months(from: day("2024-03-20"), through: day("2025-03-20"))
    #expect(year.map(\.dayCount) == [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30])
    #expect(year.first?.firstDay == day("2024-03-20"))
  }

  @Test func clampingToBounds() {
    let ctx = context(.gregorian, "en_US")
    let bounds = day("2026-03-10")...day("2026-06-20")
    let clamped = { (text: String) in ctx.clamp(ctx.month(containing: day(text)), to: bounds) }
    #expect(clamped("2026-01-15").firstDay == day("2026-03-01"))
    #expect(clamped("2026-08-15").firstDay == day("2026-06-01"))
    #expect(clamped("2026-04-15").firstDay == day("2026-04-01"))
    #expect(clamped("2026-03-01").firstDay == day("2026-03-01"))
    let persian = context(.persian, "fa_IR")
    let nowruz = persian.clamp(
      persian.month(containing: day("2020-01-01")), to: day("2025-03-21")...Day.latest)
    #expect(nowruz.firstDay == day("2025-03-21"))
  }
}
