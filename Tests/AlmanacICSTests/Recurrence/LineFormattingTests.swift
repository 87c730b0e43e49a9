import Testing

@testable import AlmanacICS

/// `RecurrenceSet.appendLine` (the fast path of `almanac recur`) writes exactly `text(_:)` and
/// `isoText(_:)`.
@Suite struct LineFormattingTests {
  @Test(arguments: [
    ("FREQ=DAILY;COUNT=40", "20240101", nil),
    ("FREQ=HOURLY;COUNT=400", "20260328T203000", "Europe/Berlin"),
    ("FREQ=MINUTELY;INTERVAL=7;COUNT=300", "20260329T013000", "Europe/Berlin"),
    ("FREQ=YEARLY;COUNT=3", "00010101T000000", nil),
    ("FREQ=DAILY;COUNT=3", "99991229T235959Z", nil),
    ("FREQ=MONTHLY;COUNT=30", "20240131T090000", "Pacific/Chatham"),
    ("FREQ=YEARLY;COUNT=5", "18900101T120000", "Europe/Amsterdam"),
    ("FREQ=WEEKLY;COUNT=30", "20240101T090000", "America/St_Johns"),
  ])
  func linesAreTheTextForms(_ rule: String, _ start: String, _ tzid: String?) throws {
    let set = try RecurrenceSet(
      start: try ICSDateTime(parsing: start, tzid: tzid), rules: [try RecurrenceRule(parsing: rule)]
    )
    for occurrence in set {
      for iso in [false, true] {
        var bytes: [UInt8] = []
        set.appendLine(occurrence, iso: iso, to: &bytes)
        let expected = (iso ? set.isoText(occurrence) : set.text(occurrence)) + "\n"
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
      }
    }
  }
}
