import Almanac
import AlmanacTestSupport
import AlmanacUIKitSupport
import Foundation
import Testing

@testable import Almanac

@Suite("UIKit calendar view bridge")
struct CalendarViewBridgeTests {
  @Test(
    "multipleSelectionEnable switches single and multiple and leaves range alone",
    arguments: [
      (CalendarSelectionMode.single, true, CalendarSelectionMode.multiple),
      (.single, false, .single),
      (.multiple, true, .multiple),
      (.multiple, false, .single),
      (.range, true, .multiple),
      (.range, false, .range),
    ])
  func compatibilitySwitch(
    mode: CalendarSelectionMode, isEnabled: Bool, expected: CalendarSelectionMode
  ) {
    #expect(mode.settingMultipleSelection(isEnabled) == expected)
  }

  /// The original style's comment: `.automatic` is "the calendar's first weekday".
  @Test(
    "automatic first weekday is the calendar's, whatever the style locale says",
    arguments: [
      ("en_US", 2), ("en_GB", 1), ("de_DE", 7), ("fa_IR", 2), ("ar_EG", 1),
      ("en-US-u-fw-mon", 1),
    ])
  func automaticFirstWeekday(identifier: String, weekday: Int) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.firstWeekday = weekday
    let context = CalendarContext.calendarView(
      calendar: calendar, locale: Locale(identifier: identifier), firstWeekday: .automatic)
    #expect(context.firstWeekday == weekday)
    #expect(context.weekdayOrder.first == weekday)
  }

  /// A calendar that carries a locale (as `Calendar.autoupdatingCurrent` carries the user's)
  /// reports that locale's CLDR first day; `.automatic` follows it.
  @Test(
    "automatic first weekday follows a calendar with a locale",
    arguments: [("en_US", 1), ("en_GB", 2), ("fa_IR", 7)])
  func automaticFirstWeekdayOfLocalizedCalendar(identifier: String, weekday: Int) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: identifier)
    let context = CalendarContext.calendarView(
      calendar: calendar, locale: Locale(identifier: "en_US"), firstWeekday: .automatic)
    #expect(context.firstWeekday == weekday)
  }

  @Test("both UIKit calendars start in single selection, as the original CalendarView")
  func defaultMode() {
    #expect(CalendarSelectionMode.calendarViewDefault == .single)
  }

  @Test(
    "a fixed first weekday wins over the calendar and the locale",
    arguments: CalendarFirstWeekday.allCases)
  func fixedFirstWeekday(choice: CalendarFirstWeekday) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.firstWeekday = 3
    let context = CalendarContext.calendarView(
      calendar: calendar, locale: Locale(identifier: "fa_IR"), firstWeekday: choice)
    #expect(context.firstWeekday == (choice.weekday ?? 3))
  }

  @Test(
    "the calendar gives the system and the time zone",
    arguments: [
      (Calendar.Identifier.hebrew, CalendarSystem.hebrew, "Asia/Jerusalem"),
      (.persian, .persian, "Asia/Tehran"),
      (.islamicUmmAlQura, .islamicUmmAlQura, "Asia/Riyadh"),
      (.japanese, .japanese, "Asia/Tokyo"),
      (.gregorian, .gregorian, "Pacific/Apia"),
    ])
  func systemAndZone(identifier: Calendar.Identifier, system: CalendarSystem, zone: String) throws {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = try #require(TimeZone(identifier: zone))
    let context = CalendarContext.calendarView(
      calendar: calendar, locale: Locale(identifier: "en_US"), firstWeekday: .automatic)
    #expect(context.system == system)
    #expect(context.timeZone.identifier == zone)
  }

  /// Every date the view hands out is `startDate(of: day(for: date))`; Foundation's
  /// `startOfDay(for:)` in the same calendar and zone is the oracle (it knows DST gaps at
  /// midnight, as in São Paulo before 2019).
  @Test(
    "dates handed out are the start of the day in the style's calendar",
    arguments: [
      "America/Sao_Paulo", "Asia/Tehran", "Pacific/Apia", "Europe/London", "America/Havana",
      "Asia/Kolkata", "Australia/Lord_Howe",
    ])
  func startOfDay(zone: String) throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zone))
    let context = CalendarContext.calendarView(
      calendar: calendar, locale: Locale(identifier: "en_US"), firstWeekday: .automatic)
    let seed: UInt64 = 0xDA7E_0000 + UInt64(zone.utf8.count)
    var generator = SeededGenerator(seed: seed)
    // 2000 through 2030, random instants plus the hours around known midnight DST changes.
    var dates = (0..<2_000).map { _ in
      Date(timeIntervalSince1970: Double.random(in: 946_684_800..<1_893_456_000, using: &generator))
    }
    dates.append(Date(timeIntervalSince1970: 1_541_300_400))  // 2018-11-04 03:00 UTC
    for date in dates {
      let start = context.startDate(of: context.day(for: date))
      #expect(start == calendar.startOfDay(for: date), "seed \(seed) date \(date) zone \(zone)")
      #expect(context.day(for: start) == context.day(for: date), "seed \(seed) date \(date)")
    }
  }

  /// The bridge's model in en_US over the 365 days from 1 March 2026, today the first.
  static func yearFromMarch(_ mode: PickerMode, allowsDeselection: Bool = true)
    -> TestStore<MonthCalendarModel, CalendarState>
  {
    let first = day("2026-03-01")
    return TestStore(
      MonthCalendarModel.calendarView(
        mode: mode, context: CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt),
        range: first...first.adding(days: 364), today: first, allowsDeselection: allowsDeselection),
      observe: CalendarState.init)
  }

  @Test(
    "code commands share a tap's focus and message: select does not toggle, deselect ignores the tap switch"
  )
  func commands() {
    let first = day("2026-03-01")
    let fifth = day("2026-03-05")
    var store = Self.yearFromMarch(.single, allowsDeselection: false)
    let selected = store.send({ $0.select(fifth) }) {
      $0.days = [fifth]
      $0.focusedDay = fifth
      $0.summary = "Mar 5, 2026"
      $0.result = .day(fifth)
    }
    #expect(selected.selectionEvents == [.selected(fifth)])
    let again = store.send({ $0.select(fifth) })
    #expect(again.selectionEvents == [])
    let tapped = store.send({ $0.tap(fifth) }) {
      $0.message = .rejected(.deselectionNotAllowed)
    }
    #expect(tapped.selectionEvents == [.rejected(fifth, .deselectionNotAllowed)])
    let deselected = store.send({ $0.deselect(fifth) }) {
      $0.days = []
      $0.message = nil
      $0.summary = "Pick a day"
      $0.result = nil
    }
    #expect(deselected.selectionEvents == [.deselected(fifth)])
    let range = store.send({ $0.selectRange(first...fifth) }) {
      $0.focusedDay = first
      $0.message = .rejected(.unsupportedInMode)
    }
    #expect(range.selectionEvents == [.rejected(first, .unsupportedInMode)])
  }

  @Test("selecting from code does not turn the page")
  func commandsKeepTheMonth() {
    let june = day("2026-06-10")
    var store = Self.yearFromMarch(CalendarSelectionMode.range.pickerMode)
    let update = store.send({ $0.select(june) }) {
      $0.pendingStart = june
      $0.summary = "Jun 10, 2026 → … · Now pick your departure"
    }
    #expect(update.selectionEvents == [.rangeStarted(june)])
    #expect(update.displayedMonth == nil)
    let completed = store.send({ $0.selectRange(day("2026-03-05")...june) }) {
      $0.pendingStart = nil
      $0.range = day("2026-03-05")...june
      $0.focusedDay = day("2026-03-05")
      $0.summary = "Mar 5\u{2009}–\u{2009}Jun 10, 2026 · 97 nights"
      $0.result = .range(day("2026-03-05")...june)
    }
    #expect(completed.selectionEvents.last == .rangeCompleted(day("2026-03-05")...june))
    #expect(completed.announcement == "Selected range: March 5 to June 10, 2026")
  }
}

