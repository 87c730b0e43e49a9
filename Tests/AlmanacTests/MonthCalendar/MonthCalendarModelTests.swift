import Foundation
import Testing

@testable import Almanac

private func dayOf(_ text: String) throws -> Day { try Day(parsing: text) }

private func us() -> CalendarContext {
  CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
}

@Suite("Month calendar model")
struct MonthCalendarModelTests {
  @Test("range mode: either order across months, third tap starts again, a selected day clears")
  func rangeAcrossMonths() throws {
    var model = MonthCalendarModel(
      context: us(), range: try dayOf("2026-01-01")...dayOf("2026-12-31"),
      today: try dayOf("2026-03-18"), mode: CalendarSelectionMode.range.selectionMode)
    let first = model.tap(try dayOf("2026-04-03"))
    #expect(first.selectionEvents == [.rangeStarted(try dayOf("2026-04-03"))])
    #expect(first.announcement == nil)
    #expect(model.selectedDays == [try dayOf("2026-04-03")])
    let second = model.tap(try dayOf("2026-03-28"))
    let stay = try dayOf("2026-03-28")...dayOf("2026-04-03")
    #expect(second.selectionEvents == [.rangeCompleted(stay)])
    #expect(second.announcement == "Selected range: March 28 to April 3, 2026")
    #expect(model.selectedDays == [try dayOf("2026-03-28"), try dayOf("2026-04-03")])
    #expect(model.selectedRange == stay)
    let third = model.tap(try dayOf("2026-03-10"))
    #expect(
      third.selectionEvents == [.rangeCleared(stay), .rangeStarted(try dayOf("2026-03-10"))])
    let again = model.tap(try dayOf("2026-03-10"))
    #expect(again.selectionEvents == [.rangeCleared(try dayOf("2026-03-10")...dayOf("2026-03-10"))])
    #expect(again.announcement == "Selection cleared")
    #expect(model.selectedDays.isEmpty)
  }

  @Test("single mode reports the previous day; a second tap clears unless deselection is off")
  func single() throws {
    var model = MonthCalendarModel(
      context: us(), today: try dayOf("2026-03-18"),
      mode: CalendarSelectionMode.single.selectionMode)
    model.tap(try dayOf("2026-03-02"))
    let update = model.tap(try dayOf("2026-03-05"))
    #expect(
      update.selectionEvents == [
        .deselected(try dayOf("2026-03-02")), .selected(try dayOf("2026-03-05")),
      ])
    #expect(update.announcement == "Selected March 5, 2026")
    #expect(
      model.tap(try dayOf("2026-03-05")).selectionEvents == [.deselected(try dayOf("2026-03-05"))])
    var locked = MonthCalendarModel(
      context: us(), today: try dayOf("2026-03-18"),
      mode: CalendarSelectionMode.single.selectionMode, allowsDeselection: false,
      selectedDays: [try dayOf("2026-03-05")])
    #expect(
      locked.tap(try dayOf("2026-03-05")).selectionEvents == [
        .rejected(try dayOf("2026-03-05"), .deselectionNotAllowed)
      ])
    #expect(locked.selectedDays == [try dayOf("2026-03-05")])
  }

  @Test("multiple mode keeps days sorted and announces the count")
  func multiple() throws {
    var model = MonthCalendarModel(
      context: us(), today: try dayOf("2026-03-18"),
      mode: CalendarSelectionMode.multiple.selectionMode)
    model.tap(try dayOf("2026-03-09"))
    #expect(model.tap(try dayOf("2026-03-02")).announcement == "Selected 2 days")
    #expect(model.selectedDays == [try dayOf("2026-03-02"), try dayOf("2026-03-09")])
    model.tap(try dayOf("2026-03-02"))
    #expect(model.tap(try dayOf("2026-03-09")).announcement == "Selection cleared")
  }

  @Test("can-select and the range refuse days with a reason")
  func canSelect() throws {
    let blocked = try dayOf("2026-03-13")
    var model = MonthCalendarModel(
      context: us(), range: try dayOf("2026-03-05")...dayOf("2026-03-25"),
      today: try dayOf("2026-03-18"), mode: .single, canSelect: { $0 != blocked })
    let refused = model.tap(blocked)
    #expect(refused.rejection != nil)
    #expect(!refused.selectionChanged)
    #expect(model.tap(try dayOf("2026-03-04")).rejection != nil)
    #expect(model.tap(try dayOf("2026-03-26")).rejection != nil)
    #expect(model.selectedDays.isEmpty)
    #expect(model.tap(try dayOf("2026-03-25")).selectionChanged)
  }

  @Test("paging stops at the months the range touches and announces the title")
  func paging() throws {
    var model = MonthCalendarModel(
      context: us(), range: try dayOf("2026-02-10")...dayOf("2026-04-05"),
      today: try dayOf("2026-03-18"), mode: .single)
    #expect(model.displayedMonth.month == 3)
    #expect(model.months.map(\.month) == [2, 3, 4])
    let next = model.showNextMonth()
    #expect(next.displayedMonth?.month == 4)
    #expect(next.announcement == "April 2026")
    #expect(model.nextMonth == nil)
    #expect(model.showNextMonth() == MonthCalendarUpdate())
    model.showPreviousMonth()
    model.showPreviousMonth()
    #expect(model.displayedMonth.month == 2)
    #expect(model.previousMonth == nil)
    // Jumps clamp into the range.
    let far = us().month(containing: try dayOf("2030-01-01"))
    #expect(model.show(far).displayedMonth?.month == 4)
    #expect(model.show(day: try dayOf("1999-01-01")).displayedMonth?.month == 2)
    #expect(model.focus.focusedDay == (try dayOf("2026-02-10")))
  }

  @Test("keyboard: arrows move the focus, Page Down pages, Return selects the focused day")
  func keyboard() throws {
    var model = MonthCalendarModel(
      context: us(), today: try dayOf("2026-03-31"), mode: .single)
    #expect(model.focus.focusedDay == (try dayOf("2026-03-31")))
    let moved = model.handle(.right)
    #expect(moved.displayedMonth?.month == 4)
    #expect(moved.announcement == "April 2026")
    model.handle(.nextMonth)
    #expect(model.focus.focusedDay == (try dayOf("2026-05-01")))
    #expect(model.activateFocusedDay().selectionEvents == [.selected(try dayOf("2026-05-01"))])
  }

  @Test("right-to-left locales mirror the arrows and swipes")
  func mirroring() throws {
    let hebrew = CalendarContext(locale: Locale(identifier: "he_IL"), timeZone: .gmt)
    let rtl = MonthCalendarModel(context: hebrew, today: try dayOf("2026-03-18"), mode: .single)
    let ltr = MonthCalendarModel(context: us(), today: try dayOf("2026-03-18"), mode: .single)
    #expect(rtl.previousMonthArrow == .right)
    #expect(rtl.nextMonthArrow == .left)
    #expect(ltr.previousMonthArrow == .left)
    #expect(rtl.monthStep(forSwipeToward: .left) == -1)
    #expect(ltr.monthStep(forSwipeToward: .left) == 1)
    #expect(ltr.monthStep(forSwipeToward: .right) == -1)
  }

  @Test("bound values: set from days, range in either order, mode changes keep what fits")
  func bindings() throws {
    var model = MonthCalendarModel(
      context: us(), today: try dayOf("2026-03-18"), mode: .range(.eitherOrder))
    #expect(model.setSelectedDays([try dayOf("2026-03-09"), try dayOf("2026-03-02")]))
    #expect(model.selectedRange == (try dayOf("2026-03-02")...dayOf("2026-03-09")))
    #expect(!model.setSelectedDays([try dayOf("2026-03-02"), try dayOf("2026-03-09")]))
    model.setMode(.multiple)
    #expect(model.selectedDays == [try dayOf("2026-03-02"), try dayOf("2026-03-09")])
    model.setMode(.single)
    #expect(model.selectedDays == [try dayOf("2026-03-09")])
  }

  @Test("weekdays only follows the locale's weekend (Friday and Saturday in he_IL)")
  func includedDays() throws {
    let hebrew = CalendarContext(locale: Locale(identifier: "he_IL"), timeZone: .gmt)
    var model = MonthCalendarModel(
      context: hebrew, today: try dayOf("2026-03-18"), mode: .multiple,
      includedDays: .weekdaysOnly)
    // 2026-03-13 is a Friday, 03-15 a Sunday.
    #expect(model.tap(try dayOf("2026-03-13")).rejection != nil)
    #expect(model.tap(try dayOf("2026-03-15")).selectionChanged)
    var weekends = MonthCalendarModel(
      context: us(), today: try dayOf("2026-03-18"), mode: .multiple, includedDays: .weekendsOnly)
    #expect(weekends.tap(try dayOf("2026-03-13")).rejection != nil)
    #expect(weekends.tap(try dayOf("2026-03-14")).selectionChanged)
  }
}

