import Almanac
import AlmanacICS
import AlmanacPrimitives
import Foundation

/// Reads the dates and date-times people type for an event (`2026-12-01`, `2026-12-01T09:30`,
/// `2026-12-01 09:30:15`, `…Z`, or the iCalendar forms `20261201T093000[Z]`) in one time zone,
/// and derives the values an event needs from them: DTSTAMP, UNTIL in the start's form, and
/// whether a wall time falls in a DST gap.
///
/// A zone that is UTC under any of its names (`UTC`, `GMT`, `Etc/UTC`, `Zulu`…) gives UTC
/// values (`…Z`), never floating ones, so the event does not move with the reader's zone.
package struct DateTimeReader: Hashable, Sendable {
  /// The zone of local times: an IANA or Windows name; `nil` for floating times.
  package var zone: String?
  /// Today, for the relative forms (`today`, `tomorrow`, `+3d`, `fri`); `nil` refuses them.
  package var today: Day?
  /// The current instant, for `now`; `nil` refuses it.
  package var now: Date?
  /// Whether a zone that is a name of UTC gives UTC values (`…Z`); `false` keeps them zoned
  /// with that TZID (for a rule expanded exactly as given).
  package var writesUTCAsUTC = true

  /// Creates a reader.
  ///
  /// - Parameters:
  ///   - zone: The zone of local times (IANA or Windows name), or `nil` for floating.
  ///   - today: Today in that zone, for relative dates (there is no hidden clock).
  ///   - now: The current instant, for `now`.
  package init(zone: String?, today: Day? = nil, now: Date? = nil) {
    self.zone = zone
    self.today = today
    self.now = now
  }

  /// The most days a relative form (`+3650000d`) may move.
  package static let relativeDayLimit = 3_660_000

  private static let weekdayNames: [[String]] = [
    ["sun", "sunday"], ["mon", "monday"], ["tue", "tues", "tuesday"],
    ["wed", "wednesday"], ["thu", "thur", "thurs", "thursday"], ["fri", "friday"],
    ["sat", "saturday"],
  ]

  /// A relative date: `today`, `tomorrow`, `yesterday`, `+3d`, `-2w`, `+10` (days), or a
  /// weekday name (`fri`, `friday`: that day this week or the next, on or after `today`).
  /// Results are clamped to the supported days.
  ///
  /// - Parameters:
  ///   - text: The word, without regard to case.
  ///   - today: Today.
  /// - Returns: The day, or `nil` when `text` is not a relative form.
  package static func relativeDay(_ text: String, today: Day) -> Day? {
    let word = text.trimmingCharacters(in: .whitespaces).lowercased()
    func moved(_ days: Int) -> Day {
      Day(clampingSerial: today.serial + days)
    }
    switch word {
    case "today": return today
    case "tomorrow": return moved(1)
    case "yesterday": return moved(-1)
    default: break
    }
    if let index = weekdayNames.firstIndex(where: { $0.contains(word) }) {
      return moved((index + 1 - today.weekday + 7) % 7)
    }
    guard let sign = word.first, sign == "+" || sign == "-" else { return nil }
    var digits = word.dropFirst()
    var unit = 1
    if let last = digits.last, last == "d" || last == "w" {
      unit = last == "w" ? 7 : 1
      digits = digits.dropLast()
    }
    guard !digits.isEmpty, digits.count <= 7, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let count = Int(digits), count * unit <= relativeDayLimit
    else { return nil }
    return moved(sign == "-" ? -count * unit : count * unit)
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
  package static func isUTC(_ name: String) -> Bool {
    var upper = name.uppercased()
    if upper.hasPrefix(":") { upper.removeFirst() }
    return utcNames.contains(upper)
  }

  /// How a local time in ``zone`` is written: UTC, zoned, or floating.
  package var localKind: ICSDateTime.Kind {
    guard let zone else { return .floating }
    return writesUTCAsUTC && Self.isUTC(zone) ? .utc : .zoned(zone)
  }

  /// Reads a date or date-time. A date-time without `Z` is in ``zone``.
  ///
  /// - Parameter text: `2026-12-01`, `2026-12-01T09:30[:00][Z]`, `2026-12-01 09:30`,
  ///   `20261201`, `20261201T093000[Z]`; with ``today``, a relative day alone (a date) or
  ///   with a time (`today`, `tomorrow 18:00`, `+3d`, `fri 09:30`), or a time alone for
  ///   today (`18:00`); with ``now``, `now` (to the minute).
  /// - Returns: A DATE, or a DATE-TIME that is UTC, zoned or floating.
  /// - Throws: ``/AlmanacICS/ICSError/invalidValue(_:_:)`` saying what is wrong.
  package func dateTime(_ text: String) throws(ICSError) -> ICSDateTime {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased() == "now" {
      guard let now else { throw Self.failure("'now' is not accepted here") }
      let utc = Self.stamp(now).localSeconds
      let local = zone.flatMap { ICSTimeZoneResolver.standard($0) }?.local(fromUTC: utc) ?? utc
      let kind = zone == nil ? ICSDateTime.Kind.utc : localKind
      return ICSDateTime(localSeconds: local - local % 60, kind: kind)
    }
    // A relative day, alone (a date) or with a time: `tomorrow 18:00`, `fri 09:30`.
    let words = trimmed.split(separator: " ", maxSplits: 1).map(String.init)
    if let first = words.first, let today, let day = Self.relativeDay(first, today: today) {
      guard words.count == 2 else { return ICSDateTime(day: day, kind: .date) }
      return try dateTime(day.description + "T" + words[1].trimmingCharacters(in: .whitespaces))
    }
    // A time alone is today's: `18:00`, `9:30`, `07:15:30`.
    if let today, let time = Self.timeOfDay(trimmed) {
      return try dateTime(today.description + "T" + time)
    }
    var compact = trimmed
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

  /// Whether `text` is a time alone (`18:00`, `9:30`, `07:15:30`), which ``dateTime(_:)``
  /// reads on ``today``.
  ///
  /// - Parameter text: The text as typed.
  /// - Returns: `true` for a time without a day.
  package static func isTimeAlone(_ text: String) -> Bool {
    timeOfDay(text.trimmingCharacters(in: .whitespaces)) != nil
  }

  /// `H:MM`, `HH:MM` or `HH:MM:SS` with two-digit hours: the digits as typed (ranges are
  /// checked where the date-time is read); `nil` for anything else.
  static func timeOfDay(_ text: String) -> String? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), (1...2).contains(parts[0].count),
      parts.dropFirst().allSatisfy({ $0.count == 2 }),
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return nil }
    return (parts[0].count == 1 ? "0" : "") + text
  }

  static func failure(_ reason: String) -> ICSError {
    .invalidValue(ICSLocation(file: "", line: 1, column: 1), reason)
  }

  /// DTSTAMP for an instant: UTC, whole seconds.
  ///
  /// - Parameter date: The instant.
  /// - Returns: A UTC date-time.
  package static func stamp(_ date: Date) -> ICSDateTime {
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
  package static func until(_ value: ICSDateTime, start: ICSDateTime) -> ICSDateTime {
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
  package static func skippedTime(_ value: ICSDateTime) -> ICSDateTime? {
    guard let tzid = value.tzid, let zone = ICSTimeZoneResolver.standard(tzid) else { return nil }
    let local = value.localSeconds
    let actual = zone.local(fromUTC: zone.utc(fromLocal: local))
    guard actual != local else { return nil }
    return ICSDateTime(localSeconds: actual, kind: value.kind)
  }
}
