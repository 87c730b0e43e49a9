import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Render facts")
struct SelectionRendererTests {
  @Test("facts of a booking: roles, unavailable with reason, today, weekend, month, first/last")
  func booking() throws {
    let calendar = context(nil, "he_IL")  // weekend Friday and Saturday
    let availability = Availability(firstDay: march(3), lastDay: march(28))
      .disabling([march(3), march(4)], label: "Sold out")
      .disabling([march(28)])
      .withRangeRules(RangeRules(crossing: .allowed))
    var selection = DaySelection(mode: .range(.forward), availability: availability)
    selection.tap(march(10))
    selection.tap(march(14))
    let renderer = SelectionRenderer(selection: selection, context: calendar, today: march(12))
    let month = calendar.month(containing: march(1))
    let roles = (9...15).map { renderer.facts(for: march($0), displayedMonth: month).role }
    #expect(roles == [.outside, .start, .middle, .middle, .middle, .end, .outside])
    let sold = renderer.facts(for: march(3), displayedMonth: month)
    #expect(sold.isUnavailable)
    #expect(sold.unavailableReason?.description == "Sold out")
    #expect(renderer.facts(for: march(2)).unavailableReason?.kind == .beforeFirstDay)
    #expect(renderer.facts(for: march(12)).isToday)
    #expect(!renderer.facts(for: march(13)).isToday)
    // 2026-03-06 is a Friday, 03-07 a Saturday, 03-08 a Sunday.
    #expect(renderer.facts(for: march(6)).isWeekend)
    #expect(renderer.facts(for: march(7)).isWeekend)
    #expect(!renderer.facts(for: march(8)).isWeekend)
    #expect(renderer.facts(for: march(31), displayedMonth: month).isInDisplayedMonth)
    #expect(!renderer.facts(for: april(1), displayedMonth: month).isInDisplayedMonth)
    // The first available day skips the two sold-out days; the last skips the 28th.
    #expect(renderer.firstAvailable == march(5))
    #expect(renderer.facts(for: march(5)).isFirstAvailable)
    #expect(renderer.lastAvailable == march(27))
    #expect(renderer.facts(for: march(27)).isLastAvailable)
  }

  @Test("a pending start is single; a multiple selection's days are single")
  func pendingAndMultiple() {
    let calendar = context(nil, "en_US")
    var range = DaySelection(mode: .range(.eitherOrder))
    range.tap(march(9))
    let pending = SelectionRenderer(selection: range, context: calendar, today: nil)
    #expect(pending.facts(for: march(9)).role == .single)
    #expect(pending.facts(for: march(10)).role == .outside)
    var multiple = DaySelection(mode: .multiple)
    for n in [3, 4, 5] { multiple.tap(march(n)) }
    let renderer = SelectionRenderer(selection: multiple, context: calendar, today: nil)
    #expect(
      (2...6).map { renderer.facts(for: march($0)).role } == [
        .outside, .single, .single, .single, .outside,
      ])
  }

  @Test("renderer facts agree with the selection and the availability", arguments: [21, 22, 23])
  func agreesWithSelection(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let calendar = context(nil, "fa_IR")
    let disabled = (0..<40).map { _ in
      march(1).adding(days: Int.random(in: 0..<120, using: &generator))
    }
    let availability = Availability(firstDay: march(1), lastDay: march(1).adding(days: 110))
      .disabling(disabled)
      .withRangeRules(RangeRules(crossing: .allowed))
    for mode in [SelectionMode.ranges, .range(.eitherOrder), .multiple] {
      var selection = DaySelection(mode: mode, availability: availability)
      for _ in 0..<25 {
        selection.tap(march(1).adding(days: Int.random(in: -3..<115, using: &generator)))
      }
      let renderer = SelectionRenderer(selection: selection, context: calendar, today: nil)
      for offset in -5..<120 {
        let day = march(1).adding(days: offset)
        let facts = renderer.facts(for: day)
        #expect(facts.role == selection.role(of: day), "seed \(seed) \(mode) \(day)")
        #expect(facts.isUnavailable == !availability.isAvailable(day), "seed \(seed) \(day)")
        #expect(facts.isWeekend == (day.weekday == 6), "seed \(seed) \(day)")
      }
    }
  }
}

@Suite("Selection across locales and calendars")
struct SelectionCalendarTests {
  struct CalendarCase: Sendable, CustomTestStringConvertible {
    var locale: String
    var system: CalendarSystem?
    /// CLDR weekend of the region, Sunday = 1.
    var weekend: Set<Int>
    var testDescription: String { "\(locale) \(system?.rawValue ?? "default")" }
  }

  static let cases: [CalendarCase] = [
    .init(locale: "en_US", system: nil, weekend: [1, 7]),
    .init(locale: "en_GB", system: .iso8601, weekend: [1, 7]),
    .init(locale: "fr_FR", system: nil, weekend: [1, 7]),
    .init(locale: "ar_SA", system: nil, weekend: [6, 7]),  // Umm al-Qura months
    .init(locale: "he_IL", system: .hebrew, weekend: [6, 7]),
    .init(locale: "fa_IR", system: nil, weekend: [6]),  // Persian months
  ]

  @Test("an either-order range across the calendar's month boundary", arguments: cases)
  func acrossMonthBoundary(_ calendarCase: CalendarCase) throws {
    let calendar = context(calendarCase.system, calendarCase.locale)
    let month = calendar.month(containing: march(5))
    let next = try #require(calendar.month(after: month))
    var selection = DaySelection(mode: .range(.eitherOrder))
    let later = next.firstDay.adding(days: 2)
    let earlier = month.lastDay.adding(days: -1)
    #expect(selection.tap(later) == [.rangeStarted(later)])
    #expect(selection.tap(earlier) == [.rangeCompleted(earlier...later)])
    let renderer = SelectionRenderer(selection: selection, context: calendar, today: nil)
    let roles = (-1...4).map {
      renderer.facts(for: earlier.adding(days: $0), displayedMonth: month).role
    }
    #expect(roles == [.outside, .start, .middle, .middle, .middle, .end])
    // Days of the next month are drawn as outside the displayed month.
    #expect(renderer.facts(for: month.lastDay, displayedMonth: month).isInDisplayedMonth)
    #expect(!renderer.facts(for: next.firstDay, displayedMonth: month).isInDisplayedMonth)
    for day in month.days {
      #expect(renderer.facts(for: day).isWeekend == calendarCase.weekend.contains(day.weekday))
    }
  }
}
