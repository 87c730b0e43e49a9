/// One instance of an expansion: its wall-clock time and its instant.
public struct Occurrence: Hashable, Sendable, Comparable {
  /// Wall-clock seconds since 1970-01-01T00:00 in the zone of the start.
  public var local: Int
  /// Seconds since 1970-01-01T00:00Z (for floating values without a zone, equal to `local`).
  public var utc: Int

  /// Orders by instant, then wall time.
  public static func < (lhs: Occurrence, rhs: Occurrence) -> Bool {
    lhs.utc != rhs.utc ? lhs.utc < rhs.utc : lhs.local < rhs.local
  }
}
