import AlmanacPrimitives
import Foundation

/// A calendar day without a time of day or a time zone.
///
/// A `Day` is a serial day number: the number of days since 1970-01-01 in the proleptic
/// Gregorian calendar. It names the same day in every calendar system; components in a
/// particular calendar come from ``CalendarContext``. Dates become days, and days become
/// `Date`s, only at the edges, with an explicit time zone (see `init(_:in:)` and
/// `startDate(in:)`).
///
/// Days are supported for proleptic Gregorian years 1 through 9999
/// (0001-01-01 through 9999-12-31); constructors that take components throw
/// ``DayError`` outside that range instead of trapping.
public struct Day: Hashable, Comparable, Sendable {
  /// Days since 1970-01-01 (proleptic Gregorian); negative before it.
  public let serial: Int

  /// The first supported day, 0001-01-01.
  public static let earliest = Day(unchecked: -719_162)
  /// The last supported day, 9999-12-31.
  public static let latest = Day(unchecked: 2_932_896)

  /// Creates a day from its serial number without a range check, for the package's modules
  /// that have just computed a serial they know to be in range (a clamped or derived one).
  @inlinable
  package init(unchecked serial: Int) {
    self.serial = serial
  }

  /// Creates a day from its serial number (days since 1970-01-01).
  ///
  /// - Parameter serial: Days since 1970-01-01 in the proleptic Gregorian calendar.
  /// - Throws: ``DayError/outOfRange(_:)`` if the day lies outside years 1 through 9999.
  public init(serial: Int) throws(DayError) {
    guard serial >= Day.earliest.serial, serial <= Day.latest.serial else {
      throw .outOfRange("serial day \(serial)")
    }
    self.serial = serial
  }

  /// Creates a day from proleptic Gregorian year, month and day.
  ///
  /// - Parameters:
  ///   - year: The year, 1 through 9999.
  ///   - month: The month, 1 through 12.
  ///   - day: The day of the month, 1 through the month's length.
  /// - Throws: ``DayError`` naming the component that is out of range.
  public init(year: Int, month: Int, day: Int) throws(DayError) {
    try DayError.check(
      year: year, month: month, day: day, years: 1...9999, year: "year \(year)",
      daysInMonth: GregorianMath.daysInMonth)
    self.serial = GregorianMath.serial(year: year, month: month, day: day)
  }

  /// The proleptic Gregorian year, month and day of this day (pure integer math).
  @inlinable
  package var gregorian: (year: Int, month: Int, day: Int) {
    GregorianMath.civil(serial)
  }

  /// The Calendar weekday number of this day: 1 = Sunday … 7 = Saturday.
  ///
  /// The weekday does not depend on the calendar system.
  @inlinable
  public var weekday: Int {
    // 1970-01-01 was a Thursday (weekday 5).
    let r = (serial + 4) % 7
    return (r < 0 ? r + 7 : r) + 1
  }

  /// The day `count` days after this one (before it when negative).
  ///
  /// The result is not range-checked; see ``isSupported``.
  @inlinable
  public func adding(days count: Int) -> Day {
    Day(unchecked: serial + count)
  }

  /// Whether the day lies within the supported years 1 through 9999.
  public var isSupported: Bool {
    serial >= Day.earliest.serial && serial <= Day.latest.serial
  }

  /// Returns the number of days from this day to `other` (negative if `other` is earlier).
  @inlinable
  package func days(to other: Day) -> Int {
    other.serial - serial
  }

  /// Whether `lhs` comes before `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: A day.
  ///   - rhs: Another day.
  /// - Returns: `true` if `lhs` is earlier than `rhs`.
  @inlinable
  public static func < (lhs: Day, rhs: Day) -> Bool {
    lhs.serial < rhs.serial
  }
}

/// An error about a day or its components.
public enum DayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The day lies outside the supported years 1 through 9999.
  case outOfRange(String)
  /// A component (month, day, leap month) does not exist.
  case invalidComponents(String)
  /// The text is not a day in the form `YYYY-MM-DD`.
  case invalidText(String)
  /// The day does not exist in the given time zone (the zone skipped it).
  case skipped(String)

  /// The error as one line of English, naming what was wrong and the offending value.
  public var description: String {
    switch self {
    case .outOfRange(let what): "out of range: \(what)"
    case .invalidComponents(let what): "invalid date: \(what)"
    case .invalidText(let text): "not a date in the form YYYY-MM-DD: \"\(text)\""
    case .skipped(let what): "day does not exist in that time zone: \(what)"
    }
  }

  /// Checks a year, month and day of month of a calendar with twelve months a year.
  ///
  /// - Parameters:
  ///   - year: The year.
  ///   - month: The month.
  ///   - day: The day of the month.
  ///   - years: The years supported.
  ///   - name: The year as messages name it (`year 1752`, `Julian year 1752 of a reform`),
  ///     built only for a message.
  ///   - calendar: What precedes a date in messages (`Julian `), empty for Gregorian.
  ///   - daysInMonth: The length of a month of a year.
  /// - Throws: ``outOfRange(_:)`` for the year, ``invalidComponents(_:)`` for the month or
  ///   the day.
  static func check(
    year: Int, month: Int, day: Int, years: ClosedRange<Int>, year name: @autoclosure () -> String,
    calendar: String = "", daysInMonth: (_ year: Int, _ month: Int) -> Int
  ) throws(DayError) {
    guard years.contains(year) else {
      throw .outOfRange(
        "\(name()) (supported: \(years.lowerBound) through \(years.upperBound))")
    }
    guard (1...12).contains(month) else {
      throw .invalidComponents("month \(month) (valid: 1 through 12)")
    }
    let length = daysInMonth(year, month)
    guard (1...length).contains(day) else {
      throw .invalidComponents(
        "day \(day) of \(calendar)\(year)-\(month.zeroPadded(to: 2)) (valid: 1 through \(length))"
      )
    }
  }
}
