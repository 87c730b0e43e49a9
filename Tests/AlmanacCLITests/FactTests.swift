import AlmanacTestSupport
import Foundation
import Testing

/// Output checked against facts from outside this code base: ncal's grids, Zeller's
/// congruence, and dates from Python's convertdate and hijridate packages.
@Suite("Independent facts")
struct FactTests {
  /// The JSON document of a run, decoded.
  struct Document: Decodable {
    struct Month: Decodable {
      var calendar: String
      var year: Int
      var month: Int
      var title: String
      var weekdays: [String]
      var weeks: [Week]
    }
    struct Week: Decodable {
      var number: Int
      var days: [DayEntry]
    }
    struct DayEntry: Decodable {
      var date: String
      var day: Int
      var inMonth: Bool
      var weekday: Int
      var weekend: Bool
      var today: Bool
      var selected: Bool
      var skipped: Bool
    }
    var months: [Month]
  }

  static func json(_ arguments: [String]) throws -> Document {
    let result = CLIHarness.run(["--format", "json"] + arguments)
    #expect(result.exitCode == 0, "stderr: \(result.standardError)")
    return try JSONDecoder().decode(Document.self, from: Data(result.standardOutput.utf8))
  }

  /// Zeller's congruence: 1 = Sunday … 7 = Saturday, for a proleptic Gregorian date.
  static func zellerWeekday(_ date: String) throws -> Int {
    let parts = date.split(separator: "-").compactMap { Int($0) }
    try #require(parts.count == 3)
    var (year, month) = (parts[0], parts[1])
    if month < 3 {
      month += 12
      year -= 1
    }
    let h = (parts[2] + (13 * (month + 1)) / 5 + year + year / 4 - year / 100 + year / 400) % 7
    return (h + 6) % 7 + 1  // h: 0 = Saturday
  }

  /// The ncal grids saved in `__Snapshots__/ncal-reference.txt`, each section headed by the
  /// ncal command that made it. ncal prints weeks as columns (`ncal -h`; its cal-style `-b`
  /// ignores `-s IT`), so the test transposes them and compares every cell with
  /// `almanac M Y`, whose cell k of a week line sits at columns 1 + 3k … 2 + 3k.
  @Test func gregorianMonthsMatchNcal() throws {
    let sections = try ReferenceSection.sections(of: "ncal-reference.txt")
    #expect(sections.count == 28)
    for section in sections {
      let (command, arguments) = (section.command, section.arguments)
      var lines = section.lines.map(Array.init)
      let title = String(lines.removeFirst()).trimmingCharacters(in: .whitespaces)
      // lines[w] is weekday w (Sunday first); its cells are at columns 3 + 3i … 4 + 3i.
      try #require(lines.count == 7, "\(command)")
      let weekCount = ((lines.map(\.count).max() ?? 0) - 1) / 3
      func ncalCell(weekday: Int, week: Int) -> String {
        let line = lines[weekday]
        let start = 3 + 3 * week
        guard start < line.count else { return "" }
        return String(line[start..<min(start + 2, line.count)]).trimmingCharacters(in: .whitespaces)
      }
      var expectedWeeks: [[String]] = []
      for week in 0..<weekCount {
        let row = (0..<7).map { ncalCell(weekday: $0, week: week) }
        if row.contains(where: { !$0.isEmpty }) { expectedWeeks.append(row) }
      }
      let result = CLIHarness.run(arguments + ["--color", "never", "--locale", "en_US"])
      let actual = result.standardOutput.split(separator: "\n").map { Array(String($0)) }
      #expect(String(actual[0]).trimmingCharacters(in: .whitespaces) == title, "\(command)")
      let actualWeeks = actual.dropFirst(2).map { line in
        (0..<7).map { k -> String in
          let start = 1 + 3 * k
          guard start < line.count else { return "" }
          return String(line[start..<min(start + 2, line.count)])
            .trimmingCharacters(in: .whitespaces)
        }
      }
      #expect(actualWeeks == expectedWeeks, "\(command)")
    }
  }

  @Test(arguments: [
    ["12", "2011", "--time-zone", "Pacific/Apia"],
    ["10", "1582"],
    ["-y", "5784", "--calendar", "hebrew", "--locale", "he_IL"],
    ["1", "1405", "--locale", "fa_IR"],
    ["--months", "3", "1", "2000", "--calendar", "iso8601"],
  ])
  func weekdaysAgreeWithZeller(_ arguments: [String]) throws {
    let document = try Self.json(arguments)
    for month in document.months {
      for week in month.weeks {
        try #require(week.days.count == 7 || arguments.contains("Pacific/Apia"))
        for day in week.days {
          #expect(day.weekday == (try Self.zellerWeekday(day.date)), "\(day.date)")
        }
      }
    }
  }

