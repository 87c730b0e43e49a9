import Foundation
import Testing

/// RFC 7529 through the built binary: `add --calendar hebrew --repeat yearly` writes RSCALE,
/// the agenda expands it, and `recur --matching-only` leaves out a start the rule does not make.
@Suite("almanac add --calendar, recur --matching-only")
struct RscaleCommandTests {
  @Test func addInAnotherCalendarWritesRscale() throws {
    let scratch = try EventsCommandTests.Scratch()
    let added = try AddCommandTests.run(
      [
        "add", "--title", "Birthday", "--start", "2014-02-08", "--all-day", "--repeat", "yearly",
        "--calendar", "hebrew",
      ], scratch)
    #expect(added.exitCode == 0, "\(added.standardError)")
    let file = try #require(AddCommandTests.field("file", in: added.standardOutput))
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("RRULE:RSCALE=HEBREW;FREQ=YEARLY;SKIP=FORWARD\r\n"))
    // 8 Adar I 5774; 5775 and 5777 have no Adar I: 8 Adar (RFC 7529 §4.3.3).
    let listed = try AddCommandTests.run(
      ["events", "--from", "2015-01-01", "--to", "2017-12-31", "-f", "json"], scratch)
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])
    #expect(items.map { $0["start"] as? String } == ["2015-02-27", "2016-02-17", "2017-03-06"])
  }

  @Test func matchingOnlyLeavesOutAnUnmatchedStart() throws {
    let scratch = try EventsCommandTests.Scratch()
    let rule = "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13;COUNT=2"
    let events = try AddCommandTests.run(
      ["recur", "--rule", rule, "--start", "19970902T090000"], scratch)
    let iterator = try AddCommandTests.run(
      ["recur", "--rule", rule, "--start", "19970902T090000", "--matching-only"], scratch)
    #expect(events.standardOutput == "19970902T090000\n19980213T090000\n")
    #expect(iterator.standardOutput == "19980213T090000\n19980313T090000\n")
  }
}
