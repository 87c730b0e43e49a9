import Almanac
import AlmanacTerminal
import Foundation

/// The selection type the month text takes (one line to change when comparing with a build
/// from before the renderer drew the engine's pages, which took `DayRanges`).
typealias MonthTextSelection = DayRangeSet

/// Benchmarks of the month text (`almanac`, `almanac 2026`, `-3 --events`, a century): the
/// time of one render from months to text, plain and coloured.
///
/// `ALMANAC_MONTHTEXT_CASE=NAME` runs only that case, and `ALMANAC_BENCH_QUICK=N` runs each
/// case N times without timing, for instruction counts under callgrind (the difference of two
/// counts is the warm cost of the extra renders; `scripts/bench/month-text.sh`).
func monthTextBenchmarks() {
  let environment = ProcessInfo.processInfo.environment
  let only = environment["ALMANAC_MONTHTEXT_CASE"]
  let quickRepeats = environment["ALMANAC_BENCH_QUICK"].flatMap { Int($0) }.map {
    min(max($0, 1), 1000)
  }
  let english = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
  let persian = CalendarContext(
    system: .persian, locale: Locale(identifier: "fa_IR"), timeZone: .gmt)
  guard let today = Day("2026-11-29"), let start = Day("2026-11-03"),
    let end = Day("2026-11-12"), let single = Day("2026-11-20")
  else { return }
  let selection = MonthTextSelection(ranges: [start...end, single...single])
  let november = english.month(containing: today)
  let year = months(from: english.month(containing: Day("2026-01-01") ?? today), 12, english)
  let three = months(from: english.month(before: november) ?? november, 3, english)
  let century = months(from: english.month(containing: Day("1950-01-01") ?? today), 1200, english)
  let persianYear = months(from: persian.month(containing: today), 12, persian)
  let eventDays = Set(stride(from: 0, to: 90, by: 3).map { today.adding(days: $0 - 45).serial })
  let eventCount: @Sendable (Day) -> Int = { eventDays.contains($0.serial) ? 2 : 0 }
  let plain = MonthTextStyle(colorLevel: .none)
  let colored = MonthTextStyle(colorLevel: .palette256, showsWeekNumbers: true)
  let cases: [(name: String, iterations: Int, run: () -> String)] = [
    (
      "month.plain", 200,
      {
        MonthTextRenderer(context: english, style: plain).render(
          months: [november], today: nil)
      }
    ),
    (
      "year.color", 50,
      {
        MonthTextRenderer(context: english, style: colored).render(
          months: year, today: today, selection: selection, yearTitle: "2026")
      }
    ),
    (
      "threeMonths.events", 100,
      {
        MonthTextRenderer(context: english, style: plain).render(
          months: three, today: nil, eventCount: eventCount)
      }
    ),
    (
      "persianYear.plain", 50,
      {
        MonthTextRenderer(context: persian, style: plain).render(
          months: persianYear, today: nil, yearTitle: "۱۴۰۵")
      }
    ),
    (
      "century.plain", 2,
      {
        MonthTextRenderer(context: english, style: plain).render(
          months: century, today: nil, columns: 3)
      }
    ),
  ]
  for item in cases where only == nil || only == item.name {
    if let quickRepeats {
      var bytes = 0
      for _ in 0..<quickRepeats { bytes = item.run().utf8.count }
      report("monthText.\(item.name).bytes", Double(bytes), "bytes")
      continue
    }
    let seconds = medianSeconds(runs: 9) {
      for _ in 0..<item.iterations { blackHole(item.run()) }
    }
    report("monthText.\(item.name)", seconds / Double(item.iterations) * 1e6, "µs")
  }
}

/// `count` months from `first`.
private func months(from first: CalendarMonth, _ count: Int, _ context: CalendarContext)
  -> [CalendarMonth]
{
  var months = [first]
  while months.count < count, let next = context.month(after: months[months.count - 1]) {
    months.append(next)
  }
  return months
}