  @Test func apiaSkipsDecember30InJSON() throws {
    let document = try Self.json(["12", "2011", "--time-zone", "Pacific/Apia"])
    let days = document.months.flatMap(\.weeks).flatMap(\.days)
    #expect(days.filter(\.skipped).map(\.date) == ["2011-12-30"])
    let newYork = try Self.json(["12", "2011", "--time-zone", "America/New_York"])
    #expect(newYork.months.flatMap(\.weeks).flatMap(\.days).filter(\.skipped).isEmpty)
  }

  @Test func apiaLeavesDecember30BlankInText() {
    let text = CLIHarness.run(["12", "2011", "--time-zone", "Pacific/Apia", "--color", "never"])
    #expect(text.standardOutput.contains(" 29    31"))
    #expect(!text.standardOutput.contains("30"))
  }

  @Test func gregorianReformJumpsFromOctober4To15() throws {
    let document = try Self.json(["10", "1582"])
    let inMonth = document.months[0].weeks.flatMap(\.days).filter(\.inMonth)
    #expect(inMonth.count == 21)
    // Days of the month jump from 4 to 15; the dates, proleptic Gregorian, run on (Julian
    // 1582-10-04 is proleptic Gregorian 1582-10-14).
    #expect(inMonth.map(\.day) == Array(1...4) + Array(15...31))
    #expect(inMonth.first?.date == "1582-10-11")
    #expect(inMonth.last?.date == "1582-10-31")
    let proleptic = try Self.json(["10", "1582", "--proleptic"])
    #expect(proleptic.months[0].weeks.flatMap(\.days).filter(\.inMonth).count == 31)
  }

