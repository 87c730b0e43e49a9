import AlmanacTestSupport
import AlmanacUISupport
import Foundation
import Testing

@testable import Almanac

private func us() -> CalendarContext {
  CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
}

/// A picker of `mode` over `first`…`last` (every day without them), today `today`.
private func picker(
  _ mode: PickerMode, today: String = "2026-03-18", first: String? = nil, last: String? = nil,
  context: CalendarContext = us(), allowsDeselection: Bool = true, initial: PickerResult? = nil
) throws -> TestStore<MonthCalendarModel, CalendarState> {
  let model = try MonthCalendarModel(
    picking: mode, context: context, today: day(today),
    availability: Availability(firstDay: first.map { day($0) }, lastDay: last.map { day($0) }),
    initial: initial, allowsDeselection: allowsDeselection)
  return TestStore(model, observe: CalendarState.init)
}

@Suite("Month calendar model")
struct MonthCalendarModelTests {
  @Test("a new picker: nothing chosen, the focus on today, its month shown")
  func initialState() throws {
    let store = try picker(.range(.eitherOrder), first: "2026-01-01", last: "2026-12-31")
    store.assert(
      CalendarState(
        mode: .range(.eitherOrder), focusedDay: day("2026-03-18"), firstMonth: day("2026-03-01"),
        visibleMonthCount: 1, today: day("2026-03-18"), summary: "Pick your arrival"))
  }

  @Test("range mode: either order across months, third tap starts again, a selected day clears")
  func rangeAcrossMonths() throws {
    var store = try picker(.range(.eitherOrder), first: "2026-01-01", last: "2026-12-31")
    let april3 = day("2026-04-03")
    let first = store.send({ $0.tap(april3) }) {
      $0.pendingStart = april3
      $0.summary = "Apr 3, 2026 → … · Now pick your departure"
    }
    #expect(first.selectionEvents == [.rangeStarted(april3)])
    #expect(first.announcement == nil)
    let stay = day("2026-03-28")...april3
    let second = store.send({ $0.tap(day("2026-03-28")) }) {
      $0.pendingStart = nil
      $0.range = stay
      $0.focusedDay = day("2026-03-28")
      $0.summary = "Mar 28\u{2009}–\u{2009}Apr 3, 2026 · 6 nights"
      $0.result = .range(stay)
    }
    #expect(second.selectionEvents == [.rangeCompleted(stay)])
    #expect(second.announcement == "Selected range: March 28 to April 3, 2026")
    let third = store.send({ $0.tap(day("2026-03-10")) }) {
      $0.range = nil
      $0.pendingStart = day("2026-03-10")
      $0.focusedDay = day("2026-03-10")
      $0.summary = "Mar 10, 2026 → … · Now pick your departure"
      $0.result = nil
    }
    #expect(third.selectionEvents == [.rangeCleared(stay), .rangeStarted(day("2026-03-10"))])
    let again = store.send({ $0.tap(day("2026-03-10")) }) {
      $0.pendingStart = nil
      $0.summary = "Pick your arrival"
    }
    #expect(again.selectionEvents == [.rangeCleared(day("2026-03-10")...day("2026-03-10"))])
    #expect(again.announcement == "Selection cleared")
  }

