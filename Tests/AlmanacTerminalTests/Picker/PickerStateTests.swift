import Almanac
import AlmanacTerminal
import AlmanacTestSupport
import Foundation
import Testing

/// Key sequences against the exact picker state. Days and weekdays are checked against facts
/// from Python's `datetime` (2026-03-01 is a Sunday, 2026-03-28 a Saturday).
@Suite("Picker state")
struct PickerStateTests {
  typealias F = PickerFixtures

  static func state(
    _ mode: PickerMode, today: String = "2026-03-01", availability: Availability = .unrestricted,
    initial: PickerResult? = nil, context: CalendarContext = F.enUS, monthCount: Int = 1
  ) throws -> PickerState {
    try PickerState(
      mode: mode, context: context, today: day(today), availability: availability,
      initial: initial, monthCount: monthCount)
  }

  @Test("Single: arrows and hjkl move, Space selects, Enter confirms")
  func single() throws {
    var store = F.store(try Self.state(.single))
    store.assert(
      PickerSnapshot(
        calendar: CalendarState(
          mode: .single, focusedDay: day("2026-03-01"), firstMonth: day("2026-03-01"),
          today: day("2026-03-01"), summary: "Pick a day"),
        overlay: .none))
    store.send(F.keys([KeyEvent(.right)])) { $0.calendar.focusedDay = day("2026-03-02") }
    store.send(F.keys([KeyEvent(.down)])) { $0.calendar.focusedDay = day("2026-03-09") }
    store.send(F.keys(F.typed("l"))) { $0.calendar.focusedDay = day("2026-03-10") }
    store.send(F.keys(F.typed("j"))) { $0.calendar.focusedDay = day("2026-03-17") }
    store.send(F.keys(F.typed("hk") + [KeyEvent(.left), KeyEvent(.up)])) {
      $0.calendar.focusedDay = day("2026-03-01")
    }
    store.send(F.keys(F.typed("lll"))) { $0.calendar.focusedDay = day("2026-03-04") }
    store.send(F.keys([F.space])) {
      $0.calendar.days = [day("2026-03-04")]
      $0.calendar.summary = "Mar 4, 2026"
      $0.calendar.result = .day(day("2026-03-04"))
    }
    store.send(F.keys(F.typed("l"))) { $0.calendar.focusedDay = day("2026-03-05") }
    let confirmed = store.send(F.keys([F.enter]))
    #expect(confirmed == .confirm(.day(day("2026-03-04"))))
  }

  @Test("Single: Enter with nothing selected takes the focused day")
  func singleEnterTakesFocus() throws {
    var state = try Self.state(.single)
    F.send(F.typed("j"), to: &state)
    #expect(state.handle(F.enter) == .confirm(.day(day("2026-03-08"))))
  }

  @Test(
    "Single: Space on the chosen day clears it, as a tap does in every face; Enter then takes the focus"
  )
  func singleReselectClears() throws {
    var state = try Self.state(.single)
    F.send(F.typed("l "), to: &state)
    #expect(state.selection?.selectedDay == day("2026-03-02"))
    F.send(F.typed(" "), to: &state)
    #expect(state.selection?.selectedDay == nil)
    F.send(F.typed("l"), to: &state)
    #expect(state.handle(F.enter) == .confirm(.day(day("2026-03-03"))))
  }

  @Test("Home and End go to the week's ends (Monday first in en_GB)")
  func homeEnd() throws {
    var state = try Self.state(.single, today: "2026-03-04", context: F.enGB)
    state.handle(KeyEvent(.home))
    #expect(state.focusedDay == (day("2026-03-02")))
    state.handle(KeyEvent(.end))
    #expect(state.focusedDay == (day("2026-03-08")))
  }

