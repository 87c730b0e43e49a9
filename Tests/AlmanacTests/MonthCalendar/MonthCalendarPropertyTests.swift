import Almanac
import AlmanacTestSupport
import AlmanacUISupport
import Foundation
import Testing

@testable import Almanac

@Suite("Month calendar model: seeded random use in several calendars")
struct MonthCalendarPropertyTests {
  static let contexts: [(String, CalendarSystem?)] = [
    ("en_US", nil), ("fa_IR", .persian), ("he_IL", .hebrew), ("ar_SA", .islamicUmmAlQura),
    ("zh_CN", .chinese), ("en_GB", .iso8601),
  ]

  @Test(
    "taps, keys and page turns keep focus, month and selection inside the range",
    arguments: [
      (UInt64(1), CalendarSelectionMode.single), (2, .multiple), (3, .range), (4, .range),
      (5, .multiple), (6, .single),
    ])
  func randomUse(seed: UInt64, mode: CalendarSelectionMode) throws {
    var generator = SeededGenerator(seed: seed)
    let (identifier, system) = Self.contexts[Int(seed) % Self.contexts.count]
    let context = CalendarContext(
      system: system, locale: Locale(identifier: identifier), timeZone: .gmt)
    let start = try Day(parsing: "2025-11-20").adding(
      days: Int.random(in: 0..<400, using: &generator))
    let range = start...start.adding(days: Int.random(in: 20..<200, using: &generator))
    let blocked = Set(
      (0..<20).map { _ in range.lowerBound.adding(days: Int.random(in: 0..<200, using: &generator))
      })
    var model = MonthCalendarModel.calendarView(
      mode: mode.pickerMode, context: context, range: range, today: start.adding(days: 3),
      canSelect: { !blocked.contains($0) })
    let months = context.months(from: range.lowerBound, through: range.upperBound)
    let commands: [FocusCommand] = [
      .left, .right, .up, .down, .startOfWeek, .endOfWeek, .previousMonth, .nextMonth,
      .previousYear, .nextYear, .today,
    ]
    let failure = "seed \(seed), \(identifier), \(mode)"
    for step in 0..<300 {
      let before = model.displayedMonth
      let update: MonthCalendarUpdate
      switch Int.random(in: 0..<5, using: &generator) {
      case 0:
        let cells = model.displayedPage.cells.compactMap(\.day)
        update = model.tap(try #require(cells.randomElement(using: &generator)))
      case 1:
        update = model.handle(try #require(commands.randomElement(using: &generator)))
      case 2:
        update = model.activateFocusedDay()
      case 3:
        update = Bool.random(using: &generator) ? model.showNextMonth() : model.showPreviousMonth()
      default:
        update = model.show(try #require(months.randomElement(using: &generator)))
      }
      let place = "\(failure), step \(step)"
      #expect(range.contains(model.focusedDay), "\(place)")
      #expect(model.displayedMonth.contains(model.focusedDay), "\(place)")
      #expect(months.contains(model.displayedMonth), "\(place)")
      #expect((update.displayedMonth != nil) == (model.displayedMonth != before), "\(place)")
      if update.displayedMonth != nil {
        // The month's title, then what the message says about the focused day, if anything.
        #expect(
          update.announcement?.hasPrefix(context.title(of: model.displayedMonth)) == true,
          "\(place)")
      }
      let days = model.selectedDays
      #expect(days == days.sorted(), "\(place)")
      #expect(days.allSatisfy { range.contains($0) && !blocked.contains($0) }, "\(place)")
      if mode != .multiple { #expect(days.count <= 2, "\(place)") }
      if mode == .single { #expect(days.count <= 1, "\(place)") }
    }
    // The page of the final month: rows of seven, one focused cell, roles drawn as fills.
    let page = model.displayedPage
    #expect(page.weeks.allSatisfy { $0.count == 7 }, "\(failure)")
    #expect(page.cells.filter(\.isFocused).count == 1, "\(failure)")
    for cell in page.cells {
      let look = DayAppearance(cell: cell, style: CalendarStyleSpec())
      if cell.isInMonth, [.start, .end, .single].contains(cell.role) {
        #expect(look.fill == .selection, "\(failure)")
      }
      if look.isEnabled {
        #expect(cell.isInMonth && cell.facts?.isUnavailable == false, "\(failure)")
        #expect(cell.day.map { range.contains($0) && !blocked.contains($0) } == true, "\(failure)")
      }
    }
  }

  @Test("Persian pages: Saturday first, Persian digits, right-to-left arrows")
  func persian() throws {
    let context = CalendarContext(
      system: .persian, locale: Locale(identifier: "fa_IR"), timeZone: .gmt)
    let model = try MonthCalendarModel(
      picking: .single, context: context, today: try Day(parsing: "2026-03-21"))
    let page = model.displayedPage
    #expect(page.weekdays.first?.weekday == 7)
    // 2026-03-21 is 1 Farvardin 1405 (Python convertdate) and a Saturday (date(1)).
    #expect(model.displayedMonth.firstDay == (try Day(parsing: "2026-03-21")))
    let first = try #require(page.cell(for: try Day(parsing: "2026-03-21")))
    #expect(first.dayText == "۱")
    #expect(first.column == 0)  // a Saturday, in the first (rightmost when drawn) column
    #expect(model.previousMonthArrow == .right)
  }
}
