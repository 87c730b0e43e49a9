import Almanac
import AlmanacTestSupport
import AlmanacUIKitSupport
import Foundation
import Testing

/// What `KDCalendarView.updateUIView` does with a render: `HostedCalendarInputs` and
/// `DeferredCallbacks`.
@MainActor
@Suite("KDCalendarView renders")
struct HostedCalendarTests {
  private let tokyo = CalendarContext(
    locale: Locale(identifier: "ja_JP"), timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .gmt)

  /// 2026-03-18 00:00 UTC, 09:00 in Tokyo.
  private let morning = Date(timeIntervalSince1970: 1_773_792_000)

  @Test("a range built from Date() on every render is the same days: no reload")
  func rangeByDay() {
    var inputs = HostedCalendarInputs()
    let rules = HostedCalendarInputs.DayRules()
    #expect(
      inputs.rendered(
        range: morning...morning.addingTimeInterval(90 * 86_400), in: tokyo,
        rules: rules) == .init())
    // Renders a few seconds and a few hours later, still 18 March in Tokyo.
    for seconds: TimeInterval in [1, 7.5, 3_600, 14 * 3_600] {
      let now = morning.addingTimeInterval(seconds)
      let work = inputs.rendered(
        range: now...now.addingTimeInterval(90 * 86_400), in: tokyo, rules: rules)
      #expect(!work.reloadsPeriod, "\(seconds) s later")
      #expect(!work.redrawsDays, "\(seconds) s later")
    }
  }

  @Test("another first or last day in the view's zone reloads")
  func rangeOfOtherDays() {
    var inputs = HostedCalendarInputs()
    let rules = HostedCalendarInputs.DayRules()
    let end = morning.addingTimeInterval(90 * 86_400)
    inputs.rendered(range: morning...end, in: tokyo, rules: rules)
    // 15:00 UTC is midnight in Tokyo: the next day there, the same day in UTC.
    let nextDay = morning.addingTimeInterval(15 * 3_600)
    #expect(inputs.rendered(range: nextDay...end, in: tokyo, rules: rules).reloadsPeriod)
    #expect(!inputs.rendered(range: nextDay...end, in: tokyo, rules: rules).reloadsPeriod)
    let later = end.addingTimeInterval(86_400)
    #expect(inputs.rendered(range: nextDay...later, in: tokyo, rules: rules).reloadsPeriod)
  }

  @Test("per-day closures: unidentified ones redraw on every render, identified ones on change")
  func rulesRedraw() {
    var inputs = HostedCalendarInputs()
    let range = morning...morning.addingTimeInterval(86_400)
    typealias Rules = HostedCalendarInputs.DayRules
    inputs.rendered(range: range, in: tokyo, rules: Rules())
    #expect(!inputs.rendered(range: range, in: tokyo, rules: Rules()).redrawsDays)
    // Holidays loaded later: the closure is new and cannot be compared.
    #expect(
      inputs.rendered(range: range, in: tokyo, rules: Rules(styleForDate: .unidentified))
        .redrawsDays)
    #expect(
      inputs.rendered(range: range, in: tokyo, rules: Rules(styleForDate: .unidentified))
        .redrawsDays)
    let loading = Rules(canSelect: .identified(0), styleForDate: .identified("loading"))
    #expect(inputs.rendered(range: range, in: tokyo, rules: loading).redrawsDays)
    #expect(!inputs.rendered(range: range, in: tokyo, rules: loading).redrawsDays)
    let loaded = Rules(canSelect: .identified(0), styleForDate: .identified("12 holidays"))
    #expect(inputs.rendered(range: range, in: tokyo, rules: loaded).redrawsDays)
    #expect(!inputs.rendered(range: range, in: tokyo, rules: loaded).redrawsDays)
    // Removing a closure redraws too.
    #expect(inputs.rendered(range: range, in: tokyo, rules: Rules()).redrawsDays)
  }

  @Test("a reload does not also ask for a redraw")
  func reloadIncludesRedraw() {
    var inputs = HostedCalendarInputs()
    let rules = HostedCalendarInputs.DayRules(styleForDate: .unidentified)
    inputs.rendered(range: morning...morning, in: tokyo, rules: rules)
    let later = morning.addingTimeInterval(86_400)
    #expect(
      inputs.rendered(range: later...later, in: tokyo, rules: rules)
        == .init(reloadsPeriod: true, redrawsDays: false))
  }

  @Test("callbacks during a render are held and delivered after it, the last per key")
  func callbacksAfterRender() {
    var scheduled: [@MainActor () -> Void] = []
    let gate = DeferredCallbacks { scheduled.append($0) }
    var months: [Int] = []
    var isInRender = false
    gate.applyingRender {
      isInRender = true
      // setDisplayDate, then a reload that moves the page again.
      gate.deliver(key: "month") {
        #expect(!isInRender, "a callback ran during the render")
        months.append(4)
      }
      gate.deliver(key: "month") {
        #expect(!isInRender, "a callback ran during the render")
        months.append(5)
      }
      isInRender = false
    }
    #expect(months.isEmpty)
    #expect(scheduled.count == 1)
    for run in scheduled { run() }
    #expect(months == [5])
  }

  @Test("callbacks outside a render (a swipe, a tap) are delivered at once")
  func callbacksOutsideRender() {
    var scheduled = 0
    let gate = DeferredCallbacks { _ in scheduled += 1 }
    var calls = 0
    gate.deliver(key: "month") { calls += 1 }
    #expect(calls == 1)
    gate.applyingRender {}
    #expect(scheduled == 0, "a render without callbacks schedules nothing")
  }

  @Test("a callback between a render and its delivery keeps its place after the held ones")
  func callbacksKeepOrder() {
    var scheduled: [@MainActor () -> Void] = []
    let gate = DeferredCallbacks { scheduled.append($0) }
    var calls: [String] = []
    gate.applyingRender { gate.deliver(key: "month") { calls.append("month") } }
    gate.deliver(key: "select") { calls.append("select") }
    #expect(calls.isEmpty)
    for run in scheduled { run() }
    #expect(calls == ["month", "select"])
  }
}

