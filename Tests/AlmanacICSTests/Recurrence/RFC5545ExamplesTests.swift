import AlmanacTestSupport
import Testing

@testable import AlmanacICS

/// Every RRULE example of RFC 5545 §3.8.5.3, with the instance lists copied from the RFC text
/// into `Fixtures/rfc5545-examples.txt` (its header describes the notation).
@Suite struct RFC5545ExamplesTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var title: String
    var start: String
    var rule: String
    var exdate: String?
    var expected: [String]
    /// Times of day (HHMM) when the rule is sub-daily, applied to every listed day.
    var times: [String]
    /// The record the example was read from.
    var record: DataRecord
    var testDescription: String { title }
  }

  static func examples() throws -> [Example] {
    try DataFiles().records(
      "rfc5545-examples.txt", keys: ["start", "rule", "exdate", "expected", "times"]
    ).map { record in
      Example(
        title: record.title, start: try record.value("start"), rule: try record.value("rule"),
        exdate: try record.optional("exdate"), expected: try record.list("expected"),
        times: try record.optional("times").map { $0.split(separator: " ").map(String.init) }
          ?? ["0900"], record: record)
    }
  }

  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October",
    "November", "December",
  ]

  /// Expands the RFC's notation into (local text, UTC offset in seconds) pairs.
  static func instances(_ example: Example) throws -> [(String, Int)] {
    var out: [(String, Int)] = []
    for line in example.expected {
      let head = line.split(separator: ":", maxSplits: 1)
      let yearZone = head.first?.split(separator: " ") ?? []
      guard head.count == 2, yearZone.count == 2, ["EDT", "EST"].contains(yearZone[1]) else {
        throw example.record.error("expected \"YEAR EDT|EST: days\", found \"\(line)\"")
      }
      let year = String(yearZone[0])
      let offset = yearZone[1] == "EDT" ? -4 * 3600 : -5 * 3600
      for group in head[1].split(separator: ";") {
        let words = group.split(separator: " ")
        guard words.count == 2, let index = months.firstIndex(of: String(words[0])) else {
          throw example.record.error("expected \"Month d,d-d\", found \"\(group)\"")
        }
        let month = index + 1
        for item in words[1].split(separator: ",") {
          let bounds = item.split(separator: "-").map { Int($0) }
          guard let first = bounds.first ?? nil, let last = bounds.last ?? nil, first <= last
          else { throw example.record.error("expected a day or days d-d, found \"\(item)\"") }
          for day in first...last {
            for time in example.times {
              let text =
                year + (month < 10 ? "0" : "") + "\(month)" + (day < 10 ? "0" : "") + "\(day)T"
                + time + "00"
              out.append((text, offset))
            }
          }
        }
      }
    }
    return out
  }

  @Test(arguments: try examples())
  func example(_ example: Example) throws {
    let expected = try RFC5545ExamplesTests.instances(example)
    let rule = try RecurrenceRule(parsing: example.rule)
    let start = try ICSDateTime(parsing: example.start, tzid: "America/New_York")
    let exclusions =
      try example.exdate.map { [try ICSDateTime(parsing: $0, tzid: "America/New_York")] } ?? []
    let set = try RecurrenceSet(start: start, rules: [rule], exclusions: exclusions)
    let bounded = rule.count != nil || rule.until != nil
    // For bounded rules take one more than expected to show that the rule stops.
    let got = Array(set.prefix(expected.count + (bounded ? 1 : 0)))
    #expect(got.map { set.dateTime($0).text } == expected.map(\.0))
    #expect(got.map { $0.local - $0.utc } == expected.map(\.1))
  }

  @Test func hourlyUntilAsPrintedStopsAtOnePM() throws {
    let set = try RecurrenceSet(
      rule: "FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000Z", start: "19970902T090000",
      tzid: "America/New_York")
    #expect(set.map { set.dateTime($0).text } == ["19970902T090000", "19970902T120000"])
  }

  @Test func ruleTextRoundTrips() throws {
    for example in try RFC5545ExamplesTests.examples() {
      let rule = try RecurrenceRule(parsing: example.rule)
      #expect(try RecurrenceRule(parsing: rule.description) == rule, "\(example.rule) → \(rule)")
    }
    #expect(
      try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1").description
        == "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1")
  }
}
