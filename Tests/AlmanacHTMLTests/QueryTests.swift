import Almanac
import AlmanacHTML
import AlmanacTestSupport
import Foundation
import Testing

@Suite("HTML query round trip")
struct QueryTests {
  @Test("form values are ISO 8601 in every mode")
  func formValues() throws {
    let range = Fixtures.stay()
    #expect(
      range.formValues(for: try range.state(fromQuery: "stay=2026-03-05/2026-03-09"))
        == ["2026-03-05/2026-03-09"])
    let multiple = Fixtures.stay(mode: .multiple)
    #expect(
      multiple.formValues(
        for: try multiple.state(fromQuery: "stay=2026-03-20&stay=2026-03-02&stay=2026-03-15"))
        == ["2026-03-02", "2026-03-15", "2026-03-20"])
    let weekdays = HTMLPicker(
      name: "w", mode: .weekdays, context: context(.gregorian, "en_US"), today: Fixtures.today)
    #expect(weekdays.formValues(for: try weekdays.state(fromQuery: "w=FR,MO,WE")) == ["MO,WE,FR"])
    let ranges = Fixtures.stay(mode: .ranges)
    let state = try ranges.state(
      fromQuery: "stay=2026-04-01/2026-04-03&stay=2026-03-05/2026-03-08")
    #expect(ranges.formValues(for: state) == ["2026-03-05/2026-03-08", "2026-04-01/2026-04-03"])
  }

  @Test("clicks through the round trip select a range across a month boundary")
  func rangeAcrossMonths() throws {
    let picker = Fixtures.stay()
    var state = try picker.state(fromQuery: "stay.pick=2026-03-29")
    #expect(state.pendingStart == day("2026-03-29"))
    var query = FormQuery.encode(picker.queryItems(for: state)) + "&stay.key=PageDown"
    state = try picker.state(fromQuery: query)
    #expect(state.focusedDay == day("2026-04-29"))
    query = FormQuery.encode(picker.queryItems(for: state)) + "&stay.pick=2026-04-02"
    state = try picker.state(fromQuery: query)
    #expect(state.ranges == [day("2026-03-29")...day("2026-04-02")])
    #expect(state.message == "Selected range: March 29 to April 2, 2026")
    #expect(picker.formValues(for: state) == ["2026-03-29/2026-04-02"])
  }

  @Test("a refused tap keeps the state and says why")
  func refusedTap() throws {
    let picker = Fixtures.stay()
    let start = try picker.state(fromQuery: "stay.pick=2026-03-05")
    let query = FormQuery.encode(picker.queryItems(for: start)) + "&stay.pick=2026-03-06"
    let state = try picker.state(fromQuery: query)
    #expect(state.isRejected)
    #expect(state.message == "Minimum stay is 2 nights")
    #expect(state.pendingStart == day("2026-03-05"))
    let booked = try picker.state(fromQuery: "stay.pick=2026-03-11")
    #expect(booked.message == "Fully booked")
    #expect(picker.fragment(for: booked).contains("almanac-status almanac-rejected"))
  }

  @Test(
    "tampered values are refused with field and reason",
    arguments: [
      ("stay=2026-02-30/2026-03-02", "stay", "day 30 of 2026-02"),
      ("stay=2026-03-09/2026-03-05", "stay", "the end is before the start"),
      ("stay=2026-03-09", "stay", "a range is START/END"),
      ("stay=2026-03-09/2026-03-13", "stay", "2026-03-10"),
      ("stay=2026-03-05/2026-03-06", "stay", "Minimum stay is 2 nights"),
      ("stay=2026-03-01/2026-03-30", "stay", "Maximum stay is 7 nights"),
      ("stay=2026-02-20/2026-02-24", "stay", "Not yet available"),
      ("stay.start=2026-03-11", "stay.start", "Fully booked"),
      ("stay=2026-03-01/2026-03-04&stay=2026-03-20/2026-03-24", "stay", "takes one range"),
      ("stay.focus=1999-01-01", "stay.focus", "outside the calendar's days"),
      ("stay.month=banana", "stay.month", "YYYY-MM-DD"),
      ("stay.intended=32", "stay.intended", "from 1 to 31"),
      ("stay.scroll=99999999999999999999", "stay.scroll", "from -12 to 12"),
      ("stay.key=F5", "stay.key", "not a key"),
      ("stay.pick=2026-03-05&stay.scroll=1", "stay.scroll", "one action at a time"),
      ("stay.focus=2026-03-05&stay.focus=2026-03-06", "stay.focus", "given twice"),
      ("stay.admin=1", "stay.admin", "unknown field"),
      ("stay=%ZZ", "stay", "two hex digits"),
      ("stay=%FF", "stay", "not UTF-8"),
    ])
  func tampered(query: String, field: String, reason: String) {
    let picker = Fixtures.stay()
    do {
      _ = try picker.state(fromQuery: query)
      Issue.record("accepted \(query)")
    } catch {
      #expect(error.field == field, "\(query): \(error)")
      #expect(error.reason.contains(reason), "\(query): \(error)")
    }
  }

  @Test("multiple and weekday values are checked too")
  func otherModesTampered() {
    let single = Fixtures.stay(mode: .single)
    #expect(throws: HTMLQueryError.self) {
      try single.state(fromQuery: "stay=2026-03-05&stay=2026-03-06")
    }
    let multiple = Fixtures.stay(mode: .multiple(maximumCount: 2))
    #expect(throws: HTMLQueryError.self) {
      try multiple.state(fromQuery: "stay=2026-03-05&stay=2026-03-06&stay=2026-03-07")
    }
    #expect(throws: HTMLQueryError.self) {
      try multiple.state(fromQuery: "stay=2026-03-05&stay=2026-03-05")
    }
    let weekdays = HTMLPicker(
      name: "w", mode: .weekdays, context: context(.gregorian, "en_US"), today: Fixtures.today)
    #expect(throws: HTMLQueryError.self) { try weekdays.state(fromQuery: "w=MO,XX") }
    #expect(throws: HTMLQueryError.self) { try weekdays.state(fromQuery: "w.pick=2026-03-05") }
    #expect(throws: HTMLQueryError.self) {
      try FormQuery.items(String(repeating: "a", count: FormQuery.maximumLength + 1))
    }
  }

  @Test("state → query → state is the identity (seeded random states)")
  func roundTripProperty() throws {
    let seed: UInt64 = 0x5EED_0016
    var random = SeededGenerator(seed: seed)
    let modes: [PickerMode] = [
      .single, .multiple, .range(.forward), .range(.eitherOrder), .ranges,
    ]
    for iteration in 0..<30 {
      let mode = modes[random.next(modes.count)]
      let picker = Fixtures.stay(months: 1 + random.next(3), mode: mode, crossing: .allowed)
      // Random actions from an empty state, each through the round trip.
      var state = HTMLPickerState()
      for _ in 0..<4 {
        let day = AlmanacTestSupport.day("2026-03-01").adding(days: random.next(120))
        let actions: [HTMLPickerAction] = [
          .pick(day), .key(.nextMonth), .key(.right), .scroll(1), .jump(day), .confirm,
        ]
        state = picker.applying(actions[random.next(actions.count)], to: state)
        let query = FormQuery.encode(picker.queryItems(for: state))
        let decoded = try picker.state(fromQuery: query)
        #expect(
          picker.queryItems(for: decoded).map { "\($0.name)=\($0.value)" }
            == picker.queryItems(for: state).map { "\($0.name)=\($0.value)" },
          "seed \(seed), iteration \(iteration): \(query)")
        #expect(
          picker.fragment(for: decoded) == picker.fragment(for: clean(state)),
          "seed \(seed), iteration \(iteration): \(query)")
      }
    }
  }

  /// The state without the one-request fields (message, flags, the last action), as a new
  /// request sees it.
  private func clean(_ state: HTMLPickerState) -> HTMLPickerState {
    var copy = state
    copy.message = nil
    copy.isRejected = false
    copy.isConfirmed = false
    copy.lastAction = nil
    return copy
  }

  @Test("month and year lists jump, and only when changed")
  func jump() throws {
    let picker = Fixtures.stay(months: 2)
    let unchanged = try picker.state(
      fromQuery: "stay.month=2026-03-01&stay.jump-month=2026-03-01&stay.jump-year=2026-03-01")
    #expect(unchanged.firstMonthDay == day("2026-03-01"))
    #expect(unchanged.message == nil)
    let month = try picker.state(
      fromQuery: "stay.month=2026-03-01&stay.jump-month=2026-07-01&stay.jump-year=2026-03-01")
    #expect(month.firstMonthDay == day("2026-07-01"))
    #expect(month.message == "July 2026 – August 2026")
    let both = try picker.state(
      fromQuery: "stay.month=2026-03-01&stay.jump-month=2026-06-01&stay.jump-year=2027-02-01")
    // June 2027 is after the last day (2027-02-28): the engine clamps to the last month.
    #expect(both.firstMonthDay == day("2027-02-01"))
  }

  @Test("a month move's intended day travels between requests: Jan 31 → Feb 28 → Mar 31")
  func intendedDayOfMonth() throws {
    let picker = Fixtures.stay()
    var state = try picker.state(fromQuery: "stay.focus=2026-03-31&stay.key=PageDown")
    #expect(state.focusedDay == day("2026-04-30"))
    #expect(state.intendedDayOfMonth == 31)
    #expect(picker.queryItems(for: state).contains { $0 == ("stay.intended", "31") })
    #expect(picker.fragment(for: state).contains("name=\"stay.intended\" value=\"31\""))
    var query = FormQuery.encode(picker.queryItems(for: state)) + "&stay.key=PageDown"
    state = try picker.state(fromQuery: query)
    #expect(state.focusedDay == day("2026-05-31"))
    // A clamp at the last day is undone by the next move, and a month from the list aims
    // for the same day.
    query = FormQuery.encode(picker.queryItems(for: state)) + "&stay.key=Shift%2BPageDown"
    state = try picker.state(fromQuery: query)
    #expect(state.focusedDay == day("2027-02-28"))
    query =
      FormQuery.encode(picker.queryItems(for: state))
      + "&stay.jump-month=2027-01-01&stay.jump-year=2027-02-01"
    state = try picker.state(fromQuery: query)
    #expect(state.focusedDay == day("2027-01-31"))
    // Any other move aims for nothing: the field goes.
    query = FormQuery.encode(picker.queryItems(for: state)) + "&stay.key=ArrowLeft"
    state = try picker.state(fromQuery: query)
    #expect(state.intendedDayOfMonth == nil)
    #expect(!picker.queryItems(for: state).contains { $0.name == "stay.intended" })
  }

  @Test("a first day inside a month: the month and list fields name the month by its first day")
  func boundInsideMonth() throws {
    let picker = HTMLPicker(
      name: "d", mode: .single, context: context(.gregorian, "en_US"), today: Fixtures.today,
      availability: Availability(
        firstDay: day("2026-03-04"), lastDay: day("2026-05-20")))
    let first = try picker.state(fromQuery: "d.pick=2026-03-05")
    // What the page's form sends back: the state and both lists, at the first month.
    let query =
      FormQuery.encode(picker.queryItems(for: first))
      + "&d.jump-month=2026-03-01&d.jump-year=2026-03-01&d.pick=2026-03-06"
    let next = try picker.state(fromQuery: query)
    #expect(next.days == [day("2026-03-06")])
    #expect(picker.fragment(for: next).contains("<option value=\"2026-03-01\" selected>"))
    #expect(throws: HTMLQueryError.self) { try picker.state(fromQuery: "d.month=2026-02-01") }
    #expect(throws: HTMLQueryError.self) { try picker.state(fromQuery: "d.focus=2026-03-03") }
  }

  @Test("Enter confirms, taking the focused day as the departure")
  func confirm() throws {
    let picker = Fixtures.stay()
    let started = try picker.state(fromQuery: "stay.pick=2026-03-13")
    let query =
      FormQuery.encode(picker.queryItems(for: started)) + "&stay.key=ArrowDown&stay.confirm=1"
    // One action at a time: the key goes in one request, the confirmation in the next.
    #expect(throws: HTMLQueryError.self) { try picker.state(fromQuery: query) }
    let moved = try picker.state(
      fromQuery: FormQuery.encode(picker.queryItems(for: started)) + "&stay.key=ArrowDown")
    let confirmed = try picker.state(
      fromQuery: FormQuery.encode(picker.queryItems(for: moved)) + "&stay.confirm=1")
    #expect(confirmed.isConfirmed)
    #expect(confirmed.ranges == [day("2026-03-13")...day("2026-03-20")])
    #expect(picker.fragment(for: confirmed).contains("data-confirmed=\"true\""))
    let empty = try picker.state(fromQuery: "stay.confirm=1")
    #expect(!empty.isConfirmed)
    #expect(empty.message == "Press Space to pick the arrival, then Enter on the departure")
  }

  @Test("weekday toggles and keys")
  func weekdays() throws {
    let picker = HTMLPicker(
      name: "w", mode: .weekdays, context: context(.gregorian, "en_GB"), today: Fixtures.today)
    var state = try picker.state(fromQuery: "w.toggle=MO")
    state = try picker.state(
      fromQuery: FormQuery.encode(picker.queryItems(for: state)) + "&w.toggle=FR")
    #expect(picker.formValues(for: state) == ["MO,FR"])
    #expect(state.message == "Selected weekdays: Monday and Friday")
    let end = try picker.state(fromQuery: "w.focus=MO&w.key=End")
    #expect(end.focusedWeekday == 1)  // Sunday ends an en_GB week
  }
}

