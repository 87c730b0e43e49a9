import Almanac
import AlmanacTestSupport
import Testing

@testable import Almanac

/// Seeded random tap sequences over random rule sets. Every failure message starts with the
/// seed; rerun one seed with `SelectionPropertyTests.check(seed:)`.
@Suite("Selection properties")
struct SelectionPropertyTests {
  /// The abstract state that events describe.
  struct Model: Equatable, CustomStringConvertible {
    var days: Set<Day> = []
    var pending: Day?
    var ranges = DayRangeSet()

    init(_ selection: DaySelection) {
      days = Set(selection.days)
      pending = selection.pendingStart
      if let range = selection.selectedRange { ranges.insert(range) }
      ranges = selection.selectedRanges.isEmpty ? ranges : selection.selectedRanges
    }

    /// Applies the documented meaning of each event.
    mutating func replay(_ events: [SelectionEvent], isRangesMode: Bool) {
      for event in events {
        switch event {
        case .selected(let day): days.insert(day)
        case .deselected(let day):
          if isRangesMode { ranges.remove(day) } else { days.remove(day) }
        case .rangeStarted(let day): pending = day
        case .rangeCompleted(let range):
          pending = nil
          ranges.insert(range)
        case .rangeCleared(let range):
          if range.lowerBound == range.upperBound, pending == range.lowerBound {
            pending = nil
          } else {
            ranges.remove(range)
          }
        case .rejected: break
        }
      }
    }

    var description: String {
      "days \(days.sorted()) pending \(String(describing: pending)) ranges \(ranges.ranges)"
    }
  }

  static let base = march(1)

  static func randomAvailability(_ generator: inout SeededGenerator) -> Availability {
    var availability = Availability()
    if Bool.random(using: &generator) {
      availability.firstDay = base.adding(days: Int.random(in: 0..<10, using: &generator))
    }
    if Bool.random(using: &generator) {
      availability.lastDay = base.adding(days: Int.random(in: 50..<60, using: &generator))
    }
    if Int.random(in: 0..<3, using: &generator) == 0 {
      availability = availability.excluding(
        [Int.random(in: 1...7, using: &generator)], label: "Closed")
    }
    let disabledCount = Int.random(in: 0..<12, using: &generator)
    let disabled = (0..<disabledCount).map { _ in
      base.adding(days: Int.random(in: 0..<60, using: &generator))
    }
    availability = availability.disabling(disabled, label: "Sold out")
    if Int.random(in: 0..<3, using: &generator) == 0 {
      let modulus = Int.random(in: 5...11, using: &generator)
      availability = availability.filtered(label: "No") { $0.serial % modulus != 0 }
    }
    let minimum = Bool.random(using: &generator) ? Int.random(in: 0...3, using: &generator) : nil
    let maximum =
      Bool.random(using: &generator)
      ? (minimum ?? 0) + Int.random(in: 0...10, using: &generator) : nil
    let crossings: [RangeRules.Crossing] = [.forbidden, .allowed, .checkOutDayOnly]
    let closedArrival = (0..<Int.random(in: 0..<4, using: &generator)).map { _ in
      base.adding(days: Int.random(in: 0..<60, using: &generator))
    }
    let closedDeparture = (0..<Int.random(in: 0..<4, using: &generator)).map { _ in
      base.adding(days: Int.random(in: 0..<60, using: &generator))
    }
    availability.rangeRules = RangeRules(
      minimumNights: minimum, maximumNights: maximum,
      crossing: crossings[Int.random(in: 0..<3, using: &generator)],
      closedToArrival: DayRangeSet(closedArrival), closedToDeparture: DayRangeSet(closedDeparture))
    return availability
  }

