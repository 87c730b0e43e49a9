import AlmanacPrimitives
import Foundation

/// A time zone for iCalendar values: an IANA zone, a fixed offset, or a zone defined by a
/// VTIMEZONE component. Conversions use a cached transition table, not Foundation, in the hot
/// path.
public struct ICSTimeZone: Hashable, Sendable, CustomStringConvertible {
  /// The name: an IANA identifier, or the TZID of a VTIMEZONE.
  public let identifier: String
  let table: ZoneTable

  init(identifier: String, table: ZoneTable) {
    self.identifier = identifier
    self.table = table
  }

  /// UTC.
  public static let utc = ICSTimeZone(fixedOffset: 0, identifier: "UTC")

  /// A zone with a constant offset.
  ///
  /// - Parameters:
  ///   - seconds: Seconds east of UTC.
  ///   - identifier: A name for it.
  public init(fixedOffset seconds: Int, identifier: String) {
    self.identifier = identifier
    self.table = ZoneTable(
      transitions: [], initialOffset: seconds, fallback: nil, covered: Int.min...Int.max,
      isPeriodic: false)
  }

  /// The IANA zone of that name (`Europe/Berlin`), or `nil` when there is none.
  ///
  /// Tables are built once per name and shared.
  ///
  /// - Parameter identifier: An IANA identifier.
  public init?(identifier: String) {
    if let table = ICSTimeZone.cache.withLock({ $0[identifier] }) {
      self.init(identifier: identifier, table: table)
      return
    }
    guard !identifier.isEmpty, identifier.count < 64, let zone = TimeZone(identifier: identifier)
    else { return nil }
    let table = ZoneTable(foundation: zone)
    ICSTimeZone.cache.withLock { $0[identifier] = table }
    self.init(identifier: identifier, table: table)
  }

  private static let cache = LockedValue<[String: ZoneTable]>([:])

  /// The offset from UTC in force at an instant.
  ///
  /// - Parameter utcSeconds: Seconds since 1970-01-01T00:00Z.
  /// - Returns: Seconds east of UTC.
  /// - Complexity: O(log *t*) for *t* transitions.
  public func offset(atUTC utcSeconds: Int) -> Int { table.offset(atUTC: utcSeconds) }

  /// The instant of a wall-clock time in this zone. A time skipped by a DST change is read with
  /// the offset before the change (02:30 becomes 03:30 daylight time); a time that occurs twice
  /// is its first occurrence (RFC 5545 §3.3.5).
  ///
  /// - Parameter localSeconds: Wall-clock seconds since 1970-01-01T00:00.
  /// - Returns: Seconds since 1970-01-01T00:00Z.
  /// - Complexity: O(log *t*) for *t* transitions.
  public func utc(fromLocal localSeconds: Int) -> Int { table.utc(fromLocal: localSeconds) }

  /// The wall-clock time of an instant.
  ///
  /// - Parameter utcSeconds: Seconds since 1970-01-01T00:00Z.
  /// - Returns: Wall-clock seconds since 1970-01-01T00:00.
  /// - Complexity: O(log *t*) for *t* transitions.
  public func local(fromUTC utcSeconds: Int) -> Int { utcSeconds + table.offset(atUTC: utcSeconds) }

  /// A wall time at or before the wall time of every instant from `utcSeconds` on: the wall
  /// time of `utcSeconds` less the most that two of the zone's offsets differ (two days before
  /// 1900, where Foundation answers for IANA zones). An expansion seeks its rules to this and
  /// walks no instance it cannot use: none for UTC or a fixed offset, an hour's worth for a zone
  /// with daylight saving time.
  ///
  /// For every instant `u >= utcSeconds`, `local(fromUTC: u) >= earliestLocal(fromUTC:
  /// utcSeconds)`, because `u + offset(u) >= utcSeconds + minimum offset` and
  /// `local(fromUTC: utcSeconds) <= utcSeconds + maximum offset`.
  func earliestLocal(fromUTC utcSeconds: Int) -> Int {
    local(fromUTC: utcSeconds) - table.wallTimeMargin(nearUTC: utcSeconds)
  }

  /// The identifier.
  public var description: String { identifier }

  /// Zones are equal when their identifiers are.
  public static func == (lhs: ICSTimeZone, rhs: ICSTimeZone) -> Bool {
    lhs.identifier == rhs.identifier
      && (lhs.table === rhs.table || lhs.table.instants == rhs.table.instants)
  }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