@Suite("UIKit calendar view period")
struct CalendarViewPeriodTests {
  @Test("start and end in either order, read in the calendar's zone")
  func eitherOrder() throws {
    let tokyo = CalendarContext(
      locale: Locale(identifier: "ja_JP"),
      timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
    // 2026-03-31 20:00 UTC is 1 April 05:00 in Tokyo.
    let lateUTC = Date(timeIntervalSince1970: 1_774_987_200)
    let earlier = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC
    let today = try Day(parsing: "2026-02-01")
    let expected = try Day(parsing: "2026-01-01")...Day(parsing: "2026-04-01")
    #expect(
      CalendarViewPeriod.days(start: earlier, end: lateUTC, today: today, in: tokyo) == expected)
    #expect(
      CalendarViewPeriod.days(start: lateUTC, end: earlier, today: today, in: tokyo) == expected)
  }

  @Test("no data source: today's month of the calendar (Hebrew Adar 5786)")
  func noDataSource() throws {
    let hebrew = CalendarContext(
      system: .hebrew, locale: Locale(identifier: "he_IL"), timeZone: .gmt)
    let today = try Day(parsing: "2026-03-18")
    let period = CalendarViewPeriod.days(start: nil, end: nil, today: today, in: hebrew)
    // Adar 5786 (a common year) runs from 18 February to 18 March 2026: Python's convertdate,
    // hebrew.to_gregorian(5786, 12, 1) and (5786, 12, 29).
    #expect(period == (try Day(parsing: "2026-02-18"))...(try Day(parsing: "2026-03-18")))
  }
}