  @Test(
    "Paging keys: PgUp/PgDn and [ ] a month, Shift+PgUp/PgDn and { } a year, t today",
    arguments: [
      (KeyEvent(.pageDown), "2026-04-01"), (KeyEvent(.pageUp), "2026-02-01"),
      (KeyEvent(.character("]")), "2026-04-01"), (KeyEvent(.character("[")), "2026-02-01"),
      (KeyEvent(.pageDown, .shift), "2027-03-01"), (KeyEvent(.pageUp, .shift), "2025-03-01"),
      (KeyEvent(.character("}")), "2027-03-01"), (KeyEvent(.character("{")), "2025-03-01"),
    ])
  func paging(key: KeyEvent, expected: String) throws {
    var state = try Self.state(.single)
    state.handle(key)
    #expect(state.focusedDay == (day(expected)))
    #expect(state.visibleMonths.first?.contains(day(expected)) == true)
    F.send(F.typed("t"), to: &state)
    #expect(state.focusedDay == (day("2026-03-01")))
  }

  @Test("PgDn keeps the intended day: Jan 31 → Feb 28 → Mar 31")
  func intendedDay() throws {
    var state = try Self.state(.single, today: "2026-01-31")
    state.handle(KeyEvent(.pageDown))
    #expect(state.focusedDay == (day("2026-02-28")))
    state.handle(KeyEvent(.pageDown))
    #expect(state.focusedDay == (day("2026-03-31")))
  }

  @Test("Range across a month boundary: Space on the arrival, Enter on the departure")
  func rangeAcrossMonths() throws {
    var state = try Self.state(.range(.forward), today: "2026-03-28")
    #expect(state.summary == "Pick your arrival")
    state.handle(F.space)
    #expect(state.selection?.pendingStart == (day("2026-03-28")))
    #expect(state.summary.hasSuffix("Now pick your departure"))
    F.send(F.typed("j"), to: &state)
    #expect(state.focusedDay == (day("2026-04-04")))
    #expect(state.visibleMonths.map(\.month) == [4])
    let outcome = state.handle(F.enter)
    let range = day("2026-03-28")...(day("2026-04-04"))
    #expect(outcome == .confirm(.range(range)))
    #expect(state.selection?.nights == 7)
    // Foundation's interval text uses thin spaces around the dash.
    let text = state.summary.replacingOccurrences(of: "\u{2009}", with: " ")
    #expect(text == "Mar 28 – Apr 4, 2026 · 7 nights")
  }

  @Test("Range: a rejected departure says why and keeps the arrival")
  func rangeRejected() throws {
    let availability = Availability().withRangeRules(RangeRules(minimumNights: 2))
    var store = F.store(try Self.state(.range(.forward), availability: availability))
    let early = store.send(F.keys([F.enter])) { $0.calendar.message = .pickArrivalFirst }
    #expect(early == .continue)
    #expect(store.subject.message == "Press Space to pick the arrival, then Enter on the departure")
    store.send(F.keys([F.space])) {
      $0.calendar.message = nil
      $0.calendar.pendingStart = day("2026-03-01")
      $0.calendar.summary = "Mar 1, 2026 → … · Now pick your departure"
    }
    store.send(F.keys(F.typed("l"))) { $0.calendar.focusedDay = day("2026-03-02") }
    store.send(F.keys([F.enter])) { $0.calendar.message = .rejected(.tooFewNights(minimum: 2)) }
    #expect(store.subject.message == "Minimum stay is 2 nights")
    store.send(F.keys(F.typed("l"))) {
      $0.calendar.focusedDay = day("2026-03-03")
      $0.calendar.message = nil
    }
    let stay = day("2026-03-01")...day("2026-03-03")
    let outcome = store.send(F.keys([F.enter])) {
      $0.calendar.pendingStart = nil
      $0.calendar.range = stay
      $0.calendar.summary = "Mar 1\u{2009}–\u{2009}3, 2026 · 2 nights"
      $0.calendar.result = .range(stay)
    }
    #expect(outcome == .confirm(.range(stay)))
  }

