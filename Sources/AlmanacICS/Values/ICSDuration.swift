/// A DURATION value (RFC 5545 §3.3.6) such as `P1W`, `PT1H30M` or `-P1DT2H`.
///
/// Weeks and days are nominal (a day is a calendar day, 23 or 25 hours across a DST change);
/// hours, minutes and seconds are exact.
public struct ICSDuration: Hashable, Sendable, CustomStringConvertible {
  /// Nominal days (weeks count seven), signed.
  public var days: Int
  /// Exact seconds (hours, minutes and seconds), signed.
  public var seconds: Int

  /// Creates a duration.
  ///
  /// - Parameters:
  ///   - days: Nominal days, signed.
  ///   - seconds: Exact seconds, signed (same sign as `days`).
  public init(days: Int = 0, seconds: Int = 0) {
    self.days = days
    self.seconds = seconds
  }

  /// Parses `[+|-]P[nW]` or `[+|-]P[nD][T[nH][nM][nS]]`.
  ///
  /// - Parameter text: The value.
  /// - Throws: ``ICSError/invalidValue(_:_:)`` with the column of the first bad character.
  public init(parsing text: String) throws(ICSError) {
    let b = Array(text.utf8)
    func fail(_ i: Int, _ why: String) -> ICSError {
      .invalidValue(ICSLocation(file: "", line: 1, column: i + 1), why)
    }
    var i = 0
    var sign = 1
    if i < b.count, b[i] == 0x2B || b[i] == 0x2D {
      sign = b[i] == 0x2D ? -1 : 1
      i += 1
    }
    guard i < b.count, b[i] == 0x50 else { throw fail(i, "a duration starts with 'P'") }
    i += 1
    var days = 0
    var seconds = 0
    var inTime = false
    var sawValue = false
    var sawTimeValue = false
    // Each unit at most once (the RFC grammar), so with numbers below 10^8 every sum and
    // product below stays far from overflow whatever the text.
    var units = Set<UInt8>()
    while i < b.count {
      if b[i] == 0x54 {
        guard !inTime else { throw fail(i, "'T' appears twice") }
        inTime = true
        i += 1
        continue
      }
      var n = 0
      let start = i
      while i < b.count, b[i] &- 0x30 < 10 {
        guard n < 100_000_000 else { throw fail(i, "number too large") }
        n = n * 10 + Int(b[i] - 0x30)
        i += 1
      }
      guard i > start, i < b.count else {
        throw fail(i, "expected a number and a unit (W, D, H, M, S)")
      }
      guard units.insert(b[i] | (inTime ? 0x80 : 0)).inserted else {
        throw fail(i, "unit '\(Character(Unicode.Scalar(b[i])))' appears twice")
      }
      switch (b[i], inTime) {
      case (0x57, false): days += 7 * n
      case (0x44, false): days += n
      case (0x48, true): seconds += 3600 * n
      case (0x4D, true): seconds += 60 * n
      case (0x53, true): seconds += n
      default: throw fail(i, "unit '\(Character(Unicode.Scalar(b[i])))' is not valid here")
      }
      sawValue = true
      if inTime { sawTimeValue = true }
      i += 1
    }
    guard sawValue else { throw fail(i, "a duration needs at least one value") }
    guard !inTime || sawTimeValue else {
      throw fail(i, "'T' must be followed by hours, minutes or seconds")
    }
    self.days = sign * days
    self.seconds = sign * seconds
  }

  /// The duration as RFC 5545 text (`P1W`, `PT1H30M`, `-P1D`, `PT0S`).
  public var description: String {
    let negative = days < 0 || seconds < 0
    let d = days.magnitude
    let s = seconds.magnitude
    var out = negative ? "-P" : "P"
    if s == 0, d > 0, d % 7 == 0 { return out + "\(d / 7)W" }
    if d > 0 { out += "\(d)D" }
    if s > 0 || d == 0 {
      out += "T"
      if s >= 3600 { out += "\(s / 3600)H" }
      if s % 3600 >= 60 { out += "\(s % 3600 / 60)M" }
      if s % 60 > 0 || s == 0 { out += "\(s % 60)S" }
    }
    return out
  }
}
