import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Labels from selection facts")
struct DayFactsLabelTests {
  @Test func factsBecomeLabels() {
    let us = context(.gregorian, "en_US")
    let facts = DayFacts(
      day: day("2026-03-07"), role: .end,
      unavailableReason: UnavailableReason(.excludedWeekday), isToday: true)
    let parts = DayLabelParts(facts: facts, context: us)
    #expect(
      DayLabelRenderer(locale: us.locale).spokenText(for: parts)
        == "Today, Saturday, March 7, 2026, End of range, Not available on this weekday")
    let sold = DayFacts(
      day: day("2026-03-08"), role: .outside,
      unavailableReason: UnavailableReason(.disabledDay, label: "Sold out"))
    #expect(DayLabelParts(facts: sold, context: us).unavailableReason == .custom("Sold out"))
  }

  @Test func availabilityDrivesTheFocus() {
    let rules = Availability.unrestricted.weekdaysOnly(in: context(.gregorian, "en_US"))
    var focus = FocusModel(
      context: context(.gregorian, "en_US"), today: day("2026-03-06"), policy: .skipUnavailable,
      availability: rules)
    _ = focus.handle(.right)
    #expect(focus.focusedDay == day("2026-03-09"))
  }
}

@Suite("Labels in locales with algorithmic numbering systems")
struct AlgorithmicNumberingLabelTests {
  @Test(arguments: ["he-IL-u-nu-hebr", "ja-JP-u-nu-jpan"])
  func fullDateDoesNotTrap(localeID: String) {
    let ctx = context(.gregorian, localeID)
    let text = ctx.text(for: day("2026-03-02"), style: .full)
    #expect(text.contains("2026"))
  }
}
