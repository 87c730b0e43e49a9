import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Colour roles: one rule for a cell's appearance and the packed cells")
struct ColorRolesTests {
  @Test("a page cell's roles and its packed cell's roles agree, and follow the facts")
  func agree() throws {
    let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    let availability = Availability(firstDay: day("2026-03-03"), lastDay: day("2026-12-31"))
      .disabling([day("2026-03-25")], label: "Sold out")
    let event = CalendarEvent(
      id: "e", title: "Dinner", startDate: context.startDate(of: day("2026-03-20")),
      endDate: context.startDate(of: day("2026-03-21")))
    var model = try MonthCalendarModel(
      picking: .range(.forward), context: context, today: day("2026-03-18"),
      availability: availability, events: .list([event]))
    model.tap(day("2026-03-09"))
    model.tap(day("2026-03-14"))
    let page = model.page(for: model.displayedMonth, skippedDays: .flagged, adjacentDays: .shown)
    let packed = page.packedCells.cells
    let style = CalendarStyleSpec(showsAdjacentDays: true)
    var seen: ColorRoles = []
    for (index, cell) in page.cells.enumerated() {
      let roles = DayAppearance(cell: cell, style: style).roles
      #expect(roles == packed[index].roles, "\(cell.day.map { "\($0)" } ?? "slot \(index)")")
      seen.formUnion(roles)
      guard let day = cell.day, cell.isInMonth else {
        #expect(roles.isEmpty)
        continue
      }
      #expect(roles.contains(.today) == (day == Day("2026-03-18")), "\(day)")
      #expect(roles.contains(.unavailableText) == (cell.facts?.isUnavailable == true), "\(day)")
      #expect(roles.contains(.eventDot) == (day == Day("2026-03-20")), "\(day)")
      #expect(roles.contains(.focusRing) == cell.isFocused, "\(day)")
      let ends = [Day("2026-03-09"), Day("2026-03-14")]
      #expect(roles.contains(.selection) == ends.contains(day), "\(day)")
      #expect(
        roles.contains(.selectionBand) == (day > Day("2026-03-09")! && day < Day("2026-03-14")!),
        "\(day)")
    }
    #expect(
      seen == [
        .weekendText, .selection, .selectionBand, .unavailableText, .today, .eventDot, .focusRing,
      ])
  }

  @Test("a style that does not mark weekends gives no weekend role")
  func weekendsUnmarked() throws {
    let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    let model = try MonthCalendarModel(picking: .single, context: context, today: day("2026-03-18"))
    let saturday = try #require(model.displayedPage.cell(for: day("2026-03-14")))
    #expect(DayAppearance(cell: saturday, style: CalendarStyleSpec()).roles == .weekendText)
    #expect(
      DayAppearance(cell: saturday, style: CalendarStyleSpec(marksWeekends: false)).roles == [])
  }
}
