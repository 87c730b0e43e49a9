import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Focus model labels")
struct FocusModelLabelTests {
  @Test func partsCarryTodayBoundsAndAvailability() {
    let focus = FocusModel(
      context: context(.gregorian, "en_US"), today: day("2026-03-02"),
      bounds: day("2026-03-01")...day("2026-03-31"),
      availability: AvailabilityPredicate { $0.weekday != 1 })
    let renderer = DayLabelRenderer(locale: focus.context.locale)
    #expect(
      renderer.spokenText(for: focus.labelParts(for: focus.focusedDay, role: .single))
        == "Today, Monday, March 2, 2026, Selected")
    // 2026-03-08 is a Sunday, unavailable; 2026-04-01 and 2026-02-28 lie outside the bounds.
    #expect(focus.labelParts(for: day("2026-03-08")).unavailableReason == .disabled)
    #expect(renderer.value(for: focus.labelParts(for: day("2026-04-01"))) == "No longer available")
    #expect(renderer.value(for: focus.labelParts(for: day("2026-02-28"))) == "Not yet available")
    #expect(!focus.labelParts(for: day("2026-03-09")).isUnavailable)
  }
}
