import Almanac
import Foundation

/// Benchmarks of the layout group: 1,200 consecutive month layouts (2000-01 onwards) per
/// calendar, reported per day cell, and Python's `calendar` module on the same Gregorian
/// months for comparison.
func layoutBenchmarks() {
  let utc = TimeZone(secondsFromGMT: 0) ?? .gmt
  guard let start = Day("2000-01-01") else { return }
  var gregorianNanoseconds = 0.0
  for (name, system, locale) in [
    ("gregorian", CalendarSystem.gregorian, "en_US"), ("persian", .persian, "fa_IR"),
    ("hebrew", .hebrew, "he_IL"), ("chinese", .chinese, "zh_CN"),
    ("islamic-umalqura", .islamicUmmAlQura, "ar_SA"),
  ] {
    let context = CalendarContext(system: system, locale: Locale(identifier: locale), timeZone: utc)
    // First runs in this process: finding the months (month spans not yet cached), then laying
    // them out (neighbour months and year starts not yet cached).
    let navigationStart = DispatchTime.now().uptimeNanoseconds
    let months = consecutiveMonths(context, from: start, count: 1_200)
    let navigationCold = Double(DispatchTime.now().uptimeNanoseconds - navigationStart)
    let layoutStart = DispatchTime.now().uptimeNanoseconds
    var cells = 0
    for month in months {
      let layout = MonthLayout(month: month, context: context)
      cells += layout.weeks.count * 7
      blackHole(layout)
    }
    let layoutCold = Double(DispatchTime.now().uptimeNanoseconds - layoutStart)
    report("layout.\(name).firstRun", layoutCold / Double(cells), "ns/cell")
    report("layout.\(name).navigationFirstRun", navigationCold / Double(cells), "ns/cell")

    let seconds = medianSeconds {
      for month in months { blackHole(MonthLayout(month: month, context: context)) }
    }
    let perCell = seconds * 1e9 / Double(cells)
    if system == .gregorian { gregorianNanoseconds = perCell }
    report("layout.\(name)", perCell, "ns/cell")

    let navigating = medianSeconds {
      for month in consecutiveMonths(context, from: start, count: 1_200) {
        blackHole(MonthLayout(month: month, context: context))
      }
    }
    report("layout.\(name).withNavigation", navigating * 1e9 / Double(cells), "ns/cell")
  }

  reformLayoutBenchmarks(utc: utc)

  let context = CalendarContext(
    system: .gregorian, locale: Locale(identifier: "en_US"),
    timeZone: TimeZone(identifier: "Pacific/Apia") ?? utc)
  let months = consecutiveMonths(context, from: start, count: 1_200)
  let apia = medianSeconds {
    for month in months { blackHole(MonthLayout(month: month, context: context)) }
  }
  let cells = months.reduce(0) { $0 + MonthLayout(month: $1, context: context).weeks.count * 7 }
  report("layout.gregorian.apia", apia * 1e9 / Double(cells), "ns/cell")

  let titles = medianSeconds {
    for month in months.prefix(120) { blackHole(context.monthTitle(month)) }
  }
  report("layout.monthTitle", titles * 1e9 / 120, "ns/title")

  if let python = pythonCalendarNanosecondsPerCell() {
    report("layout.python-calendar", python, "ns/cell")
    if gregorianNanoseconds > 0 {
      report("layout.python-calendar/almanac", python / gregorianNanoseconds, "x")
    }
  }
}

/// `count` consecutive months of `context`'s calendar starting with the one containing `day`.
private func consecutiveMonths(_ context: CalendarContext, from day: Day, count: Int)
  -> [CalendarMonth]
{
  var months = [context.month(containing: day)]
  while months.count < count, let last = months.last, let next = context.month(after: last) {
    months.append(next)
  }
  return months
}

/// Python's `calendar.Calendar(6).monthdatescalendar` on the same 1,200 Gregorian months
/// (median of 7 runs), in ns per cell, or `nil` without python3.
private func pythonCalendarNanosecondsPerCell() -> Double? {
  let script = """
    import calendar, time
    cal = calendar.Calendar(6)
    months = [(2000 + i // 12, i % 12 + 1) for i in range(1200)]
    def run():
        cells = 0
        for (y, m) in months:
            for week in cal.monthdatescalendar(y, m):
                cells += len(week)
        return cells
    cells = run()
    times = []
    for _ in range(7):
        t = time.perf_counter(); run(); times.append(time.perf_counter() - t)
    times.sort()
    print(times[3] * 1e9 / cells)
    """
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", script]
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  do {
    try process.run()
  } catch {
    return nil
  }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  return Double(
    String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
}

/// The Gregorian calendar under reform dates: 1,200 months with navigation from 1700-01 (across
/// the British reform of 1752) and from 1000-01 (Julian months), per day cell.
private func reformLayoutBenchmarks(utc: TimeZone) {
  for (name, reform, startText) in [
    ("british1700", GregorianReform.british, "1700-01-01"),
    ("catholic1700", .catholic, "1700-01-01"), ("julian1700", .julian, "1700-01-01"),
    ("catholic1000", .catholic, "1000-01-06"), ("proleptic1000", .proleptic, "1000-01-01"),
  ] {
    guard let start = Day(startText) else { continue }
    let context = CalendarContext(
      system: .gregorian, locale: Locale(identifier: "en_US"), timeZone: utc, reform: reform)
    let months = consecutiveMonths(context, from: start, count: 1_200)
    let cells = months.reduce(0) { $0 + MonthLayout(month: $1, context: context).weeks.count * 7 }
    let seconds = medianSeconds {
      for month in consecutiveMonths(context, from: start, count: 1_200) {
        blackHole(MonthLayout(month: month, context: context))
      }
    }
    report("layout.reform.\(name).withNavigation", seconds * 1e9 / Double(cells), "ns/cell")
  }
}
