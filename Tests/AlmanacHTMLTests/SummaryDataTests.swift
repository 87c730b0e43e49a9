import Almanac
import AlmanacHTML
import AlmanacTestSupport
import Foundation
import Testing

/// The summary pieces on the root (`data-summary`): filled as the script fills them, they give
/// the engine's texts for every day and range of the page, every count, every weekday set.
@Suite struct SummaryDataTests {
  /// Locales and calendars, with the month the page starts in: an era that starts inside a
  /// month (Heisei on 8 January 1989), the 1582 reform month, a Hebrew leap year, a Chinese
  /// leap month (2025), the Ethiopic thirteenth month, and pages that turn the year.
  static let pages: [(system: CalendarSystem, locale: String, start: String)] = [
    (.gregorian, "en_US", "2026-03-01"), (.gregorian, "de_DE", "2026-11-01"),
    (.gregorian, "ar_EG", "2026-03-01"), (.hebrew, "he_IL", "2024-02-01"),
    (.japanese, "ja_JP", "1988-12-01"), (.persian, "fa_IR", "2026-03-01"),
    (.chinese, "zh_CN", "2025-07-15"), (.gregorian, "en_GB", "1582-09-01"),
    (.buddhist, "th_TH", "2026-12-01"), (.islamicUmmAlQura, "ar_SA", "2026-03-01"),
    (.gregorian, "fr_FR", "2026-12-01"), (.ethiopicAmeteMihret, "am_ET", "2026-09-01"),
  ]

  @Test(arguments: pages)
  func daysAndRangesReadAsTheFormatterWritesThem(
    page: (system: CalendarSystem, locale: String, start: String)
  ) throws {
    let context = context(page.system, page.locale)
    let picker = HTMLPicker(
      name: "stay", mode: .range(.eitherOrder), context: context, today: day(page.start),
      monthCount: 3)
    let html = picker.fragment(for: HTMLPickerState(firstMonthDay: day(page.start)))
    let data = try SummaryJSON(html: html)
    let serials = Fixtures.attributes("data-serial", in: html).compactMap { Int($0) }
    try #require(serials.count > 60, "\(page)")
    let formatter = DayRangeFormatter(context: context)
    var checked = 0
    for (index, low) in serials.enumerated() {
      let lowDay = Day(unchecked: low)
      #expect(try data.dayText(low) == formatter.string(from: lowDay), "\(page) \(lowDay)")
      for high in serials[(index + 1)...] {
        let text = try data.rangeText(low, high)
        let expected = formatter.string(from: lowDay...Day(unchecked: high))
        if text != expected {
          Issue.record("\(page) \(lowDay)…\(Day(unchecked: high)): \(text ?? "nil") ≠ \(expected)")
          return
        }
        checked += 1
      }
    }
    #expect(checked == serials.count * (serials.count - 1) / 2)
    // Every count of nights on the page.
    let words = LocalizedWords(locale: context.locale)
    for count in 1..<serials.count {
      #expect(try data.counted(count) == words.counted(count, .nights), "\(page) \(count)")
    }
  }

