import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

/// `CalendarContext.timeText(secondOfDay:)`: the locale's clock and digits.
@Suite("Time of day text")
struct CalendarContextTimeTextTests {
  @Test(arguments: [
    ("en_US", 34_200, "9:30\u{202F}AM"), ("en_US", 0, "12:00\u{202F}AM"),
    ("en_US", 79_200, "10:00\u{202F}PM"), ("de_DE", 34_200, "09:30"), ("en_GB", 79_200, "22:00"),
    ("fa_IR", 34_200, "۹:۳۰"), ("ja_JP", 34_200, "9:30"), ("fr_FR", 86_399, "23:59"),
  ])
  func writesTheLocalesClock(_ locale: String, _ seconds: Int, _ expected: String) {
    let text = context(nil, locale, zone: "Pacific/Apia").timeText(secondOfDay: seconds)
    // ICU versions differ in the space before AM/PM (U+202F or U+0020).
    #expect(text.replacingOccurrences(of: " ", with: "\u{202F}") == expected, "\(locale)")
  }

  @Test func outOfRangeSecondsAreClamped() {
    let english = context(nil, "de_DE")
    #expect(english.timeText(secondOfDay: -5) == "00:00")
    #expect(english.timeText(secondOfDay: Int.max) == "23:59")
  }
}
