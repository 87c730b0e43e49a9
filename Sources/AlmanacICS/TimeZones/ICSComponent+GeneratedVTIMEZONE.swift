import Almanac
import AlmanacPrimitives
import Foundation

extension ICSComponent {
  /// A VTIMEZONE for an IANA zone, generated from the zone's rules (Foundation's
  /// `TimeZone`): STANDARD and DAYLIGHT observances with DTSTART, TZOFFSETFROM, TZOFFSETTO and
  /// TZNAME, and a yearly RRULE wherever the zone's changes follow one (`BYMONTH=3;BYDAY=-1SU`,
  /// `BYDAY=2SU`, `BYMONTHDAY=23,24,25,26,27,28,29;BYDAY=FR`), as libical, ical.js and
  /// Thunderbird write them; changes that follow no rule are observances of their own.
  ///
  /// The definition starts at the last change at or before the span (so the span's first
  /// instant has its offset) and lists every change through ten years after it; a yearly rule
  /// still in force then is written without UNTIL, so it goes on as the zone does. Other
  /// clients (Outlook, older ones) need this block to read `TZID=` values; the result is
  /// checked against Foundation, change by change, before it is returned, and written as one
  /// observance per change (no RRULE) should a rule not give them back exactly. See
  /// `docs/decisions/0011-generated-vtimezone.md`.
  ///
  /// - Parameters:
  ///   - zone: The zone.
  ///   - tzid: The TZID to write (default: the zone's identifier; a Windows name that the
  ///     file's values use, say).
  ///   - span: The UTC instants (seconds since 1970) the file's values fall in.
  /// - Complexity: O(*t*) Foundation calls for *t* changes of the zone in the span and ten
  ///   years after it.
  public init(vtimezoneFor zone: TimeZone, tzid: String? = nil, covering span: ClosedRange<Int>) {
    let generator = ZoneRules(zone: zone, span: span)
    self = generator.component(tzid: tzid ?? zone.identifier)
  }
}

/// The changes of a Foundation zone over a span, grouped into yearly rules.
struct ZoneRules {
  /// One change of offset.
  struct Change: Hashable {
    /// The UTC instant.
    var instant: Int
    /// The offset before and after.
    var before: Int
    var after: Int
    var isDaylight: Bool
    var name: String

    /// The wall time of the onset in the offset before it (how DTSTART and RRULE count).
    var onset: ICSDateTime { ICSDateTime(localSeconds: instant + before, kind: .floating) }
  }

  /// Changes with the same offsets, name and kind, one a year, that one yearly rule gives.
  struct Run {
    var changes: [Change]
    var month: Int
    var secondOfDay: Int
    /// The weekday of every onset (1 = Sunday), when they share one.
    var weekday: Int?
    /// The day of the month of every onset, when they share one.
    var monthDay: Int?
    /// Whether every onset is the last such weekday of its month.
    var isLast: Bool
    /// The days N for which every onset is the first such weekday on or after day N.
    var onOrAfter: ClosedRange<Int>?
  }

  /// How far past the span the changes are listed, and a yearly rule checked.
  static let lookahead = 10 * 366 * 86_400

  let zone: TimeZone
  let span: ClosedRange<Int>
  /// The change at or before the span's start, then every change through the lookahead.
  let changes: [Change]
  /// The offset when the zone has never changed before the span.
  let initialOffset: Int
  /// The end of the listed window.
  let windowEnd: Int