  @Test("single mode reports the previous day; a second tap clears unless deselection is off")
  func single() throws {
    var store = try picker(.single)
    store.send({ $0.tap(day("2026-03-02")) }) {
      $0.days = [day("2026-03-02")]
      $0.focusedDay = day("2026-03-02")
      $0.summary = "Mar 2, 2026"
      $0.result = .day(day("2026-03-02"))
    }
    let update = store.send({ $0.tap(day("2026-03-05")) }) {
      $0.days = [day("2026-03-05")]
      $0.focusedDay = day("2026-03-05")
      $0.summary = "Mar 5, 2026"
      $0.result = .day(day("2026-03-05"))
    }
    #expect(
      update.selectionEvents == [.deselected(day("2026-03-02")), .selected(day("2026-03-05"))])
    #expect(update.announcement == "Selected March 5, 2026")
    let cleared = store.send({ $0.tap(day("2026-03-05")) }) {
      $0.days = []
      $0.summary = "Pick a day"
      $0.result = nil
    }
    #expect(cleared.selectionEvents == [.deselected(day("2026-03-05"))])
    var locked = try picker(.single, allowsDeselection: false, initial: .day(day("2026-03-05")))
    let refused = locked.send({ $0.tap(day("2026-03-05")) }) {
      $0.message = .rejected(.deselectionNotAllowed)
    }
    #expect(refused.selectionEvents == [.rejected(day("2026-03-05"), .deselectionNotAllowed)])
    #expect(refused.announcement == locked.subject.messageText)
  }

  @Test("multiple mode keeps days sorted and announces the count")
  func multiple() throws {
    var store = try picker(.multiple)
    store.send({ $0.tap(day("2026-03-09")) }) {
      $0.days = [day("2026-03-09")]
      $0.focusedDay = day("2026-03-09")
      $0.summary = "1 day: Mar 9, 2026"
      $0.result = .days([day("2026-03-09")])
    }
    let second = store.send({ $0.tap(day("2026-03-02")) }) {
      $0.days = [day("2026-03-02"), day("2026-03-09")]
      $0.focusedDay = day("2026-03-02")
      $0.summary = "2 days: Mar 2, 2026 … Mar 9, 2026"
      $0.result = .days([day("2026-03-02"), day("2026-03-09")])
    }
    #expect(second.announcement == "Selected 2 days")
    store.send({ $0.tap(day("2026-03-02")) }) {
      $0.days = [day("2026-03-09")]
      $0.summary = "1 day: Mar 9, 2026"
      $0.result = .days([day("2026-03-09")])
    }
    let last = store.send({ $0.tap(day("2026-03-09")) }) {
      $0.days = []
      $0.focusedDay = day("2026-03-09")
      $0.summary = "Pick days"
      $0.result = nil
    }
    #expect(last.announcement == "Selection cleared")
  }

  @Test("can-select and the range refuse days with a reason, in the message and the announcement")
  func canSelect() throws {
    let blocked = day("2026-03-13")
    let availability = Availability(firstDay: day("2026-03-05"), lastDay: day("2026-03-25"))
      .filtered(label: "Closed", id: "closed") { $0 != blocked }
    var store = TestStore(
      try MonthCalendarModel(
        picking: .single, context: us(), today: day("2026-03-18"), availability: availability),
      observe: CalendarState.init)
    let refused = store.send({ $0.tap(blocked) }) {
      $0.focusedDay = blocked
      $0.message = .rejected(.unavailable(UnavailableReason(.predicate, label: "Closed")))
    }
    #expect(!refused.selectionChanged)
    #expect(refused.announcement == "Closed")
    // Days beyond the range are outside the months' bounds: refused, the focus stays.
    store.send({ $0.tap(day("2026-03-04")) }) {
      $0.message = .rejected(.unavailable(UnavailableReason(.beforeFirstDay)))
    }
    store.send({ $0.tap(day("2026-03-26")) }) {
      $0.message = .rejected(.unavailable(UnavailableReason(.afterLastDay)))
    }
    store.send({ $0.tap(day("2026-03-25")) }) {
      $0.days = [day("2026-03-25")]
      $0.focusedDay = day("2026-03-25")
      $0.message = nil
      $0.summary = "Mar 25, 2026"
      $0.result = .day(day("2026-03-25"))
    }
  }

  @Test("paging stops at the months the range touches and announces the title")
  func paging() throws {
    var store = try picker(.single, first: "2026-02-10", last: "2026-04-05")
    let next = store.send({ $0.showNextMonth() }) {
      $0.focusedDay = day("2026-04-05")
      $0.firstMonth = day("2026-04-01")
      $0.intendedDayOfMonth = 18
    }
    #expect(next.displayedMonth?.month == 4)
    #expect(next.announcement == "April 2026")
    #expect(store.subject.nextMonth == nil)
    let none = store.send({ $0.showNextMonth() })
    #expect(none == MonthCalendarUpdate())
    store.send({ $0.showPreviousMonth() }) {
      $0.focusedDay = day("2026-03-18")
      $0.firstMonth = day("2026-03-01")
    }
    store.send({ $0.showPreviousMonth() }) {
      $0.focusedDay = day("2026-02-18")
      $0.firstMonth = day("2026-02-01")
    }
    #expect(store.subject.previousMonth == nil)
    // Jumps clamp into the range.
    let far = us().month(containing: day("2030-01-01"))
    store.send({ $0.show(far) }) {
      $0.focusedDay = day("2026-04-05")
      $0.firstMonth = day("2026-04-01")
    }
    store.send({ $0.handle(.goToDay(day("1999-01-01"))) }) {
      $0.focusedDay = day("2026-02-10")
      $0.firstMonth = day("2026-02-01")
      $0.intendedDayOfMonth = nil
    }
  }

  @Test("keyboard: arrows move the focus, Page Down pages, Return selects the focused day")
  func keyboard() throws {
    var store = try picker(.single, today: "2026-03-31")
    let moved = store.send({ $0.handle(.right) }) {
      $0.focusedDay = day("2026-04-01")
      $0.firstMonth = day("2026-04-01")
    }
    #expect(moved.displayedMonth?.month == 4)
    #expect(moved.announcement == "April 2026")
    store.send({ $0.handle(.nextMonth) }) {
      $0.focusedDay = day("2026-05-01")
      $0.firstMonth = day("2026-05-01")
      $0.intendedDayOfMonth = 1
    }
    let activated = store.send({ $0.activateFocusedDay() }) {
      $0.days = [day("2026-05-01")]
      $0.summary = "May 1, 2026"
      $0.result = .day(day("2026-05-01"))
    }
    #expect(activated.selectionEvents == [.selected(day("2026-05-01"))])
  }

  @Test("a blocked move and a focus on a day that cannot be picked are said with the move")
  func messagesAreAnnounced() throws {
    let availability = Availability(firstDay: day("2026-03-01"), lastDay: day("2026-04-30"))
      .disabling([day("2026-04-18")], label: "Sold out")
    var store = TestStore(
      try MonthCalendarModel(
        picking: .single, context: us(), today: day("2026-03-18"), availability: availability),
      observe: CalendarState.init)
    let onSoldOut = store.send({ $0.handle(.nextMonth) }) {
      $0.focusedDay = day("2026-04-18")
      $0.firstMonth = day("2026-04-01")
      $0.intendedDayOfMonth = 18
      $0.message = .unavailable(UnavailableReason(.disabledDay, label: "Sold out"))
    }
    #expect(onSoldOut.announcement == "April 2026. Sold out")
    let blocked = store.send({ $0.handle(.nextYear) }) {
      $0.focusedDay = day("2026-04-30")
      $0.intendedDayOfMonth = 18
      $0.message = nil
    }
    #expect(blocked.announcement == nil)
    let atBound = store.send({ $0.handle(.nextMonth) }) {
      $0.message = .blocked(.upperBound)
    }
    #expect(atBound.announcement == "No later day can be picked")
  }

  @Test("right-to-left locales mirror the arrows and swipes")
  func mirroring() throws {
    let hebrew = CalendarContext(locale: Locale(identifier: "he_IL"), timeZone: .gmt)
    let rtl = try MonthCalendarModel(picking: .single, context: hebrew, today: day("2026-03-18"))
    let ltr = try MonthCalendarModel(picking: .single, context: us(), today: day("2026-03-18"))
    #expect(rtl.previousMonthArrow == .right)
    #expect(rtl.nextMonthArrow == .left)
    #expect(ltr.previousMonthArrow == .left)
    #expect(rtl.monthStep(forSwipeToward: .left) == -1)
    #expect(ltr.monthStep(forSwipeToward: .left) == 1)
    #expect(ltr.monthStep(forSwipeToward: .right) == -1)
  }

  @Test("bound values: set from days, range in either order, mode changes keep what fits")
  func bindings() throws {
    var store = try picker(.range(.eitherOrder))
    let stay = day("2026-03-02")...day("2026-03-09")
    let changed = store.send({ $0.setSelectedDays([day("2026-03-09"), day("2026-03-02")]) }) {
      $0.range = stay
      $0.summary = "Mar 2\u{2009}–\u{2009}9, 2026 · 7 nights"
      $0.result = .range(stay)
    }
    #expect(changed)
    let again = store.send({ $0.setSelectedDays([day("2026-03-02"), day("2026-03-09")]) })
    #expect(!again)
    store.send({ $0.setMode(.multiple) }) {
      $0.mode = .multiple
      $0.range = nil
      $0.days = [day("2026-03-02"), day("2026-03-09")]
      $0.summary = "2 days: Mar 2, 2026 … Mar 9, 2026"
      $0.result = .days([day("2026-03-02"), day("2026-03-09")])
    }
    store.send({ $0.setMode(.single) }) {
      $0.mode = .single
      $0.days = [day("2026-03-09")]
      $0.summary = "Mar 9, 2026"
      $0.result = .day(day("2026-03-09"))
    }
  }

  @Test("weekdays only follows the locale's weekend (Friday and Saturday in he_IL)")
  func includedDays() throws {
    let hebrew = CalendarContext(locale: Locale(identifier: "he_IL"), timeZone: .gmt)
    var model = MonthCalendarModel.calendarView(
      mode: .multiple, context: hebrew, today: day("2026-03-18"), includedDays: .weekdaysOnly)
    // 2026-03-13 is a Friday, 03-15 a Sunday.
    #expect(model.tap(day("2026-03-13")).rejection != nil)
    #expect(model.tap(day("2026-03-15")).selectionChanged)
    var weekends = MonthCalendarModel.calendarView(
      mode: .multiple, context: us(), today: day("2026-03-18"), includedDays: .weekendsOnly)
    #expect(weekends.tap(day("2026-03-13")).rejection != nil)
    #expect(weekends.tap(day("2026-03-14")).selectionChanged)
  }

  @Test("a model picking weekdays has no days: day actions are refused, the row answers keys")
  func weekdays() throws {
    var store = try picker(.weekdays)
    store.assert(
      CalendarState(
        mode: .weekdays, focusedWeekday: 1, visibleMonthCount: 1, today: day("2026-03-18"),
        summary: "Never"))
    let tapped = store.send({ $0.tap(day("2026-03-18")) }) {
      $0.message = .rejected(.unsupportedInMode)
    }
    #expect(tapped.announcement == "Not possible in this selection mode")
    let toggled = store.send({ $0.toggle(weekday: 2) }) {
      $0.weekdays = [2]
      $0.focusedWeekday = 2
      $0.message = nil
      $0.summary = "Mon"
      $0.result = .weekdays([2])
    }
    #expect(toggled.announcement == "Selected weekdays: Monday")
    store.send({ $0.handle(.right) }) { $0.focusedWeekday = 3 }
    store.send({ $0.activateFocusedDay() }) {
      $0.weekdays = [2, 3]
      $0.summary = "Mon and Tue"
      $0.result = .weekdays([2, 3])
    }
    store.send({ $0.handle(.endOfWeek) }) { $0.focusedWeekday = 7 }
    store.send({ $0.handle(.right) }) { $0.message = .blocked(.upperBound) }
    store.send({ $0.scrollMonths(by: 1) }) { $0.message = .rejected(.unsupportedInMode) }
    let confirmed = store.send({ $0.confirm() }) { $0.message = nil }
    #expect(confirmed == .weekdays([2, 3]))
  }
}

