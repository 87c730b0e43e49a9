import Testing

@testable import Almanac

/// March 2026 day `n` (2026-03-01 was a Sunday).
func march(_ n: Int) -> Day {
  Day(unchecked: GregorianMath.serial(year: 2026, month: 3, day: n))
}

/// April 2026 day `n`.
func april(_ n: Int) -> Day {
  Day(unchecked: GregorianMath.serial(year: 2026, month: 4, day: n))
}

@Suite("Single selection")
struct SingleSelectionTests {
  @Test("selecting a day replaces the previous one and reports the deselection")
  func replaces() {
    var selection = DaySelection(mode: .single)
    #expect(selection.tap(march(5)) == [.selected(march(5))])
    #expect(selection.tap(march(9)) == [.deselected(march(5)), .selected(march(9))])
    #expect(selection.selectedDay == march(9))
    #expect(selection.role(of: march(9)) == .single)
    #expect(selection.role(of: march(5)) == .outside)
    // Tapping the selected day again does nothing unless clearing is switched on.
    #expect(selection.tap(march(9)) == [])
    #expect(selection.selectedDay == march(9))
  }

  @Test("tap the selected day again to clear")
  func clearsOnReselect() {
    var selection = DaySelection(mode: .single(clearsOnReselect: true))
    selection.tap(march(5))
    #expect(selection.tap(march(5)) == [.deselected(march(5))])
    #expect(selection.isEmpty)
    #expect(selection.tap(march(5)) == [.selected(march(5))])
  }

  @Test("deselection by tap can be forbidden while code still deselects")
  func forbidsDeselectionByTap() {
    var selection = DaySelection(
      mode: .single(clearsOnReselect: true), allowsDeselectionByTap: false)
    selection.tap(march(5))
    #expect(selection.tap(march(5)) == [.rejected(march(5), .deselectionNotAllowed)])
    #expect(selection.selectedDay == march(5))
    #expect(selection.deselect(march(5)) == [.deselected(march(5))])
    #expect(selection.isEmpty)
  }

  @Test("an unavailable day is refused with its reason, keeping the selection")
  func unavailable() {
    let availability = Availability().disabling([march(6)], label: "Sold out")
    var selection = DaySelection(mode: .single, availability: availability)
    selection.tap(march(5))
    let events = selection.tap(march(6))
    #expect(events == [.rejected(march(6), .unavailable(.init(.disabledDay, label: "Sold out")))])
    #expect(selection.selectedDay == march(5))
    #expect(
      selection.selectRange(march(1)...march(3)).first == .rejected(march(1), .unsupportedInMode))
  }
}

@Suite("Multiple selection")
struct MultipleSelectionTests {
  @Test("a tap toggles; selection order and sorted order are both kept")
  func toggles() {
    var selection = DaySelection(mode: .multiple)
    #expect(selection.tap(march(9)) == [.selected(march(9))])
    #expect(selection.tap(march(2)) == [.selected(march(2))])
    #expect(selection.tap(march(5)) == [.selected(march(5))])
    #expect(selection.days == [march(9), march(2), march(5)])
    #expect(selection.sortedDays == [march(2), march(5), march(9)])
    #expect(selection.tap(march(2)) == [.deselected(march(2))])
    #expect(selection.days == [march(9), march(5)])
    #expect(selection.role(of: march(9)) == .single)
    #expect(selection.role(of: march(2)) == .outside)
  }

  @Test("the maximum count refuses further days until one is removed")
  func maximum() {
    var selection = DaySelection(mode: .multiple(maximumCount: 2))
    selection.tap(march(1))
    selection.tap(march(2))
    #expect(selection.tap(march(3)) == [.rejected(march(3), .maximumCountReached(2))])
    selection.tap(march(1))
    #expect(selection.tap(march(3)) == [.selected(march(3))])
    #expect(selection.days == [march(2), march(3)])
  }

  @Test("code selects without toggling and adds the available days of a range")
  func programmatic() {
    let availability = Availability().disabling([march(3)])
    var selection = DaySelection(
      mode: .multiple(maximumCount: 4), availability: availability,
      allowsDeselectionByTap: false)
    #expect(selection.select(march(1)) == [.selected(march(1))])
    #expect(selection.select(march(1)) == [])
    #expect(selection.tap(march(1)) == [.rejected(march(1), .deselectionNotAllowed)])
    #expect(
      selection.selectRange(march(1)...march(7)) == [
        .selected(march(2)), .selected(march(4)), .selected(march(5)),
        .rejected(march(6), .maximumCountReached(4)),
      ])
    #expect(selection.deselect(march(4)) == [.deselected(march(4))])
    #expect(selection.deselect(march(4)) == [])
    selection.clearAll()
    #expect(selection.isEmpty)
  }
}

