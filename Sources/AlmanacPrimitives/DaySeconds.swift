/// Seconds and days: which day a count of seconds since 1970-01-01 00:00 falls on.
///
/// Every module that turns local seconds into a day and a time of day uses these, so that
/// negative seconds (before 1970) round the same way everywhere: down, to the day before.
package enum DaySeconds {
  /// Seconds in a day of the calendar's clock (leap seconds are not counted, as in POSIX time).
  package static let perDay = 86_400

  /// The day number (days since 1970-01-01) on which `seconds` falls.
  ///
  /// - Parameter seconds: Seconds since 1970-01-01 00:00 of the same clock; any value.
  /// - Returns: ⌊`seconds` / 86,400⌋: `-1` for `-1`, `0` for `0 ..< 86_400`.
  @inlinable @inline(__always)
  package static func day(ofSecond seconds: Int) -> Int {
    seconds.floorDivided(by: perDay)
  }

  /// The seconds since that day's midnight, in `0 ..< 86_400`.
  ///
  /// - Parameter seconds: Seconds since 1970-01-01 00:00; any value.
  /// - Returns: `seconds` minus the start of its day.
  @inlinable @inline(__always)
  package static func secondOfDay(_ seconds: Int) -> Int {
    seconds.floorModulo(perDay)
  }

  /// The day number on which `seconds` falls, for a `TimeInterval`-like value.
  ///
  /// A value whose day does not fit comfortably in an `Int` (beyond ±2⁵², or infinite) is
  /// clamped to ±2⁵² days, far outside any supported day, instead of trapping; NaN gives 0.
  ///
  /// - Parameter seconds: Seconds since 1970-01-01 00:00.
  /// - Returns: ⌊`seconds` / 86,400⌋, clamped.
  @inlinable
  package static func day(ofSecond seconds: Double) -> Int {
    let days = (seconds / Double(perDay)).rounded(.down)
    let limit = Double(1 << 52)
    guard !days.isNaN else { return 0 }
    return Int(Swift.min(Swift.max(days, -limit), limit))
  }
}
