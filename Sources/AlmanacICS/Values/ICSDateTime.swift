import Almanac
import AlmanacPrimitives

/// A DATE or DATE-TIME value (RFC 5545 §3.3.4, §3.3.5): a calendar day and, for DATE-TIME, a
/// wall-clock time that is UTC (`…Z`), floating (no zone) or in the zone named by a TZID.
///
/// Times are whole seconds; a leap second (`60`) is read as `59`.
public struct ICSDateTime: Hashable, Sendable, CustomStringConvertible {
  /// What the wall time is relative to.
  public enum Kind: Hashable, Sendable {
    /// A DATE: a whole day, no time.
    case date
    /// A DATE-TIME without zone: the same wall time wherever one is.
    case floating
    /// A DATE-TIME in UTC (`19970902T090000Z`).
    case utc
    /// A DATE-TIME in the zone named by a TZID parameter.
    case zoned(String)
  }

  /// The calendar day.
  public var day: Day
  /// Seconds since local midnight (0 for a DATE).
  public var secondOfDay: Int
  /// What the wall time is relative to.
  public var kind: Kind

  /// Creates a value.
  ///
  /// - Parameters:
  ///   - day: The day.
  ///   - secondOfDay: Seconds since midnight, 0 ..< 86,400 (ignored for a DATE).
  ///   - kind: What the wall time is relative to.
  public init(day: Day, secondOfDay: Int = 0, kind: Kind) {
    precondition((0..<86_400).contains(secondOfDay), "second of day must be in 0..<86400")
    self.day = day
    self.secondOfDay = kind == .date ? 0 : secondOfDay
    self.kind = kind
  }

  package init(localSeconds: Int, kind: Kind) {
    self.day = Day(clampingSerial: DaySeconds.day(ofSecond: localSeconds))
    self.secondOfDay = DaySeconds.secondOfDay(localSeconds)
    self.kind = kind
  }

  /// Parses `19970902`, `19970902T090000` or `19970902T090000Z`.
  ///
  /// - Parameters:
  ///   - text: The value.
  ///   - tzid: The TZID parameter, if any; it makes a DATE-TIME without `Z` zoned.
  ///   - isDate: `true` when VALUE=DATE was given (the text must then be a DATE); `nil` to decide
  ///     from the text.
  /// - Throws: ``ICSError/invalidValue(_:_:)`` with the column of the first bad character.
  public init(parsing text: String, tzid: String? = nil, isDate: Bool? = nil) throws(ICSError) {
    var utf8 = Array(text.utf8)
    // Tolerate surrounding spaces, which some producers leave.
    while utf8.last == 0x20 { utf8.removeLast() }
    let value = try utf8.withUnsafeBufferPointer { buffer throws(ICSError) in
      try ICSDateTime.parse(buffer, tzid: tzid, isDate: isDate)
    }
    self = value
  }

  static func parse(_ b: UnsafeBufferPointer<UInt8>, tzid: String?, isDate: Bool?) throws(ICSError)
    -> ICSDateTime
  {
    func fail(_ column: Int, _ why: String) -> ICSError {
      .invalidValue(ICSLocation(file: "", line: 1, column: column + 1), why)
    }
    func digits(_ from: Int, _ count: Int) throws(ICSError) -> Int {
      var value = 0
      for i in from..<from + count {
        guard i < b.count else {
          throw fail(i, "date-time is too short; expected YYYYMMDD[THHMMSS[Z]]")
        }
        let d = b[i] &- 0x30
        guard d < 10 else { throw fail(i, "expected a digit") }
        value = value * 10 + Int(d)
      }
      return value
    }
    let year = try digits(0, 4)
    let month = try digits(4, 2)
    let dayOfMonth = try digits(6, 2)
    guard year >= 1 else { throw fail(0, "year 0000 is not supported") }
    guard (1...12).contains(month) else { throw fail(4, "month \(month) is not 1 through 12") }
    guard (1...GregorianMath.daysInMonth(year: year, month: month)).contains(dayOfMonth) else {
      throw fail(6, "day \(dayOfMonth) does not exist in \(year)-\(month < 10 ? "0" : "")\(month)")
    }
    let day = Day(clampingSerial: GregorianMath.serial(year: year, month: month, day: dayOfMonth))
    if b.count == 8 {
      return ICSDateTime(day: day, kind: .date)
    }
    if isDate == true { throw fail(8, "VALUE=DATE but the value has a time") }
    guard b.count >= 15, b[8] == 0x54 || b[8] == 0x74 else {
      throw fail(8, "expected 'T' and a time HHMMSS after the date")
    }
    let hour = try digits(9, 2)
    let minute = try digits(11, 2)
    var second = try digits(13, 2)
    guard hour < 24 else { throw fail(9, "hour \(hour) is not 0 through 23") }
    guard minute < 60 else { throw fail(11, "minute \(minute) is not 0 through 59") }
    guard second <= 60 else { throw fail(13, "second \(second) is not 0 through 60") }
    if second == 60 { second = 59 }
    var kind: Kind = tzid.map { .zoned($0) } ?? .floating
    if b.count == 16, b[15] == 0x5A || b[15] == 0x7A {
      kind = .utc
    } else if b.count != 15 {
      throw fail(15, "unexpected text after the time (only 'Z' may follow)")
    }
    return ICSDateTime(day: day, secondOfDay: hour * 3600 + minute * 60 + second, kind: kind)
  }

