import Almanac
import Foundation
import Testing

/// The day named by ISO text (`YYYY-MM-DD`), for test fixtures.
///
/// Malformed text records an issue at the caller's line and gives ``Almanac/Day/earliest``,
/// so a typo in a fixture fails the test instead of crashing the test process.
///
/// - Parameters:
///   - text: The day, e.g. `"2026-03-18"`.
///   - sourceLocation: Where the issue is reported; by default the caller's line.
/// - Returns: The day, or ``Almanac/Day/earliest`` after recording an issue.
package func day(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Day {
  fixture(
    Day(text), else: "not a day in the form YYYY-MM-DD: \"\(text)\"",
    sourceLocation: sourceLocation)
}

/// The Gregorian day of `year`, `month`, `dayOfMonth`, for test fixtures.
///
/// A day that does not exist records an issue at the caller's line and gives
/// ``Almanac/Day/earliest``, like ``day(_:sourceLocation:)``.
///
/// - Parameters:
///   - year: The year.
///   - month: The month, 1–12.
///   - dayOfMonth: The day of the month.
///   - sourceLocation: Where the issue is reported; by default the caller's line.
/// - Returns: The day, or ``Almanac/Day/earliest`` after recording an issue.
package func day(
  _ year: Int, _ month: Int, _ dayOfMonth: Int, sourceLocation: SourceLocation = #_sourceLocation
) -> Day {
  fixture(
    try? Day(year: year, month: month, day: dayOfMonth),
    else: "no such day: \(year)-\(month)-\(dayOfMonth)", sourceLocation: sourceLocation)
}

/// `day`, or ``Almanac/Day/earliest`` after recording `problem` as an issue at
/// `sourceLocation`.
private func fixture(_ day: Day?, else problem: String, sourceLocation: SourceLocation) -> Day {
  guard let day else {
    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    return .earliest
  }
  return day
}

/// A calendar context for tests: a fixed locale and time zone (UTC unless given), so results
/// do not depend on the machine's settings.
///
/// - Parameters:
///   - system: The calendar system; `nil` takes the locale's.
///   - localeID: The locale's identifier.
///   - zone: The time zone's identifier; an unknown one falls back to GMT.
///   - firstWeekday: 1 (Sunday) … 7 (Saturday); `nil` takes the locale's.
///   - isProleptic: For the Gregorian calendar, ignore the 1582 reform.
/// - Returns: The context.
package func context(
  _ system: CalendarSystem? = nil, _ localeID: String = "en_US", zone: String = "UTC",
  firstWeekday: Int? = nil, isProleptic: Bool = false
) -> CalendarContext {
  CalendarContext(
    system: system, locale: Locale(identifier: localeID),
    timeZone: TimeZone(identifier: zone) ?? .gmt,
    firstWeekday: firstWeekday, isProleptic: isProleptic)
}
