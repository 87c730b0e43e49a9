import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Availability")
struct AvailabilityTests {
  @Test("days outside the bounds are unavailable with a reason")
  func bounds() {
    let availability = Availability(firstDay: march(5), lastDay: march(20))
    #expect(availability.unavailableReason(for: march(4)) == UnavailableReason(.beforeFirstDay))
    #expect(availability.isAvailable(march(5)))
    #expect(availability.isAvailable(march(20)))
    #expect(availability.unavailableReason(for: march(21)) == UnavailableReason(.afterLastDay))
    #expect(availability.bounds == march(5)...march(20))
  }

  struct WeekendCase: Sendable, CustomTestStringConvertible {
    var locale: String
    /// The CLDR weekend of the locale's region (supplemental weekData), Sunday = 1.
    var weekend: Set<Int>
    var testDescription: String { locale }
  }

  static let weekends: [WeekendCase] = [
    .init(locale: "en_US", weekend: [1, 7]), .init(locale: "en_GB", weekend: [1, 7]),
    .init(locale: "fr_FR", weekend: [1, 7]), .init(locale: "ar_SA", weekend: [6, 7]),
    .init(locale: "he_IL", weekend: [6, 7]), .init(locale: "fa_IR", weekend: [6]),
    .init(locale: "en_IN", weekend: [1]),
  ]

  @Test("weekdays only and weekends only follow the locale's weekend", arguments: weekends)
  func localeWeekend(_ weekendCase: WeekendCase) {
    let calendar = context(nil, weekendCase.locale)
    let weekdaysOnly = Availability().weekdaysOnly(in: calendar, label: "Closed")
    let weekendsOnly = Availability().weekendsOnly(in: calendar)
    // 2026-03-01 is a Sunday: march(n) has weekday n for n in 1...7.
    for n in 1...7 {
      let isWeekend = weekendCase.weekend.contains(n)
      #expect(weekdaysOnly.isAvailable(march(n)) == !isWeekend, "weekday \(n)")
      #expect(weekendsOnly.isAvailable(march(n)) == isWeekend, "weekday \(n)")
      if isWeekend {
        #expect(weekdaysOnly.unavailableReason(for: march(n))?.description == "Closed")
      }
    }
  }

  @Test("rules compose: given weekdays, explicit days and ranges, and a predicate")
  func composition() {
    let availability = Availability(firstDay: march(1), lastDay: april(30))
      .only([2, 3, 4, 5, 6, 7])  // no Sundays
      .disabling([march(10), march(12)], label: "Sold out")
      .disabling(ranges: [march(20)...march(25)], label: "Maintenance")
      .filtered(label: "Odd days only") { $0.gregorian.day % 2 == 1 }
    #expect(availability.unavailableReason(for: march(8))?.kind == .excludedWeekday)  // Sunday
    #expect(availability.unavailableReason(for: march(10))?.description == "Sold out")
    #expect(availability.unavailableReason(for: march(21))?.description == "Maintenance")
    #expect(availability.unavailableReason(for: march(4))?.description == "Odd days only")
    #expect(availability.isAvailable(march(3)))
    #expect(availability.isAvailable(march(11)))
    #expect(availability.firstUnavailable(in: march(3)...march(3)) == nil)
    #expect(availability.firstUnavailable(in: march(3)...march(9)) == march(4))
    #expect(availability.firstAvailable(onOrAfter: march(20), through: april(30)) == march(27))
    #expect(availability.lastAvailable(onOrBefore: march(25), through: march(1)) == march(19))
    // Excluding weekdays is the complement of keeping them.
    let noMondays = Availability().excluding([2])
    #expect(!noMondays.isAvailable(march(2)))
    #expect(noMondays.isAvailable(march(3)))
  }

  @Test("first unavailable day agrees with a day-by-day scan", arguments: [11, 12, 13])
  func firstUnavailableAgreesWithScan(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let base = march(1)
    let disabled = (0..<30).map { _ in base.adding(days: Int.random(in: 0..<365, using: &generator))
    }
    let availability = Availability(
      firstDay: base.adding(days: 10), lastDay: base.adding(days: 300)
    )
    .excluding([Int.random(in: 1...7, using: &generator)])
    .disabling(disabled)
    .filtered { $0.serial % 17 != 0 }
    for _ in 0..<200 {
      let low = base.adding(days: Int.random(in: -5..<360, using: &generator))
      let high = low.adding(days: Int.random(in: 0..<20, using: &generator))
      let expected = (low...high).first { !availability.isAvailable($0) }
      #expect(
        availability.firstUnavailable(in: low...high) == expected, "seed \(seed) \(low)…\(high)")
    }
  }

  @Test("10,000 disabled days are stored as ranges, not per-day entries of the bounds")
  func manyDisabledDays() {
    let first = march(1)
    let days = (0..<10_000).map { first.adding(days: $0 * 3) }
    let availability = Availability(firstDay: first, lastDay: first.adding(days: 3652 * 10))
      .disabling(days)
    #expect(!availability.isAvailable(first.adding(days: 29_997)))
    #expect(availability.isAvailable(first.adding(days: 29_998)))
    #expect(availability.isAvailable(first.adding(days: 30_000)))
  }
}