  @Test("Multiple: Space toggles, Enter confirms the days in ascending order")
  func multiple() throws {
    var state = try Self.state(.multiple)
    #expect(state.handle(F.enter) == .continue)
    #expect(state.message == "Press Space to pick days, then Enter")
    // Select 03-01, 03-03 and 03-05, then toggle 03-03 off; tap order is not output order.
    F.send(F.typed("llll ") + F.typed("hhhh ") + F.typed("ll ") + F.typed(" "), to: &state)
    #expect(state.selection?.days == [day("2026-03-05"), day("2026-03-01")])
    let expected = [day("2026-03-01"), day("2026-03-05")]
    #expect(state.summary == "2 days: Mar 1, 2026 … Mar 5, 2026")
    #expect(state.handle(F.enter) == .confirm(.days(expected)))
  }

  @Test("Weekdays: the row in en_GB order, Space toggles, summary from the engine")
  func weekdays() throws {
    var store = F.store(try Self.state(.weekdays, context: F.enGB))
    store.assert(
      PickerSnapshot(
        calendar: CalendarState(
          mode: .weekdays, focusedWeekday: 2, today: day("2026-03-01"), summary: "Never"),
        overlay: .none))
    let early = store.send(F.keys([F.enter])) { $0.calendar.message = .pickWeekdaysFirst }
    #expect(early == .continue)
    store.send(F.keys([F.space])) {
      $0.calendar.message = nil
      $0.calendar.weekdays = [2]
      $0.calendar.summary = "Mon"
      $0.calendar.result = .weekdays([2])
    }
    store.send(F.keys(F.typed("ll"))) { $0.calendar.focusedWeekday = 4 }
    store.send(F.keys([F.space])) {
      $0.calendar.weekdays = [2, 4]
      $0.calendar.summary = "Mon and Wed"
      $0.calendar.result = .weekdays([2, 4])
    }
    store.send(F.keys(F.typed("ll ") + [KeyEvent(.right)])) {
      $0.calendar.weekdays = [2, 4, 6]
      $0.calendar.focusedWeekday = 7
      $0.calendar.summary = "Mon, Wed and Fri"
      $0.calendar.result = .weekdays([2, 4, 6])
    }
    store.send(F.keys([KeyEvent(.end)])) { $0.calendar.focusedWeekday = 1 }
    store.send(F.keys([KeyEvent(.right)])) { $0.calendar.message = .blocked(.upperBound) }
    let confirmed = store.send(F.keys([F.enter])) { $0.calendar.message = nil }
    #expect(confirmed == .confirm(.weekdays([2, 4, 6])))
  }