  /// ICU tells a Chinese month from its leap month by the day alone, so a range from one into
  /// the other whose ends share a day number is written as that one day: that pair carries a
  /// second text for such ends.
  @Test func aLeapMonthPairHasATextForEndsThatShareANumber() throws {
    let context = context(.chinese, "zh_CN")
    let picker = HTMLPicker(
      name: "stay", mode: .range(.forward), context: context, today: day("2025-07-15"),
      monthCount: 2)
    let html = picker.fragment(for: HTMLPickerState(firstMonthDay: day("2025-07-15")))
    let data = try SummaryJSON(html: html)
    let sixth = day("2025-06-25"), leap = day("2025-07-25")
    let formatter = DayRangeFormatter(context: context)
    #expect(formatter.string(from: sixth...leap) == formatter.string(from: sixth))
    #expect(try data.rangeText(sixth.serial, leap.serial) == formatter.string(from: sixth))
    #expect(
      try data.rangeText(sixth.serial, leap.serial + 1)
        == formatter.string(from: sixth...leap.adding(days: 1)))
    let pairs = try #require(data.json["p"] as? [[Any]])
    #expect(pairs[0][1] is [String])
    #expect(pairs[0][0] is String)
  }

  @Test func aSelectionOffThePageCarriesItsEnds() throws {
    let picker = HTMLPicker(
      name: "stay", mode: .ranges, context: context(.gregorian, "en_US"), today: Fixtures.today)
    let state = HTMLPickerState(
      ranges: [day("2026-01-05")...day("2026-01-07"), day("2026-03-02")...day("2026-03-03")],
      firstMonthDay: day("2026-03-01"))
    let html = picker.fragment(for: state)
    let data = try SummaryJSON(html: html)
    let shown = Set(Fixtures.attributes("data-day", in: html))
    let ends = ["2026-01-05", "2026-01-07", "2026-03-02", "2026-03-03"]
    let off = ends.filter { !shown.contains($0) }
    try #require(off.count == 2, "one range is on the page, the other not")
    #expect(data.offPage == Dictionary(uniqueKeysWithValues: off.map { ($0, day($0).serial) }))
    #expect(
      try data.dayText(day(off[0]).serial)
        == DayRangeFormatter(context: context(.gregorian, "en_US")).string(from: day(off[0])))
    #expect(data.words["daysSummary"] == "{days}: {first} … {last}")
    #expect(try data.counted(5) == "5 days")
  }

  @Test func everyWeekdaySetHasTheRowsSummary() throws {
    let picker = HTMLPicker(
      name: "days", mode: .weekdays, context: context(.gregorian, "de_DE"), today: Fixtures.today)
    let data = try SummaryJSON(html: picker.fragment(for: HTMLPickerState()))
    let summaries = try #require(data.json["k"] as? [String])
    #expect(summaries.count == 128)
    // Monday to Sunday are bits 0 to 6; the engine's weekday numbers start on Sunday.
    let order = [2, 3, 4, 5, 6, 7, 1]
    for mask in [0, 1, 0b11111, 0b1100000, 0b1111111, 0b0010101] {
      let days = order.indices.filter { mask & (1 << $0) != 0 }.map { order[$0] }
      let state = HTMLPickerState(weekdays: WeekdaySet(days))
      let html = picker.fragment(for: state)
      let summary = try #require(
        html.components(separatedBy: "almanac-summary\" dir=\"auto\">").last)
      #expect(summaries[mask] == String(summary.prefix { $0 != "<" }), "\(mask)")
    }
  }
}

/// The JSON of `data-summary`, read and filled as the script reads and fills it.
private struct SummaryJSON {
  let json: [String: Any]

  init(html: String) throws {
    let start = try #require(html.range(of: " data-summary='"))
    let text = html[start.upperBound...].prefix { $0 != "'" }
    let unescaped = text.replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
    json = try #require(
      JSONSerialization.jsonObject(with: Data(unescaped.utf8)) as? [String: Any])
  }

  var words: [String: String] { json["w"] as? [String: String] ?? [:] }
  var offPage: [String: Int] { json["x"] as? [String: Int] ?? [:] }

  /// `{name}` filled from `values`, an unknown name kept (the script's `fill`).
  static func fill(_ template: String, _ values: [String: String]) -> String {
    var text = "", rest = template[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      let key = String(rest[rest.index(after: open)..<close])
      text += rest[..<open] + (values[key] ?? String(rest[open...close]))
      rest = rest[rest.index(after: close)...]
    }
    return text + rest
  }

  /// The segment and numeral of a serial.
  func place(_ serial: Int) throws -> (segment: Int, numeral: String, number: Int)? {
    let segments = try #require(json["s"] as? [[Int]])
    let numerals = json["n"] as? [String]
    for (index, segment) in segments.enumerated() where (segment[0]...segment[1]).contains(serial) {
      let number = segment[2] + serial - segment[0]
      return (index, numerals.map { $0[number - 1] } ?? String(number), number)
    }
    return nil
  }

  func dayText(_ serial: Int) throws -> String? {
    guard let place = try place(serial), let singles = json["o"] as? [Any],
      let template = singles[place.segment] as? String
    else { return nil }
    return Self.fill(template, ["a": place.numeral])
  }

  func rangeText(_ low: Int, _ high: Int) throws -> String? {
    guard let a = try place(low), let b = try place(high), let pairs = json["p"] as? [[Any]]
    else { return nil }
    let pair = pairs[a.segment][b.segment - a.segment]
    guard let template = pair as? String ?? (pair as? [String])?[a.number == b.number ? 1 : 0]
    else { return nil }
    return Self.fill(template, ["a": a.numeral, "b": b.numeral])
  }

  func counted(_ count: Int) throws -> String? {
    let counted = try #require(json["c"] as? [String: Any])
    let index = try #require(counted["i"] as? String)
    guard count >= 1, count <= index.count else { return nil }
    let form = try #require(Int(String(Array(index)[count - 1])))
    let forms = try #require(counted["f"] as? [String])
    let localeDigits = try #require(counted["l"] as? [Int])
    var number = String(count)
    if localeDigits[form] == 1, let digits = counted["d"] as? [String] {
      number = number.map { digits[Int(String($0)) ?? 0] }.joined()
    }
    return Self.fill(forms[form], ["count": number])
  }
}
