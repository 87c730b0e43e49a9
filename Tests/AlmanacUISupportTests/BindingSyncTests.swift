import AlmanacTestSupport
import AlmanacUISupport
import Foundation
import Testing

@testable import Almanac

/// The instant `hour` hours into `text`'s day in `zone`.
private func instant(_ text: String, hour: Double = 12, zone: String = "UTC") -> Date {
  context(zone: zone).startDate(of: day(text)).addingTimeInterval(hour * 3600)
}

/// A range picker over 2026, today 18 March, in `ctx`.
private func rangeModel(_ behavior: RangeBehavior, _ ctx: CalendarContext) -> MonthCalendarModel {
  MonthCalendarModel.calendarView(
    mode: .range(behavior), context: ctx, range: day("2026-01-01")...day("2026-12-31"),
    today: day("2026-03-18"))
}

@Suite("Binding sync")
struct BindingSyncTests {
  @Test("a re-render with the last synced value changes nothing; a new value is applied once")
  func parentValues() {
    var sync = BindingSync(initial: 1)
    let result1 = sync.parentPassed(1)
    #expect(result1 == nil)
    let result2 = sync.parentPassed(2)
    #expect(result2 == 2)
    let result3 = sync.parentPassed(2)
    #expect(result3 == nil)
    #expect(sync.lastSynced == 2)
  }

  @Test("the view's own write coming back is not applied again")
  func ownWriteComesBack() {
    var sync = BindingSync(initial: [day("2026-03-01")])
    let result4 = sync.viewChanged(to: [day("2026-03-01"), day("2026-03-05")])
    #expect(result4)
    let result5 = sync.parentPassed([day("2026-03-01"), day("2026-03-05")])
    #expect(result5 == nil)
    let result6 = sync.viewChanged(to: [day("2026-03-01"), day("2026-03-05")])
    #expect(!result6)
  }

  @Test("displayDate(Date()) on every render shows today's month once, then lets the user page")
  func displayDateByMonth() {
    let ctx = context()
    var sync = MonthCalendarBindingSync(
      context: ctx, selection: [], displayDate: instant("2026-03-18", hour: 9), events: [])
    // The user pages to April; the parent re-renders with a new `Date()` a few seconds later.
    for seconds in [1.0, 60, 3600] {
      let changes = sync.parentRendered(
        selection: [], displayDate: instant("2026-03-18", hour: 9 + seconds / 3600), events: [])
      #expect(changes.isEmpty, "re-render \(seconds) s later moved the calendar")
    }
    // Midnight passes: the parent's Date() is in another month only on April 1.
    let april = sync.parentRendered(
      selection: [], displayDate: instant("2026-04-01", hour: 0.5), events: [])
    #expect(april.displayedMonth == ctx.month(containing: day("2026-04-01")))
  }

  @Test("displayDate compares months in the calendar's time zone, not instants")
  func displayDateTimeZone() {
    let tokyo = context(zone: "Asia/Tokyo")
    // 2026-03-31 20:00 UTC is already April 1 in Tokyo.
    var sync = MonthCalendarBindingSync(
      context: tokyo, selection: [], displayDate: instant("2026-03-31", hour: 20), events: [])
    let changes = sync.parentRendered(
      selection: [], displayDate: instant("2026-04-02", hour: 3), events: [])
    #expect(changes.displayedMonth == nil)
  }

  @Test("selection: a tap writes the binding once; the parent's own change is applied once")
  func selectionBothWays() {
    let ctx = context()
    var sync = MonthCalendarBindingSync(
      context: ctx, selection: [instant("2026-03-02")], displayDate: nil, events: [])
    // The user taps a second day: write it.
    let result7 = sync.viewSelected([day("2026-03-02"), day("2026-03-09")])
    #expect(result7)
    // The binding comes back with other instants of the same days: nothing to apply.
    let echo = sync.parentRendered(
      selection: [instant("2026-03-09", hour: 0), instant("2026-03-02", hour: 23)],
      displayDate: nil, events: [])
    #expect(echo.selection == nil)
    // The parent clears the selection: apply it.
    let cleared = sync.parentRendered(selection: [], displayDate: nil, events: [])
    #expect(cleared.selection == [])
  }

  @Test("a range's pending first end is not reset by the binding's echo")
  func pendingRangeEnd() {
    let ctx = context()
    var model = rangeModel(.eitherOrder, ctx)
    var sync = MonthCalendarBindingSync(context: ctx, selection: [], displayDate: nil, events: [])
    _ = model.tap(day("2026-03-10"))
    let result8 = sync.viewSelected(model.selectedDays)
    #expect(result8)
    let echo = sync.parentRendered(
      selection: model.selectedDays.map(ctx.startDate(of:)), displayDate: nil, events: [])
    if let days = echo.selection { model.setSelectedDays(days) }
    _ = model.tap(day("2026-03-14"))
    #expect(model.selectedRange == day("2026-03-10")...day("2026-03-14"))
  }

