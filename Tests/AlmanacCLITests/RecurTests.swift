import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

/// `almanac recur` run as the built binary, checked against the instance lists printed in
/// RFC 5545 §3.8.5.3 (`Fixtures/recur-examples.txt`).
@Suite("almanac recur")
struct RecurTests {
  static let environment = ["LANG": "en_US.UTF-8", "TZ": "UTC", "PATH": "/usr/bin:/bin"]

  struct Example: CustomTestStringConvertible, Sendable {
    var title: String
    var arguments: [String]
    var expected: [String]
    var testDescription: String { title }
  }

  /// The examples in `Fixtures/recur-examples.txt`.
  static func rfcExamples() throws -> [Example] {
    try TestFiles.folder.records("recur-examples.txt", keys: ["arguments", "expected"]).map {
      Example(
        title: $0.title,
        arguments: try $0.value("arguments").split(separator: " ").map(String.init),
        expected: try $0.list("expected"))
    }
  }

  @Test(arguments: try rfcExamples())
  func rfcExample(_ example: Example) throws {
    let result = try BinaryLocator.run(["recur"] + example.arguments, environment: Self.environment)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.split(separator: "\n").map(String.init) == example.expected)
  }

  @Test func endlessRuleStopsAtOneThousandUnlessLimited() throws {
    let endless = try BinaryLocator.run(
      ["recur", "--rule", "FREQ=DAILY", "--start", "20260101"], environment: Self.environment)
    #expect(endless.exitCode == 0)
    let lines = endless.standardOutput.split(separator: "\n")
    #expect(lines.count == 1_000)
    // 2026-01-01 plus 999 days is 2028-09-26 (2028 is a leap year).
    #expect(lines.last == "20280926")
    let limited = try BinaryLocator.run(
      ["recur", "--rule", "FREQ=DAILY", "--start", "20260101", "--limit", "1500"],
      environment: Self.environment)
    #expect(limited.standardOutput.split(separator: "\n").count == 1_500)
  }

  @Test func jsonIsAnArrayOfISOStrings() throws {
    let result = try BinaryLocator.run(
      [
        "recur", "--rule", "FREQ=YEARLY;COUNT=2", "--start", "20240229T100000", "--time-zone",
        "Europe/Berlin", "--format", "json",
      ], environment: Self.environment)
    let data = Data(result.standardOutput.utf8)
    let list = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
    // FREQ=YEARLY from 29 February: the next instance is in 2028 (2025–2027 have no Feb 29).
    #expect(list == ["2024-02-29T10:00:00+01:00", "2028-02-29T10:00:00+01:00"])
  }

  /// The streamed JSON (64 KiB blocks, lines patched from the last) is byte for byte what
  /// `RecurrenceSet.jsonText` builds, over DST changes and more than one block; `--format iso`
  /// the same strings one a line.
  @Test func streamedJSONAndISOAreTheLibrarysText() throws {
    let arguments = [
      "recur", "--rule", "FREQ=HOURLY;INTERVAL=7;COUNT=6000", "--start", "20260301T013000",
      "--time-zone", "Europe/Berlin",
    ]
    let set = try RecurrenceSet(
      start: try ICSDateTime(parsing: "20260301T013000", tzid: "Europe/Berlin"),
      rules: [try RecurrenceRule(parsing: "FREQ=HOURLY;INTERVAL=7;COUNT=6000")])
    let json = try BinaryLocator.run(
      arguments + ["--format", "json"], environment: Self.environment)
    #expect(json.exitCode == 0)
    #expect(json.standardOutput.utf8.count > 1 << 17)
    #expect(json.standardOutput == set.jsonText(set) + "\n")
    let iso = try BinaryLocator.run(arguments + ["--format", "iso"], environment: Self.environment)
    #expect(iso.standardOutput == set.map { set.isoText($0) + "\n" }.joined())
    let text = try BinaryLocator.run(arguments, environment: Self.environment)
    #expect(text.standardOutput == set.map { set.text($0) + "\n" }.joined())
  }

  typealias Bad = BadInvocation

  static let badInputs: [Bad] = [
    Bad(
      arguments: ["--rule", "FREQ=DAILY;BYDAY=QQ", "--start", "20260101"], exitCode: 65,
      fragment: "QQ"),
    Bad(
      arguments: ["--rule", "FREQ=SOMETIMES", "--start", "20260101"], exitCode: 65,
      fragment: "SOMETIMES"),
    Bad(
      arguments: ["--rule", "FREQ=DAILY", "--start", "20260230"], exitCode: 65,
      fragment: "20260230"),
    Bad(
      arguments: [
        "--rule", "FREQ=DAILY", "--start", "20260101T090000", "--time-zone", "Mars/Base",
      ],
      exitCode: 65, fragment: "Mars/Base"),
    Bad(arguments: ["--rule", "FREQ=DAILY"], exitCode: 64, fragment: "--start"),
    Bad(arguments: ["--start", "20260101"], exitCode: 64, fragment: "--rule"),
    Bad(
      arguments: [
        "--rule", "FREQ=DAILY", "--start", "20260101", "--count", "2", "--until",
        "20260105",
      ], exitCode: 64, fragment: "--until"),
    Bad(
      arguments: ["--rule", "FREQ=DAILY", "--start", "20260101", "--limit", "x"], exitCode: 64,
      fragment: "--limit"),
    Bad(
      arguments: ["--rule", "FREQ=DAILY", "--start", "20260101", "-f", "xml"], exitCode: 64,
      fragment: "xml"),
    Bad(
      arguments: ["--rule", "FREQ=WEEKLY;BYWEEKNO=3", "--start", "20260101", "--strict"],
      exitCode: 65, fragment: "BYWEEKNO is allowed only with FREQ=YEARLY"),
  ]

  @Test(arguments: badInputs)
  func badInput(_ bad: Bad) throws {
    let result = try BinaryLocator.run(["recur"] + bad.arguments, environment: Self.environment)
    #expect(result.exitCode == bad.exitCode)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(result.standardError.contains(bad.fragment), "\(result.standardError)")
  }
}
