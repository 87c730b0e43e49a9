import Almanac
import AlmanacTestSupport
import Foundation

/// Benchmarks of the selection group: render facts per day and tap handling.
func selectionBenchmarks() {
  for system in [CalendarSystem.gregorian, .hebrew] {
    renderFactsBenchmark(system: system)
  }
  foundationBaseline()
  tapBenchmark()
}

/// Render facts for every day of 1,200 months, with a ten-year range selected and 10,000
/// disabled days, in ns per day.
private func renderFactsBenchmark(system: CalendarSystem) {
  let context = CalendarContext(
    system: system, locale: Locale(identifier: "en_US"), timeZone: .gmt)
  guard let first = Day("2000-01-01"), let rangeStart = Day("2030-03-05") else { return }
  var months: [CalendarMonth] = [context.month(containing: first)]
  while months.count < 1_200, let last = months.last, let next = context.month(after: last) {
    months.append(next)
  }
  guard let lastMonth = months.last else { return }
  let span = first.days(to: lastMonth.lastDay)
  var generator = SeededGenerator(seed: 2026)
  let disabled = (0..<10_000).map { _ in first.adding(days: Int(generator.next() % UInt64(span))) }
  let availability = Availability(firstDay: first, lastDay: lastMonth.lastDay)
    .disabling(disabled, label: "Sold out")
    .withRangeRules(RangeRules(crossing: .allowed))
  var selection = DaySelection(mode: .range(.forward), availability: availability)
  let rangeEnd = rangeStart.adding(days: 3_652)
  let clearStart =
    availability.firstAvailable(onOrAfter: rangeStart, through: rangeEnd) ?? rangeStart
  let clearEnd = availability.lastAvailable(onOrBefore: rangeEnd, through: clearStart) ?? rangeEnd
  selection.selectRange(clearStart...clearEnd)
  let dayCount = months.reduce(0) { $0 + $1.dayCount }
  let today = rangeStart.adding(days: 100)
  var selected = 0
  let seconds = medianSeconds {
    let renderer = SelectionRenderer(selection: selection, context: context, today: today)
    var count = 0
    for month in months {
      for day in month.days {
        let facts = renderer.facts(for: day, displayedMonth: month)
        if facts.isSelected { count &+= 1 }
      }
    }
    selected = count
  }
  blackHole(selected)
  report("selection.renderFacts.\(system.rawValue)", seconds * 1e9 / Double(dayCount), "ns/day")
}

/// The same facts the way Date-based calendar views compute them per cell: Foundation
/// weekend and same-day tests, a `Set<Date>` of disabled start-of-days, `Date` comparisons.
private func foundationBaseline() {
  var calendar = Calendar(identifier: .gregorian)
  calendar.locale = Locale(identifier: "en_US")
  calendar.timeZone = .gmt
  let first = calendar.startOfDay(for: Date(timeIntervalSince1970: 946_684_800))  // 2000-01-01
  let dayCount = 36_525  // 1,200 months
  var generator = SeededGenerator(seed: 2026)
  var disabled: Set<Date> = []
  for _ in 0..<10_000 {
    let offset = Double(generator.next() % UInt64(dayCount))
    disabled.insert(first.addingTimeInterval(offset * 86_400))
  }
  let rangeStart = first.addingTimeInterval(11_021 * 86_400)
  let rangeEnd = rangeStart.addingTimeInterval(3_652 * 86_400)
  let today = rangeStart.addingTimeInterval(100 * 86_400)
  var selected = 0
  let seconds = medianSeconds(runs: 3) {
    var count = 0
    for offset in 0..<dayCount {
      let date = first.addingTimeInterval(Double(offset) * 86_400)
      let isWeekend = calendar.isDateInWeekend(date)
      let isDisabled = disabled.contains(calendar.startOfDay(for: date))
      let isToday = calendar.isDate(date, inSameDayAs: today)
      let inRange = date >= rangeStart && date <= rangeEnd
      if inRange && !isDisabled { count &+= 1 }
      if isWeekend && isToday { count &+= 1 }
    }
    selected = count
  }
  blackHole(selected)
  report("selection.renderFacts.foundationPeer", seconds * 1e9 / Double(dayCount), "ns/day")
}

/// Taps alternating between start and end of a stay under range rules, in ns per tap.
private func tapBenchmark() {
  guard let first = Day("2026-01-01") else { return }
  let disabled = (0..<10_000).map { first.adding(days: $0 * 3 + 1) }
  let availability = Availability(firstDay: first, lastDay: first.adding(days: 40_000))
    .disabling(disabled)
    .withRangeRules(RangeRules(minimumNights: 1, maximumNights: 30, crossing: .checkOutDayOnly))
  let taps = (0..<10_000).map { first.adding(days: ($0 * 7) % 30_000) }
  var events = 0
  let seconds = medianSeconds {
    var selection = DaySelection(mode: .range(.forward), availability: availability)
    for day in taps { events &+= selection.tap(day).count }
  }
  blackHole(events)
  report("selection.tap.forward", seconds * 1e9 / Double(taps.count), "ns/tap")
}
