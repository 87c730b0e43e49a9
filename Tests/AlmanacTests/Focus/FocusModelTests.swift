import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

/// A focus model at `start` (given as the initial selection).
private func model(
  at start: String, _ context: CalendarContext = context(), bounds: ClosedRange<Day>? = nil,
  policy: FocusPolicy = .allowUnavailable,
  availability: any DayAvailability = AvailabilityPredicate.everyDay,
  months: Int = 1, paging: MonthPaging = .byMonth
) -> FocusModel {
  FocusModel(
    context: context, today: day(start), selection: [day(start)],
    bounds: bounds ?? Day.earliest...Day.latest, policy: policy, availability: availability,
    visibleMonthCount: months, paging: paging)
}

/// The focused days after each command.
private func trail(_ model: inout FocusModel, _ commands: [FocusCommand]) -> [String] {
  commands.map { command in
    _ = model.handle(command)
    return model.focusedDay.description
  }
}

private let weekdaysOnly = AvailabilityPredicate { ![1, 7].contains($0.weekday) }

@Suite("Focus model: WAI-ARIA grid commands")
struct FocusModelCommandTests {
  // 2026-03-02 is a Monday; en_US weeks start on Sunday, de_DE weeks on Monday.
  @Test func arrowsMoveByDayAndWeek() {
    var focus = model(at: "2026-03-02")
    #expect(
      trail(&focus, [.right, .left, .left, .up, .down, .down, .nextDay, .previousDay])
        == [
          "2026-03-03", "2026-03-02", "2026-03-01", "2026-02-22", "2026-03-01", "2026-03-08",
          "2026-03-09", "2026-03-08",
        ])
  }

  @Test func homeAndEndFollowTheLocaleWeek() {
    var us = model(at: "2026-03-04")
    #expect(trail(&us, [.startOfWeek, .endOfWeek]) == ["2026-03-01", "2026-03-07"])
    var german = model(at: "2026-03-04", context(.gregorian, "de_DE"))
    #expect(trail(&german, [.startOfWeek, .endOfWeek]) == ["2026-03-02", "2026-03-08"])
    // Already on the first day of the week: nothing happens.
    var sunday = model(at: "2026-03-01")
    #expect(sunday.handle(.startOfWeek) == [])
  }

  @Test func pageDownKeepsTheIntendedDayOfTheMonth() {
    var focus = model(at: "2026-01-31")
    #expect(
      trail(&focus, [.nextMonth, .nextMonth, .nextMonth, .nextMonth])
        == ["2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"])
    var back = model(at: "2024-03-31")
    #expect(
      trail(&back, [.previousMonth, .previousMonth, .previousMonth])
        == ["2024-02-29", "2024-01-31", "2023-12-31"])
  }

  @Test func anyOtherMoveForgetsTheIntendedDay() {
    var focus = model(at: "2026-01-31")
    #expect(
      trail(&focus, [.nextMonth, .left, .nextMonth]) == ["2026-02-28", "2026-02-27", "2026-03-27"])
    #expect(focus.intendedDayOfMonth == 27)
  }

  @Test func shiftPageMovesByYearKeepingFebruary29() {
    var focus = model(at: "2024-02-29")
    #expect(
      trail(&focus, [.nextYear, .nextYear, .nextYear, .nextYear])
        == ["2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29"])
    #expect(trail(&focus, [.previousYear]) == ["2027-02-28"])
  }

  @Test func goToDayMonthYearAndToday() throws {
    var focus = FocusModel(
      context: context(), today: day("2026-03-02"), selection: [day("2024-02-29")])
    #expect(focus.focusedDay == day("2024-02-29"))
    _ = focus.handle(.goToYear(2025))
    #expect(focus.focusedDay == day("2025-02-28"))
    let april = context().month(containing: day("2025-04-10"))
    _ = focus.handle(.goToMonth(april))
    #expect(focus.focusedDay == day("2025-04-29"))
    _ = focus.handle(.today)
    #expect(focus.focusedDay == day("2026-03-02"))
    #expect(
      focus.handle(.goToDay(day("1999-12-31"))).first
        == .moved(from: day("2026-03-02"), to: day("1999-12-31")))
  }

  @Test(arguments: ["ar_SA", "he_IL", "fa_IR"])
  func leftAndRightMirrorInRightToLeftLocales(_ localeID: String) {
    let rtl = context(nil, localeID)
    #expect(ReadingDirection(locale: rtl.locale) == .rightToLeft)
    var focus = model(at: "2026-03-04", rtl)
    #expect(trail(&focus, [.left, .left, .right]) == ["2026-03-05", "2026-03-06", "2026-03-05"])
    // Up/down and the logical commands do not mirror.
    #expect(trail(&focus, [.up, .nextDay]) == ["2026-02-26", "2026-02-27"])
  }

  @Test(arguments: ["en_US", "fr_FR", "ja_JP", "zh_CN", "ru_RU"])
  func leftToRightLocalesDoNotMirror(_ localeID: String) {
    #expect(ReadingDirection(locale: Locale(identifier: localeID)) == .leftToRight)
    var focus = model(at: "2026-03-04", context(.gregorian, localeID))
    #expect(trail(&focus, [.left]) == ["2026-03-03"])
  }

  @Test func rightToLeftScriptFallback() {
    // Foundation reports Azerbaijani in Arabic script as left to right; the script says otherwise.
    #expect(ReadingDirection(locale: Locale(identifier: "az_Arab")) == .rightToLeft)
    #expect(ReadingDirection(locale: Locale(identifier: "az_Latn")) == .leftToRight)
  }

  @Test func homeAndEndDoNotMirror() {
    // Israel's week starts on Sunday: Home is Sunday, End is Saturday, even right to left.
    var focus = model(at: "2026-03-04", context(.gregorian, "he_IL"))
    #expect(trail(&focus, [.startOfWeek, .endOfWeek]) == ["2026-03-01", "2026-03-07"])
  }
}

