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
      let offset = dateTime(occurrence).localSeconds - occurrence.utc
      let magnitude = abs(offset)
      var suffix =
        (offset < 0 ? "-" : "+") + ICSDateTime.pad(magnitude / 3600, 2) + ":"
        + ICSDateTime.pad(magnitude % 3600 / 60, 2)
      if magnitude % 60 != 0 { suffix += ":" + ICSDateTime.pad(magnitude % 60, 2) }
      return value.isoText + suffix
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
