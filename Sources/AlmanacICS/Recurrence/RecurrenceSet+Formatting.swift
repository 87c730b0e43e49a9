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
