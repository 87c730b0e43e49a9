import Almanac
import Foundation

/// Reads the dates and date-times people type for an event (`2026-12-01`, `2026-12-01T09:30`,
/// `2026-12-01 09:30:15`, `…Z`, or the iCalendar forms `20261201T093000[Z]`) in one time zone,
/// and derives the values an event needs from them: DTSTAMP, UNTIL in the start's form, and
/// whether a wall time falls in a DST gap.
///
/// A zone that is UTC under any of its names (`UTC`, `GMT`, `Etc/UTC`, `Zulu`…) gives UTC
/// values (`…Z`), never floating ones, so the event does not move with the reader's zone.
public struct DateTimeReader: Hashable, Sendable {
  /// The zone of local times: an IANA or Windows name; `nil` for floating times.
  public var zone: String?

  /// Creates a reader.
  ///
  /// - Parameter zone: The zone of local times (IANA or Windows name), or `nil` for floating.
  public init(zone: String?) {
    self.zone = zone
  }

  /// The names of UTC, in upper case: a local time in one of these is written as UTC.
  static let utcNames: Set<String> = {
    let bare = [
      "UTC", "GMT", "UCT", "UNIVERSAL", "ZULU", "GREENWICH", "GMT0", "GMT+0", "GMT-0", "Z",
    ]
    return Set(bare + bare.map { "ETC/" + $0 })
  }()

  /// Whether a zone name means UTC (`UTC`, `GMT`, `Etc/UTC`, `Etc/GMT`, `Zulu`…).
  ///
  /// - Parameter name: The zone name.
  /// - Returns: `true` for a name of UTC.
  public static func isUTC(_ name: String) -> Bool {
    var upper = name.uppercased()
    if upper.hasPrefix(":") { upper.removeFirst() }
    return utcNames.contains(upper)
  }

  /// How a local time in ``zone`` is written: UTC, zoned, or floating.
  public var localKind: ICSDateTime.Kind {
    guard let zone else { return .floating }
    return Self.isUTC(zone) ? .utc : .zoned(zone)
  }

  /// Reads a date or date-time. A date-time without `Z` is in ``zone``.
  ///
  /// - Parameter text: `2026-12-01`, `2026-12-01T09:30[:00][Z]`, `2026-12-01 09:30`,
  ///   `20261201`, `20261201T093000[Z]`.
  /// - Returns: A DATE, or a DATE-TIME that is UTC, zoned or floating.
  /// - Throws: ``ICSError/invalidValue(_:_:)`` saying what is wrong.
  public func dateTime(_ text: String) throws(ICSError) -> ICSDateTime {
    var compact = text.trimmingCharacters(in: .whitespaces)
    if compact.count >= 10, compact.dropFirst(4).first == "-" {
      compact = compact.replacingOccurrences(of: "-", with: "")
        .replacingOccurrences(of: ":", with: "").replacingOccurrences(of: " ", with: "T")
      // 20261201T0930 → 20261201T093000
      if let t = compact.firstIndex(of: "T") {
        let time = compact[compact.index(after: t)...].filter { $0 != "Z" && $0 != "z" }
        if time.count == 4 {
          compact.insert(contentsOf: "00", at: compact.index(t, offsetBy: 5))
        }
      }
    }
    let value = try ICSDateTime(
      parsing: compact, tzid: compact.uppercased().hasSuffix("Z") ? nil : zone)
    if case .zoned = value.kind, localKind == .utc {
      return ICSDateTime(day: value.day, secondOfDay: value.secondOfDay, kind: .utc)
    }
    return value
  }

  /// DTSTAMP for an instant: UTC, whole seconds.
  ///
  /// - Parameter date: The instant.
  /// - Returns: A UTC date-time.
  public static func stamp(_ date: Date) -> ICSDateTime {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    let bounded = Int(
      min(max(seconds, Double(Day.earliest.serial) * 86_400), Double(Day.latest.serial) * 86_400))
    return ICSDateTime(localSeconds: bounded, kind: .utc)
  }

  /// UNTIL for a rule with `start`, from a value the user gave: a DATE for an all-day start;
  /// for a date the last second of that day; floating when the start is floating (a UTC UNTIL
  /// on a floating start is forbidden, RFC 5545 §3.3.10), else UTC (required for a UTC or
  /// zoned start).
  ///
  /// - Parameters:
  ///   - value: The last day or moment of the repetition.
  ///   - start: DTSTART.
  /// - Returns: UNTIL in the form RFC 5545 requires for `start`.
  public static func until(_ value: ICSDateTime, start: ICSDateTime) -> ICSDateTime {
    if start.isDate { return ICSDateTime(day: value.day, kind: .date) }
    let local = value.isDate ? value.localSeconds + 86_399 : value.localSeconds
    let startZone: ICSTimeZone? =
      switch start.kind {
      case .zoned(let tzid): ICSTimeZoneResolver.standard(tzid)
      case .utc: .utc
      default: nil
      }
    let valueZone: ICSTimeZone? =
      switch value.kind {
      case .zoned(let tzid): ICSTimeZoneResolver.standard(tzid)
      case .utc: .utc
      default: startZone
      }
    guard let startZone else {
      // Floating start: a floating UNTIL, the wall time as given.
      return ICSDateTime(localSeconds: local, kind: .floating)
    }
    let utc = (valueZone ?? startZone).utc(fromLocal: local)
    return ICSDateTime(localSeconds: utc, kind: .utc)
  }

  /// The wall time a zoned value really happens at when the zone skips it (a DST gap):
  /// `2026-03-29T02:30` in Europe/Berlin happens at 03:30 (RFC 5545 §3.3.5). `nil` when the
  /// time exists (or the value is a date, floating or UTC).
  ///
  /// - Parameter value: A date-time.
  /// - Returns: The shifted value, or `nil`.
  public static func skippedTime(_ value: ICSDateTime) -> ICSDateTime? {
    guard let tzid = value.tzid, let zone = ICSTimeZoneResolver.standard(tzid) else { return nil }
    let local = value.localSeconds
    let actual = zone.local(fromUTC: zone.utc(fromLocal: local))
    guard actual != local else { return nil }
    return ICSDateTime(localSeconds: actual, kind: value.kind)
  }
}