@Suite("Month calendar model: the pickers' modes")
struct MonthCalendarPickerModeTests {
  @Test("complete-or-nothing range: nil until two days, either order, a third tap empties it")
  func completeOrNothing() throws {
    var store = try picker(.range(.completeOrNothing), today: "2026-03-01")
    store.send({ $0.tap(day("2026-03-09")) }) {
      $0.pendingStart = day("2026-03-09")
      $0.focusedDay = day("2026-03-09")
      $0.summary = "Mar 9, 2026 → … · Now pick your departure"
    }
    let stay = day("2026-03-04")...day("2026-03-09")
    store.send({ $0.tap(day("2026-03-04")) }) {
      $0.pendingStart = nil
      $0.range = stay
      $0.focusedDay = day("2026-03-04")
      $0.summary = "Mar 4\u{2009}–\u{2009}9, 2026 · 5 nights"
      $0.result = .range(stay)
    }
    let third = store.send({ $0.tap(day("2026-03-07")) }) {
      $0.range = nil
      $0.pendingStart = day("2026-03-07")
      $0.focusedDay = day("2026-03-07")
      $0.summary = "Mar 7, 2026 → … · Now pick your departure"
      $0.result = nil
    }
    #expect(third.selectionChanged)
    let next = day("2026-03-07")...day("2026-03-20")
    store.send({ $0.tap(day("2026-03-20")) }) {
      $0.pendingStart = nil
      $0.range = next
      $0.focusedDay = day("2026-03-20")
      $0.summary = "Mar 7\u{2009}–\u{2009}20, 2026 · 13 nights"
      $0.result = .range(next)
    }
  }

