import Almanac
import AlmanacTestSupport
import AlmanacUIKitSupport
import Foundation
import Testing

@testable import Almanac

extension CalendarSelectionMode {
  /// The selection engine's mode of the view's picker mode (every case picks days).
  fileprivate var selectionMode: SelectionMode { pickerMode.selectionMode ?? .multiple }
}

/// Day `n` of month `m` of 2026.
private func day(_ month: Int, _ n: Int) -> Day { day(2026, month, n) }

/// Taps `days` on a selection in `mode` and returns each tap's callbacks.
private func callbacks(
  _ mode: CalendarSelectionMode, taps days: [Day], allowsDeselection: Bool = true
)
  -> [[CalendarViewCallback]]
{
  var selection = DaySelection(
    mode: mode.selectionMode,
    availability: Availability(firstDay: day(1, 1), lastDay: day(12, 31)),
    allowsDeselectionByTap: allowsDeselection)
  return days.map { CalendarViewCallback.callbacks(for: selection.tap($0), trigger: $0) }
}

@Suite("UIKit delegate callbacks from selection events")
struct CalendarViewCallbackTests {
  @Test("single: another day reports the old day deselected first; the same day clears")
  func single() {
    let calls = callbacks(.single, taps: [day(3, 5), day(3, 9), day(3, 9)])
    #expect(calls[0] == [.didSelect(day(3, 5))])
    #expect(calls[1] == [.didDeselect(day(3, 5)), .didSelect(day(3, 9))])
    #expect(calls[2] == [.didDeselect(day(3, 9))])
  }

  @Test("single without deselection: a second tap on the day reports nothing")
  func singleWithoutDeselection() {
    let calls = callbacks(.single, taps: [day(3, 5), day(3, 5)], allowsDeselection: false)
    #expect(calls[1] == [])
  }

  @Test("multiple: taps toggle")
  func multiple() {
    let calls = callbacks(.multiple, taps: [day(3, 5), day(3, 7), day(3, 5)])
    #expect(calls == [[.didSelect(day(3, 5))], [.didSelect(day(3, 7))], [.didDeselect(day(3, 5))]])
  }

  @Test("range in either order across months; a third tap starts again; a selected day clears")
  func range() {
    let calls = callbacks(
      .range, taps: [day(4, 3), day(3, 28), day(3, 10), day(3, 10)])
    #expect(calls[0] == [.didSelect(day(4, 3))])
    // The second end is reported, then the range (earlier day first).
    #expect(calls[1] == [.didSelect(day(3, 28)), .didSelectRange(day(3, 28)...day(4, 3))])
    // Both ends leave before the new start arrives.
    #expect(
      calls[2] == [.didDeselect(day(3, 28)), .didDeselect(day(4, 3)), .didSelect(day(3, 10))])
    #expect(calls[3] == [.didDeselect(day(3, 10))])
  }

  @Test("a tap inside a complete range clears it")
  func tapInsideRange() {
    let calls = callbacks(.range, taps: [day(3, 2), day(3, 9), day(3, 5)])
    #expect(calls[2] == [.didDeselect(day(3, 2)), .didDeselect(day(3, 9))])
  }

  @Test("refused taps report nothing")
  func rejected() {
    // 2027 is after the last day.
    let calls = callbacks(
      .single, taps: [Day(unchecked: GregorianMath.serial(year: 2027, month: 1, day: 1))])
    #expect(calls == [[]])
  }

  @Test("a range set from code reports only the range")
  func rangeFromCode() {
    var selection = DaySelection(mode: CalendarSelectionMode.range.selectionMode)
    let events = selection.selectRange(day(3, 2)...day(3, 9))
    #expect(
      CalendarViewCallback.callbacks(for: events, trigger: nil) == [
        .didSelectRange(day(3, 2)...day(3, 9))
      ])
  }

  @Test("selectedDays: selection order for multiple, ascending ends for a range")
  func selectedDays() {
    var multiple = DaySelection(mode: .multiple)
    for n in [9, 5, 7] { multiple.tap(day(3, n)) }
    #expect(CalendarViewCallback.selectedDays(of: multiple) == [day(3, 9), day(3, 5), day(3, 7)])
    var range = DaySelection(mode: .range(.eitherOrder))
    range.tap(day(4, 3))
    #expect(CalendarViewCallback.selectedDays(of: range) == [day(4, 3)])
    range.tap(day(3, 28))
    #expect(CalendarViewCallback.selectedDays(of: range) == [day(3, 28), day(4, 3)])
    var ranges = DaySelection(mode: .ranges)
    for n in [1, 3, 10, 10] { ranges.tap(day(3, n)) }
    ranges.tap(day(3, 20))
    #expect(
      CalendarViewCallback.selectedDays(of: ranges) == [
        day(3, 1), day(3, 3), day(3, 10), day(3, 20),
      ])
  }

  @Test(
    "replaying a tap's callbacks on the old selectedDates gives the new ones",
    arguments: CalendarSelectionMode.allCases)
  func replayProperty(mode: CalendarSelectionMode) {
    let seed: UInt64 = 0x55_1C17_0000 + UInt64(String(describing: mode).count)
    var generator = SeededGenerator(seed: seed)
    for deselection in [true, false] {
      var selection = DaySelection(
        mode: mode.selectionMode,
        availability: Availability(firstDay: day(3, 1), lastDay: day(4, 30))
          .disabling([day(3, 15), day(4, 1)]),
        allowsDeselectionByTap: deselection)
      for step in 0..<400 {
        // Days around the bounds, so some taps are refused.
        let tapped = day(2, 25).adding(days: Int.random(in: 0..<70, using: &generator))
        let before = Set(CalendarViewCallback.selectedDays(of: selection))
        let calls = CalendarViewCallback.callbacks(for: selection.tap(tapped), trigger: tapped)
        var replayed = before
        for call in calls {
          switch call {
          case .didSelect(let day):
            #expect(!replayed.contains(day), "seed \(seed) step \(step): \(day) selected twice")
            replayed.insert(day)
          case .didDeselect(let day):
            #expect(replayed.contains(day), "seed \(seed) step \(step): \(day) not selected")
            replayed.remove(day)
          case .didSelectRange(let range):
            #expect(mode == .range, "seed \(seed) step \(step)")
            #expect(selection.selectedRange == range, "seed \(seed) step \(step)")
          }
        }
        #expect(
          replayed == Set(CalendarViewCallback.selectedDays(of: selection)),
          "seed \(seed) step \(step) tap \(tapped) deselection \(deselection)")
      }
    }
  }

  @Test("selectedDays of a restored multiple selection keeps the tapping order")
  func restoredSelectionOrder() throws {
    let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
    func model() -> MonthCalendarModel {
      MonthCalendarModel.calendarView(
        mode: .multiple, context: context, range: day(1, 1)...day(12, 31), today: day(3, 18))
    }
    let tapped = [day(3, 9), day(3, 5), day(3, 7)]
    var old = model()
    for tap in tapped { old.tap(tap) }
    var rebuilt = model()
    rebuilt.restoreSelection(from: try #require(old.selection))
    #expect(CalendarViewCallback.selectedDays(of: rebuilt.selection) == tapped)
  }
}
