import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

/// Foundation on Linux computes Ethiopic Amete Alem components as Gregorian ones; the engine
/// computes them from Amete Mihret (year + 5500), which its month layouts rely on.
@Suite("Ethiopic Amete Alem")
struct AmeteAlemTests {
  /// Enkutatash (Ethiopian New Year) 2016 Amete Mihret = 7516 Amete Alem fell on 2023-09-12;
  /// the day before was Pagume 6 of the leap year 2015 = 7515.
  @Test func newYear7516() throws {
    let ctx = context(.ethiopicAmeteAlem)
    #expect(
      ctx.components(of: day("2023-09-12")) == DayComponents(era: 0, year: 7516, month: 1, day: 1))
    #expect(
      ctx.components(of: day("2023-09-11")) == DayComponents(era: 0, year: 7515, month: 13, day: 6))
    #expect(
      try ctx.day(from: DayComponents(era: 0, year: 7516, month: 1, day: 1)) == day("2023-09-12"))
    let month = ctx.month(containing: day("2023-09-20"))
    #expect(month.firstDay == day("2023-09-12") && month.dayCount == 30)
    #expect(ctx.monthTitle(month) == "Meskerem 7516")
  }

  @Test func sameDaysAsAmeteMihret() throws {
    let alem = context(.ethiopicAmeteAlem)
    let mihret = context(.ethiopicAmeteMihret)
    var current = day("1990-01-01")
    while current < day("2040-01-01") {
      var expected = mihret.components(of: current)
      expected.year += expected.era == 1 ? 5_500 : 0
      expected.era = 0
      #expect(alem.components(of: current) == expected, "\(current)")
      current = current.adding(days: 1)
    }
    let alemMonth = alem.month(containing: day("2024-02-20"))
    let mihretMonth = mihret.month(containing: day("2024-02-20"))
    #expect(
      MonthLayout(month: alemMonth, context: alem).weeks
        == MonthLayout(month: mihretMonth, context: mihret).weeks)
  }
}
