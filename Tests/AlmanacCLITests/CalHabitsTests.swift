import Foundation
import Testing

/// What cal and ncal users type: `-j` (days of the year), `DAY MONTH YEAR` and `-H DATE` (a
/// day highlighted). `-j` is compared cell by cell with Debian's BSD `cal -j`, whose output is
/// saved in `__Snapshots__/cal-j-reference.txt` (each section headed by its command).
@Suite("cal and ncal habits")
struct CalHabitsTests {
  /// Cell `k` of a line: BSD cal puts three-column cells at 4k…4k+2; almanac has a one-column
  /// slot first, so at 1+4k…3+4k.
  static func cells(_ line: String, offset: Int) -> [String] {
    let characters = Array(line)
    return (0..<7).map { k in
      let start = offset + 4 * k
      guard start < characters.count else { return "" }
      return String(characters[start..<min(start + 3, characters.count)])
        .trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func dayOfYearMatchesCal() throws {
    let sections = try ReferenceSection.sections(of: "cal-j-reference.txt")
    #expect(sections.count == 4)
    for section in sections {
      let (command, arguments, lines) = (section.command, section.arguments, section.lines)
      let expected = lines.dropFirst(2).map { Self.cells($0, offset: 0) }
        .filter { $0.contains { !$0.isEmpty } }
      let result = CLIHarness.run(["-j"] + arguments + ["--color", "never", "--locale", "en_US"])
      #expect(result.exitCode == 0, "\(result.standardError)")
      let output = result.standardOutput.split(separator: "\n").map(String.init)
      #expect(
        output[0].trimmingCharacters(in: .whitespaces)
          == lines[0].trimmingCharacters(in: .whitespaces), "\(command)")
      #expect(Self.cells(output[1], offset: 1) == Self.cells(lines[1], offset: 0), "\(command)")
      let actual = output.dropFirst(2).map { Self.cells($0, offset: 1) }
      #expect(actual == expected, "\(command)")
    }
  }

  /// Days are counted, so the 1582 reform's gap shows, and a Hebrew leap year has its 383 days.
  @Test func dayOfYearCountsDays() {
    let october = CLIHarness.run(["-j", "10", "1582", "--color", "never"]).standardOutput
    #expect(october.contains(" 277 278 "))
    let hebrew = CLIHarness.run(
      ["-j", "13", "5784", "--calendar", "hebrew", "--locale", "en_US", "--color", "never"]
    ).standardOutput
    // 5784 is a leap year of 383 days (1 Tishri 5784 = 2023-09-16, 5785 = 2024-10-03).
    #expect(hebrew.contains(" 383\n"), "\(hebrew)")
  }

  /// `almanac 25 12 2026` shows December 2026 with the 25th where today is drawn (inverse
  /// video); without colour the grid stays plain, as cal's does.
  @Test func dayMonthYearHighlightsTheDay() {
    let colored = CLIHarness.run(["25", "12", "2026", "--color", "always"])
    #expect(colored.exitCode == 0, "\(colored.standardError)")
    #expect(colored.standardOutput.contains("\u{1B}[0;7m25\u{1B}[0m"))
    #expect(colored.standardOutput.hasPrefix("    December 2026\n"))
    let plain = CLIHarness.run(["25", "december", "2026", "--color", "never"])
    #expect(
      plain.standardOutput == CLIHarness.run(["12", "2026", "--color", "never"]).standardOutput)
    let three = CLIHarness.run(["-3", "25", "12", "2026", "--color", "always"])
    #expect(three.standardOutput.contains("November 2026"))
    #expect(three.standardOutput.contains("\u{1B}[0;7m25\u{1B}[0m"))
  }

  @Test(arguments: [
    (["32", "12", "2026"], "day '32': not a day of December 2026; valid: 1…31"),
    (["0", "12", "2026"], "day '0'"),
    (["x", "12", "2026"], "day 'x'"),
    (["99999999999999999999", "12", "2026"], "day '99999999999999999999'"),
    (["5", "10", "1582"], "not a day of October 1582"),
    (["-y", "25", "12", "2026"], "-y shows a whole year"),
    (["1", "2", "3", "4"], "argument '4': unexpected"),
  ])
  func badDaysAreUsageErrors(_ arguments: [String], _ fragment: String) {
    let result = CLIHarness.run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains(fragment), "\(result.standardError)")
  }

  /// ncal's `-H yyyy-mm-dd` is `--today`.
  @Test func capitalHIsToday() {
    let result = CLIHarness.run(["-H", "2026-12-24", "12", "2026", "--color", "always"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("\u{1B}[0;7m24\u{1B}[0m"))
    #expect(
      CLIHarness.run(["events", "-H", "2026-12-24", "--ics", "/nonexistent.ics"]).exitCode == 0)
  }
}
