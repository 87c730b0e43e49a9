import Almanac
import Testing

/// `EasterComputus` against published Easter dates, and `JulianMath` against known Julian
/// dates. The CLI tests compare every year 1583…3000 with Debian ncal's `-e` and `-o`.
@Suite("Easter computus")
struct EasterComputusTests {
  static func day(_ text: String) throws -> Day {
    try #require(Day(text))
  }

  /// Western Easter (Gregorian computus), from published tables: the earliest possible date
  /// (22 March, 1818 and 2285), the latest (25 April, 1943 and 2038) and recent years.
  @Test(arguments: [
    (1818, "1818-03-22"), (1943, "1943-04-25"), (1954, "1954-04-18"), (2000, "2000-04-23"),
    (2008, "2008-03-23"), (2011, "2011-04-24"), (2019, "2019-04-21"), (2024, "2024-03-31"),
    (2025, "2025-04-20"), (2026, "2026-04-05"), (2038, "2038-04-25"), (2285, "2285-03-22"),
  ])
  func western(year: Int, expected: String) throws {
    #expect(try EasterComputus.gregorian.easterSunday(year: year) == Self.day(expected))
  }

  /// Orthodox Easter (Julian computus) as the Gregorian day it falls on.
  @Test(arguments: [
    (2010, "2010-04-04"), (2021, "2021-05-02"), (2023, "2023-04-16"), (2024, "2024-05-05"),
    (2025, "2025-04-20"), (2026, "2026-04-12"), (2027, "2027-05-02"),
  ])
  func orthodox(year: Int, expected: String) throws {
    #expect(try EasterComputus.julian.easterSunday(year: year) == Self.day(expected))
  }

  /// Every year: a Sunday, 22 March…25 April in the computus's own calendar, and the two
  /// computations agree with their own calendar's date.
  @Test func everyYearIsASundayInTheWindow() throws {
    for year in EasterComputus.supportedYears {
      for computus in EasterComputus.allCases {
        let day = try computus.easterSunday(year: year)
        #expect(day.weekday == 1, "\(computus) \(year)")
        let (month, dayOfMonth) = try computus.easterDate(year: year)
        #expect((3, 22) <= (month, dayOfMonth) && (month, dayOfMonth) <= (4, 25), "\(year)")
        let own = computus == .gregorian ? day.gregorian : day.julian
        #expect(own == (year, month, dayOfMonth), "\(computus) \(year)")
      }
    }
  }

  @Test func westernUsesTheJulianComputusBefore1583() {
    #expect(EasterComputus.western(year: 1582) == .julian)
    #expect(EasterComputus.western(year: 1583) == .gregorian)
  }

  @Test func yearsOutsideTheRangeAreErrors() {
    #expect(throws: DayError.self) { try EasterComputus.gregorian.easterSunday(year: 0) }
    #expect(throws: DayError.self) { try EasterComputus.julian.easterDate(year: 10_000) }
  }

  /// Julian dates: the reform's last Julian day (4 October 1582 = Gregorian 14 October),
  /// Britain's (2 September 1752 = 13 September), Russia's (31 January 1918 = 13 February),
  /// a Julian-only leap day (29 February 1700 = 11 March), and round trips over every day.
  @Test func julianDates() throws {
    let cases = [
      ((1582, 10, 4), "1582-10-14"), ((1752, 9, 2), "1752-09-13"), ((1918, 1, 31), "1918-02-13"),
      ((1700, 2, 29), "1700-03-11"), ((1, 1, 3), "0001-01-01"),
    ]
    for ((year, month, dayOfMonth), gregorian) in cases {
      let (gy, gm, gd) = try #require(
        gregorian.split(separator: "-").compactMap { Int($0) }.splitTriple())
      let serial = JulianMath.serial(year: year, month: month, day: dayOfMonth)
      #expect(serial == GregorianMath.serial(year: gy, month: gm, day: gd), "\(gregorian)")
      #expect(JulianMath.civil(serial) == (year, month, dayOfMonth), "\(gregorian)")
    }
    var day = Day.earliest
    while day < Day.latest {
      let (year, month, dayOfMonth) = day.julian
      #expect((1...JulianMath.daysInMonth(year: year, month: month)).contains(dayOfMonth))
      #expect(JulianMath.serial(year: year, month: month, day: dayOfMonth) == day.serial)
      day = day.adding(days: 997)
    }
  }
}

extension Array where Element == Int {
  fileprivate func splitTriple() -> (Int, Int, Int)? {
    count == 3 ? (self[0], self[1], self[2]) : nil
  }
}
