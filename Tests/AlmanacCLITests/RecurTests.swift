import AlmanacICS
import Foundation
import Testing

/// `almanac recur` run as the built binary, checked against the instance lists printed in
/// RFC 5545 §3.8.5.3 (transcribed from the RFC text, not from our output).
@Suite("almanac recur")
struct RecurTests {
  static let environment = ["LANG": "en_US.UTF-8", "TZ": "UTC", "PATH": "/usr/bin:/bin"]

  struct Example: CustomTestStringConvertible, Sendable {
    var title: String
    var arguments: [String]
    var expected: [String]
    var testDescription: String { title }
  }

  static let newYork = ["--time-zone", "America/New_York"]

  static let rfcExamples: [Example] = [
    Example(
      title: "Daily for 10 occurrences",
      arguments: ["--rule", "FREQ=DAILY;COUNT=10", "--start", "19970902T090000"] + newYork,
      expected: (2...11).map { "199709\(String(format: "%02d", $0))T090000" }),
    Example(
      title: "Monthly on the first Friday for 10 occurrences",
      arguments: ["--rule", "FREQ=MONTHLY;COUNT=10;BYDAY=1FR", "--start", "19970905T090000"]
        + newYork,
      expected: [
        "19970905", "19971003", "19971107", "19971205", "19980102", "19980206", "19980306",
        "19980403", "19980501", "19980605",
      ].map { $0 + "T090000" }),
    Example(
      title: "Weekly on Tuesday and Thursday for five weeks (UNTIL)",
      arguments: [
        "--rule", "FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH", "--start",
        "19970902T090000",
      ] + newYork,
      expected: [
        "19970902", "19970904", "19970909", "19970911", "19970916", "19970918", "19970923",
        "19970925", "19970930", "19971002",
      ].map { $0 + "T090000" }),
    Example(
      title: "Every Friday the 13th, forever, except the start",
      arguments: [
        "--rule", "RRULE:FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", "--start", "19970902T090000",
        "--exdate", "19970902T090000", "--limit", "5",
      ] + newYork,
      expected: ["19980213", "19980313", "19981113", "19990813", "20001013"].map {
        $0 + "T090000"
      }),
    Example(
      title: "US presidential election day, every four years",
      arguments: [
        "--rule", "FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8",
        "--start", "19961105T090000", "--limit", "3",
      ] + newYork,
      expected: ["19961105T090000", "20001107T090000", "20041102T090000"]),
    Example(
      title: "Last work day of the month, ISO with the offset across the DST change",
      arguments: [
        "--rule", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "--start", "19970930T090000",
        "--count", "3", "--format", "iso",
      ] + newYork,
      expected: [
        "1997-09-30T09:00:00-04:00", "1997-10-31T09:00:00-05:00", "1997-11-28T09:00:00-05:00",
      ]),
    Example(
      title: "Every 10 days, 5 occurrences",
      arguments: ["--rule", "FREQ=DAILY;INTERVAL=10;COUNT=5", "--start", "19970902T090000"]
        + newYork,
      expected: ["19970902", "19970912", "19970922", "19971002", "19971012"].map {
        $0 + "T090000"
      }),
    Example(
      title: "Invalid dates are skipped and not counted (RFC 5545 §3.3.10)",
      arguments: ["--rule", "FREQ=MONTHLY;BYMONTHDAY=30;COUNT=3", "--start", "20260130"],
      expected: ["20260130", "20260330", "20260430"]),
    Example(
      title: "A UTC start prints UTC instances; RDATE merges in order",
      arguments: [
        "--rule", "FREQ=WEEKLY;COUNT=2", "--start", "20260105T080000Z", "--rdate",
        "20260107T120000Z",
      ],
      expected: ["20260105T080000Z", "20260107T120000Z", "20260112T080000Z"]),
  ]

  @Test(arguments: rfcExamples)
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
