import Foundation
import Testing

@testable import AlmanacCLI

/// `--select`, `--disable` and `--initial` day lists: a bad day is refused with the reason
/// the date parser gives, not only "needs Gregorian dates".
@Suite("Day selection parser")
struct DaySelectionParserTests {
  @Test(
    arguments: [
      (["--select", "2026-02-30"], "day 30"),
      (["--select", "2026-01-01..2026-13-01"], "month 13"),
      (["--select", "2026-03-01,26-03-02"], "YYYY-MM-DD"),
      (["pick", "--disable", "2026-04-31"], "day 31"),
    ])
  func badDayNamesTheReason(arguments: [String], reason: String) {
    let result = CLIHarness.run(arguments)
    #expect(result.exitCode == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(reason), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test func goodListsParseAndMerge() throws {
    let ranges = try DaySelectionParser.parse(
      ["2026-03-01..2026-03-03", "2026-03-04, 2026-03-10"], option: "--select"
    ).ranges
    #expect(
      ranges.map { "\($0.lowerBound)…\($0.upperBound)" } == [
        "2026-03-01…2026-03-04", "2026-03-10…2026-03-10",
      ])
  }
}
