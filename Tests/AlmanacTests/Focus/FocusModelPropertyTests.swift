import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

/// Available unless a hash of the day and a salt is divisible by `modulus` (1: nothing).
private func sparse(modulus: UInt64, salt: UInt64) -> AvailabilityPredicate {
  AvailabilityPredicate { day in
    var z = UInt64(bitPattern: Int64(day.serial)) &+ salt &* 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 31)) &* 0xBF58_476D_1CE4_E5B9
    return (z ^ (z >> 29)) % modulus != 0
  }
}

@Suite("Focus model: random command sequences")
struct FocusModelPropertyTests {
  static let contexts: [CalendarContext] = [
    context(.gregorian, "en_US"), context(.islamicUmmAlQura, "ar_SA"), context(.hebrew, "he_IL"),
    context(.chinese, "zh_CN"), context(.persian, "fa_IR"), context(.gregorian, "de_DE"),
  ]

  @Test(arguments: 1...60)
  func randomSequencesKeepTheInvariants(seed: Int) throws {
    var random = SeededGenerator(state: UInt64(seed))
    let context = try #require(Self.contexts.randomElement(using: &random))
    let lower = day("2020-01-01").adding(days: Int.random(in: 0...3_000, using: &random))
    let upper = lower.adding(days: Int.random(in: 0...500, using: &random))
    let moduli: [UInt64] = [1, 2, 3, 7, 50, .max]
    let modulus = moduli.randomElement(using: &random) ?? 2
    let availability = sparse(modulus: modulus, salt: random.next())
    let policy: FocusPolicy = Bool.random(using: &random) ? .skipUnavailable : .allowUnavailable
    let today = lower.adding(days: Int.random(in: -100...600, using: &random))
    var focus = FocusModel(
      context: context, today: today, bounds: lower...upper, policy: policy,
      availability: availability, visibleMonthCount: Int.random(in: 1...3, using: &random),
      paging: Bool.random(using: &random) ? .byMonth : .byWindow)
    let anyAvailable = (lower...upper).contains { availability.isAvailable($0) }
    let note = "seed \(seed), \(context.system.rawValue), \(lower)…\(upper), \(policy)"

    func check(_ step: String) {
      #expect((lower...upper).contains(focus.focusedDay), "\(note) \(step)")
      #expect(focus.isVisible(focus.focusedDay), "\(note) \(step)")
      if policy == .skipUnavailable, anyAvailable {
        #expect(focus.isFocusedDayAvailable, "\(note) \(step)")
      }
    }
    check("initial")
    for index in 0..<80 {
      let command: FocusCommand
      switch Int.random(in: 0...15, using: &random) {
      case 0: command = .left
      case 1: command = .right
      case 2: command = .up
      case 3: command = .down
      case 4: command = .startOfWeek
      case 5: command = .endOfWeek
      case 6: command = .previousMonth
      case 7: command = .nextMonth
      case 8: command = .previousYear
      case 9: command = .nextYear
      case 10: command = .today
      case 11: command = .goToDay(lower.adding(days: Int.random(in: -400...900, using: &random)))
      case 12:
        let month = context.month(
          containing: lower.adding(days: Int.random(in: -100...600, using: &random)))
        command = .goToMonth(month)
      case 13: command = .goToYear(context.components(of: upper).year)
      case 14: command = .previousDay
      default: command = .nextDay
      }
      let before = focus.focusedDay
      let events = focus.handle(command)
      let step = "step \(index) \(command)"
      check(step)
      switch events.first {
      case .some(.moved(let from, let to)):
        #expect(from == before && to == focus.focusedDay && from != to, "\(note) \(step)")
      case .some(.blocked), .none:
        #expect(focus.focusedDay == before, "\(note) \(step)")
      case .some(.monthChanged):
        Issue.record("month change before the move: \(note) \(step)")
      }
    }
  }
}

@Suite("Focus model: the ends of the supported days")
struct FocusModelExtremeTests {
  static let systems: [CalendarSystem] = [
    .gregorian, .iso8601, .japanese, .hebrew, .persian, .islamicCivil, .chinese, .coptic,
  ]

  @Test(arguments: systems)
  func everyCommandAtBothEnds(system: CalendarSystem) {
    let commands: [FocusCommand] = [
      .left, .right, .up, .down, .startOfWeek, .endOfWeek, .previousMonth, .nextMonth,
      .previousYear, .nextYear,
    ]
    for start in [Day.earliest, Day.latest] {
      for command in commands {
        var focus = FocusModel(
          context: context(system), today: start, visibleMonthCount: 2, paging: .byWindow)
        let events = focus.handle(command)
        #expect(focus.bounds.contains(focus.focusedDay), "\(system) \(start) \(command)")
        #expect(focus.isVisible(focus.focusedDay), "\(system) \(start) \(command)")
        if case .some(.moved(let from, let to)) = events.first {
          #expect(from == start && to == focus.focusedDay, "\(system) \(start) \(command)")
        } else {
          #expect(focus.focusedDay == start, "\(system) \(start) \(command)")
        }
      }
    }
  }
}

@Suite("Focus model: intended day of the month")
struct FocusModelIntendedDayTests {
  // Month and year moves alone: the day of the month is always the starting one, clamped to
  // the month's length (checked with GregorianMath, not with the calendar context).
  @Test(arguments: 1...40)
  func monthAndYearMovesKeepTheStartingDay(seed: Int) {
    var random = SeededGenerator(state: UInt64(seed) &* 7_919)
    let start = day("1900-01-01").adding(days: Int.random(in: 0...70_000, using: &random))
    let wanted = start.gregorian.day
    var focus = FocusModel(context: context(.gregorian, "en_US"), today: start)
    let commands: [(FocusCommand, Int)] = [
      (.previousMonth, -1), (.nextMonth, 1), (.previousYear, -12), (.nextYear, 12),
    ]
    var months = start.gregorian.year * 12 + start.gregorian.month
    for index in 0..<60 {
      let (command, delta) = commands[Int.random(in: 0..<4, using: &random)]
      _ = focus.handle(command)
      months += delta
      let (year, month, dayOfMonth) = focus.focusedDay.gregorian
      let expected = min(wanted, GregorianMath.daysInMonth(year: year, month: month))
      let note = "seed \(seed), step \(index) \(command), from \(start)"
      #expect(dayOfMonth == expected, "\(note)")
      #expect(year * 12 + month == months, "\(note)")
    }
  }
}
