import AlmanacUISupport
import Foundation
import Testing

@testable import Almanac

@Suite("Restoring a selection on a rebuilt model")
struct MonthCalendarModelRestoreSelectionTests {
  private let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)

  private func model(_ mode: CalendarSelectionMode, from first: String = "2026-01-01")
    throws -> MonthCalendarModel
  {
    MonthCalendarModel.calendarView(
      mode: mode.pickerMode, context: context,
      range: try Day(parsing: first)...Day(parsing: "2026-12-31"),
      today: try Day(parsing: "2026-03-18"))
  }

  private func days(_ texts: String...) throws -> [Day] {
    try texts.map { try Day(parsing: $0) }
  }

  @Test("multiple keeps selection order (setSelectedDays sorts)")
  func multipleOrder() throws {
    var old = try model(.multiple)
    let tapped = try days("2026-03-09", "2026-03-05", "2026-03-07")
    for day in tapped { old.tap(day) }
    var rebuilt = try model(.multiple)
    rebuilt.restoreSelection(from: try #require(old.selection))
    #expect(rebuilt.selection?.days == tapped)
  }

  @Test("a complete range and a pending end survive")
  func range() throws {
    var old = try model(.range)
    let ends = try days("2026-04-03", "2026-03-28")
    for day in ends { old.tap(day) }
    var rebuilt = try model(.range)
    rebuilt.restoreSelection(from: try #require(old.selection))
    #expect(rebuilt.selection?.selectedRange == ends[1]...ends[0])
    var pending = try model(.range)
    pending.tap(ends[0])
    var rebuiltPending = try model(.range)
    rebuiltPending.restoreSelection(from: try #require(pending.selection))
    #expect(rebuiltPending.selection?.pendingStart == ends[0])
    #expect(rebuiltPending.selection?.selectedRange == nil)
  }

  @Test("days the new period does not allow are dropped")
  func dropsUnavailable() throws {
    var old = try model(.multiple)
    for day in try days("2026-02-10", "2026-05-01", "2026-01-15") { old.tap(day) }
    var rebuilt = try model(.multiple, from: "2026-02-01")
    rebuilt.restoreSelection(from: try #require(old.selection))
    #expect(rebuilt.selection?.days == (try days("2026-02-10", "2026-05-01")))
  }

  @Test("mode changes: multiple to single keeps the last day; range to multiple keeps the ends")
  func modeChanges() throws {
    var multiple = try model(.multiple)
    for day in try days("2026-03-09", "2026-03-05") { multiple.tap(day) }
    var single = try model(.single)
    single.restoreSelection(from: try #require(multiple.selection))
    #expect(single.selection?.days == (try days("2026-03-05")))
    var range = try model(.range)
    for day in try days("2026-03-02", "2026-03-09") { range.tap(day) }
    var asMultiple = try model(.multiple)
    asMultiple.restoreSelection(from: try #require(range.selection))
    #expect(asMultiple.selection?.days == (try days("2026-03-02", "2026-03-09")))
  }
}
