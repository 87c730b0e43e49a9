// Shared by every program in Tests/AlmanacUIRunTests (scripts/suites/apple/run-ui.sh compiles
// it with each): a fixed calendar, dates in it, and lookups of day cells.
import Foundation
import SwiftUI
import SwiftUIHost

/// Coordinated universal time: days start at 00:00 and dates print as they were built.
let utc = TimeZone(identifier: "UTC") ?? .gmt

/// The Gregorian calendar in UTC (first weekday Sunday).
func gregorian() -> Calendar {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = utc
  return calendar
}

/// The start of a day (or an hour of it) in ``gregorian()``.
func date(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Date {
  let components = DateComponents(year: year, month: month, day: day, hour: hour)
  guard let date = gregorian().date(from: components) else {
    preconditionFailure("no date \(components) in the Gregorian calendar")
  }
  return date
}

/// A date as ISO 8601 in UTC ("2026-03-16"), or "nil".
func iso(_ value: Date?) -> String {
  guard let value else { return "nil" }
  let formatter = ISO8601DateFormatter()
  formatter.timeZone = utc
  formatter.formatOptions = [.withFullDate]
  return formatter.string(from: value)
}

/// Dates as ISO 8601 days, comma-separated.
func iso(_ values: [Date]) -> String { values.map { iso($0) }.joined(separator: ",") }

extension ViewHost {
  /// The accessibility element whose label contains `label` ("March 16, 2026"), skipping
  /// hidden ones (a month page's blanks of the adjacent months).
  @MainActor func day(_ label: String) throws -> ViewNode {
    try require(
      accessibilityElements.first { ($0.accessibility.label ?? "").contains(label) },
      "no element labelled \(label)")
  }

  /// Whether a text equal to `text` is shown; on failure the test names the texts shown.
  @MainActor func shows(_ text: String) -> Bool {
    find(text: text) != nil
  }
}
