import Almanac
import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// Typed events made into drafts: default lengths, all-day forms, rules and UNTIL, DST gaps,
/// and starts moved onto the weekly rule's days.
@Suite("EventRequest")
struct EventRequestTests {

  static let berlin = DateTimeReader(
    zone: "Europe/Berlin", today: day(2026, 11, 29), now: nil)

  @Test func aStartAloneLastsAnHourOrADay() throws {
    let timed = try EventRequest(title: "A", start: "2026-12-01T09:30").draft(reader: Self.berlin)
    #expect(timed.draft.start.text == "20261201T093000")
    #expect(timed.draft.start.kind == .zoned("Europe/Berlin"))
    #expect(timed.draft.duration == ICSDuration(seconds: 3600))
    #expect(timed.notes.isEmpty)
    let allDay = try EventRequest(title: "A", start: "tomorrow").draft(reader: Self.berlin)
    #expect(allDay.draft.start == ICSDateTime(day: day(2026, 11, 30), kind: .date))
    #expect(allDay.draft.duration == ICSDuration(days: 1))
  }

  @Test func allDayRefusesTimes() {
    var request = EventRequest(title: "A", start: "2026-12-01T10:00", isAllDay: true)
    #expect(
      throws: EventRequestError.timeOnAllDay(
        .start, text: "2026-12-01T10:00",
        day: day(2026, 12, 1))
    ) { try request.draft(reader: Self.berlin) }
    request.start = "2026-12-01"
    request.end = "2026-12-03T10:00"
    #expect(
      throws: EventRequestError.timeOnAllDay(
        .end, text: "2026-12-03T10:00",
        day: day(2026, 12, 3))
    ) { try request.draft(reader: Self.berlin) }
  }

  @Test func unreadableDatesNameTheirField() {
    let request = EventRequest(title: "A", start: "2026-12-01", end: "2026-02-30")
    #expect {
      try request.draft(reader: Self.berlin)
    } throws: { error in
      guard case .unreadable(.end, "2026-02-30", _) = error as? EventRequestError else {
        return false
      }
      return true
    }
  }

  @Test func rulesTakeBareFrequenciesAndUntilInTheStartsForm() throws {
    var request = EventRequest(title: "A", start: "2026-12-01T09:30")
    request.rule = "rrule:weekly"
    #expect(throws: EventRequestError.untilWithoutRule) {
      var noRule = request
      noRule.rule = nil
      noRule.until = "2026-12-20"
      _ = try noRule.draft(reader: Self.berlin)
    }
    request.rule = "weekly"
    request.until = "2026-12-20"
    let made = try request.draft(reader: Self.berlin)
    #expect(made.draft.rules.map(\.description) == ["FREQ=WEEKLY;UNTIL=20261220T225959Z"])
    request.rule = "FREQ=WEEKLY;BYDAY=XX"
    #expect {
      try request.draft(reader: Self.berlin)
    } throws: { error in
      guard case .badRule(let text, _, _) = error as? EventRequestError else { return false }
      return text == "FREQ=WEEKLY;BYDAY=XX"
    }
  }

  @Test func aScaleWritesRscaleAndSkipForward() throws {
    var request = EventRequest(title: "A", start: "2026-12-01")
    request.rule = "YEARLY"
    request.scale = .hebrew
    let rule = try #require(try request.draft(reader: Self.berlin).draft.rules.first)
    #expect(rule.scale == .hebrew)
    #expect(rule.skip == .forward)
    request.scale = .gregorian
    #expect(try request.draft(reader: Self.berlin).draft.rules.first?.scale == nil)
  }

  @Test func aSkippedTimeMovesASingleEventAndOnlyNotesARecurringOne() throws {
    var request = EventRequest(title: "A", start: "2026-03-29T02:30")
    let single = try request.draft(reader: Self.berlin)
    #expect(single.draft.start.text == "20260329T033000")
    guard case .skippedTime(.start, let given, let actual, false) = try #require(single.notes.first)
    else {
      Issue.record("expected a skipped-time note, got \(single.notes)")
      return
    }
    #expect(given.text == "20260329T023000")
    #expect(actual.text == "20260329T033000")
    request.rule = "DAILY"
    let recurring = try request.draft(reader: Self.berlin)
    #expect(recurring.draft.start.text == "20260329T023000")
    guard case .skippedTime(.start, _, _, true) = try #require(recurring.notes.first) else {
      Issue.record("expected a recurring skipped-time note, got \(recurring.notes)")
      return
    }
  }

  @Test func aWeekdayStartMovesToTheFirstGeneratedDay() throws {
    // 2026-12-01 is a Tuesday; mon,wed,fri starts on Wednesday the 2nd.
    var request = EventRequest(title: "A", start: "2026-12-01T09:30", end: "2026-12-01T10:00")
    request.weekdays = [2, 4, 6]
    let made = try request.draft(reader: Self.berlin)
    #expect(made.draft.start.text == "20261202T093000")
    #expect(made.draft.end?.text == "20261202T100000")
    #expect(
      made.notes == [
        .movedStart(from: day(2026, 12, 1), to: day(2026, 12, 2))
      ])
    request.weekdays = []
    #expect(throws: EventRequestError.self) { try request.draft(reader: Self.berlin) }
  }

  @Test(arguments: [
    ("1h30m", ICSDuration(seconds: 5400)), ("45m", ICSDuration(seconds: 2700)),
    ("2d", ICSDuration(days: 2)), ("1w", ICSDuration(days: 7)),
    ("PT1H", ICSDuration(seconds: 3600)),
    ("1d2h", ICSDuration(days: 1, seconds: 7200)),
  ])
  func lengths(_ text: String, _ expected: ICSDuration) throws {
    #expect(try DateTimeReader.length(text) == expected)
  }

  @Test(arguments: ["", "0m", "h", "1x", "99999999999h", "3660001d", "1h30"])
  func badLengths(_ text: String) {
    #expect(throws: ICSError.self) { try DateTimeReader.length(text) }
  }
}
