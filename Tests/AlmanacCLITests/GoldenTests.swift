import Foundation
import Testing

/// Text and JSON output checked against golden files in `__Snapshots__/`
/// (re-record with `ALMANAC_RECORD=1 swift test --filter AlmanacCLITests`).
@Suite("Golden output")
struct GoldenTests {
  /// A named command line whose output is kept as a golden file.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var environment: [String: String] = CLIHarness.environment

    var testDescription: String { name }
  }

  static let today = ["--today", "2026-11-29"]

  static let cases: [Case] = [
    Case(name: "en_US-month", arguments: ["11", "2026", "--locale", "en_US"] + today),
    Case(
      name: "en_US-select-plain",
      arguments: [
        "11", "2026", "--select", "2026-11-03..2026-11-12,2026-11-20", "--select", "2026-11-28",
      ] + today),
    Case(
      name: "en_US-color",
      arguments: ["11", "2026", "--color", "always", "--select", "2026-11-10..2026-11-13"]
        + today),
    Case(
      name: "en_GB-week-numbers",
      arguments: ["-3", "1", "2027", "--locale", "en_GB", "--week-numbers"] + today),
    Case(
      name: "iso8601-week-numbers",
      arguments: ["--months", "2", "12", "2026", "--calendar", "iso8601", "-w"] + today),
    Case(
      name: "fa_IR-persian",
      arguments: ["1", "1405", "--locale", "fa_IR", "--calendar", "persian"] + today),
    Case(
      name: "ar_SA-umalqura",
      arguments: ["9", "1447", "--locale", "ar_SA", "--calendar", "islamic-umalqura"] + today),
    Case(
      name: "he_IL-hebrew-leap-year",
      arguments: ["-y", "5784", "--locale", "he_IL", "--calendar", "hebrew"] + today),
    Case(
      name: "zh_CN-chinese",
      arguments: ["-3", "--locale", "zh_CN", "--calendar", "chinese", "--today", "2026-02-17"]),
    Case(
      name: "en_US-chinese-long-titles",
      arguments: ["-3", "--locale", "en_US", "--calendar", "chinese"] + today),
    Case(
      name: "zh_CN-hanidec-wide-digits",
      arguments: ["-3", "-w", "--locale", "zh-CN-u-nu-hanidec"] + today),
    Case(
      name: "th_TH-buddhist-thai-digits",
      arguments: ["-3", "--locale", "th-TH-u-nu-thai", "--calendar", "buddhist"] + today),
    Case(
      name: "ja_JP-japanese",
      arguments: ["-3", "--locale", "ja_JP", "--calendar", "japanese", "--today", "2019-05-01"]),
    Case(name: "october-1582", arguments: ["10", "1582"] + today),
    Case(
      name: "apia-december-2011",
      arguments: ["12", "2011", "--time-zone", "Pacific/Apia", "--today", "2011-12-31"]),
    Case(name: "year-2026", arguments: ["2026"] + today),
    Case(
      name: "year-2026-wide",
      arguments: ["-y", "--today", "2026-11-29"],
      environment: CLIHarness.environment.merging(["COLUMNS": "160"]) { $1 }),
    Case(name: "three-months", arguments: ["-3"] + today),
    Case(
      name: "months-before-after",
      arguments: ["-B", "1", "-A", "2", "--columns", "2", "6", "2026"] + today),
    Case(
      name: "json-apia",
      arguments: [
        "--format", "json", "12", "2011", "--time-zone", "Pacific/Apia", "--select",
        "2011-12-29..2011-12-31",
      ] + ["--today", "2011-12-31"]),
    Case(
      name: "json-persian",
      arguments: ["--format", "json", "1", "1405", "--locale", "fa_IR"] + today),
    Case(name: "help", arguments: ["--help"]),
    Case(name: "todo-help", arguments: ["todo", "--help"]),
  ]

  @Test(arguments: cases)
  func matchesGoldenFile(_ testCase: Case) throws {
    let result = CLIHarness.run(testCase.arguments, environment: testCase.environment)
    #expect(result.exitCode == 0, "stderr: \(result.standardError)")
    #expect(result.standardError.isEmpty)
    let fileExtension = testCase.arguments.contains("json") ? "json" : "txt"
    try snapshots.check(result.standardOutput, named: "\(testCase.name).\(fileExtension)")
  }
}
