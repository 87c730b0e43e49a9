import Testing

@testable import Almanac

@Suite("Range rules")
struct RangeRulesTests {
  func booking(_ rules: RangeRules, sold: [Day] = []) -> DaySelection {
    let availability = Availability(firstDay: march(1), lastDay: april(30))
      .disabling(sold, label: "Sold out")
      .withRangeRules(rules)
    return DaySelection(mode: .range(.forward), availability: availability)
  }

  @Test("minimum and maximum nights refuse the departure tap and explain why")
  func nights() {
    var selection = booking(RangeRules(minimumNights: 2, maximumNights: 7))
    selection.tap(march(5))
    #expect(selection.tap(march(5)) == [.rejected(march(5), .tooFewNights(minimum: 2))])
    #expect(selection.tap(march(6)) == [.rejected(march(6), .tooFewNights(minimum: 2))])
    #expect(selection.tap(march(13)) == [.rejected(march(13), .tooManyNights(maximum: 7))])
    #expect(selection.pendingStart == march(5))
    #expect(SelectionRejection.tooFewNights(minimum: 2).description == "Minimum stay is 2 nights")
    #expect(selection.tap(march(12)) == [.rangeCompleted(march(5)...march(12))])
    #expect(selection.nights == 7)
  }

  @Test("forbidden crossing: every day of the range must be available")
  func forbidden() {
    var selection = booking(RangeRules(crossing: .forbidden), sold: [march(8)])
    selection.tap(march(5))
    #expect(selection.tap(march(10)) == [.rejected(march(10), .crossesUnavailableDay(march(8)))])
    #expect(
      selection.tap(march(8))
        == [.rejected(march(8), .unavailable(.init(.disabledDay, label: "Sold out")))])
    #expect(selection.tap(march(7)) == [.rangeCompleted(march(5)...march(7))])
  }

  @Test("allowed crossing: unavailable days between are skipped, ends must be available")
  func allowed() {
    var selection = booking(RangeRules(crossing: .allowed), sold: [march(8)])
    selection.tap(march(5))
    #expect(selection.tap(march(10)) == [.rangeCompleted(march(5)...march(10))])
    #expect(selection.role(of: march(8)) == .outside)
    #expect(selection.role(of: march(9)) == .middle)
  }

  @Test("check-out day only: the last night must be available, the departure day may not be")
  func checkOutDayOnly() {
    var selection = booking(RangeRules(crossing: .checkOutDayOnly), sold: [march(8), march(9)])
    selection.tap(march(5))
    #expect(selection.tap(march(9)) == [.rejected(march(9), .crossesUnavailableDay(march(8)))])
    #expect(selection.tap(march(8)) == [.rangeCompleted(march(5)...march(8))])
    #expect(selection.role(of: march(8)) == .end)
    // A sold-out day still cannot be the arrival.
    #expect(selection.tap(march(9)).last?.isRejection == true)
    // The departure day must still lie within the bounds.
    var late = booking(RangeRules(crossing: .checkOutDayOnly))
    late.tap(april(29))
    #expect(late.tap(april(30)) == [.rangeCompleted(april(29)...april(30))])
    late.tap(april(29))
    let may1 = april(30).adding(days: 1)
    #expect(late.tap(may1) == [.rejected(may1, .unavailable(.init(.afterLastDay)))])
  }

  @Test("closed to arrival and closed to departure days and weekdays")
  func closedDays() {
    var selection = booking(
      RangeRules(
        closedToArrival: DayRangeSet([march(5)]), closedToDeparture: DayRangeSet([march(9)]),
        closedToArrivalWeekdays: [1]))  // no Sunday arrivals
    #expect(selection.tap(march(5)) == [.rejected(march(5), .closedToArrival)])
    #expect(selection.tap(march(8)) == [.rejected(march(8), .closedToArrival)])  // Sunday
    selection.tap(march(4))
    #expect(selection.tap(march(9)) == [.rejected(march(9), .closedToDeparture)])
    // The arrival and departure rules apply to the earlier and later day in either order.
    var either = DaySelection(mode: .range(.eitherOrder), availability: selection.availability)
    either.tap(march(9))
    #expect(either.tap(march(6)) == [.rejected(march(6), .closedToDeparture)])
    #expect(either.tap(march(10)) == [.rangeCompleted(march(9)...march(10))])
  }

  @Test("non-contiguous ranges apply the rules to each added range")
  func rangesMode() {
    let availability = Availability().withRangeRules(RangeRules(minimumNights: 1))
    var selection = DaySelection(mode: .ranges, availability: availability)
    selection.tap(march(1))
    #expect(selection.tap(march(1)) == [.rejected(march(1), .tooFewNights(minimum: 1))])
    #expect(selection.tap(march(2)) == [.rangeCompleted(march(1)...march(2))])
  }
}

extension SelectionEvent {
  var isRejection: Bool {
    if case .rejected = self { true } else { false }
  }
}
