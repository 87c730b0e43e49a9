import Almanac
import AlmanacTestSupport
import AlmanacUISupport
import Foundation

/// Paged views over long ranges: `MonthPages` (a checkpoint per 16 months, pages computed on
/// demand) beside the array of every month (`months(from:through:)`), which the faces built
/// before. Prints, for a century and for a millennium, in Gregorian and Hebrew: the time to set
/// the pages up, the bytes each holds, and the time to read one page by index.
func pagesBenchmarks() {
  let cases: [(String, CalendarSystem, Int)] = [
    ("gregorian100y", .gregorian, 100), ("gregorian1000y", .gregorian, 1000),
    ("hebrew100y", .hebrew, 100), ("hebrew1000y", .hebrew, 1000),
  ]
  for (name, system, years) in cases {
    let context = CalendarContext(
      system: system, locale: Locale(identifier: "en_US"), timeZone: .gmt)
    guard let first = Day("1900-01-01") else { return }
    let last = first.adding(days: Int(Double(years) * 365.2425) - 1)
    var pages = MonthPages(range: first...last, in: context)
    var months: [CalendarMonth] = []
    let pagesTime = medianSeconds(runs: 5) { pages = MonthPages(range: first...last, in: context) }
    let arrayTime = medianSeconds(runs: 5) {
      months = context.months(from: first, through: last)
    }
    let checkpoints = (pages.count + 15) / 16
    let pagesBytes = checkpoints * MemoryLayout<Day>.stride
    let arrayBytes = months.count * MemoryLayout<CalendarMonth>.stride
    report("pages.\(name).count", Double(pages.count), "months")
    report("pages.\(name).setup.monthPages", pagesTime * 1e3, "ms")
    report("pages.\(name).setup.monthArray", arrayTime * 1e3, "ms")
    report("pages.\(name).bytes.monthPages", Double(pagesBytes), "bytes")
    report("pages.\(name).bytes.monthArray", Double(arrayBytes), "bytes")
    report("pages.\(name).bytes.ratio", Double(arrayBytes) / Double(max(1, pagesBytes)), "x")
    var generator = SeededGenerator(seed: 11)
    let indices = (0..<1000).map { _ in Int.random(in: 0..<pages.count, using: &generator) }
    let readTime = medianSeconds(runs: 5) {
      for index in indices { blackHole(pages[index]) }
    }
    report("pages.\(name).subscript", readTime / Double(indices.count) * 1e6, "µs/page")
  }
}
