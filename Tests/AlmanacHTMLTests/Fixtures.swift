import Almanac
import AlmanacHTML
import AlmanacTestSupport
import Foundation
import Testing

/// Pickers and helpers shared by the tests.
enum Fixtures {
  static let today = day("2026-03-18")

  /// A stay picker: March 2026 onwards, 10-12 March booked, 2 to 7 nights.
  static func stay(
    months: Int = 1, locale: String = "en_US", mode: PickerMode = .range(.forward),
    crossing: RangeRules.Crossing = .forbidden
  ) -> HTMLPicker {
    let availability = Availability(
      firstDay: day("2026-03-01"), lastDay: day("2027-02-28"),
      rangeRules: RangeRules(minimumNights: 2, maximumNights: 7, crossing: crossing)
    ).disabling(day("2026-03-10")...day("2026-03-12"), label: "Fully booked")
    return HTMLPicker(
      name: "stay", mode: mode, context: context(.gregorian, locale), today: today,
      availability: availability, monthCount: months)
  }

  /// The number of non-overlapping occurrences of `needle` in `text`.
  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// The values of attribute `name` in `html`, in order.
  static func attributes(_ name: String, in html: String) -> [String] {
    html.components(separatedBy: " \(name)=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }
}

/// The golden files of the HTML tests, in `__Snapshots__` beside this file (record with
/// `ALMANAC_RECORD=1 swift test --filter AlmanacHTMLTests`).
let snapshots = GoldenFiles()