  static func randomMode(_ generator: inout SeededGenerator) -> SelectionMode {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: .single(clearsOnReselect: Bool.random(using: &generator))
    case 1:
      .multiple(
        maximumCount: Bool.random(using: &generator)
          ? Int.random(in: 1...6, using: &generator) : nil)
    case 2: .range(.forward)
    case 3: .range(.eitherOrder)
    case 4: .range(.completeOrNothing)
    default: .ranges
    }
  }

  static func randomCommand(_ generator: inout SeededGenerator) -> SelectionCommand {
    let day = base.adding(days: Int.random(in: -3..<64, using: &generator))
    switch Int.random(in: 0..<10, using: &generator) {
    case 0: return .select(day)
    case 1: return .deselect(day)
    case 2: return .selectRange(day...day.adding(days: Int.random(in: 0..<12, using: &generator)))
    default: return .tap(day)
    }
  }

  /// Checks the invariants of one seed; returns the first failure as text.
  static func check(seed: UInt64) -> String? {
    var generator = SeededGenerator(seed: seed)
    let availability = randomAvailability(&generator)
    let mode = randomMode(&generator)
    let rules = availability.rangeRules
    var selection = DaySelection(
      mode: mode, availability: availability,
      allowsDeselectionByTap: Int.random(in: 0..<4, using: &generator) != 0)
    let isRangesMode = mode == .ranges
    for step in 0..<80 {
      let command = randomCommand(&generator)
      let before = selection
      let events = selection.handle(command)
      let place = "seed \(seed) step \(step) \(mode) \(command)"
      // Events match the state change.
      var model = Model(before)
      model.replay(events, isRangesMode: isRangesMode)
      if model != Model(selection) {
        return "\(place): events \(events) replay to \(model), state is \(Model(selection))"
      }
      if events.contains(where: { if case .rejected = $0 { true } else { false } }),
        events.count == 1, Model(before) != Model(selection)
      {
        return "\(place): a rejected command changed the state"
      }
      // No selected day is unavailable unless a rule allows it.
      for day in selection.days where !availability.isAvailable(day) {
        return "\(place): selected \(day) is unavailable"
      }
      if let pending = selection.pendingStart, !availability.isAvailable(pending) {
        return "\(place): pending \(pending) is unavailable"
      }
      let ranges = selection.selectedRange.map { [$0] } ?? selection.selectedRanges.ranges
      for range in ranges {
        let nights = range.lowerBound.days(to: range.upperBound)
        if !availability.isAvailable(range.lowerBound) {
          return "\(place): range start \(range.lowerBound) is unavailable"
        }
        let endAllowed =
          availability.isAvailable(range.upperBound)
          || (rules.crossing == .checkOutDayOnly && availability.isWithinBounds(range.upperBound))
        if !endAllowed { return "\(place): range end \(range.upperBound) is unavailable" }
        // Touching stays merge, so a merged range may hold a check-out day inside it.
        if rules.crossing != .allowed, nights > 1,
          !(isRangesMode && rules.crossing == .checkOutDayOnly),
          let blocked = availability.firstUnavailable(
            in: range.lowerBound.adding(days: 1)...range.upperBound.adding(days: -1))
        {
          return "\(place): range \(range) crosses unavailable \(blocked)"
        }
        // A complete range respects min/max nights (merged non-contiguous ranges only grow).
        if let minimum = rules.minimumNights, nights < minimum {
          return "\(place): \(nights) nights < minimum \(minimum)"
        }
        if !isRangesMode, let maximum = rules.maximumNights, nights > maximum {
          return "\(place): \(nights) nights > maximum \(maximum)"
        }
        for offset in 0...nights {
          let day = range.lowerBound.adding(days: offset)
          if selection.contains(day), !availability.isAvailable(day), day != range.lowerBound,
            day != range.upperBound
          {
            return "\(place): middle day \(day) is selected but unavailable"
          }
        }
      }
      // Start never after end.
      if let start = selection.start, let end = selection.end, start > end {
        return "\(place): start \(start) after end \(end)"
      }
      if case .multiple(let maximum?) = mode, selection.days.count > maximum {
        return "\(place): \(selection.days.count) days > maximum \(maximum)"
      }
      // Applying the same command twice behaves as documented.
      if let failure = checkRepeat(command, before: before, after: selection, place: place) {
        return failure
      }
    }
    return nil
  }

  /// The repeats documented on ``DaySelection``.
  static func checkRepeat(
    _ command: SelectionCommand, before: DaySelection, after: DaySelection, place: String
  ) -> String? {
    var again = after
    let events = again.handle(command)
    switch command {
    case .select, .selectRange, .deselect:
      if case .selectRange = command, case .multiple = after.mode {
        // Adding a range to a full multiple selection may be refused again: no change.
        if Model(again) != Model(after) { return "\(place): repeated selectRange changed state" }
        return nil
      }
      if Model(again) != Model(after) {
        return "\(place): repeated command changed the state (events \(events))"
      }
    case .tap(let day):
      switch after.mode {
      case .multiple:
        let first = Model(after) != Model(before)
        if first, after.allowsDeselectionByTap, Model(again) != Model(before) {
          return "\(place): a second tap did not toggle \(day) back"
        }
      case .single(clearsOnReselect: false):
        if Model(again) != Model(after) {
          return "\(place): a second tap changed a single selection"
        }
      case .single(clearsOnReselect: true):
        if after.selectedDay == day, after.allowsDeselectionByTap, !again.isEmpty {
          return "\(place): a second tap did not clear"
        }
      case .range(.eitherOrder):
        let wasSelected =
          after.pendingStart == day
          || after.selectedRange.map {
            after.availability.isMember(day, of: $0)
          } == true
        if wasSelected, after.allowsDeselectionByTap, !again.isEmpty {
          return "\(place): a second tap on a selected day did not clear the range"
        }
      case .range, .ranges:
        // On the pending end: a one-day range, or a rejection that changes nothing.
        guard after.pendingStart == day else { break }
        let rejected = events.count == 1 && events[0].isRejection
        let oneDay =
          again.selectedRange == day...day || again.selectedRanges.range(containing: day) != nil
        if rejected ? Model(again) != Model(after) : !oneDay {
          return "\(place): a second tap on the pending end did not make a one-day range"
        }
      }
    }
    return nil
  }

  @Test("random tap sequences keep every invariant", arguments: 0..<8)
  func invariants(batch: Int) {
    for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
      if let failure = SelectionPropertyTests.check(seed: seed) {
        Issue.record("\(failure)")
        return
      }
    }
  }
}
