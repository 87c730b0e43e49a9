import Testing

@testable import AlmanacICS

/// `RecurrenceSet.appendLine` and `RecurrenceLineWriter` (the fast path of `almanac recur`)
/// write exactly `text(_:)` and `isoText(_:)`.
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
    // Month and year boundaries, leap days, a DATE start, a UTC start, LMT offsets with seconds.
    ("FREQ=DAILY;COUNT=800", "20231215", nil),
    ("FREQ=DAILY;COUNT=800", "20231215T235959Z", nil),
    ("FREQ=DAILY;INTERVAL=3;COUNT=500", "20231215T000000", "Europe/Berlin"),
    ("FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=400", "20231227T090000", nil),
    (
      "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=60", "20240131T090000",
      "America/New_York"
    ),
    ("FREQ=DAILY;COUNT=60", "18921201T120000", "Europe/Amsterdam"),
    ("FREQ=HOURLY;INTERVAL=5;COUNT=400", "20261025T000000", "Europe/London"),
    ("FREQ=DAILY;COUNT=40", "99991201", nil),
  ])
  func linesAreTheTextForms(_ rule: String, _ start: String, _ tzid: String?) throws {
    let set = try RecurrenceSet(rule: rule, start: start, tzid: tzid)
    for occurrence in set {
      for iso in [false, true] {
        var bytes: [UInt8] = []
        set.appendLine(occurrence, iso: iso, to: &bytes)
        let expected = (iso ? set.isoText(occurrence) : set.text(occurrence)) + "\n"
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
      }
    }
    // The writer, over the whole set in order and over the same instances shuffled (it keeps
    // the last line and must notice every change, not only forward steps).
    let occurrences = Array(set)
    var shuffled = occurrences
    var generator = SystemRandomNumberGenerator()
    shuffled.shuffle(using: &generator)
    for order in [occurrences, shuffled, occurrences.reversed()] {
      for iso in [false, true] {
        var writer = RecurrenceLineWriter(set: set, iso: iso)
        var bytes: [UInt8] = []
        for occurrence in order { writer.append(occurrence, to: &bytes) }
        let expected = order.map { (iso ? set.isoText($0) : set.text($0)) + "\n" }.joined()
        #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(rule) \(start) iso: \(iso)")
      }
    }
  }
}