@Suite("UIKit weekday row")
struct WeekdayHeaderTextTests {
  @Test(
    "short names at standard sizes, narrow symbols at accessibility sizes",
    arguments: ["en_US", "de_DE", "ar_EG", "ja_JP"])
  func names(identifier: String) {
    let context = CalendarContext(locale: Locale(identifier: identifier), timeZone: .gmt)
    let week = WeekdayName.week(in: context)
    #expect(WeekdayHeaderText.names(week, isAccessibilitySize: false) == week.map(\.short))
    #expect(WeekdayHeaderText.names(week, isAccessibilitySize: true) == week.map(\.narrow))
  }
}

@Suite("UIKit calendar: VoiceOver's three-finger scroll")
struct AccessibilityScrollStepTests {
  private func model(_ identifier: String) -> MonthCalendarModel {
    let context = CalendarContext(locale: Locale(identifier: identifier), timeZone: .gmt)
    return MonthCalendarModel.calendarView(
      mode: .multiple, context: context, range: day(2026, 1, 1)...day(2026, 12, 31),
      today: day(2026, 3, 1))
  }

  @Test(
    "horizontal pages: pushing left shows the month to the right",
    arguments: [("en_US", 1), ("de_DE", 1), ("ar_EG", -1), ("he_IL", -1)])
  func horizontal(identifier: String, next: Int) {
    let model = model(identifier)
    #expect(AccessibilityScrollStep.monthStep(for: .left, isVertical: false, model: model) == next)
    #expect(
      AccessibilityScrollStep.monthStep(for: .right, isVertical: false, model: model) == -next)
    #expect(AccessibilityScrollStep.monthStep(for: .up, isVertical: false, model: model) == nil)
    #expect(AccessibilityScrollStep.monthStep(for: .next, isVertical: false, model: model) == 1)
    #expect(
      AccessibilityScrollStep.monthStep(for: .previous, isVertical: false, model: model) == -1)
  }

  @Test(
    "vertical pages: pushing up shows the next month in every locale",
    arguments: ["en_US", "ar_EG"])
  func vertical(identifier: String) {
    let model = model(identifier)
    #expect(AccessibilityScrollStep.monthStep(for: .up, isVertical: true, model: model) == 1)
    #expect(AccessibilityScrollStep.monthStep(for: .down, isVertical: true, model: model) == -1)
    #expect(AccessibilityScrollStep.monthStep(for: .left, isVertical: true, model: model) == nil)
  }
}