  @Test("events: the same events again change nothing; other events are applied")
  func events() {
    let event = CalendarEvent(
      id: "a", title: "A", startDate: instant("2026-03-02"), endDate: instant("2026-03-03"))
    var sync = MonthCalendarBindingSync(
      context: context(), selection: [], displayDate: nil, events: [event])
    let result9 = sync.parentRendered(selection: [], displayDate: nil, events: [event])
    #expect(result9.isEmpty)
    var moved = event
    moved.title = "B"
    let result10 = sync.parentRendered(selection: [], displayDate: nil, events: [moved])
    #expect(result10.events == [moved])
  }
}

@Suite("Live day predicate")
struct LiveDayPredicateTests {
  @Test("a model refuses taps by the rule set last, not the one it was made with")
  func ruleReadLive() {
    let rule = LiveDayPredicate { _ in true }
    var model = MonthCalendarModel.calendarView(
      mode: .multiple, context: context(), range: day("2026-03-01")...day("2026-03-31"),
      today: day("2026-03-01"), canSelect: { rule.test($0) })
    let blocked = day("2026-03-10")
    rule.rule = { @Sendable day in day != blocked }
    _ = model.tap(blocked)
    #expect(model.selectedDays == [])
    #expect(model.displayedPage.cells.first { $0.day == blocked }?.isSelectable == false)
    rule.rule = nil
    _ = model.tap(blocked)
    #expect(model.selectedDays == [blocked])
  }
}

@Suite("Today clock")
struct TodayClockTests {
  @Test(
    "the next change is the start of the next day in the calendar's zone",
    arguments: [
      ("UTC", "2026-03-18", 23.99, "2026-03-19"),
      ("America/Sao_Paulo", "2018-11-03", 12, "2018-11-04"),  // the day started at 01:00
      ("Pacific/Apia", "2011-12-29", 12, "2011-12-31"),  // December 30 was skipped
      ("Europe/Berlin", "2026-03-28", 0, "2026-03-29"),
    ] as [(String, String, Double, String)])
  func nextChange(zone: String, today: String, hour: Double, next: String) {
    let ctx = context(zone: zone)
    let now = instant(today, hour: hour, zone: zone)
    let change = TodayClock.nextChange(after: now, in: ctx)
    #expect(change > now)
    #expect(ctx.day(for: change) == day(next))
    #expect(ctx.day(for: change.addingTimeInterval(-1)) == day(today))
  }
}

@Suite("Binding sync per face")
struct FaceBindingSyncTests {
  @Test("MultiDayPicker(dateRange:): a pending first end writes nothing and survives the echo")
  func pickerRange() {
    let ctx = context()
    var model = rangeModel(.completeOrNothing, ctx)
    // What the binding can hold: both ends, or nothing.
    func bound() -> [Day] { model.selectedRange.map { [$0.lowerBound, $0.upperBound] } ?? [] }
    var sync = BindingSync(initial: [Day]())
    _ = model.tap(day("2026-03-10"))
    let writesPending = sync.viewChanged(to: bound())
    #expect(!writesPending)
    let echo = sync.parentPassed([])
    #expect(echo == nil)
    _ = model.tap(day("2026-03-12"))
    let writesRange = sync.viewChanged(to: bound())
    #expect(writesRange)
    #expect(bound() == [day("2026-03-10"), day("2026-03-12")])
    // The parent clears the range: applied.
    let cleared = sync.parentPassed([])
    #expect(cleared == [])
  }

  @Test("CalendarRangeSelector: the start alone is written, and an end the parent sets is taken")
  func rangeSelector() {
    var sync = BindingSync<[Day?]>(initial: [nil, nil])
    let writesStart = sync.viewChanged(to: [day("2026-03-10"), nil])
    #expect(writesStart)
    let echo = sync.parentPassed([day("2026-03-10"), nil])
    #expect(echo == nil)
    let parentEnd = sync.parentPassed([day("2026-03-10"), day("2026-03-15")])
    #expect(parentEnd == [day("2026-03-10"), day("2026-03-15")])
  }

  @Test("WeekdaySegmentedPicker: a toggle writes once; the same set again is not re-applied")
  func weekdays() throws {
    var model = try MonthCalendarModel(
      picking: .weekdays, context: context(), today: day("2026-03-18"),
      initial: .weekdays([2, 4]))
    var sync = BindingSync<Set<Int>>(initial: [2, 4])
    model.toggle(weekday: 6)
    let writes = sync.viewChanged(to: Set(model.weekdayRow?.selection.weekdays ?? []))
    #expect(writes)
    let echo = sync.parentPassed([2, 4, 6])
    #expect(echo == nil)
    let parent = sync.parentPassed([1])
    #expect(parent == [1])
  }
}
