import Almanac
import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Month layout properties")
struct MonthLayoutPropertyTests {
  /// Random months of random calendars anywhere in years 1...9999, with random week rules,
  /// options and zones (some with skipped days): the layout never traps and keeps its
  /// invariants.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func randomLayoutsKeepTheirInvariants(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let zones = ["UTC", "Pacific/Apia", "Pacific/Kwajalein", "America/Sao_Paulo", "Asia/Tehran"]
    for round in 0..<150 {
      let system = try #require(CalendarSystem.allCases.randomElement(using: &random))
      // Mostly modern days, sometimes the ends of the supported range.
      let serial =
        round % 4 == 0
        ? Int.random(in: Day.earliest.serial...Day.latest.serial, using: &random)
        : Int.random(in: day("1800-01-01").serial...day("2200-01-01").serial, using: &random)
      let ctx = CalendarContext(
        system: system, locale: Locale(identifier: "en_US"),
        timeZone: TimeZone(identifier: zones.randomElement(using: &random) ?? "UTC") ?? .gmt,
        firstWeekday: Int.random(in: 1...7, using: &random),
        minimumDaysInFirstWeek: Int.random(in: 1...7, using: &random),
        isProleptic: Bool.random(using: &random))
      let options = MonthLayoutOptions(
        rows: Bool.random(using: &random) ? .variable : .fixedSix,
        adjacentDays: Bool.random(using: &random) ? .shown : .blank,
        skippedDays: Bool.random(using: &random) ? .omitted : .flagged,
        today: Day(unchecked: serial))
      let label =
        "seed \(seed) round \(round): \(system.rawValue) \(Day(unchecked: serial)) \(ctx.timeZone.identifier)"
      try Self.check(Day(unchecked: serial), ctx, options, label)
    }
  }

  /// The months holding the first and last supported days, in every calendar and mode.
  @Test(arguments: CalendarSystem.allCases)
  func rangeEnds(system: CalendarSystem) throws {
    for isProleptic in [false, true] {
      let ctx = CalendarContext(
        system: system, locale: Locale(identifier: "en_US"), timeZone: .gmt,
        isProleptic: isProleptic)
      for edge in [Day.earliest, Day.earliest.adding(days: 40), Day.latest] {
        for rows in [RowPolicy.variable, .fixedSix] {
          let options = MonthLayoutOptions(rows: rows, today: edge)
          try Self.check(edge, ctx, options, "\(system.rawValue) \(edge) proleptic \(isProleptic)")
        }
      }
    }
  }

  /// Lays out the month of `today` and checks what must hold for every layout.
  static func check(
    _ today: Day, _ ctx: CalendarContext, _ options: MonthLayoutOptions, _ label: String
  ) throws {
    let month = ctx.month(containing: today)
    let layout = MonthLayout(month: month, context: ctx, options: options)
    let cells = layout.weeks.flatMap(\.cells)
    #expect(layout.weeks.allSatisfy { $0.cells.count == 7 }, "\(label)")
    #expect((1...6).contains(layout.weeks.count) || options.rows == .fixedSix, "\(label)")
    #expect(layout.weeks.allSatisfy { (1...56).contains($0.number) }, "\(label)")
    let inMonth = cells.filter(\.isInMonth)
    let skipped = ctx.skippedDays(in: month.days)
    let isTodayOmitted = options.skippedDays == .omitted && skipped.contains(today)
    #expect(cells.filter(\.isToday).map(\.day) == (isTodayOmitted ? [] : [today]), "\(label)")
    let supported = month.days.filter { $0.isSupported }
    let expectedDays =
      options.skippedDays == .omitted ? supported.filter { !skipped.contains($0) } : supported
    #expect(inMonth.compactMap(\.day) == expectedDays, "\(label)")
    for cell in inMonth.prefix(3) + inMonth.suffix(2) {
      let cellDay = try #require(cell.day)
      #expect(cell.dayOfMonth == ctx.components(of: cellDay).day, "\(label) \(cellDay)")
    }
    #expect(cells.allSatisfy { ($0.day == nil) == ($0.dayOfMonth == 0) }, "\(label)")
    #expect(cells.compactMap(\.day).allSatisfy { $0.isSupported }, "\(label)")
  }
}
