import Almanac
import AlmanacICS
import AlmanacPrimitives
import Foundation

/// The VTIMEZONEs that the store's writer adds to what it writes: one for every TZID the
/// written components use that the file does not define yet, generated from the zone's rules
/// for the span the components cover (`ICSComponent(vtimezoneFor:tzid:covering:)`).
enum GeneratedTimeZones {
  /// How long a recurrence without UNTIL (unbounded or with COUNT) is taken to cover.
  static let openRecurrence = 10 * 366 * 86_400

  /// VTIMEZONEs for the TZIDs of `components` that are not in `defined` and that name a zone
  /// (IANA, or a Windows name), in TZID order. A TZID that names no zone gets none: the file
  /// is then exactly as the user gave it.
  ///
  /// - Parameters:
  ///   - components: The events, to-dos or journals being written.
  ///   - defined: The TZIDs the target file (or the imported file) already has a VTIMEZONE for.
  /// - Returns: The components to write before them.
  static func components(for components: [ICSComponent], defined: Set<String>) -> [ICSComponent] {
    keyedComponents(for: components, defined: defined).map(\.component)
  }

  /// ``components(for:defined:)``, each with the key it is cached under (equal keys, equal
  /// components), so that a writer of many files can keep each one's text.
  static func keyedComponents(for components: [ICSComponent], defined: Set<String>) -> [(
    key: Key, component: ICSComponent
  )] {
    var spans: [String: ClosedRange<Int>] = [:]
    for component in components { collect(component, skipping: defined, into: &spans) }
    var out: [(key: Key, component: ICSComponent)] = []
    for tzid in spans.keys.sorted() where !defined.contains(tzid) {
      guard let span = spans[tzid], let named = ICSTimeZoneResolver.standard(tzid) else {
        continue
      }
      // Whole UTC years: an import of many events from the same years builds each zone once.
      let lower = GregorianMath.civil(DaySeconds.day(ofSecond: span.lowerBound)).year
      let upper = GregorianMath.civil(DaySeconds.day(ofSecond: span.upperBound)).year
      let key = Key(tzid: tzid, zone: named.identifier, firstYear: lower, lastYear: upper)
      if let hit = cache.withLock({ $0[key] }) {
        out.append((key, hit))
        continue
      }
      guard let zone = TimeZone(identifier: named.identifier),
        let first = try? Day(year: lower, month: 1, day: 1),
        let last = try? Day(year: upper, month: 12, day: 31)
      else { continue }
      let component = ICSComponent(
        vtimezoneFor: zone, tzid: tzid,
        covering: first.serial * 86_400...last.serial * 86_400 + 86_399)
      cache.withLock { table in
        if table.count >= 256 { table.removeAll() }
        table[key] = component
      }
      out.append((key, component))
    }
    return out
  }

  /// A generated VTIMEZONE's TZID, zone and whole UTC years covered.
  struct Key: Hashable, Sendable {
    var tzid: String
    var zone: String
    var firstYear: Int
    var lastYear: Int
  }

  /// Generated VTIMEZONEs by TZID and whole years covered.
  private static let cache = LockedValue<[Key: ICSComponent]>([:])

  /// The TZIDs that VTIMEZONE components among `components` define.
  static func definedIDs(_ components: [ICSComponent]) -> Set<String> {
    Set(components.filter { $0.name == "VTIMEZONE" }.compactMap { $0.property("TZID")?.rawValue })
  }

  /// Widens, per TZID not in `defined`, the span of UTC instants that a component's values
  /// (and its recurrence) reach; the values of defined TZIDs are not read at all.
  static func collect(
    _ component: ICSComponent, skipping defined: Set<String>,
    into spans: inout [String: ClosedRange<Int>]
  ) {
    let bound = RecurrenceSet.instantBound
    func note(_ tzid: String, _ instant: Int) {
      let instant = Swift.min(Swift.max(instant, -bound), bound)
      if let span = spans[tzid] {
        spans[tzid] = Swift.min(span.lowerBound, instant)...Swift.max(span.upperBound, instant)
      } else {
        spans[tzid] = instant...instant
      }
    }
    var starts: [String: Int] = [:]
    for property in component.properties {
      guard let tzid = property.parameter("TZID"), !defined.contains(tzid),
        let zone = ICSTimeZoneResolver.standard(tzid)
      else { continue }
      let values: [ICSDateTime]
      switch property.name {
      case "RDATE" where property.parameter("VALUE").map(ICSText.uppercasedASCII) == "PERIOD":
        values = ((try? property.periodListValue()) ?? []).map(\.start)
      case "DTSTART", "DTEND", "DUE", "RECURRENCE-ID":
        values = (try? property.dateTimeValue()).map { [$0] } ?? []
      default:
        values = (try? property.dateTimeListValue()) ?? []
      }
      for value in values where !value.isDate {
        let instant = zone.utc(fromLocal: value.localSeconds)
        note(tzid, instant)
        if property.name == "DTSTART" { starts[tzid] = instant }
      }
    }
    // A recurrence reaches its UNTIL, or (COUNT, or no end) ten years past its start.
    for rule in component.properties(named: "RRULE") where !starts.isEmpty {
      guard let rule = try? rule.recurrenceRuleValue() else { continue }
      for (tzid, start) in starts {
        if let until = rule.until, rule.count == nil {
          let instant =
            until.kind == .utc
            ? until.localSeconds
            : (ICSTimeZoneResolver.standard(tzid)?.utc(fromLocal: until.localSeconds)
              ?? until.localSeconds)
          note(tzid, instant)
        } else {
          note(tzid, start + openRecurrence)
        }
      }
    }
    for child in component.components { collect(child, skipping: defined, into: &spans) }
  }
}

extension EventStore {
  /// The TZIDs a write into collection `index` needs no new VTIMEZONE for: those the `.ics`
  /// file defines or already uses (a file that uses a TZID without defining it is left as
  /// its producer wrote it); none for a vdir collection, where each item is a new file.
  func presentTimeZoneIDs(inCollection index: Int) -> Set<String> {
    guard !collections[index].isFolder,
      let item = items.first(where: { $0.path == collections[index].path })
    else { return [] }
    return Self.presentTimeZoneIDs(item)
  }

  /// The TZIDs a file defines with a VTIMEZONE or uses in a value.
  static func presentTimeZoneIDs(_ item: StoredItem) -> Set<String> {
    let components = item.document.calendars.flatMap(\.components)
    return GeneratedTimeZones.definedIDs(components).union(
      timeZoneIDs(components.filter { $0.name != "VTIMEZONE" }))
  }
}
