import AlmanacPrimitives
import Foundation

/// Finds the zone a TZID names: an IANA identifier (also inside the prefixes some producers add,
/// such as `/mozilla.org/20050126_1/America/New_York`), a Windows name as Outlook writes it
/// (`W. Europe Standard Time`), or a VTIMEZONE of the calendar.
public struct ICSTimeZoneResolver: Sendable {
  /// Zones defined by VTIMEZONE components, by TZID.
  public var definitions: [String: ICSTimeZone]
  /// The zone of floating values (from `X-WR-TIMEZONE`), if any.
  public var floatingZone: ICSTimeZone?

  /// Creates a resolver.
  ///
  /// - Parameters:
  ///   - definitions: VTIMEZONE zones by TZID.
  ///   - floatingZone: The zone for floating values.
  public init(definitions: [String: ICSTimeZone] = [:], floatingZone: ICSTimeZone? = nil) {
    self.definitions = definitions
    self.floatingZone = floatingZone
  }

  /// Resolves a TZID: IANA name first, then a Windows name, then a VTIMEZONE of the calendar.
  ///
  /// - Parameter tzid: The TZID parameter value.
  /// - Returns: The zone, or `nil` when nothing matches.
  public func zone(for tzid: String) -> ICSTimeZone? {
    ICSTimeZoneResolver.standard(tzid) ?? definitions[tzid]
  }

  /// Resolves a TZID without calendar definitions: IANA (also after a `/vendor/version/` prefix
  /// or in quotes), then the Windows names.
  ///
  /// - Parameter tzid: The TZID.
  /// - Returns: The zone, or `nil`.
  /// - Complexity: Amortised O(*n*) in the length of the TZID: results are memoised per TZID
  ///   (up to 4096 distinct names), because loading calls this once per DATE-TIME value.
  public static func standard(_ tzid: String) -> ICSTimeZone? {
    if let hit = memo.withLock({ $0[tzid] }) { return hit }
    let zone = resolveStandard(tzid)
    memo.withLock { table in
      if table.count < memoLimit { table[tzid] = zone }
    }
    return zone
  }

  /// The most distinct TZIDs whose ``standard(_:)`` result is kept; further names are resolved
  /// each time, so hostile input cannot grow the memo without bound.
  static let memoLimit = 4096

  /// Results of ``standard(_:)`` by raw TZID, `nil` entries included (unknown names).
  private static let memo = LockedValue<[String: ICSTimeZone?]>([:])

  private static func resolveStandard(_ tzid: String) -> ICSTimeZone? {
    var name = tzid.trimmingCharacters(in: .whitespaces)
    if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 {
      name = String(name.dropFirst().dropLast())
    }
    if name == "Z" || name == "UTC" || name == "GMT" || name == "Etc/UTC" { return .utc }
    if let iana = WindowsZones.iana[name] { return ICSTimeZone(identifier: iana) }
    if name.contains("/"), !name.hasPrefix("/"), let zone = ICSTimeZone(identifier: name) {
      return zone
    }
    if name.hasPrefix("/") || name.contains("/") {
      // Vendor prefixes: try each suffix that starts after a slash.
      // A leading slash alone (`/Europe/Stockholm`, as some producers write) hides a plain
      // IANA name: try the whole of it first.
      let parts = name.split(separator: "/")
      let firstDrop = name.hasPrefix("/") ? 0 : 1
      for drop in firstDrop..<max(firstDrop, parts.count) {
        let candidate = parts.dropFirst(drop).joined(separator: "/")
        if candidate.contains("/") || parts.count - drop == 1,
          let zone = ICSTimeZone(identifier: candidate)
        {
          return zone
        }
      }
    }
    return ICSTimeZone(identifier: name)
  }
}
