import Foundation
import Testing

/// YEAR checked against the calendar and the supported days, and the months at the ends of
/// 0001-01-01…9999-12-31 (bugs found by QA).
@Suite("Years and the ends of the range")
struct MonthRangeTests {
  /// One JSON day entry, with the out-of-range cells of the first and last supported weeks.
  struct DayEntry: Decodable {
    var date: String?
    var day: Int?
    var inMonth: Bool
    var weekday: Int
    var outOfRange: Bool?
  }
  struct Week: Decodable { var days: [DayEntry] }
  struct Month: Decodable {
    var year: Int
    var month: Int
    var weeks: [Week]
  }
  struct Document: Decodable { var months: [Month] }

  static func json(_ arguments: [String]) throws -> Document {
    let result = CLIHarness.run(["--format", "json"] + arguments)
    #expect(result.exitCode == 0, "stderr: \(result.standardError)")
    return try JSONDecoder().decode(Document.self, from: Data(result.standardOutput.utf8))
  }

  // MARK: Bug 1: YEAR is checked against the calendar, and only YEAR is named

  /// The year of the Chinese 60-year cycle: 1984 (甲子) is year 1, so 2026 (丙午) is 43.
  /// The harness's today is 2026-11-29, after the 2026 new year (17 February).
  static let cycleYearToday = (2026 - 1984) % 60 + 1

  /// 1980 (geng-shen) is in the previous cycle (1924-1983), which a YEAR cannot name.
  @Test(arguments: [["1980"], ["5", "1980"], ["61"], ["-y", "61"]])
  func chineseYearBeyondTheCycle(_ arguments: [String]) {
    for calendar in ["chinese", "dangi"] {
      let message = CLIHarness.usageError(arguments + ["--calendar", calendar])
      let year = arguments.last ?? ""
      #expect(message.hasPrefix("almanac: year '\(year)': "), "\(message)")
      #expect(!message.contains("month"), "\(message)")
      #expect(message.contains("valid: 1…60"), "\(message)")
      #expect(message.contains("60-year cycle"), "\(message)")
      #expect(message.contains("this year is \(Self.cycleYearToday)"), "\(message)")
    }
  }

