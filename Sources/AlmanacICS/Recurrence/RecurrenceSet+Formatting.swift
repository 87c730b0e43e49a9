import Almanac
import AlmanacPrimitives

extension RecurrenceSet {
  /// Whether the set ends: every rule has COUNT or UNTIL (a set without rules always ends).
  public var isBounded: Bool { rules.allSatisfy { $0.count != nil || $0.until != nil } }

  /// An instance in the form of the start: `19970902T090000`, `19970902T130000Z` or `19970902`.
  ///
  /// - Parameter occurrence: An instance of this set.
  /// - Returns: The text.
  public func text(_ occurrence: Occurrence) -> String {
    dateTime(occurrence).text
  }

  /// An instance in extended ISO 8601 with its UTC offset: `1997-09-02T09:00:00-04:00`
  /// (zoned), `1997-09-02T13:00:00Z` (UTC), `1997-09-02T09:00:00` (floating without zone) or
  /// `1997-09-02` (DATE).
  ///
  /// - Parameter occurrence: An instance of this set.
  /// - Returns: The text.
  public func isoText(_ occurrence: Occurrence) -> String {
    let value = dateTime(occurrence)
    switch value.kind {
    case .date, .utc: return value.isoText
    case .floating, .zoned:
      guard zone != nil else { return value.isoText }
      return value.isoText + OffsetText.extended(value.localSeconds &- occurrence.utc)
    }
  }

  /// Instances as a JSON array of extended ISO 8601 strings (see ``isoText(_:)``).
  ///
  /// - Parameter occurrences: Instances of this set.
  /// - Returns: `["1997-09-02T09:00:00-04:00", …]`.
  /// - Complexity: O(*n*).
  public func jsonText<S: Sequence>(_ occurrences: S) -> String where S.Element == Occurrence {
    "[" + occurrences.map { "\"" + isoText($0) + "\"" }.joined(separator: ",") + "]"
  }
}

extension RecurrenceSet {
  /// Appends an instance as one line of UTF-8: ``text(_:)`` (or ``isoText(_:)`` when `iso`)
  /// and a newline, written digit by digit with no intermediate strings, so that printing
  /// many instances costs about what expanding them does.
  ///
  /// - Parameters:
  ///   - occurrence: An instance of this set.
  ///   - iso: Whether to write extended ISO 8601 with the UTC offset instead of the start's form.
  ///   - bytes: The buffer to append to.
  public func appendLine(_ occurrence: Occurrence, iso: Bool, to bytes: inout [UInt8]) {
    let value = dateTime(occurrence)
    let (y, m, d) = value.day.gregorian
    @inline(__always) func two(_ n: Int) {
      bytes.append(0x30 &+ UInt8(truncatingIfNeeded: n / 10))
      bytes.append(0x30 &+ UInt8(truncatingIfNeeded: n % 10))
    }
    two(y / 100 % 100)
    two(y % 100)
    if iso { bytes.append(0x2D) }
    two(m)
    if iso { bytes.append(0x2D) }
    two(d)
    if value.kind != .date {
      let s = value.secondOfDay
      bytes.append(0x54)  // T
      two(s / 3600)
      if iso { bytes.append(0x3A) }
      two(s / 60 % 60)
      if iso { bytes.append(0x3A) }
      two(s % 60)
      switch value.kind {
      case .utc: bytes.append(0x5A)  // Z
      case .zoned, .floating:
        if iso, zone != nil {
          let offset = value.localSeconds - occurrence.utc
          let magnitude = offset.magnitude
          bytes.append(offset < 0 ? 0x2D : 0x2B)
          two(Int(magnitude / 3600))
          bytes.append(0x3A)
          two(Int(magnitude % 3600 / 60))
          if magnitude % 60 != 0 {
            bytes.append(0x3A)
            two(Int(magnitude % 60))
          }
        }
      case .date: break
      }
    }
    bytes.append(0x0A)
  }
}

/// Writes the instances of one set as lines of UTF-8, as ``RecurrenceSet/appendLine(_:iso:to:)``
/// does, but keeping the last line and patching only what changed: the day of the month while
/// the instances stay in one month (the year and month digits are worked out once per month),
/// the time only when the time of day changes, the UTC offset only when it changes. A line is
/// then a few digit stores and one append, instead of a calendar conversion and some twenty
/// single-byte appends (`almanac recur`'s printing; docs/performance.md).
public struct RecurrenceLineWriter {
  /// The set whose instances are written.
  public let set: RecurrenceSet
  /// Whether lines are extended ISO 8601 with the UTC offset (else the start's own form).
  public let iso: Bool
  private let isDate: Bool
  private let isUTC: Bool
  private let writesOffset: Bool
  private var line: [UInt8] = []
  /// Serials of the first and last day of the month whose digits `line` holds (empty range:
  /// none yet).
  private var monthFirst = 1
  private var monthLast = 0
  private var dayOfMonth = 0
  private var second = -1
  private var offset = Int.min