  @Test("Weekdays: focus starts on the first chosen weekday in calendar order")
  func weekdayInitialFocus() throws {
    let weekend = PickerResult.weekdays(WeekdaySet([1, 7]))
    #expect(
      try Self.state(.weekdays, initial: weekend, context: F.enGB).weekdayFocus?.focusedWeekday
        == 7)
    #expect(
      try Self.state(.weekdays, initial: weekend, context: F.enUS).weekdayFocus?.focusedWeekday
        == 1)
  }

  @Test("Cancel: q, Escape and Ctrl-C; Escape in a dialog only closes it")
  func cancel() throws {
    for key in [KeyEvent(.character("q")), F.escape, KeyEvent(.character("c"), .control)] {
      var state = try Self.state(.single)
      #expect(state.handle(key) == .cancel)
    }
    var state = try Self.state(.single)
    F.send(F.typed("g"), to: &state)
    #expect(state.overlay == .goToDate(""))
    #expect(state.handle(F.escape) == .continue)
    #expect(state.overlay == PickerOverlay.none)
  }

  @Test("Focus starts on the initial selection, else today, else the first available day")
  func initialFocus() throws {
    let selected = try Self.state(.single, initial: .day(day("2026-03-20")))
    #expect(selected.focusedDay == (day("2026-03-20")))
    let weekdaysOnly = Availability().weekdaysOnly(in: F.enUS)
    let saturday = try Self.state(.single, today: "2026-03-28", availability: weekdaysOnly)
    #expect(saturday.focusedDay == (day("2026-03-30")))
    let later = Availability(firstDay: day("2026-05-10"))
    #expect(try Self.state(.single, availability: later).focusedDay == (day("2026-05-10")))
    let range = try Self.state(
      .range(.forward), initial: .range(day("2026-04-02")...(day("2026-04-06"))))
    #expect(range.focusedDay == (day("2026-04-02")))
    #expect(range.result == .range(day("2026-04-02")...(day("2026-04-06"))))
  }

  @Test("Initial values that do not fit are refused")
  func initialRefused() throws {
    #expect(throws: PickerSetupError.self) {
      try Self.state(.single, initial: .weekdays(.mondayToFriday))
    }
    let bounded = Availability(firstDay: day("2026-03-10"))
    #expect(throws: PickerSetupError.self) {
      try Self.state(.single, availability: bounded, initial: .day(day("2026-03-02")))
    }
  }

  @Test("Unavailable days: Space says why; bounds stop the focus with a message")
  func unavailable() throws {
    let availability = Availability(firstDay: day("2026-03-02"))
      .weekdaysOnly(in: F.enUS)
    var store = F.store(try Self.state(.single, today: "2026-03-02", availability: availability))
    store.send(F.keys([KeyEvent(.left)])) { $0.calendar.message = .blocked(.lowerBound) }
    #expect(store.subject.message == "No earlier day can be picked")
    let weekend = UnavailableReason(.excludedWeekday)
    store.send(F.keys(F.typed("lllll"))) {
      $0.calendar.focusedDay = day("2026-03-07")
      $0.calendar.message = .unavailable(weekend)
    }
    #expect(store.subject.message == "Not available on this weekday")
    store.send(F.keys([F.space])) { $0.calendar.message = .rejected(.unavailable(weekend)) }
    #expect(store.subject.message == "Not available on this weekday")
    let refused = store.send(F.keys([F.enter]))
    #expect(refused == .continue)
  }

  @Test("g: type a date and go; a malformed or non-existent date keeps the prompt open")
  func goToDate() throws {
    var state = try Self.state(.single, monthCount: 2)
    F.send(F.typed("g2026-13-01") + [F.enter], to: &state)
    // It has the form of a date, but month 13 does not exist (was the generic hint).
    #expect(state.message == "No such day: 2026-13-01")
    #expect(state.overlay == .goToDate("2026-13-01"))
    var malformed = try Self.state(.single, monthCount: 2)
    F.send(F.typed("g2026-1") + [F.enter], to: &malformed)
    #expect(malformed.message == "Type a date as YYYY-MM-DD")
    F.send(
      Array(repeating: KeyEvent(.backspace), count: 5) + F.typed("12-25x") + [F.enter], to: &state)
    #expect(state.overlay == PickerOverlay.none)
    #expect(state.focusedDay == (day("2026-12-25")))
    #expect(state.visibleMonths.map(\.month) == [11, 12])
  }

  @Test("g beyond --min or --max: the focus stops on the bound and the message says why")
  func goToDateBeyondTheBounds() throws {
    let availability = Availability(
      firstDay: day("2026-03-10"), lastDay: day("2026-04-20"))
    var state = try Self.state(.single, today: "2026-03-15", availability: availability)
    F.send(F.typed("g2030-01-01") + [F.enter], to: &state)
    #expect(state.focusedDay == (day("2026-04-20")))
    #expect(state.message == "No later day can be picked")
    F.send(F.typed("g2026-01-01") + [F.enter], to: &state)
    #expect(state.focusedDay == (day("2026-03-10")))
    #expect(state.message == "No earlier day can be picked")
    F.send(F.typed("g2026-04-01") + [F.enter], to: &state)
    #expect(state.focusedDay == (day("2026-04-01")))
    #expect(state.message == nil)
  }

  @Test("m and y at --min and --max: the lists hold only months and years that can be picked")
  func listsAtTheRangeEnds() throws {
    let availability = Availability(
      firstDay: day("2026-03-10"), lastDay: day("2027-02-20"))
    var state = try Self.state(.single, today: "2026-03-15", availability: availability)
    F.send(F.typed("m"), to: &state)
    guard case .monthList(let months, let index) = state.overlay else {
      Issue.record("no month list: \(state.overlay)")
      return
    }
    // March to December 2026: January and February 2026 lie before --min.
    #expect(months.map(\.month.month) == Array(3...12))
    #expect(index == 0)
    // k at the top stays there; the list never offers a month that cannot be picked.
    F.send(F.typed("k"), to: &state)
    #expect(state.overlay == .monthList(months, highlighted: 0))
    F.send([KeyEvent(.end), F.enter], to: &state)
    #expect(state.focusedDay == (day("2026-12-15")))
    #expect(state.message == nil)
    F.send(F.typed("y"), to: &state)
    guard case .yearList(let years, let highlighted) = state.overlay else {
      Issue.record("no year list: \(state.overlay)")
      return
    }
    // Only 2026 and 2027, not eleven years around 2026; 2027's row is its last month in range.
    #expect(years.map(\.text) == ["2026", "2027"])
    #expect(years.map(\.month.month) == [12, 2])
    #expect(highlighted == 0)
    F.send([KeyEvent(.pageDown)], to: &state)
    guard case .yearList(_, let last) = state.overlay else {
      Issue.record("no year list: \(state.overlay)")
      return
    }
    #expect(last == 1)
    F.send([F.enter], to: &state)
    // December 2027 is beyond --max: the row goes to February 2027, the focus to the 15th.
    #expect(state.focusedDay == (day("2027-02-15")))
    #expect(state.message == nil)
  }

  @Test("Every key leaves a state that compares whole: the same keys give equal states")
  func statesCompareWhole() throws {
    var first = try Self.state(.range(.forward))
    var second = try Self.state(.range(.forward))
    #expect(first == second)
    F.send(F.typed("l l"), to: &first)
    #expect(first != second)
    F.send(F.typed("l l"), to: &second)
    #expect(first == second)
    second.today = second.today.adding(days: 1)
    #expect(first != second)
  }

  @Test("today set from outside reaches the model, the focus and the t key")
  func todayFromOutside() throws {
    var state = try Self.state(.single, today: "2026-03-15")
    state.today = day("2026-05-02")
    #expect(state.model.today == (day("2026-05-02")))
    #expect(state.focus?.today == (day("2026-05-02")))
    F.send(F.typed("t"), to: &state)
    #expect(state.focusedDay == (day("2026-05-02")))
    let frame = PickerScreen(context: state.context, colors: .none)
      .render(state, size: TerminalSize(columns: 80, rows: 24))
    #expect(frame.frame.plainText().contains("May 2026"))
  }

  @Test("m and y: the month and year lists jump there")
  func monthYearLists() throws {
    var state = try Self.state(.single)
    F.send(F.typed("m"), to: &state)
    guard case .monthList(let months, let index) = state.overlay else {
      Issue.record("no month list: \(state.overlay)")
      return
    }
    #expect(months.count == 12)
    #expect(index == 2)
    F.send(F.typed("jjj") + [F.enter], to: &state)
    #expect(state.focusedDay == (day("2026-06-01")))
    F.send(F.typed("y") + [KeyEvent(.down), KeyEvent(.pageDown), F.enter], to: &state)
    #expect(state.focusedDay == (day("2037-06-01")))
  }

  @Test("fit(monthCount:) shows fewer months on a small terminal and keeps the focus visible")
  func fit() throws {
    var state = try Self.state(.single, monthCount: 3)
    #expect(state.visibleMonths.map(\.month) == [3, 4, 5])
    F.send(F.typed("]]"), to: &state)
    #expect(state.visibleMonths.map(\.month) == [3, 4, 5])
    state.fit(monthCount: 1)
    #expect(state.visibleMonths.map(\.month) == [5])
    state.fit(monthCount: 9)
    #expect(state.visibleMonths.count == 3)
    #expect(state.visibleMonths.contains { $0.contains(state.focusedDay) })
  }
}