  /// convertdate: Tishri 1, 5784 is 2023-09-16 and 5784 is a leap year of 13 months.
  @Test func hebrewLeapYearHasThirteenMonths() throws {
    let document = try Self.json(["-y", "5784", "--calendar", "hebrew", "--locale", "he_IL"])
    #expect(document.months.count == 13)
    let firstDays = document.months.map {
      $0.weeks.flatMap(\.days).first(where: \.inMonth)?.date ?? ""
    }
    #expect(
      firstDays == [
        "2023-09-16", "2023-10-16", "2023-11-14", "2023-12-13", "2024-01-11", "2024-02-10",
        "2024-03-11", "2024-04-09", "2024-05-09", "2024-06-07", "2024-07-07", "2024-08-05",
        "2024-09-04",
      ])
  }

  /// convertdate: Farvardin 1, 1405 is 2026-03-21; Ordibehesht 1 is 2026-04-21.
  @Test func persianNewYear1405() throws {
    let document = try Self.json(["--months", "2", "1", "1405", "--calendar", "persian"])
    let firstDays = document.months.map {
      $0.weeks.flatMap(\.days).first(where: \.inMonth)?.date ?? ""
    }
    #expect(firstDays == ["2026-03-21", "2026-04-21"])
  }

  /// hijridate (Umm al-Qura): Ramadan 1447 runs 2026-02-18 … 2026-03-19 (30 days).
  @Test func ummAlQuraRamadan1447() throws {
    let document = try Self.json(["9", "1447", "--calendar", "islamic-umalqura"])
    let days = document.months[0].weeks.flatMap(\.days).filter(\.inMonth)
    #expect(days.first?.date == "2026-02-18")
    #expect(days.last?.date == "2026-03-19")
    #expect(days.count == 30)
    #expect(days.map(\.day) == Array(1...30))
  }

  /// Persian digits in fa_IR and Arabic-Indic digits in ar_SA, Latin digits in en_US.
  @Test func localeDigits() {
    let persian = CLIHarness.run(["1", "1405", "--locale", "fa_IR", "--color", "never"])
    #expect(persian.standardOutput.contains("۲۹"))
    #expect(!persian.standardOutput.contains("29"))
    let arabic = CLIHarness.run(
      ["9", "1447", "--locale", "ar_SA", "--calendar", "islamic-umalqura", "--color", "never"])
    #expect(arabic.standardOutput.contains("٣٠"))
  }

  /// Day numbers end exactly at cell edges, also in the second block of a row, so months side
  /// by side line up for wide (CJK) and right-to-left scripts. Widths are counted here by an
  /// independent rule (East Asian wide = 2, combining marks = 0).
  @Test(arguments: [
    ["-y", "--locale", "zh_CN", "--calendar", "chinese"],
    ["-y", "--locale", "ja_JP", "--calendar", "japanese"],
    ["-y", "--locale", "fa_IR"],
    ["-y", "--locale", "ar_SA"],
    ["-y", "--locale", "he_IL", "--calendar", "hebrew"],
  ])
  func daysEndAtCellEdges(_ arguments: [String]) throws {
    let result = CLIHarness.run(arguments + ["--color", "never", "--columns", "2"])
    #expect(result.exitCode == 0)
    let blockWidth = 22
    // Cell k of block b ends at column b·(blockWidth + 1) + 3k + 2 (0-based).
    let edges = Set((0..<2).flatMap { b in (0..<7).map { b * (blockWidth + 1) + 3 * $0 + 2 } })
    let rows = result.standardOutput.components(separatedBy: "\n\n")
    var checked = 0
    for row in rows {
      let lines = row.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
      // Title (and the year heading in the first row) and weekday header come first.
      let weekLines = lines.suffix(from: rows.first == row ? 3 : 2)
      for line in weekLines {
        var column = 0
        var previousIsDigit = false
        for character in line {
          let isDigit = character.isNumber
          if previousIsDigit, !isDigit { #expect(edges.contains(column - 1), "\(line)") }
          previousIsDigit = isDigit
          column += ReferenceWidth.columns(String(character))
        }
        if previousIsDigit { #expect(edges.contains(column - 1), "\(line)") }
        checked += 1
      }
    }
    #expect(checked >= 24)
  }

  /// Every calendar in several locales: exit 0, whole weeks of seven consecutive days, and
  /// each month's days numbered 1, 2, 3… (October 1582 aside) with weekdays by Zeller.
  @Test(arguments: [
    "gregory", "iso8601", "buddhist", "japanese", "roc", "persian", "hebrew", "islamic",
    "islamic-civil", "islamic-tbla", "islamic-umalqura", "indian", "coptic", "ethiopic",
    "ethioaa", "chinese", "dangi",
  ])
  func everyCalendarGivesWholeConsecutiveWeeks(_ calendar: String) throws {
    for locale in ["en_US", "ar_EG", "zh_TW", "am_ET", "hi_IN"] {
      let document = try Self.json(["-y", "--calendar", calendar, "--locale", locale])
      #expect((12...13).contains(document.months.count), "\(calendar) \(locale)")
      for month in document.months {
        #expect(month.calendar == calendar)
        let days = month.weeks.flatMap(\.days)
        #expect(days.count == month.weeks.count * 7)
        let inMonth = days.filter(\.inMonth)
        #expect(inMonth.map(\.day) == Array(1...inMonth.count), "\(calendar) \(month.title)")
        #expect((28...31).contains(inMonth.count) || (5...6).contains(inMonth.count))
        for (a, b) in zip(days, days.dropFirst()) {
          #expect(b.weekday == a.weekday % 7 + 1)
        }
        if let first = days.first {
          #expect(first.weekday == (try Self.zellerWeekday(first.date)))
        }
      }
      let text = CLIHarness.run(["-y", "--calendar", calendar, "--locale", locale, "-w"])
      #expect(text.exitCode == 0)
      #expect(!text.standardOutput.isEmpty)
    }
  }

  /// ISO 8601 week numbers of every week row 2020–2030 (`--calendar iso8601` and `en_GB`)
  /// against the textbook rule: week = (ordinal − ISO weekday + 10) / 7, where 0 means the
  /// last week of the previous year and 53 means week 1 when the year has only 52 weeks.
  @Test(arguments: [["--calendar", "iso8601"], ["--locale", "en_GB"]])
  func isoWeekNumbers(_ options: [String]) throws {
    let document = try Self.json(["--months", "132", "1", "2020"] + options)
    #expect(document.months.count == 132)
    func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }
    func weeks(in year: Int) -> Int {
      // A year has 53 weeks when it starts on a Thursday, or on a Wednesday in a leap year.
      let jan1 = try? Self.zellerWeekday(String(format: "%04d-01-01", year))
      return jan1 == 5 || (jan1 == 4 && isLeap(year)) ? 53 : 52
    }
    var checked = 0
    for month in document.months {
      for week in month.weeks {
        let monday = try #require(week.days.first)
        let parts = monday.date.split(separator: "-").compactMap { Int($0) }
        let (year, monthNumber, day) = (parts[0], parts[1], parts[2])
        let lengths = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        let ordinal = lengths.prefix(monthNumber - 1).reduce(0, +) + day
        let isoWeekday = (try Self.zellerWeekday(monday.date) + 5) % 7 + 1
        #expect(isoWeekday == 1, "rows start on Monday: \(monday.date)")
        var number = (ordinal - isoWeekday + 10) / 7
        if number == 0 { number = weeks(in: year - 1) }
        if number == 53, weeks(in: year) == 52 { number = 1 }
        #expect(week.number == number, "\(monday.date)")
        checked += 1
      }
    }
    #expect(checked > 500)
  }
}
