import Almanac
import AlmanacHTML
import AlmanacTestSupport
import Foundation
import Testing

@Suite("HTML rendering")
struct RenderTests {
  @Test("golden: a stay picker with a range, booked days and today")
  func stayGolden() throws {
    let picker = Fixtures.stay()
    let state = try picker.state(fromQuery: "stay=2026-03-05/2026-03-09&stay.focus=2026-03-09")
    try snapshots.check(picker.fragment(for: state), named: "stay-range.html")
  }

  @Test("golden: right-to-left Persian calendar in Persian digits, week numbers")
  func persianGolden() throws {
    var picker = HTMLPicker(
      name: "date", mode: .single,
      context: context(.persian, "fa_IR"), today: Fixtures.today,
      showsWeekNumbers: true)
    picker.yearRadius = 2
    let state = try picker.state(fromQuery: "date=2026-03-20")
    let html = picker.fragment(for: state)
    #expect(html.contains("dir=\"rtl\""))
    #expect(html.contains("۲۹"))  // Persian digits
    try snapshots.check(html, named: "fa-persian-single.html")
  }

  @Test("golden: weekdays picker")
  func weekdaysGolden() throws {
    let picker = HTMLPicker(
      name: "days", mode: .weekdays, context: context(.gregorian, "en_GB"), today: Fixtures.today)
    let state = try picker.state(fromQuery: "days=MO,WE,FR")
    let html = picker.fragment(for: state)
    #expect(html.contains("<input type=\"hidden\" name=\"days\" value=\"MO,WE,FR\">"))
    #expect(Fixtures.count("aria-pressed=\"true\"", in: html) == 3)
    #expect(Fixtures.count("data-focused=\"true\"", in: html) == 1)
    #expect(!html.contains("tabindex"))
    try snapshots.check(html, named: "weekdays.html")
  }

  @Test("golden: a whole page with events")
  func pageGolden() throws {
    var picker = Fixtures.stay()
    let start = context(.gregorian, "en_US").startDate(of: day("2026-03-18"))
    picker.events = [
      CalendarEvent(
        id: "a", title: "Standup", startDate: start.addingTimeInterval(9 * 3600),
        endDate: start.addingTimeInterval(9.5 * 3600)),
      CalendarEvent(
        id: "b", title: "Fair <Expo> & more", startDate: start,
        endDate: start.addingTimeInterval(2 * 86_400), isAllDay: true,
        color: SRGBColor(hex: "#1E90FF")),
    ]
    let html = picker.document(for: HTMLPickerState(), title: "Book a stay")
    #expect(html.contains("Fair &lt;Expo&gt; &amp; more"))
    try snapshots.check(html, named: "page-events.html")
  }

  @Test("one grid per month, labelled by its live heading, exactly one tab stop")
  func gridStructure() throws {
    let picker = Fixtures.stay(months: 3)
    let html = picker.fragment(
      for: try picker.state(fromQuery: "stay.month=2026-03-01&stay.focus=2026-04-15"))
    #expect(Fixtures.count("role=\"grid\"", in: html) == 3)
    for index in 0..<3 {
      #expect(html.contains("aria-labelledby=\"stay-title-\(index)\""))
      #expect(html.contains("id=\"stay-title-\(index)\" aria-live=\"polite\""))
    }
    // Without the script every day is in the tab order; the script makes one the tab stop.
    #expect(!html.contains("tabindex"))
    #expect(Fixtures.count("data-focused=\"true\"", in: html) == 1)
    #expect(html.contains("data-focused=\"true\" data-day=\"2026-04-15\""))
    // 31 + 30 + 31 days, each a labelled button in a selectable cell.
    #expect(Fixtures.count("name=\"stay.pick\"", in: html) == 92)
    #expect(Fixtures.count("<td role=\"gridcell\" aria-selected=", in: html) == 92)
    #expect(Fixtures.attributes("aria-label", in: html).filter { $0.contains("2026") }.count >= 92)
    // Column headers name the full weekday.
    #expect(html.contains("<span class=\"almanac-vh\">Wednesday</span>"))
  }

  @Test("unavailable days stay focusable, say why, and today is marked")
  func unavailableAndToday() {
    let picker = Fixtures.stay()
    let html = picker.fragment(for: HTMLPickerState())
    #expect(Fixtures.count("aria-disabled=\"true\"", in: html) == 3)
    #expect(Fixtures.count("data-reason=\"Fully booked\"", in: html) == 3)
    #expect(html.contains("aria-label=\"Tuesday, March 10, 2026, Fully booked\""))
    #expect(!html.contains(" disabled data-day"))
    #expect(Fixtures.count("aria-current=\"date\"", in: html) == 1)
    #expect(html.contains("aria-label=\"Today, Wednesday, March 18, 2026\" aria-current=\"date\""))
  }