extension PickerStateTests {
  @Test(
    "Right-to-left locales: → still goes to the next day, since the terminal grid is not mirrored")
  func rightToLeft() throws {
    let context = CalendarContext(
      system: .gregorian, locale: Locale(identifier: "he_IL"), timeZone: .gmt)
    var state = try Self.state(.single, context: context)
    state.handle(KeyEvent(.right))
    #expect(state.focusedDay == (day("2026-03-02")))
    var weekdays = try Self.state(.weekdays, context: context)
    let first = try #require(weekdays.weekdayFocus?.focusedWeekday)
    weekdays.handle(KeyEvent(.right))
    #expect(weekdays.weekdayFocus?.focusedWeekday == first % 7 + 1)
  }
}

extension PickerStateTests {
  @Test("A paste types into the go-to-date prompt and is ignored elsewhere")
  func paste() throws {
    var state = try Self.state(.multiple)
    state.handle(.paste(" q "), hitMap: PickerHitMap())
    #expect(state.selection?.isEmpty == true)
    #expect(state.focusedDay == (day("2026-03-01")))
    state.handle(.key(KeyEvent(.character("g"))), hitMap: PickerHitMap())
    state.handle(.paste("2026-07-14\n"), hitMap: PickerHitMap())
    #expect(state.overlay == .goToDate("2026-07-14"))
    #expect(state.handle(.key(F.enter), hitMap: PickerHitMap()) == .continue)
    #expect(state.focusedDay == (day("2026-07-14")))
  }