  /// A writer for the instances of `set`.
  ///
  /// - Parameters:
  ///   - set: The set.
  ///   - iso: Whether to write extended ISO 8601 with the UTC offset instead of the start's
  ///     form.
  public init(set: RecurrenceSet, iso: Bool) {
    self.set = set
    self.iso = iso
    isDate = set.start.kind == .date
    isUTC = set.start.kind == .utc
    writesOffset = iso && set.zone != nil && !isDate && !isUTC
    // YYYYMMDD or YYYY-MM-DD, then THHMMSS or THH:MM:SS, then Z or an offset, then \n.
    let dateLength = iso ? 10 : 8
    let timeLength = isDate ? 0 : (iso ? 9 : 7)
    line = [UInt8](repeating: 0x30, count: dateLength + timeLength)
    if iso {
      line[4] = 0x2D
      line[7] = 0x2D
    }
    if !isDate {
      line[dateLength] = 0x54  // T
      if iso {
        line[dateLength + 3] = 0x3A
        line[dateLength + 6] = 0x3A
      }
    }
    if isUTC { line.append(0x5A) }  // Z
    line.append(0x0A)
  }

  /// Appends `occurrence` as one line: what ``RecurrenceSet/text(_:)`` (or
  /// ``RecurrenceSet/isoText(_:)``) writes, and a newline.
  ///
  /// - Parameters:
  ///   - occurrence: An instance of ``set``.
  ///   - bytes: The buffer to append to.
  /// - Complexity: O(1); amortised a few stores per line while instances stay in a month.
  public mutating func append(_ occurrence: Occurrence, to bytes: inout [UInt8]) {
    let local =
      if let zone = set.zone, !isDate { zone.local(fromUTC: occurrence.utc) } else {
        occurrence.local
      }
    var serial = DaySeconds.day(ofSecond: local)
    if serial < monthFirst || serial > monthLast {
      let day = Day(clampingSerial: serial)
      serial = day.serial
      let (y, m, d) = day.gregorian
      monthFirst = serial - (d - 1)
      monthLast = monthFirst + GregorianMath.daysInMonth(year: y, month: m) - 1
      put(y / 100 % 100, at: 0)
      put(y % 100, at: 2)
      put(m, at: iso ? 5 : 4)
      dayOfMonth = -1
    }
    let d = serial - monthFirst + 1
    if d != dayOfMonth {
      dayOfMonth = d
      put(d, at: iso ? 8 : 6)
    }
    guard !isDate else {
      bytes.append(contentsOf: line)
      return
    }
    let s = DaySeconds.secondOfDay(local)
    if s != second {
      second = s
      let base = iso ? 11 : 9
      put(s / 3600, at: base)
      put(s / 60 % 60, at: base + (iso ? 3 : 2))
      put(s % 60, at: base + (iso ? 6 : 4))
    }
    if writesOffset {
      let now = serial * 86_400 + s - occurrence.utc
      if now != offset {
        offset = now
        writeOffset(now)
      }
    }
    bytes.append(contentsOf: line)
  }

  /// Two decimal digits of `n` (0…99) at `index`.
  @inline(__always)
  private mutating func put(_ n: Int, at index: Int) {
    line[index] = 0x30 &+ UInt8(truncatingIfNeeded: n / 10)
    line[index + 1] = 0x30 &+ UInt8(truncatingIfNeeded: n % 10)
  }

  /// Replaces the offset at the end of the line: `+HH:MM`, or `+HH:MM:SS` for an offset with
  /// seconds (local mean time).
  private mutating func writeOffset(_ offset: Int) {
    let base = 19  // YYYY-MM-DDTHH:MM:SS
    line.removeSubrange(base...)
    let magnitude = offset.magnitude
    func two(_ n: UInt) {
      line.append(0x30 &+ UInt8(truncatingIfNeeded: n / 10))
      line.append(0x30 &+ UInt8(truncatingIfNeeded: n % 10))
    }
    line.append(offset < 0 ? 0x2D : 0x2B)
    two(magnitude / 3600)
    line.append(0x3A)
    two(magnitude % 3600 / 60)
    if magnitude % 60 != 0 {
      line.append(0x3A)
      two(magnitude % 60)
    }
    line.append(0x0A)
  }
}