/// The first supported day, 0001-01-01, lies in a month that begins before it in the Julian
/// calendar the 1582 reform uses there (Julian 1 January 1 is proleptic 0000-12-30), and in
/// the Hebrew and other calendars' months too. The `html` fuzz target found that the query of
/// such a month named a day before 0001-01-01, which reading the query back refused.
@Suite("HTML query at the edges of the supported days")
struct QueryEdgeTests {
  @Test(
    "a state on the first or last supported day round-trips",
    arguments: [
      (CalendarSystem.gregorian, "stay.start=0001-01-01"),
      (.gregorian, "stay=0001-01-01/0001-01-03&stay.focus=0001-01-01"),
      (.hebrew, "stay.start=0001-01-01"),
      (.gregorian, "stay.start=9999-12-31"),
      (.hebrew, "stay.start=9999-12-31"),
    ])
  func edgeRoundTrip(_ system: CalendarSystem, _ text: String) throws {
    let picker = HTMLPicker(
      name: "stay", mode: .ranges, context: context(system, "en_US"), today: Fixtures.today)
    let state = try picker.state(fromQuery: text)
    let items = picker.queryItems(for: state)
    for item in items where item.name == "stay.month" || item.name == "stay.focus" {
      #expect(Day(item.value) != nil, "\(item.name)=\(item.value) is not a supported day")
    }
    let query = FormQuery.encode(items)
    let again = try picker.state(fromQuery: query)
    #expect(FormQuery.encode(picker.queryItems(for: again)) == query)
    #expect(picker.fragment(for: again) == picker.fragment(for: state))
    // The form's hidden month field names the same day as the query.
    let month = try #require(items.first { $0.name == "stay.month" }).value
    #expect(picker.fragment(for: state).contains("name=\"stay.month\" value=\"\(month)\""))
    let fragment = picker.fragment(for: state)
    #expect(!fragment.contains("\"0000-") && !fragment.contains("\"10000-"), "\(fragment)")
  }

