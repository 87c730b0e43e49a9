import Foundation

/// Turns time-zone names into `TimeZone`s, refusing unknown names.
enum TimeZoneResolver {
  /// The zone named `identifier` (an IANA name such as `Pacific/Apia`, or `UTC`/`GMT`,
  /// matched without regard to case), or `nil`.
  static func timeZone(named identifier: String) -> TimeZone? {
    if let zone = TimeZone(identifier: identifier) { return zone }
    let lowered = identifier.lowercased()
    if ["utc", "gmt", "z", "zulu"].contains(lowered) { return TimeZone(identifier: "GMT") }
    if let match = TimeZone.knownTimeZoneIdentifiers.first(where: { $0.lowercased() == lowered }) {
      return TimeZone(identifier: match)
    }
    return nil
  }

  /// A near spelling among known zone names, for "did you mean".
  static func suggestion(for identifier: String) -> String? {
    EditDistance.suggestion(for: identifier, among: TimeZone.knownTimeZoneIdentifiers)
  }

  /// The zone from `TZ` (a leading `:` is ignored), or the system zone when `TZ` is unset,
  /// empty or unknown.
  static func environmentTimeZone(_ environment: [String: String]) -> TimeZone {
    if var name = environment["TZ"], !name.isEmpty {
      if name.hasPrefix(":") { name.removeFirst() }
      if let zone = timeZone(named: name) { return zone }
    }
    return TimeZone.current
  }
}