@Suite("Focus model: other calendars")
struct FocusModelCalendarTests {
  // Dates checked with Python convertdate (hebrew.to_gregorian): 30 Shevat 5784 = 2024-02-09,
  // 30 Adar I = 2024-03-10, 29 Adar II (29 days) = 2024-04-08, 30 Nisan = 2024-05-08.
  @Test func hebrewLeapYearMonthPaging() {
    var focus = model(at: "2024-02-09", context(.hebrew))
    #expect(
      trail(&focus, [.nextMonth, .nextMonth, .nextMonth])
        == ["2024-03-10", "2024-04-08", "2024-05-08"])
  }

  // Purim Katan 5784 (14 Adar I) = 2024-02-23; Purim 5785 (14 Adar) = 2025-03-14;
  // Purim 5784 (14 Adar II) = 2024-03-24.
  @Test func hebrewAdarAcrossYears() {
    var adarI = model(at: "2024-02-23", context(.hebrew))
    #expect(trail(&adarI, [.nextYear]) == ["2025-03-14"])
    var adar = model(at: "2025-03-14", context(.hebrew))
    #expect(trail(&adar, [.previousYear]) == ["2024-03-24"])
  }

  // Chinese 4720 (2023): month 2 began 2023-02-20, leap month 2 on 2023-03-22, month 3 on
  // 2023-04-20; in 4721 (2024) month 2 began 2024-03-10.
  @Test func chineseLeapMonth() {
    var focus = model(at: "2023-02-20", context(.chinese))
    #expect(trail(&focus, [.nextMonth, .nextMonth]) == ["2023-03-22", "2023-04-20"])
    var leap = model(at: "2023-03-22", context(.chinese))
    #expect(trail(&leap, [.nextYear]) == ["2024-03-10"])
    #expect(trail(&leap, [.previousYear]) == ["2023-02-20"])
  }

  // In the reformed Gregorian calendar, Julian 10 September 1582 is proleptic 1582-09-20 and
  // 5–14 October 1582 do not exist.
  @Test func october1582() {
    var focus = model(at: "1582-09-20", context(.gregorian))
    #expect(focus.context.components(of: focus.focusedDay).day == 10)
    #expect(
      trail(&focus, [.nextMonth, .nextMonth, .previousMonth, .previousMonth])
        == ["1582-10-15", "1582-11-10", "1582-10-15", "1582-09-20"])
  }

  // Reiwa (Foundation era 236) began on 2019-05-01; Heisei (235) year 31 is 2019.
  @Test func japaneseEras() {
    var focus = model(at: "2026-03-15", context(.japanese, "ja_JP"))
    #expect(trail(&focus, [.goToYear(31, era: 235)]) == ["2019-03-15"])
    #expect(trail(&focus, [.nextYear]) == ["2020-03-15"])
    #expect(focus.context.components(of: focus.focusedDay).era == 236)
    // Reiwa 1 has no March: the next month of that year, May.
    #expect(trail(&focus, [.goToYear(1)]) == ["2019-05-15"])
    // Heisei ended in its 31st year.
    #expect(focus.handle(.goToYear(40, era: 235)) == [.blocked(.noSuchMonth)])
  }

  @Test func persianYearPaging() {
    // Esfand 30, 1403 = 2025-03-20 (leap year); 1404 Esfand has 29 days: 1404-12-29 = 2026-03-20.
    var focus = model(at: "2025-03-20", context(.persian, "fa_IR"))
    #expect(trail(&focus, [.nextYear]) == ["2026-03-20"])
  }
}