  @Test(
    "the month and year lists jump to the first supported month",
    arguments: [CalendarSystem.gregorian, .hebrew])
  func jumpToTheFirstMonth(_ system: CalendarSystem) throws {
    let picker = HTMLPicker(
      name: "stay", mode: .ranges, context: context(system, "en_US"), today: Fixtures.today)
    // Two months after 0001-01-01; then each list's first entry, as a browser posts it.
    let later = try picker.state(fromQuery: "stay.focus=0001-03-05&stay.month=0001-03-01")
    let fragment = picker.fragment(for: later)
    for list in ["stay.jump-month", "stay.jump-year"] {
      let start = try #require(fragment.range(of: "<select name=\"\(list)\""))
      let end = try #require(fragment[start.upperBound...].range(of: "</select>"))
      let values = fragment[start.upperBound..<end.lowerBound].components(
        separatedBy: "<option value=\""
      ).dropFirst().map { String($0.prefix(10)) }
      #expect(values.allSatisfy { Day($0) != nil }, "\(list): \(values)")
      let first = try #require(values.first)
      let query = FormQuery.encode(picker.queryItems(for: later)) + "&\(list)=\(first)"
      let jumped = try picker.state(fromQuery: query)
      let month = try #require(picker.queryItems(for: jumped).first { $0.name == "stay.month" })
      #expect(month.value == first, "\(list)")
    }
    // The month list of the first year starts with the month holding 0001-01-01 (it had
    // only the shown month: that year's months could not be listed).
    let months = try #require(fragment.range(of: "<select name=\"stay.jump-month\""))
    let options = try #require(fragment[months.upperBound...].range(of: "<option value=\""))
    #expect(fragment[options.upperBound...].hasPrefix("0001-01-01"))
  }
}