@Suite("Range selection: forward (booking)")
struct ForwardRangeTests {
  @Test("start, end on or after the start, new range before the start or after completion")
  func sequence() {
    var selection = DaySelection(mode: .range(.forward))
    #expect(selection.tap(march(5)) == [.rangeStarted(march(5))])
    #expect(selection.start == march(5))
    #expect(selection.end == nil)
    #expect(selection.role(of: march(5)) == .single)
    #expect(selection.tap(march(9)) == [.rangeCompleted(march(5)...march(9))])
    #expect(selection.nights == 4)
    #expect(selection.role(of: march(5)) == .start)
    #expect(selection.role(of: march(7)) == .middle)
    #expect(selection.role(of: march(9)) == .end)
    #expect(selection.role(of: march(10)) == .outside)
    // Any tap once complete starts a new range, even inside the old one.
    #expect(
      selection.tap(march(7)) == [.rangeCleared(march(5)...march(9)), .rangeStarted(march(7))])
    // A tap before the start starts again.
    #expect(
      selection.tap(march(3)) == [.rangeCleared(march(7)...march(7)), .rangeStarted(march(3))])
    // A tap on the start makes a one-day range.
    #expect(selection.tap(march(3)) == [.rangeCompleted(march(3)...march(3))])
    #expect(selection.role(of: march(3)) == .single)
    #expect(selection.nights == 0)
  }

  @Test("ranges cross months")
  func acrossMonths() {
    var selection = DaySelection(mode: .range(.forward))
    selection.tap(march(28))
    #expect(selection.tap(april(3)) == [.rangeCompleted(march(28)...april(3))])
    #expect(selection.role(of: march(31)) == .middle)
    #expect(selection.nights == 6)
  }
}

@Suite("Range selection: either order (month calendar)")
struct EitherOrderRangeTests {
  @Test("either order, third tap starts again, tapping a selected day clears")
  func sequence() {
    var selection = DaySelection(mode: .range(.eitherOrder))
    #expect(selection.tap(april(3)) == [.rangeStarted(april(3))])
    #expect(selection.tap(march(28)) == [.rangeCompleted(march(28)...april(3))])
    #expect(
      selection.tap(march(10))
        == [.rangeCleared(march(28)...april(3)), .rangeStarted(march(10))])
    #expect(selection.tap(march(12)) == [.rangeCompleted(march(10)...march(12))])
    #expect(selection.tap(march(11)) == [.rangeCleared(march(10)...march(12))])
    #expect(selection.isEmpty)
    // Tapping the pending end clears it too.
    selection.tap(march(4))
    #expect(selection.tap(march(4)) == [.rangeCleared(march(4)...march(4))])
    #expect(selection.isEmpty)
  }

  @Test("every selectable day between the ends is in the range")
  func selectableDaysBetween() {
    let availability = Availability().disabling([march(7)])
      .withRangeRules(RangeRules(crossing: .allowed))
    var selection = DaySelection(mode: .range(.eitherOrder), availability: availability)
    selection.tap(march(9))
    selection.tap(march(5))
    #expect(selection.selectedRange == march(5)...march(9))
    #expect(selection.role(of: march(6)) == .middle)
    #expect(selection.role(of: march(7)) == .outside)
    #expect(!selection.contains(march(7)))
    // Tapping the unselectable day inside starts a new range only if it is available: it
    // is not, so the tap is refused and the range stays.
    #expect(selection.tap(march(7)).first == .rejected(march(7), .unavailable(.init(.disabledDay))))
    #expect(selection.selectedRange == march(5)...march(9))
  }

  @Test("range completed is reported once per completion")
  func completedOnce() {
    var selection = DaySelection(mode: .range(.eitherOrder))
    var completions = 0
    for tap in [march(1), march(4), march(8), march(6), march(6), march(2), march(20)] {
      completions +=
        selection.tap(tap).filter {
          if case .rangeCompleted = $0 { true } else { false }
        }.count
    }
    // (1,4) completes, 8 starts, 6 completes 6...8, 6 clears, 2 starts, 20 completes.
    #expect(completions == 3)
    #expect(selection.selectedRange == march(2)...march(20))
  }

  @Test("deselection by tap can be forbidden")
  func forbidsDeselection() {
    var selection = DaySelection(mode: .range(.eitherOrder), allowsDeselectionByTap: false)
    selection.tap(march(1))
    selection.tap(march(4))
    #expect(selection.tap(march(2)) == [.rejected(march(2), .deselectionNotAllowed)])
    #expect(selection.deselect(march(2)) == [.rangeCleared(march(1)...march(4))])
  }
}

