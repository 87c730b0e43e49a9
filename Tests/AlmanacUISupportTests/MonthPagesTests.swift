import AlmanacTestSupport
import AlmanacUISupport
import Foundation
import Testing

@testable import Almanac

@Suite("Month pages")
struct MonthPagesTests {
  @Test(
    "the pages are the range's months, in order, in every calendar shape",
    arguments: [
      (CalendarSystem.gregorian, "2020-01-15", "2031-06-02"),
      (.hebrew, "2019-09-01", "2031-03-01"),  // leap years have 13 months
      (.coptic, "2020-01-01", "2029-12-31"),  // a 5- or 6-day thirteenth month
      (.chinese, "2020-01-01", "2033-12-31"),  // leap months
    ] as [(CalendarSystem, String, String)])
  func matchesMonths(system: CalendarSystem, from: String, through: String) {
    let ctx = context(system)
    let range = day(from)...day(through)
    let pages = MonthPages(range: range, in: ctx)
    let months = ctx.months(from: range.lowerBound, through: range.upperBound)
    #expect(Array(pages) == months)
    for (index, month) in months.enumerated() {
      #expect(pages.index(showing: month) == index)
    }
  }

  @Test("a range of centuries keeps a few checkpoints, not a value per month")
  func centuries() {
    let pages = MonthPages(range: day("1900-01-01")...day("2099-12-31"), in: context())
    #expect(pages.count == 2_400)
    #expect(pages[2_399] == context().month(containing: day("2099-12-01")))
    #expect(pages.index(showing: context().month(containing: day("2026-03-18"))) == 1_514)
  }
}
