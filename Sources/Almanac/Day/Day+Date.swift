import AlmanacPrimitives
import Foundation

extension Day {
  /// The day on which `date` falls in `timeZone`.
  ///
  /// The day depends only on the wall-clock date in the zone, not on the calendar system.
  ///
  /// - Parameters:
  ///   - date: An instant.
  ///   - timeZone: The zone whose wall clock decides the day.
  package init(_ date: Date, in timeZone: TimeZone) {
    let offset = timeZone.secondsFromGMT(for: date)
    self.init(unchecked: Day.localDay(seconds: date.timeIntervalSince1970, offset: offset))
  }

  /// The day on which `date` falls in `calendar`'s time zone.
  ///
  /// - Parameters:
  ///   - date: An instant.
  ///   - calendar: A calendar whose `timeZone` decides the day.
  package init(_ date: Date, in calendar: Calendar) {
    self.init(date, in: calendar.timeZone)
  }

  /// The instant at which this day starts in `timeZone`, or `nil` if the zone skipped the day.
  ///
  /// Where midnight does not exist (a DST change at 00:00, such as America/Sao_Paulo on
  /// 2018-11-04) the day starts at the first instant that falls on it (01:00 there). Where a
  /// whole day was skipped (Pacific/Apia has no 2011-12-30) the result is `nil`.
  ///
  /// - Parameter timeZone: The zone whose wall clock decides the day.
  /// - Returns: The first instant of the day, or `nil` if no instant falls on it.
  /// - Complexity: A few time-zone look-ups; around a transition, a binary search of about
  ///   20 more.
  package func startDate(in timeZone: TimeZone) -> Date? {
    let midnight = Double(serial) * 86_400
    // Fast path: the offset in force at the guessed instant is the offset of midnight.
    let firstGuess =
      midnight - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: midnight)))
    let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: firstGuess))
    let guess = midnight - Double(offset)
    if localDay(at: guess, timeZone) == serial, localDay(at: guess - 1, timeZone) < serial {
      return Date(timeIntervalSince1970: guess)
    }
    // Slow path: the smallest instant (to the second) whose local day is this day or later.
    var low = midnight - 30 * 3_600
    var high = midnight + 30 * 3_600
    while high - low > 1 {
      let mid = ((low + high) / 2).rounded(.down)
      if localDay(at: mid, timeZone) >= serial { high = mid } else { low = mid }
    }
    guard localDay(at: high, timeZone) == serial else { return nil }
    return Date(timeIntervalSince1970: high)
  }

  /// The instant at which this day starts in `calendar`'s time zone, or `nil` if skipped.
  ///
  /// - Parameter calendar: A calendar whose `timeZone` decides the day.
  /// - Returns: The first instant of the day, or `nil` if the zone skipped it.
  package func startDate(in calendar: Calendar) -> Date? {
    startDate(in: calendar.timeZone)
  }

  /// Whether `timeZone` skipped this day entirely (no instant falls on it).
  ///
  /// - Parameter timeZone: The zone to check.
  /// - Returns: `true` if no instant in `timeZone` falls on this day.
  package func isSkipped(in timeZone: TimeZone) -> Bool {
    startDate(in: timeZone) == nil
  }

  /// The instant at which this day starts in `timeZone`, falling back to the start of the
  /// next existing day if the zone skipped this one.
  ///
  /// Use this where a `Date` is needed for every day, such as a UI binding.
  ///
  /// - Parameter timeZone: The zone whose wall clock decides the day.
  /// - Returns: The first instant on or after the start of this day.
  package func firstInstant(in timeZone: TimeZone) -> Date {
    var day = self
    for _ in 0..<3 {
      if let date = day.startDate(in: timeZone) { return date }
      day = day.adding(days: 1)
    }
    return Date(timeIntervalSince1970: Double(serial) * 86_400)
  }

  private func localDay(at seconds: Double, _ timeZone: TimeZone) -> Int {
    Day.localDay(
      seconds: seconds, offset: timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)))
  }

  static func localDay(seconds: Double, offset: Int) -> Int {
    DaySeconds.day(ofSecond: seconds + Double(offset))
  }
}
