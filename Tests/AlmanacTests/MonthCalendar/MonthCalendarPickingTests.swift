import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

private func dayOf(_ text: String) throws -> Day { try Day(parsing: text) }

private func context(_ locale: String = "en_US") -> CalendarContext {
  CalendarContext(locale: Locale(identifier: locale), timeZone: .gmt)
}

/// The model as a picker: whole states after each action (as a test store asserts them),
/// today from outside, the choices at the range's ends, messages and summaries in the table's
/// words.
@Suite("Month calendar model as a picker")
struct MonthCalendarPickingTests {
  @Test("Whole states: each action's state is written out, and the model equals one built there")
  func wholeStates() throws {
    let availability = Availability(
      firstDay: try dayOf("2026-03-02"), lastDay: try dayOf("2026-06-30"))
    let start = try MonthCalendarModel(
      picking: .range(.forward), context: context(), today: try dayOf("2026-03-02"),
      availability: availability, visibleMonthCount: 2)
    var store = TestStore(start, observe: CalendarState.init)
    // Blocked at the first day: nothing changed but the message.
    let blocked = store.send({ $0.handle(.left) }) { $0.message = .blocked(.lowerBound) }
    #expect(blocked.announcement == "No earlier day can be picked")
    store.send({ $0.dismissMessage() }) { $0.message = nil }
    #expect(store.subject == start)
    store.send({ $0.handle(.nextDay) }) { $0.focusedDay = try? dayOf("2026-03-03") }
    store.send({ $0.activateFocusedDay() }) {
      $0.pendingStart = try? dayOf("2026-03-03")
      $0.summary = "Mar 3, 2026 → … · Now pick your departure"
    }
    store.send({ $0.handle(.down) }) { $0.focusedDay = try? dayOf("2026-03-10") }
    let stay = try dayOf("2026-03-03")...dayOf("2026-03-10")
    store.send({ $0.activateFocusedDay() }) {
      $0.pendingStart = nil
      $0.range = stay
      $0.summary = "Mar 3\u{2009}–\u{2009}10, 2026 · 7 nights"
      $0.result = .range(stay)
    }
    var expected = try MonthCalendarModel(
      picking: .range(.forward), context: context(), today: try dayOf("2026-03-02"),
      availability: availability, initial: .range(stay), visibleMonthCount: 2)
    expected.handle(.goToDay(try dayOf("2026-03-10")))
    #expect(store.subject == expected)
    #expect(store.subject != start)
  }

  @Test("today set from outside reaches the focus model, the pages and the today command")
  func todayFromOutside() throws {
    var model = try MonthCalendarModel(
      picking: .single, context: context(), today: try dayOf("2026-03-18"))
    model.today = try dayOf("2026-04-02")
    #expect(model.focus?.today == (try dayOf("2026-04-02")))
    model.handle(.today)
    #expect(model.focusedDay == (try dayOf("2026-04-02")))
    let page = model.page(for: model.displayedMonth)
    #expect(page.cells.filter { $0.facts?.isToday == true }.map(\.day) == [try dayOf("2026-04-02")])
  }

  @Test("Month and year choices stop at the range's ends")
  func choicesAtTheEnds() throws {
    let model = try MonthCalendarModel(
      picking: .single, context: context(), today: try dayOf("2026-03-15"),
      availability: Availability(
        firstDay: try dayOf("2026-03-10"), lastDay: try dayOf("2027-02-20")))
    let march = model.displayedMonth
    #expect(model.monthChoices(inYearOf: march).map(\.month.month) == Array(3...12))
    let years = model.yearChoices(around: march, radius: 5)
    #expect(years.map(\.text) == ["2026", "2027"])
    #expect(years.map(\.month.month) == [3, 2])
  }

  @Test("Confirm says what is missing, in the locale's words")
  func confirmMessages() throws {
    var range = try MonthCalendarModel(
      picking: .range(.forward), context: context("de_DE"), today: try dayOf("2026-03-02"))
    #expect(range.confirm() == nil)
    #expect(range.messageText == "Leertaste wählt die Anreise, dann Eingabe auf der Abreise")
    #expect(range.summary == "Wählen Sie Ihre Anreise")
    var weekdays = try MonthCalendarModel(
      picking: .weekdays, context: context("fr_FR"), today: try dayOf("2026-03-02"))
    #expect(weekdays.confirm() == nil)
    #expect(weekdays.message == .pickWeekdaysFirst)
    weekdays.activateFocusedDay()
    #expect(weekdays.confirm() == .weekdays(WeekdaySet([2])))
  }

  @Test("Non-contiguous ranges: the result is every range in order")
  func ranges() throws {
    var model = try MonthCalendarModel(
      picking: .ranges, context: context(), today: try dayOf("2026-03-01"))
    for day in ["2026-03-02", "2026-03-04", "2026-03-10", "2026-03-11"] {
      model.tap(try dayOf(day))
    }
    #expect(
      model.result
        == .ranges(
          DayRangeSet(ranges: [
            try dayOf("2026-03-02")...dayOf("2026-03-04"),
            try dayOf("2026-03-10")...dayOf("2026-03-11"),
          ])))
  }

  @Test(
    "The band joins two cells when the first reaches its trailing edge and the next its leading")
  func bandJoins() {
    #expect(RangeBand.trailingHalf.joins(.full))
    #expect(RangeBand.full.joins(.leadingHalf))
    #expect(RangeBand.trailingHalf.joins(.leadingHalf))
    #expect(!RangeBand.leadingHalf.joins(.full))
    #expect(!RangeBand.full.joins(.none))
    #expect(!RangeBand.none.joins(.full))
  }

  @Test("Predicates compare by identifier")
  func predicatesCompareByIdentifier() {
    let odd = Availability().filtered(id: "odd") { $0.serial % 2 == 1 }
    let sameName = Availability().filtered(id: "odd") { $0.serial % 2 == 1 }
    let other = Availability().filtered(id: "even") { $0.serial % 2 == 0 }
    #expect(odd == sameName)
    #expect(odd != other)
  }
}