  @Test("key targets are the engine's, mirrored right to left")
  func keyTargets() {
    let ltr = Fixtures.stay().fragment(for: HTMLPickerState(focusedDay: day("2026-03-18")))
    let rtl = Fixtures.stay(locale: "ar_EG").fragment(
      for: HTMLPickerState(focusedDay: day("2026-03-18")))
    func keys(_ html: String, _ day: String) -> [String] {
      guard let range = html.range(of: "data-day=\"\(day)\" data-keys=\"") else { return [] }
      return String(html[range.upperBound...].prefix { $0 != "\"" }).split(separator: " ").map(
        String.init)
    }
    // ArrowLeft, ArrowRight, ArrowUp, ArrowDown, Home, End, PageUp, PageDown, Shift+PageUp,
    // Shift+PageDown.
    #expect(
      keys(ltr, "2026-03-18") == [
        "2026-03-17", "2026-03-19", "2026-03-11", "2026-03-25", "2026-03-15", "2026-03-21",
        "2026-03-01", "2026-04-18", "2026-03-01", "2027-02-28",
      ])
    let mirrored = keys(rtl, "2026-03-18")
    #expect(mirrored.prefix(2) == ["2026-03-19", "2026-03-17"])
    #expect(HTMLPicker.keyOrder.count == 10)
  }

  @Test("the script does no date math")
  func scriptHasNoDates() {
    let script = HTMLPicker.script
    for forbidden in ["Date", "getDay", "setMonth", "86400", "Intl", "toISOString"] {
      #expect(!script.contains(forbidden), "script uses \(forbidden)")
    }
    // The rules of every mode and the summary line's composition run in the page (a static
    // page picks and says what it picked), which is most of it.
    #expect(script.utf8.count < 32_000, "script is \(script.utf8.count) bytes")
  }

  @Test("a Gregorian page in Japanese uses the locale's calendar when asked")
  func japaneseCalendar() throws {
    let picker = HTMLPicker(
      name: "d", mode: .single, context: context(.japanese, "ja_JP"),
      today: Fixtures.today)
    let html = picker.fragment(for: HTMLPickerState())
    #expect(html.contains("令和8年3月") || html.contains("令和8年 3月"))
    #expect(html.contains("lang=\"ja-JP\""))
  }
}

@Suite("HTML in a second language")
struct HTMLLanguageTests {
  @Test("German: refusals, reasons, the week column and the weekday row in the one table's words")
  func german() throws {
    var picker = HTMLPicker(
      name: "stay", mode: .range(.forward), context: context(.gregorian, "de_DE"),
      today: Fixtures.today,
      availability: Availability(
        firstDay: day("2026-03-04"), lastDay: day("2026-12-31"),
        rangeRules: RangeRules(minimumNights: 2)),
      showsWeekNumbers: true)
    picker.yearRadius = 1
    let start = try picker.state(fromQuery: "stay.pick=2026-03-05")
    let query = FormQuery.encode(picker.queryItems(for: start)) + "&stay.pick=2026-03-06"
    let refused = try picker.state(fromQuery: query)
    #expect(refused.isRejected)
    #expect(refused.message == "Mindestaufenthalt: 2 Nächte")
    let html = picker.fragment(for: refused)
    #expect(html.contains("role=\"status\" dir=\"auto\">Mindestaufenthalt: 2 Nächte</p>"))
    // The days before the first one carry the engine's German reason.
    #expect(
      Array(Fixtures.attributes("data-reason", in: html).prefix(3))
        == Array(repeating: "Noch nicht verfügbar", count: 3))
    #expect(html.contains("<span class=\"almanac-vh\">Woche</span>"))
    #expect(!html.contains(">Week<"))
    let blocked = try picker.state(fromQuery: "stay.focus=2026-03-04&stay.key=ArrowLeft")
    #expect(blocked.message == "Kein früherer Tag wählbar")
    let confirm = try picker.state(fromQuery: "stay.confirm=1")
    #expect(confirm.message == "Leertaste wählt die Anreise, dann Eingabe auf der Abreise")
    let weekdays = HTMLPicker(
      name: "w", mode: .weekdays, context: context(.gregorian, "de_DE"), today: Fixtures.today)
    let row = weekdays.fragment(for: try weekdays.state(fromQuery: "w=MO"))
    #expect(row.contains("aria-label=\"Wochentage\""))
  }
}
