import Almanac
import Foundation
import Testing

@testable import AlmanacICS

/// A month cursor far ahead jumps to a year near its target instead of building every year on
/// the way; the jump must land where walking year by year lands.
@Suite struct ScaleMonthJumpTests {
  static let systems: [CalendarSystem] = [
    .chinese, .dangi, .hebrew, .islamicCivil, .islamicUmmAlQura, .persian, .coptic,
    .ethiopicAmeteMihret, .indian,
  ]

  @Test("a jump skips exactly the months a walk counts", arguments: systems)
  func jumpAgreesWithTheWalk(system: CalendarSystem) throws {
    let calendar = ScaleCalendar(system: system)
    let start = try #require(
      calendar.year(containing: GregorianMath.serial(year: 2026, month: 6, day: 1)))
    for months in [49, 60, 100, 250, 613, 1_000] {
      let (found, skipped) = try #require(calendar.year(before: months, monthsAfter: start))
      #expect(skipped <= months, "\(system) \(months)")
      #expect(months - skipped <= 40, "\(system) \(months): landed \(months - skipped) short")
      // Walk from the start to the found year, counting months.
      var walked = 0
      var year = start
      while year.first < found.first {
        walked += year.months.count
        year = try #require(calendar.year(after: year))
      }
      #expect(year.first == found.first, "\(system) \(months): the jump found no year start")
      #expect(walked == skipped, "\(system) \(months): walked \(walked), jump said \(skipped)")
    }
  }

  @Test(
    "a monthly rule with a huge INTERVAL ends at once", arguments: ["CHINESE", "DANGI", "HEBREW"])
  func hugeIntervals(scale: String) throws {
    let rule = try RecurrenceRule(parsing: "RSCALE=\(scale);FREQ=MONTHLY;INTERVAL=1000000")
    let set = try RecurrenceSet(start: try ICSDateTime(parsing: "20260101T090000"), rules: [rule])
    // The start only: the next instance is past year 9999. Without the jump this builds every
    // year of the calendar up to the end of the supported days (seconds of CPU).
    #expect(set.prefix(3).map { set.text($0) } == ["20260101T090000"])
  }

  @Test("large intervals give the instances a walk gives", arguments: [49, 100, 235])
  func largeIntervalsMatchSmallSteps(interval: Int) throws {
    // INTERVAL=k from a start is every k-th instance of INTERVAL=1 from the same start.
    // Days that every month of the calendar has (the Coptic and Ethiopic thirteenth month has
    // five or six days: 10 March 2026 is the first of a month in both).
    let starts = [
      "CHINESE": "20260301T090000", "HEBREW": "20260301T090000", "PERSIAN": "20260301T090000",
      "COPTIC": "20260310T090000", "ETHIOPIC": "20260310T090000",
    ]
    for (scale, text) in starts.sorted(by: { $0.key < $1.key }) {
      let start = try ICSDateTime(parsing: text)
      let every = try RecurrenceSet(
        start: start,
        rules: [try RecurrenceRule(parsing: "RSCALE=\(scale);FREQ=MONTHLY;COUNT=\(4 * interval)")])
      let sparse = try RecurrenceSet(
        start: start,
        rules: [
          try RecurrenceRule(parsing: "RSCALE=\(scale);FREQ=MONTHLY;INTERVAL=\(interval);COUNT=4")
        ])
      let expected = Array(every.map { every.text($0) }).enumerated()
        .filter { $0.offset % interval == 0 }.map(\.element)
      #expect(sparse.map { sparse.text($0) } == expected, "\(scale) INTERVAL=\(interval)")
    }
  }
}