@Suite("Range selection: complete or nothing (multi-date picker)")
struct CompleteOrNothingRangeTests {
  @Test("the bound value is empty until two days are picked, and after a third tap")
  func sequence() {
    var selection = DaySelection(mode: .range(.completeOrNothing))
    selection.tap(march(9))
    #expect(selection.selectedRange == nil)
    #expect(selection.start == nil)
    selection.tap(march(5))
    #expect(selection.selectedRange == march(5)...march(9))
    #expect(selection.start == march(5))
    #expect(
      selection.tap(march(7)) == [.rangeCleared(march(5)...march(9)), .rangeStarted(march(7))])
    #expect(selection.selectedRange == nil)
    selection.tap(march(7))
    #expect(selection.selectedRange == march(7)...march(7))
    #expect(selection.role(of: march(7)) == .single)
  }
}

@Suite("Non-contiguous ranges")
struct RangesSelectionTests {
  @Test("two taps add a range; touching ranges merge; a tap on a selected day removes its range")
  func sequence() {
    var selection = DaySelection(mode: .ranges)
    selection.tap(march(1))
    #expect(selection.tap(march(5)) == [.rangeCompleted(march(1)...march(5))])
    selection.tap(march(8))
    #expect(selection.tap(march(6)) == [.rangeCompleted(march(1)...march(8))])
    selection.tap(march(14))
    selection.tap(march(15))
    #expect(selection.selectedRanges.ranges == [march(1)...march(8), march(14)...march(15)])
    #expect(selection.role(of: march(14)) == .start)
    #expect(selection.role(of: march(15)) == .end)
    #expect(selection.role(of: march(10)) == .outside)
    #expect(selection.tap(march(3)) == [.rangeCleared(march(1)...march(8))])
    #expect(selection.selectedRanges.ranges == [march(14)...march(15)])
    // Code deselects like a tap: the whole range that holds the day goes.
    selection.selectRange(march(20)...march(24))
    #expect(selection.deselect(march(22)) == [.rangeCleared(march(20)...march(24))])
    #expect(selection.selectedRanges.ranges == [march(14)...march(15)])
    // Selecting a range from code drops a pending first end.
    selection.tap(march(2))
    #expect(
      selection.selectRange(march(4)...march(5)) == [
        .rangeCleared(march(2)...march(2)), .rangeCompleted(march(4)...march(5)),
      ])
  }
}

@Suite("Revalidation")
struct RevalidationTests {
  @Test("a change of availability drops what it no longer allows, with events")
  func dropsWhatBecameUnavailable() {
    var multiple = DaySelection(mode: .multiple)
    for n in [3, 4, 5] { multiple.tap(march(n)) }
    multiple.availability = Availability().disabling([march(4)])
    #expect(multiple.revalidate() == [.deselected(march(4))])
    #expect(multiple.days == [march(3), march(5)])
    #expect(multiple.revalidate() == [])

    var stay = DaySelection(mode: .range(.forward))
    stay.tap(march(3))
    stay.tap(march(9))
    stay.availability = Availability().disabling([march(6)])
    #expect(stay.revalidate() == [.rangeCleared(march(3)...march(9))])
    #expect(stay.isEmpty)

    var ranges = DaySelection(mode: .ranges)
    ranges.selectRange(march(1)...march(2))
    ranges.selectRange(march(10)...march(12))
    ranges.availability = Availability().withRangeRules(RangeRules(minimumNights: 2))
    #expect(ranges.revalidate() == [.rangeCleared(march(1)...march(2))])
    #expect(ranges.selectedRanges.ranges == [march(10)...march(12)])
  }
}