@Suite("Focus model: bounds, availability, visible months")
struct FocusModelBoundsTests {
  let march = day("2026-03-01")...day("2026-03-31")

  @Test func focusStaysWithinBounds() {
    var focus = model(at: "2026-03-28", bounds: march)
    #expect(trail(&focus, [.down]) == ["2026-03-31"])
    #expect(focus.handle(.right) == [.blocked(.upperBound)])
    #expect(focus.handle(.nextMonth) == [.blocked(.upperBound)])
    #expect(focus.handle(.nextYear) == [.blocked(.upperBound)])
    #expect(trail(&focus, [.previousMonth]) == ["2026-03-01"])
    #expect(focus.handle(.up) == [.blocked(.lowerBound)])
    #expect(trail(&focus, [.goToDay(day("2027-01-01"))]) == ["2026-03-31"])
  }

  @Test func skipPolicyJumpsOverWeekends() {
    var focus = model(at: "2026-03-06", policy: .skipUnavailable, availability: weekdaysOnly)
    #expect(
      trail(&focus, [.right, .left, .endOfWeek]) == ["2026-03-09", "2026-03-06", "2026-03-06"])
    #expect(trail(&focus, [.left, .startOfWeek]) == ["2026-03-05", "2026-03-02"])
    // Already on the last available day of the week: End does nothing.
    #expect(trail(&focus, [.endOfWeek]) == ["2026-03-06"])
    #expect(focus.handle(.endOfWeek) == [])
    // On an unavailable Saturday (allowed before the policy changed), Home finds Monday and
    // End stays rather than moving backwards.
    var saturday = model(at: "2026-03-07", policy: .skipUnavailable, availability: weekdaysOnly)
    #expect(saturday.handle(.endOfWeek) == [])
    #expect(trail(&saturday, [.startOfWeek]) == ["2026-03-02"])
    // Friday 2026-01-30, Page Down: February has no 30th, the 28th is a Saturday → Friday the 27th.
    var page = model(at: "2026-01-30", policy: .skipUnavailable, availability: weekdaysOnly)
    #expect(trail(&page, [.nextMonth]) == ["2026-02-27"])
    // Allow policy lands on the weekend.
    var allow = model(at: "2026-03-06", availability: weekdaysOnly)
    #expect(trail(&allow, [.right]) == ["2026-03-07"])
    #expect(!allow.isFocusedDayAvailable)
  }

  @Test func skipPolicyWithNothingAvailableTerminates() {
    let nothing = AvailabilityPredicate { _ in false }
    let commands: [FocusCommand] = [
      .left, .right, .up, .down, .startOfWeek, .endOfWeek, .previousMonth, .nextMonth,
      .previousYear, .nextYear, .today, .goToDay(day("2030-01-01")),
    ]
    // Whole supported range, searched up to the limit; and a year with no limit.
    let models = [
      model(at: "2026-03-04", policy: .skipUnavailable, availability: nothing),
      FocusModel(
        context: context(), today: day("2026-03-04"), selection: [day("2026-03-04")],
        bounds: day("2026-01-01")...day("2026-12-31"), policy: .skipUnavailable,
        availability: nothing, searchLimit: .max),
    ]
    for var focus in models {
      for command in commands {
        let events = focus.handle(command)
        #expect(events == [.blocked(.noAvailableDay)] || events.isEmpty, "\(command)")
        #expect(focus.focusedDay == day("2026-03-04"))
      }
    }
  }

  @Test func visibleWindowPagesByMonth() throws {
    var focus = model(at: "2026-03-15", months: 3)
    #expect(focus.visibleMonths.map(\.month) == [3, 4, 5])
    _ = focus.handle(.nextMonth)
    #expect(focus.handle(.nextMonth) == [.moved(from: day("2026-04-15"), to: day("2026-05-15"))])
    let events = focus.handle(.nextMonth)
    let march = context().month(containing: day("2026-03-01"))
    let april = context().month(containing: day("2026-04-01"))
    #expect(events.last == .monthChanged(from: march, to: april))
    #expect(focus.visibleMonths.map(\.month) == [4, 5, 6])
    _ = focus.handle(.goToDay(day("2026-03-31")))
    #expect(focus.visibleMonths.map(\.month) == [3, 4, 5])
  }

  @Test func visibleWindowPagesByWindow() {
    var focus = model(at: "2026-03-15", months: 3, paging: .byWindow)
    _ = trail(&focus, [.nextMonth, .nextMonth, .nextMonth])
    #expect(focus.visibleMonths.map(\.month) == [6, 7, 8])
    _ = focus.handle(.goToDay(day("2026-05-31")))
    #expect(focus.visibleMonths.map(\.month) == [3, 4, 5])
    _ = focus.handle(.goToDay(day("2026-03-01")))
    _ = focus.handle(.left)
    #expect(focus.visibleMonths.map(\.month) == [12, 1, 2])
    _ = focus.handle(.goToDay(day("2031-07-04")))
    #expect(focus.firstVisibleMonth == context().month(containing: day("2031-07-01")))
  }

  @Test func scrollingMovesTheWindowEvenWhenTheFocusStillShows() {
    // A click on › or a wheel turn scrolls the months shown, wherever the focus is in them.
    var focus = model(at: "2026-05-31", months: 3)
    _ = focus.handle(.goToDay(day("2026-07-31")))
    #expect(focus.visibleMonths.map(\.month) == [5, 6, 7])
    let may = context().month(containing: day("2026-05-01"))
    let june = context().month(containing: day("2026-06-01"))
    #expect(
      focus.scrollMonths(by: 1) == [
        .moved(from: day("2026-07-31"), to: day("2026-08-31")), .monthChanged(from: may, to: june),
      ])
    #expect(focus.visibleMonths.map(\.month) == [6, 7, 8])
    // Back: the focus keeps its intended day (July 31, not June 30 → July 30).
    _ = focus.scrollMonths(by: -1)
    _ = focus.scrollMonths(by: -1)
    #expect(focus.focusedDay == day("2026-06-30"))
    #expect(focus.visibleMonths.map(\.month) == [4, 5, 6])
    _ = focus.scrollMonths(by: 1)
    #expect(focus.focusedDay == day("2026-07-31"))
    #expect(focus.visibleMonths.map(\.month) == [5, 6, 7])
  }

  @Test func scrollingBySeveralMonthsMovesTheWindowThatFar() {
    // The focus in the last of two months shown: moving it back two months pages the months
    // by one only, the scroll by two (as two clicks on the arrow do).
    var focus = model(at: "2026-06-15", months: 2)
    #expect(focus.visibleMonths.map(\.month) == [6, 7])
    _ = focus.scrollMonths(by: -1)
    #expect(focus.visibleMonths.map(\.month) == [5, 6])
    #expect(focus.focusedDay == day("2026-05-15"))
    _ = focus.handle(.goToDay(day("2026-06-15")))
    var clicked = focus
    _ = clicked.scrollMonths(by: -1)
    _ = clicked.scrollMonths(by: -1)
    let may = context().month(containing: day("2026-05-01"))
    let march = context().month(containing: day("2026-03-01"))
    #expect(
      focus.scrollMonths(by: -2) == [
        .moved(from: day("2026-06-15"), to: day("2026-04-15")),
        .monthChanged(from: may, to: march),
      ])
    #expect(focus.visibleMonths.map(\.month) == [3, 4])
    #expect(focus.focusedDay == clicked.focusedDay)
    #expect(focus.visibleMonths == clicked.visibleMonths)
    _ = focus.scrollMonths(by: 3)
    #expect(focus.visibleMonths.map(\.month) == [6, 7])
    #expect(focus.focusedDay == day("2026-07-15"))
  }

  @Test func scrollingStopsAtTheBounds() {
    var focus = model(
      at: "2026-03-15", bounds: day("2026-01-01")...day("2026-03-20"), months: 2)
    #expect(focus.visibleMonths.map(\.month) == [3, 4])
    #expect(focus.scrollMonths(by: 1) == [.moved(from: day("2026-03-15"), to: day("2026-03-20"))])
    #expect(focus.scrollMonths(by: 1) == [.blocked(.upperBound)])
    #expect(focus.visibleMonths.map(\.month) == [3, 4])
    #expect(focus.scrollMonths(by: 0) == [])
  }

  @Test func shrinkingTheWindowKeepsTheFocusVisible() {
    var focus = model(at: "2026-03-15", months: 3)
    _ = focus.handle(.goToDay(day("2026-05-20")))
    #expect(focus.visibleMonths.map(\.month) == [3, 4, 5])
    focus.visibleMonthCount = 1
    #expect(focus.visibleMonths.map(\.month) == [5])
    focus.visibleMonthCount = 2
    #expect(focus.visibleMonths.map(\.month) == [5, 6])
    focus.visibleMonthCount = 0
    #expect(focus.visibleMonthCount == 1)
    #expect(
      FocusModel(context: context(), today: day("2026-03-02"), visibleMonthCount: -3).visibleMonths
        .count == 1)
  }

  @Test func singleMonthAnnouncesEveryMonthChange() {
    var focus = model(at: "2026-03-31")
    let events = focus.handle(.right)
    #expect(events.count == 2)
    #expect(focus.visibleMonths == [context().month(containing: day("2026-04-01"))])
  }
}

