/// The era, year, month and day of a ``Day`` in one calendar system.
package struct DayComponents: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The era as Foundation numbers it (Gregorian: 1 = AD; Japanese: 236 = Reiwa; …).
  package var era: Int
  /// The year within the era.
  package var year: Int
  /// The month, 1-based, as Foundation numbers it (Hebrew: 1 = Tishri, 6 = Adar I, …).
  package var month: Int
  /// Whether the month is a leap month (Chinese and Dangi leap months).
  package var isLeapMonth: Bool = false
  /// The day of the month, 1-based.
  package var day: Int

  /// The components as `era/year-month[L]-day`, for messages and tests.
  package var description: String {
    "\(era)/\(year)-\(month)\(isLeapMonth ? "L" : "")-\(day)"
  }
}