@Suite("Month calendar model: the pickers' modes")
struct MonthCalendarPickerModeTests {
  @Test("complete-or-nothing range: nil until two days, either order, a third tap empties it")
  func completeOrNothing() throws {
    var model = MonthCalendarModel(
      context: us(), today: try dayOf("2026-03-01"), mode: .range(.completeOrNothing))
    model.tap(try dayOf("2026-03-09"))
    #expect(model.selectedRange == nil)
    model.tap(try dayOf("2026-03-04"))
    #expect(model.selectedRange == (try dayOf("2026-03-04")...dayOf("2026-03-09")))
    let third = model.tap(try dayOf("2026-03-07"))
    #expect(third.selectionChanged)
    #expect(model.selectedRange == nil)
    model.tap(try dayOf("2026-03-20"))
    #expect(model.selectedRange == (try dayOf("2026-03-07")...dayOf("2026-03-20")))
  }

  @Test("forward range (the booking selector): a tap before the start starts again")
  func forward() throws {
    var model = MonthCalendarModel(
      context: us(), today: try dayOf("2026-03-01"), mode: .range(.forward))
    model.tap(try dayOf("2026-03-10"))
    #expect(
      model.tap(try dayOf("2026-03-05")).selectionEvents == [
        .rangeCleared(try dayOf("2026-03-10")...dayOf("2026-03-10")),
        .rangeStarted(try dayOf("2026-03-05")),
      ])
    #expect(model.selection.start == (try dayOf("2026-03-05")))
    #expect(model.selection.end == nil)
    model.tap(try dayOf("2026-03-08"))
    #expect(model.selectedDays == [try dayOf("2026-03-05"), try dayOf("2026-03-08")])
    model.tap(try dayOf("2026-03-12"))
    #expect(model.selectedDays == [try dayOf("2026-03-12")])
  }

  @Test("single day of a picker: tapping the selected day keeps it")
  func singleKeeps() throws {
    var model = MonthCalendarModel(
      context: us(), today: try dayOf("2026-03-01"), mode: .single,
      selectedDays: [try dayOf("2026-03-03")])
    #expect(model.tap(try dayOf("2026-03-03")).selectionEvents.isEmpty)
    #expect(model.selectedDays == [try dayOf("2026-03-03")])
  }

  @Test("dates handed out are the start of the day in the calendar's zone, DST included")
  func dates() throws {
    let zone = try #require(TimeZone(identifier: "America/Sao_Paulo"))
    let context = CalendarContext(locale: Locale(identifier: "pt_BR"), timeZone: zone)
    // 2018-11-04 began at 01:00 in São Paulo (no midnight): 03:00 UTC.
    let range = context.dates(for: try dayOf("2018-11-04")...dayOf("2018-11-05"))
    #expect(range.lowerBound.timeIntervalSince1970 == 1_541_300_400)
    #expect(context.days(for: range) == (try dayOf("2018-11-04")...dayOf("2018-11-05")))
  }
}
