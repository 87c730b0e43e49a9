import Almanac
import AlmanacHTML
import AlmanacTestSupport
import Foundation

/// Benchmarks of the web face: a range picker page of three months with 10,000 disabled days
/// and 1,000 events (the fragment with every day's key targets, labels, dots and the event
/// lists), against the same markup written by a naive Foundation loop (Calendar steps,
/// DateFormatter labels, linear scans of the disabled days and events), in the same run.
func htmlBenchmarks() {
  let utc = TimeZone(secondsFromGMT: 0) ?? .gmt
  let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: utc)
  guard let first = Day("2026-03-01"), let today = Day("2026-03-18"),
    let base = Day("2000-01-01"), let arrival = Day("2026-03-05"),
    let departure = Day("2026-03-09")
  else { return }
  var generator = SeededGenerator(state: 16_016)
  // 10,000 distinct disabled days between 2000 and 2060; 1,000 events in the months shown.
  var disabledSet: Set<Day> = []
  while disabledSet.count < 10_000 { disabledSet.insert(base.adding(days: generator.next(22_000))) }
  let disabled = disabledSet.sorted()
  let monthStart = context.startDate(of: first)
  var events: [CalendarEvent] = []
  for index in 0..<1_000 {
    let start = monthStart.addingTimeInterval(Double(generator.next(92 * 24)) * 3_600)
    let hours = Double(1 + generator.next(30))
    events.append(
      CalendarEvent(
        id: "e\(index)", title: "Event \(index)", startDate: start,
        endDate: start.addingTimeInterval(hours * 3_600)))
  }
  let availability = Availability(firstDay: base, lastDay: Day("2060-12-31"))
    .disabling(disabled, label: "Booked")
  var picker = HTMLPicker(
    name: "stay", mode: .range(.forward), context: context, today: today,
    availability: availability, monthCount: 3, events: events)
  picker.allowsDeselection = true
  let state = HTMLPickerState(
    ranges: [arrival...departure], firstMonthDay: first, focusedDay: today)
  var bytes = 0
  let engine = medianSeconds {
    let html = picker.fragment(for: state)
    bytes = html.utf8.count
    blackHole(html)
  }
  report("html.fragment3Months", engine * 1e3, "ms")
  report("html.fragment3Months.size", Double(bytes) / 1_024, "KiB")
  var naiveBytes = 0
  let naive = medianSeconds {
    let html = NaiveHTML.fragment(
      first: monthStart, months: 3, disabled: disabled.map(context.startDate(of:)),
      events: events,
      selection: (
        context.startDate(of: arrival),
        context.startDate(of: departure)
      ), today: context.startDate(of: today))
    naiveBytes = html.utf8.count
    blackHole(html)
  }
  report("html.naiveFoundation3Months", naive * 1e3, "ms")
  report("html.naiveFoundation3Months.size", Double(naiveBytes) / 1_024, "KiB")
  report("html.naiveOverEngine", naive / engine, "x")
  let hashed = medianSeconds {
    blackHole(
      NaiveHTML.fragment(
        first: monthStart, months: 3, disabled: disabled.map(context.startDate(of:)),
        events: events,
        selection: (
          context.startDate(of: arrival), context.startDate(of: departure)
        ), today: context.startDate(of: today), hashesDisabledDays: true))
  }
  report("html.naiveFoundationHashed3Months", hashed * 1e3, "ms")
  report("html.naiveHashedOverEngine", hashed / engine, "x")
  let query = FormQuery.encode(picker.queryItems(for: state)) + "&stay.pick=2026-03-20"
  let parse = medianSeconds(runs: 21) {
    for _ in 0..<100 { blackHole(try? picker.state(fromQuery: query)) }
  }
  report("html.queryToState", parse * 1e6 / 100, "µs")
  report("html.script.size", Double(HTMLPicker.script.utf8.count), "bytes")
  report("html.styleSheet.size", Double(HTMLPicker.styleSheet.utf8.count), "bytes")
}

/// Whole pages of a stay picker as `almanac html` writes them (style sheet and script inline),
/// of 2 and 12 months in the Gregorian, Hebrew and Persian calendars: the time to write one
/// and its size. `scripts/bench/html.sh` runs this with the browser's figures.
func htmlPageBenchmarks() {
  let utc = TimeZone(secondsFromGMT: 0) ?? .gmt
  guard let today = Day("2026-03-18"), let last = Day("2027-12-31"),
    let booked = Day("2026-03-10")
  else { return }
  let systems: [(CalendarSystem, String, String)] = [
    (.gregorian, "en_US", "gregorian"), (.hebrew, "he_IL", "hebrew"),
    (.persian, "fa_IR", "persian"),
  ]
  for (system, locale, label) in systems {
    let context = CalendarContext(system: system, locale: Locale(identifier: locale), timeZone: utc)
    let availability = Availability(
      firstDay: today, lastDay: last, rangeRules: RangeRules(minimumNights: 2)
    ).disabling(booked...booked.adding(days: 2))
    for months in [2, 12] {
      let picker = HTMLPicker(
        name: "stay", mode: .range(.forward), context: context, today: today,
        availability: availability, monthCount: months)
      var bytes = 0
      let time = medianSeconds {
        let page = picker.document(for: HTMLPickerState())
        bytes = page.utf8.count
        blackHole(page)
      }
      report("html.page.\(label).\(months)Months", time * 1e3, "ms")
      report("html.page.\(label).\(months)Months.size", Double(bytes) / 1_024, "KiB")
      // Of the write: finding the summary line's templates (`data-summary`).
      let model = picker.model(for: HTMLPickerState())
      let pieces = medianSeconds { blackHole(model.summaryPieces) }
      report("html.page.\(label).\(months)Months.summaryPieces", pieces * 1e3, "ms")
    }
  }
}