  /// The year a title shows (`2026(bing-wu)`) is taken as the cycle year it is (43), so what
  /// the tool prints can be typed back.
  @Test(arguments: ["chinese", "dangi"])
  func theYearATitleShowsCanBeTypedBack(_ calendar: String) {
    let shown = CLIHarness.run(["5", "2026", "--calendar", calendar])
    #expect(shown.exitCode == 0, "\(shown.standardError)")
    let typedBack = CLIHarness.run(["5", "\(Self.cycleYearToday)", "--calendar", calendar])
    #expect(shown.standardOutput == typedBack.standardOutput)
    #expect(shown.standardOutput.contains("2026("), "\(shown.standardOutput)")
    let wholeYear = CLIHarness.run(["-y", "2026", "--calendar", calendar])
    #expect(wholeYear.exitCode == 0, "\(wholeYear.standardError)")
    #expect(
      wholeYear.standardOutput
        == CLIHarness.run(["-y", "\(Self.cycleYearToday)", "--calendar", calendar]).standardOutput)
  }

  @Test func chineseYearOfTheCycleStillWorks() {
    let result = CLIHarness.run(["\(Self.cycleYearToday)", "--calendar", "chinese"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let sixty = CLIHarness.run(["60", "--calendar", "chinese"])
    #expect(sixty.exitCode == 0, "\(sixty.standardError)")
  }

  /// Hebrew years: AM = CE + 3760 before Rosh Hashanah and CE + 3761 from it, so 1 January 1
  /// is in 3761 and 31 December 9999 in 13760.
  @Test(arguments: [["2026"], ["1", "2026"], ["3760"], ["13761"], ["7", "13761"]])
  func hebrewYearOutsideTheSupportedDays(_ arguments: [String]) {
    let message = CLIHarness.usageError(arguments + ["--calendar", "hebrew"])
    let year = arguments.last ?? ""
    #expect(message.hasPrefix("almanac: year '\(year)': "), "\(message)")
    #expect(!message.contains("month"), "\(message)")
    #expect(message.contains("valid: 3761…13760"), "\(message)")
  }

  @Test func yearZeroGivesTheCalendarsYears() {
    let message = CLIHarness.usageError(["0", "--calendar", "hebrew"])
    #expect(message.hasPrefix("almanac: year '0': "), "\(message)")
    #expect(message.contains("valid: 3761…13760"), "\(message)")
  }

  @Test func gregorianYearAfter9999NamesOnlyTheYear() {
    let message = CLIHarness.usageError(["10000"])
    #expect(message.hasPrefix("almanac: year '10000': "), "\(message)")
    #expect(message.contains("valid: 1…9999"), "\(message)")
    #expect(CLIHarness.usageError(["1", "10000"]).hasPrefix("almanac: year '10000': "))
  }

  /// The first and last Hebrew years only partly fall in the supported days: shown from
  /// 0001-01-01 and up to 9999-12-31.
  @Test func partialHebrewYearsAreShown() throws {
    let first = try Self.json(["3761", "--calendar", "hebrew"])
    let firstDates = first.months.flatMap { $0.weeks.flatMap(\.days) }.compactMap(\.date)
    #expect(firstDates.contains("0001-01-01"))
    #expect(first.months.allSatisfy { $0.year == 3761 })
    // Tishri 3762 (month 1) begins in autumn 1 CE, so 3761 ends with Elul (13).
    #expect(first.months.last?.month == 13)
    let last = try Self.json(["13760", "--calendar", "hebrew"])
    let lastDates = last.months.flatMap { $0.weeks.flatMap(\.days) }.compactMap(\.date)
    #expect(lastDates.contains("9999-12-31"))
    #expect(last.months.first?.month == 1)
  }

  /// A month of a partial year outside the supported days says which months of it are in.
  @Test func monthBeforeTheFirstSupportedMonthSaysWhereTheRangeStarts() {
    // 0001-01-01 is in Tevet (month 4) of 3761 and 9999-12-31 in Heshvan (2) of 13760
    // (Foundation's Hebrew calendar; the text view above shows both).
    let before = CLIHarness.usageError(["1", "3761", "--calendar", "hebrew"])
    #expect(before.hasPrefix("almanac: month '1 3761': "), "\(before)")
    #expect(before.contains("from month 4 (Tevet)"), "\(before)")
    let after = CLIHarness.usageError(["3", "13760", "--calendar", "hebrew"])
    #expect(after.contains("up to month 2 (Heshvan)"), "\(after)")
  }

  // MARK: Bug 2: January of year 1 is shown, as -3 2 1 shows it

  @Test func januaryOfYearOneIsShown() throws {
    let result = CLIHarness.run(["1", "1", "--color", "never"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let threeMonths = try Self.json(["-3", "2", "1"])
    let january = try #require(try Self.json(["1", "1"]).months.first)
    let fromThree = try #require(threeMonths.months.first)
    #expect(january.year == 1 && january.month == 1)
    #expect(fromThree.year == 1 && fromThree.month == 1)
    let days = january.weeks.flatMap(\.days)
    #expect(days.map(\.date) == fromThree.weeks.flatMap(\.days).map(\.date))
    // Julian 1 January 1 was a Saturday (cal 1 1); Julian 3 January is 0001-01-01, a Monday
    // by Zeller's congruence. The two days before it are blank, the rest run 3…31.
    let inMonth = days.filter { $0.inMonth }
    #expect(inMonth.first?.date == "0001-01-01")
    #expect(inMonth.first?.weekday == 2)
    #expect(inMonth.compactMap(\.day) == Array(3...31))
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(lines.first?.contains("January 1") == true)
    // The text grid: a blank first row (1 January and the December days before it), then
    // Sunday the 2nd blank and the same rows as cal 1 1 from the 3rd.
    #expect(lines.count >= 3 && lines[2].allSatisfy { $0 == " " }, "\(lines)")
    #expect(lines.count >= 4 && lines[3].hasPrefix("     3  4  5  6  7  8"), "\(lines)")
    #expect(lines.count >= 5 && lines[4].hasPrefix("  9 10 11 12 13 14 15"), "\(lines)")
  }

  // MARK: Bug 3: every JSON week has seven entries, also at the ends of the range

  @Test(arguments: [(["-3", "2", "1"], 8), (["12", "9999"], 1)])
  func jsonWeeksKeepSevenEntries(_ arguments: [String], outOfRange: Int) throws {
    let document = try Self.json(arguments)
    var missing: [DayEntry] = []
    for month in document.months {
      for week in month.weeks {
        #expect(week.days.count == 7, "\(arguments) \(month.year)-\(month.month)")
        for (a, b) in zip(week.days, week.days.dropFirst()) {
          #expect(b.weekday == a.weekday % 7 + 1)
        }
        #expect(week.days.allSatisfy { $0.outOfRange != nil })
        missing += week.days.filter { $0.outOfRange == true }
      }
      #expect(
        month.weeks.flatMap(\.days).filter { $0.outOfRange == false }.allSatisfy { $0.date != nil })
    }
    // Before 0001-01-01: 26–31 December 1 BC and 1–2 January 1 (Julian); after 9999-12-31
    // (a Friday): Saturday 1 January 10000.
    #expect(missing.count == outOfRange)
    #expect(missing.allSatisfy { $0.date == nil && $0.day == nil && !$0.inMonth })
  }
}