  init(zone: TimeZone, span: ClosedRange<Int>) {
    self.zone = zone
    // Keep the arithmetic finite: Foundation's zones are defined for years 1 through 9999.
    let lowest = -62_135_596_800
    let highest = 253_402_300_799 - ZoneRules.lookahead
    let start = Swift.min(Swift.max(span.lowerBound, lowest), highest)
    let end = Swift.min(Swift.max(span.upperBound, start), highest)
    self.span = start...end
    windowEnd = end + ZoneRules.lookahead
    var first: Change?
    for back in [400 * 86_400, 5 * 366 * 86_400, 40 * 366 * 86_400, 200 * 366 * 86_400] {
      if let last = ZoneRules.changes(of: zone, after: start - back, through: start).last {
        first = last
        break
      }
    }
    let from = first.map { $0.instant - 1 } ?? start
    changes = ZoneRules.changes(of: zone, after: from, through: windowEnd)
    initialOffset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(start)))
  }

  /// The offset changes of `zone` after `from` and at or before `through`.
  static func changes(of zone: TimeZone, after from: Int, through: Int) -> [Change] {
    var out: [Change] = []
    var cursor = Date(timeIntervalSince1970: Double(from))
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor), out.count < 20_000 {
      let instant = Int(next.timeIntervalSince1970.rounded())
      guard instant <= through, next > cursor else { break }
      cursor = next
      let at = Date(timeIntervalSince1970: Double(instant))
      let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant - 1)))
      let after = zone.secondsFromGMT(for: at)
      guard before != after else { continue }
      out.append(
        Change(
          instant: instant, before: before, after: after,
          isDaylight: zone.isDaylightSavingTime(for: at), name: name(of: zone, at: at)))
    }
    return out
  }

  /// The abbreviation of the zone at an instant (TZNAME).
  static func name(of zone: TimeZone, at date: Date) -> String {
    let offset = zone.secondsFromGMT(for: date)
    return ZoneAbbreviations.shared.name(
      of: zone.identifier, at: Int(date.timeIntervalSince1970.rounded()), offset: offset)
      ?? zone.abbreviation(for: date) ?? OffsetText.basic(offset)
  }

  /// The changes grouped into runs, in order of their first change.
  func runs() -> [Run] {
    var runs: [Run] = []
    var current: [String: Int] = [:]
    for change in changes {
      let key = "\(change.before) \(change.after) \(change.isDaylight) \(change.name)"
      if let index = current[key], let extended = ZoneRules.extend(runs[index], with: change) {
        runs[index] = extended
      } else {
        current[key] = runs.count
        runs.append(ZoneRules.run(starting: change))
      }
    }
    return runs
  }

  static func run(starting change: Change) -> Run {
    let onset = change.onset
    let (year, month, day) = onset.day.gregorian
    let length = GregorianMath.daysInMonth(year: year, month: month)
    return Run(
      changes: [change], month: month, secondOfDay: onset.secondOfDay,
      weekday: onset.day.weekday, monthDay: day, isLast: day + 7 > length,
      onOrAfter: Swift.max(1, day - 6)...day)
  }

  /// The run with one more change, or `nil` when no yearly rule gives them all.
  static func extend(_ run: Run, with change: Change) -> Run? {
    guard let last = run.changes.last else { return nil }
    let next = self.run(starting: change)
    guard next.month == run.month, next.secondOfDay == run.secondOfDay,
      change.onset.day.gregorian.year == last.onset.day.gregorian.year + 1
    else { return nil }
    var out = run
    out.changes.append(change)
    if out.monthDay != next.monthDay { out.monthDay = nil }
    if out.weekday != next.weekday {
      out.weekday = nil
      out.isLast = false
      out.onOrAfter = nil
    } else {
      out.isLast = out.isLast && next.isLast
      if let a = out.onOrAfter, let b = next.onOrAfter, a.overlaps(b) {
        out.onOrAfter =
          Swift.max(a.lowerBound, b.lowerBound)...Swift.min(a.upperBound, b.upperBound)
      } else {
        out.onOrAfter = nil
      }
    }
    guard out.monthDay != nil || out.isLast || out.onOrAfter != nil else { return nil }
    return out
  }

  /// The BY parts of the yearly rule of a run: the n-th weekday, the last weekday, a day of
  /// the month, or the first weekday on or after a day.
  static func byParts(of run: Run) -> String {
    let days = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
    var parts = "BYMONTH=\(run.month)"
    if let weekday = run.weekday, let range = run.onOrAfter,
      let first = [1, 8, 15, 22].first(where: range.contains)
    {
      parts += ";BYDAY=\((first - 1) / 7 + 1)\(days[weekday - 1])"
    } else if let weekday = run.weekday, run.isLast {
      parts += ";BYDAY=-1\(days[weekday - 1])"
    } else if let day = run.monthDay {
      parts += ";BYMONTHDAY=\(day)"
    } else if let weekday = run.weekday, let range = run.onOrAfter {
      let first = range.lowerBound
      parts += ";BYMONTHDAY=" + (first...(first + 6)).map(String.init).joined(separator: ",")
      parts += ";BYDAY=\(days[weekday - 1])"
    }
    return parts
  }

  /// The VTIMEZONE, with yearly rules where they hold, checked against Foundation.
  func component(tzid: String) -> ICSComponent {
    let ruled = component(tzid: tzid, withRules: true)
    if matchesFoundation(ruled) { return ruled }
    return component(tzid: tzid, withRules: false)
  }

  func component(tzid: String, withRules: Bool) -> ICSComponent {
    var out = ICSComponent(name: "VTIMEZONE")
    out.properties.append(ICSProperty(name: "TZID", rawValue: tzid))
    guard !changes.isEmpty else {
      // A zone that has kept one offset: a single observance from the span's start.
      out.components.append(
        observance(
          isDaylight: false, from: initialOffset, to: initialOffset,
          name: ZoneRules.name(of: zone, at: Date(timeIntervalSince1970: Double(span.lowerBound))),
          start: ICSDateTime(localSeconds: span.lowerBound + initialOffset, kind: .floating),
          rule: nil))
      return out
    }
    let runs: [Run] = withRules ? runs() : changes.map(ZoneRules.run(starting:))
    var observances: [(instant: Int, component: ICSComponent)] = []
    for run in runs {
      guard let first = run.changes.first, let last = run.changes.last else { continue }
      var rule: String?
      if run.changes.count > 1 {
        rule = "FREQ=YEARLY;" + ZoneRules.byParts(of: run)
        // Still in force at the end of the window: it goes on as the zone does. Otherwise
        // UNTIL is the last onset: in UTC as RFC 5545 says, or its wall time read as UTC when
        // that is later (east of Greenwich), so that readers that compare UNTIL with the wall
        // times of the onsets (python icalendar does) keep the last one too. Either way the
        // next onset, a year later, is past it.
        if last.instant <= windowEnd - 366 * 86_400 {
          let until = Swift.max(last.instant, last.instant + last.before)
          rule = (rule ?? "") + ";UNTIL=\(ICSDateTime(localSeconds: until, kind: .utc).text)"
        }
      }
      observances.append(
        (
          first.instant,
          observance(
            isDaylight: first.isDaylight, from: first.before, to: first.after, name: first.name,
            start: first.onset, rule: rule)
        ))
    }
    // In order of their first onset.
    out.components += observances.sorted { $0.instant < $1.instant }.map(\.component)
    return out
  }

  func observance(
    isDaylight: Bool, from: Int, to: Int, name: String, start: ICSDateTime, rule: String?
  ) -> ICSComponent {
    var component = ICSComponent(name: isDaylight ? "DAYLIGHT" : "STANDARD")
    component.properties.append(ICSProperty(name: "DTSTART", rawValue: start.text))
    if let rule { component.properties.append(ICSProperty(name: "RRULE", rawValue: rule)) }
    component.properties.append(
      ICSProperty(name: "TZOFFSETFROM", rawValue: UTCOffset(seconds: from).description))
    component.properties.append(
      ICSProperty(name: "TZOFFSETTO", rawValue: UTCOffset(seconds: to).description))
    component.properties.append(ICSProperty(name: "TZNAME", text: name))
    return component
  }

  /// Whether the VTIMEZONE, read back by ``ICSTimeZone/init(vtimezone:)``, has exactly the
  /// zone's changes from the first listed one to the end of the window.
  func matchesFoundation(_ component: ICSComponent) -> Bool {
    guard let parsed = try? ICSTimeZone(vtimezone: component), let first = changes.first else {
      return false
    }
    let table = parsed.table
    let lower = ZoneTable.count(table.instants, atOrBefore: first.instant - 1)
    let upper = ZoneTable.count(table.instants, atOrBefore: windowEnd)
    var listed: [Change] = []
    for index in lower..<upper where table.before[index] != table.after[index] {
      listed.append(
        Change(
          instant: table.instants[index], before: table.before[index], after: table.after[index],
          isDaylight: false, name: ""))
    }
    let expected = changes.map {
      Change(instant: $0.instant, before: $0.before, after: $0.after, isDaylight: false, name: "")
    }
    return listed == expected
  }
}