/// The same page written the obvious way with Foundation: a `Calendar` step per day and per
/// key target, a `DateFormatter` label per day, and linear scans of the disabled days and the
/// events, as a hand-written template would.
enum NaiveHTML {
  static func fragment(
    first: Date, months: Int, disabled: [Date], events: [CalendarEvent],
    selection: (Date, Date), today: Date, hashesDisabledDays: Bool = false
  ) -> String {
    let calendar = FoundationPeer.calendar
    let label = FoundationPeer.formatter { $0.dateStyle = .full }
    let iso = FoundationPeer.formatter(locale: Locale(identifier: "en_US_POSIX")) {
      $0.dateFormat = "yyyy-MM-dd"
    }
    let title = FoundationPeer.formatter { $0.setLocalizedDateFormatFromTemplate("MMMMyyyy") }
    let time = FoundationPeer.formatter { $0.timeStyle = .short }
    let disabledKeys = hashesDisabledDays ? Set(disabled.map(iso.string(from:))) : []
    var html = "<div class=\"almanac\" data-almanac=\"stay\">\n"
    var listed: [(Date, [CalendarEvent])] = []
    for offset in 0..<months {
      guard let month = calendar.date(byAdding: .month, value: offset, to: first),
        let interval = calendar.dateInterval(of: .month, for: month)
      else { continue }
      html += "<h2>\(title.string(from: month))</h2><table role=\"grid\"><tbody><tr>"
      let lead =
        (calendar.component(.weekday, from: interval.start) - calendar.firstWeekday + 7) % 7
      html += String(repeating: "<td></td>", count: lead)
      var day = interval.start
      var column = lead
      while day < interval.end {
        let next = calendar.date(byAdding: .day, value: 1, to: day) ?? day
        let isDisabled =
          hashesDisabledDays
          ? disabledKeys.contains(iso.string(from: day))
          : disabled.contains { calendar.isDate($0, inSameDayAs: day) }
        let onDay = events.filter { $0.startDate < next && $0.endDate > day }
        let isSelected = day >= selection.0 && day <= selection.1
        var text = label.string(from: day)
        if calendar.isDate(day, inSameDayAs: today) { text = "Today, " + text }
        if isSelected { text += ", Selected" }
        if isDisabled { text += ", Booked" }
        if !onDay.isEmpty { text += ", \(onDay.count) events" }
        var keys: [String] = []
        for (component, value) in [
          (Calendar.Component.day, -1), (.day, 1), (.day, -7), (.day, 7),
          (.day, -column), (.day, 6 - column), (.month, -1), (.month, 1), (.year, -1), (.year, 1),
        ] {
          keys.append(
            iso.string(from: calendar.date(byAdding: component, value: value, to: day) ?? day))
        }
        let number = calendar.component(.day, from: day)
        html += "<td role=\"gridcell\" aria-selected=\"\(isSelected)\"><button type=\"submit\""
        html += " name=\"stay.pick\" value=\"\(iso.string(from: day))\" data-keys=\""
        html += keys.joined(separator: " ") + "\" aria-label=\"\(text)\""
        if isDisabled { html += " aria-disabled=\"true\" data-reason=\"Booked\"" }
        html += ">\(number)"
        if !onDay.isEmpty {
          html += "<span class=\"almanac-dots\">"
          for _ in 0..<min(3, onDay.count) { html += "<span></span>" }
          html += "</span>"
          listed.append((day, onDay))
        }
        html += "</button></td>"
        column += 1
        if column == 7 {
          html += "</tr>\n<tr>"
          column = 0
        }
        day = next
      }
      html += "</tr></tbody></table>\n"
    }
    for (day, onDay) in listed {
      html += "<section data-events-for=\"\(iso.string(from: day))\" hidden><ul>"
      for event in onDay.sorted(by: CalendarEvent.displayOrder) {
        html += "<li>\(time.string(from: event.startDate)) \(event.title)</li>"
      }
      html += "</ul></section>\n"
    }
    return html + "</div>\n"
  }
}
