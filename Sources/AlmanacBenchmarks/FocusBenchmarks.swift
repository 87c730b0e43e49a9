import Almanac
import Foundation

/// Benchmarks of the focus group: focus commands and accessible text.
func focusBenchmarks() {
  let start = Day("2026-03-02") ?? .earliest
  let gregorian = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
  let hebrew = CalendarContext(
    system: .hebrew, locale: Locale(identifier: "he_IL"), timeZone: .gmt)
  let commands: [FocusCommand] = [
    .right, .down, .left, .up, .nextMonth, .previousMonth, .endOfWeek, .startOfWeek,
  ]
  func perCommand(_ name: String, _ model: FocusModel, count: Int) {
    var model = model
    let seconds = medianSeconds {
      for index in 0..<count { blackHole(model.handle(commands[index % commands.count])) }
    }
    report(name, seconds / Double(count) * 1e9, "ns/command")
  }
  perCommand("focus-gregorian", FocusModel(context: gregorian, today: start), count: 100_000)
  perCommand("focus-hebrew", FocusModel(context: hebrew, today: start), count: 10_000)
  perCommand(
    "focus-skip-weekends",
    FocusModel(
      context: gregorian, today: start, policy: .skipUnavailable,
      availability: AvailabilityPredicate { $0.weekday != 1 && $0.weekday != 7 }),
    count: 100_000)
  var blocked = FocusModel(
    context: gregorian, today: start, policy: .skipUnavailable,
    availability: AvailabilityPredicate { _ in false })
  report(
    "focus-nothing-available",
    medianSeconds { for _ in 0..<1_000 { blackHole(blocked.handle(.right)) } } / 1_000 * 1e6,
    "µs/command")
  let cached = medianSeconds {
    for index in 0..<10_000 {
      blackHole(gregorian.text(for: start.adding(days: index), style: .full))
    }
  }
  report("date-text-cached", cached / 10_000 * 1e6, "µs/day")
  // Peer: what a front end does without the cache, a new DateFormatter per label.
  let fresh = medianSeconds {
    for index in 0..<1_000 {
      let formatter = DateFormatter()
      formatter.calendar = gregorian.foundationCalendar
      formatter.locale = gregorian.locale
      formatter.timeZone = gregorian.foundationCalendar.timeZone
      formatter.dateStyle = .full
      let noon = start.adding(days: index).noonUTC
      blackHole(formatter.string(from: noon))
    }
  }
  report("date-text-new-formatter-each", fresh / 1_000 * 1e6, "µs/day")
  report("date-text-cache-speedup", (fresh / 1_000) / (cached / 10_000), "x")
  let renderer = DayLabelRenderer(locale: gregorian.locale)
  let labels = medianSeconds {
    for index in 0..<10_000 {
      let parts = DayLabelParts(
        day: start.adding(days: index), context: gregorian, today: start, role: .middle)
      blackHole(renderer.spokenText(for: parts))
    }
  }
  report("spoken-label", labels / 10_000 * 1e6, "µs/day")
}