  @Test("forward range (the booking selector): a tap before the start starts again")
  func forward() throws {
    var store = try picker(.range(.forward), today: "2026-03-01")
    store.send({ $0.tap(day("2026-03-10")) }) {
      $0.pendingStart = day("2026-03-10")
      $0.focusedDay = day("2026-03-10")
      $0.summary = "Mar 10, 2026 → … · Now pick your departure"
    }
    let restarted = store.send({ $0.tap(day("2026-03-05")) }) {
      $0.pendingStart = day("2026-03-05")
      $0.focusedDay = day("2026-03-05")
      $0.summary = "Mar 5, 2026 → … · Now pick your departure"
    }
    #expect(
      restarted.selectionEvents == [
        .rangeCleared(day("2026-03-10")...day("2026-03-10")), .rangeStarted(day("2026-03-05")),
      ])
    let stay = day("2026-03-05")...day("2026-03-08")
    store.send({ $0.tap(day("2026-03-08")) }) {
      $0.pendingStart = nil
      $0.range = stay
      $0.focusedDay = day("2026-03-08")
      $0.summary = "Mar 5\u{2009}–\u{2009}8, 2026 · 3 nights"
      $0.result = .range(stay)
    }
    store.send({ $0.tap(day("2026-03-12")) }) {
      $0.range = nil
      $0.pendingStart = day("2026-03-12")
      $0.focusedDay = day("2026-03-12")
      $0.summary = "Mar 12, 2026 → … · Now pick your departure"
      $0.result = nil
    }
  }

  @Test("dates handed out are the start of the day in the calendar's zone, DST included")
  func dates() throws {
    let zone = try #require(TimeZone(identifier: "America/Sao_Paulo"))
    let context = CalendarContext(locale: Locale(identifier: "pt_BR"), timeZone: zone)
    // 2018-11-04 began at 01:00 in São Paulo (no midnight): 03:00 UTC.
    let range = context.dates(for: day("2018-11-04")...day("2018-11-05"))
    #expect(range.lowerBound.timeIntervalSince1970 == 1_541_300_400)
    #expect(context.days(for: range) == day("2018-11-04")...day("2018-11-05"))
  }
}