  @Test("A click on a weekday chip focuses and toggles it")
  func weekdayClick() throws {
    var state = try Self.state(.weekdays, context: F.enGB)
    let screen = PickerScreen(context: F.enGB, colors: .none)
    let map = screen.render(state, size: TerminalSize(columns: 80, rows: 24)).hitMap
    let friday = try #require(map.regions.first { $0.target == .weekday(6) })
    let click = MouseEvent(.press, .left, column: friday.columns.lowerBound + 1, row: friday.row)
    state.handle(.mouse(click), hitMap: map)
    #expect(state.weekdays == WeekdaySet([6]))
    #expect(state.weekdayFocus?.focusedWeekday == 6)
    state.handle(.mouse(click), hitMap: map)
    #expect(state.weekdays.isEmpty)
  }
}

extension PickerStateTests {
  @Test("startMonth: the first available day of that month, shown first")
  func startMonth() throws {
    let month = F.enUS.month(containing: day("2026-08-15"))
    let weekdaysOnly = Availability().weekdaysOnly(in: F.enUS)
    // 2026-08-01 is a Saturday (Python datetime), so the first weekday is Monday the 3rd.
    let state = try PickerState(
      mode: .single, context: F.enUS, today: day("2026-03-01"), availability: weekdaysOnly,
      startMonth: month, monthCount: 3)
    #expect(state.focusedDay == (day("2026-08-03")))
    #expect(state.visibleMonths.map(\.month) == [8, 9, 10])
  }

  @Test("Either order: Enter on a day before the first end completes the range backwards")
  func eitherOrder() throws {
    var state = try Self.state(.range(.eitherOrder), today: "2026-03-10")
    F.send([F.space] + F.typed("hhh"), to: &state)
    #expect(
      state.handle(F.enter) == .confirm(.range(day("2026-03-07")...(day("2026-03-10"))))
    )
  }

  @Test("Complete or nothing: the summary waits for both ends, Enter completes")
  func completeOrNothing() throws {
    var state = try Self.state(.range(.completeOrNothing), today: "2026-03-10")
    F.send([F.space] + F.typed("l"), to: &state)
    #expect(state.result == nil)
    #expect(state.selection?.pendingStart == (day("2026-03-10")))
    #expect(
      state.handle(F.enter) == .confirm(.range(day("2026-03-10")...(day("2026-03-11"))))
    )
  }
}