  /// Whether this is a DATE (no time).
  public var isDate: Bool { kind == .date }

  /// The hour, 0 ... 23.
  public var hour: Int { secondOfDay / 3600 }
  /// The minute, 0 ... 59.
  public var minute: Int { secondOfDay / 60 % 60 }
  /// The second, 0 ... 59.
  public var second: Int { secondOfDay % 60 }

  /// The TZID when the value is zoned.
  public var tzid: String? {
    if case .zoned(let id) = kind { return id }
    return nil
  }

  /// Wall-clock seconds since 1970-01-01T00:00 (local time read as if it were UTC).
  public var localSeconds: Int { day.serial * 86_400 + secondOfDay }

  /// The value as RFC 5545 text: `19970902`, `19970902T090000` or `19970902T090000Z` (the TZID
  /// goes in a parameter, not here).
  public var text: String {
    let (y, m, d) = day.gregorian
    var out = y.zeroPadded(to: 4) + m.zeroPadded(to: 2) + d.zeroPadded(to: 2)
    if kind == .date { return out }
    out += "T" + hour.zeroPadded(to: 2) + minute.zeroPadded(to: 2) + second.zeroPadded(to: 2)
    if kind == .utc { out += "Z" }
    return out
  }

  /// ``text``, with `;TZID=` in front when zoned (for messages).
  public var description: String {
    if let tzid { return "TZID=\(tzid):\(text)" }
    return text
  }

  /// The value in extended ISO 8601 (`1997-09-02T09:00:00`, `…Z`, or `1997-09-02`), without an
  /// offset.
  public var isoText: String {
    let (y, m, d) = day.gregorian
    var out = y.zeroPadded(to: 4) + "-" + m.zeroPadded(to: 2) + "-" + d.zeroPadded(to: 2)
    if kind == .date { return out }
    out += "T" + hour.zeroPadded(to: 2) + ":" + minute.zeroPadded(to: 2) + ":"
    out += second.zeroPadded(to: 2)
    if kind == .utc { out += "Z" }
    return out
  }
}

extension ICSDateTime {
  /// Appends the bytes of ``isoText`` to `out`, for writers that build their output in a byte
  /// buffer.
  ///
  /// - Parameter out: The buffer.
  package func appendISOText(to out: inout [UInt8]) {
    Self.appendISOText(day: day, secondOfDay: secondOfDay, kind: kind, to: &out)
  }

  @inline(__always)
  package static func appendISOText(day: Day, secondOfDay: Int, kind: Kind, to out: inout [UInt8]) {
    let (y, m, d) = day.gregorian
    if (0...9999).contains(y) {
      ByteText.appendTwoDigits(y / 100, to: &out)
      ByteText.appendTwoDigits(y % 100, to: &out)
    } else {
      ByteText.appendDecimal(y, width: 4, to: &out)
    }
    out.append(0x2D)
    ByteText.appendTwoDigits(m, to: &out)
    out.append(0x2D)
    ByteText.appendTwoDigits(d, to: &out)
    if kind == .date { return }
    out.append(0x54)
    ByteText.appendTwoDigits(secondOfDay / 3600, to: &out)
    out.append(0x3A)
    ByteText.appendTwoDigits(secondOfDay / 60 % 60, to: &out)
    out.append(0x3A)
    ByteText.appendTwoDigits(secondOfDay % 60, to: &out)
    if kind == .utc { out.append(0x5A) }
  }
}