@Suite("Focus model: initial focus")
struct FocusModelInitialTests {
  let today = day("2026-03-07")  // a Saturday

  @Test func selectionComesFirst() {
    let focus = FocusModel(
      context: context(), today: today, selection: [day("2026-03-20"), day("2026-03-12")])
    #expect(focus.focusedDay == day("2026-03-12"))
  }

  @Test func selectionOutsideBoundsIsIgnored() {
    let focus = FocusModel(
      context: context(), today: today, selection: [day("2025-01-01")],
      bounds: day("2026-01-01")...day("2026-12-31"))
    #expect(focus.focusedDay == today)
  }

  @Test func todayWhenSelectable() {
    #expect(FocusModel(context: context(), today: today).focusedDay == today)
  }

  @Test func firstAvailableDayWhenTodayIsNot() {
    let focus = FocusModel(context: context(), today: today, availability: weekdaysOnly)
    #expect(focus.focusedDay == day("2026-03-09"))
    let future = FocusModel(
      context: context(), today: today, bounds: day("2026-04-01")...day("2026-04-30"))
    #expect(future.focusedDay == day("2026-04-01"))
    // Today after the last allowed day: the last available day.
    let past = FocusModel(
      context: context(), today: today, bounds: day("2026-01-01")...day("2026-02-28"),
      availability: weekdaysOnly)
    #expect(past.focusedDay == day("2026-02-27"))
  }

  @Test func nothingAvailableRestsOnToday() {
    let focus = FocusModel(
      context: context(), today: today, availability: AvailabilityPredicate { _ in false })
    #expect(focus.focusedDay == today)
    #expect(focus.visibleMonths.first?.firstDay == day("2026-03-01"))
  }

  @Test func revalidateLeavesADayThatBecameUnavailable() {
    var focus = FocusModel(context: context(), today: today, policy: .skipUnavailable)
    #expect(focus.revalidate() == [])
    focus.availability = weekdaysOnly
    #expect(focus.revalidate() == [.moved(from: today, to: day("2026-03-09"))])
  }
}
