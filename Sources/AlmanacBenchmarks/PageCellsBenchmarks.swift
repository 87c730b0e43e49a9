import Almanac
import AlmanacTestSupport
import Foundation

/// The per-page work of a month view that shows events, as the UIKit `CalendarView` does it
/// when it configures a page (the engine's part of it; UIKit itself is not on Linux): the page
/// of six rows with its accessible text, the page's event index, and for each day cell its
/// `DayAppearance` and the events behind its dots. 120 pages, 1,000 events of one to thirty
/// hours over those ten years.
///
/// The peer does the same with Foundation the obvious way: a `Calendar` step per cell from the
/// grid's first day, the day number and month from `Calendar.dateComponents`, `isDateInToday`,
/// a cached full-date `DateFormatter` for each cell's label, and the page's events bucketed by
/// the start of each day they touch.
///
/// Prints µs per page and per cell for both, and the cells made.
func pageCellsBenchmarks() {
  let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
  guard let today = Day("2026-03-10"), let first = Day("2026-01-01") else { return }
  var generator = SeededGenerator(state: 120)
  let span = 3_652 * 24
  let origin = context.startDate(of: first)
  let events = (0..<1_000).map { index in
    let start = origin.addingTimeInterval(Double(generator.next(span)) * 3_600)
    return CalendarEvent(
      id: "e\(index)", title: "Event \(index)", startDate: start,
      endDate: start.addingTimeInterval(Double(1 + generator.next(30)) * 3_600))
  }
  guard
    let model = try? MonthCalendarModel(
      picking: .single, context: context, today: today,
      events: .list(events))
  else { return }
  var months: [CalendarMonth] = []
  var month = context.month(containing: first)
  for _ in 0..<120 {
    months.append(month)
    guard let next = context.month(after: month) else { break }
    month = next
  }
  let style = CalendarStyleSpec()

  var cells = 0
  let almanac = medianSeconds(runs: 5) {
    cells = 0
    for month in months {
      let page = model.page(for: month, rows: .fixedSix)
      let index = model.eventIndex(for: page)
      for cell in page.cells {
        guard let day = cell.day else { continue }
        let appearance = DayAppearance(cell: cell, style: style)
        if appearance.dotCount > 0 {
          blackHole((index?.events(on: day) ?? []).prefix(appearance.dotCount).map(\.id))
        }
        blackHole((appearance, cell.accessibleText?.label))
        cells += 1
      }
    }
  }

  let calendar = FoundationPeer.calendar
  let formatter = FoundationPeer.formatter { $0.dateStyle = .full }
  let firstDates = months.map { context.startDate(of: $0.firstDay) }
  var peerCells = 0
  let peer = medianSeconds(runs: 5) {
    peerCells = 0
    for monthStart in firstDates {
      let weekday = calendar.component(.weekday, from: monthStart)
      let lead = (weekday - calendar.firstWeekday + 7) % 7
      guard let gridStart = calendar.date(byAdding: .day, value: -lead, to: monthStart),
        let gridEnd = calendar.date(byAdding: .day, value: 42, to: gridStart)
      else { continue }
      let month = calendar.component(.month, from: monthStart)
      var buckets: [Date: [CalendarEvent]] = [:]
      for event in events where event.endDate > gridStart && event.startDate < gridEnd {
        var day = calendar.startOfDay(for: max(event.startDate, gridStart))
        while day < min(event.endDate, gridEnd) {
          buckets[day, default: []].append(event)
          guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
          day = next
        }
      }
      for offset in 0..<42 {
        guard let date = calendar.date(byAdding: .day, value: offset, to: gridStart) else {
          continue
        }
        let parts = calendar.dateComponents([.day, .month, .weekday], from: date)
        let isToday = calendar.isDateInToday(date)
        let dots = (buckets[date] ?? []).prefix(3).map(\.id)
        let label = formatter.string(from: date)
        blackHole((parts.day, parts.month == month, parts.weekday, isToday, dots, label))
        peerCells += 1
      }
    }
  }
  report("pageCells.almanac.page", almanac / Double(months.count) * 1e6, "µs")
  report("pageCells.almanac.cell", almanac / Double(max(1, cells)) * 1e6, "µs")
  report("pageCells.foundation.page", peer / Double(months.count) * 1e6, "µs")
  report("pageCells.foundation.cell", peer / Double(max(1, peerCells)) * 1e6, "µs")
  report("pageCells.cells", Double(cells), "cells")
}
