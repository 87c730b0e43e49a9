import AlmanacICS
import Foundation

extension EventStore {
  /// Keeps only the items of the named collections, so that every later query and write
  /// (``events(from:through:in:limit:skipped:)``, ``search(_:in:)``, ``delete(uid:)``,
  /// ``update(uid:_:)``) sees those collections alone. The collection list itself is kept.
  ///
  /// - Parameter names: Collection names (folder or file name, or display name), as
  ///   ``collectionIndex(named:)`` reads them.
  /// - Throws: ``EventStoreError/unknownCollection(name:known:)`` for a name no collection has.
  /// - Complexity: O(*n*) in the number of items.
  public mutating func restrict(toCollections names: [String]) throws(EventStoreError) {
    var kept = Set<Int>()
    for name in names {
      guard let index = collectionIndex(named: name) else {
        throw .unknownCollection(name: name, known: collections.map(\.title))
      }
      kept.insert(index)
    }
    items.removeAll { !kept.contains($0.collectionIndex) }
  }

  /// The collections that hold an event with `uid`, in collection order.
  ///
  /// - Parameter uid: The UID.
  /// - Returns: The collections (empty when no item has the UID).
  /// - Complexity: O(*n*) in the number of items.
  public func collections(holding uid: String) -> [EventCollection] {
    let indices = Set(items.filter { $0.uids.contains(uid) }.map(\.collectionIndex))
    return indices.sorted().map { collections[$0] }
  }

  /// Every event whose summary, location or description contains `text` (ignoring case and
  /// diacritics), each once: a recurring event at its first instance (its DTSTART), each
  /// changed instance (RECURRENCE-ID) on its own; cancelled ones (STATUS:CANCELLED) left out
  /// unless ``keepsCancelledInstances`` keeps them, marked. Sorted by start.
  ///
  /// - Parameters:
  ///   - text: What to look for; empty matches every event.
  ///   - timeZone: The display zone (for floating times and the days of timed events).
  /// - Returns: One instance per matching event component.
  /// - Complexity: O(*e*) text comparisons for *e* events, plus one small expansion per match.
  public func search(_ text: String, in timeZone: TimeZone) -> [EventInstance] {
    let zone = ICSTimeZone(identifier: timeZone.identifier) ?? .utc
    let needle = text.trimmingCharacters(in: .whitespaces)
    func matches(_ event: ICSEvent) -> Bool {
      guard keepsCancelledInstances || !event.isCancelled else { return false }
      if needle.isEmpty { return true }
      return [event.summary, event.location, event.description].contains { field in
        field?.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      }
    }
    var out: [EventInstance] = []
    for item in items {
      for original in item.calendars {
        for event in original.events where matches(event) {
          guard let start = event.start else { continue }
          // The event alone, expanded in a window around its start: its first instance,
          // computed by the same code as the agenda's.
          var calendar = original
          calendar.events = [event]
          var floating = calendar
          if floating.resolver.floatingZone == nil { floating.resolver.floatingZone = zone }
          let startUTC = floating.utc(start)
          let around = 3 * 86_400
          let first = Self.day(zone.local(fromUTC: startUTC - around))
          let last = Self.day(zone.local(fromUTC: startUTC + around))
          var ignored: [ICSError] = []
          let found = instances(
            item: item, calendar: calendar, zone: zone,
            window: (first, last, startUTC - around, startUTC + around, 1_000), skipped: &ignored)
          if let instance = found.min(by: { $0.precedes($1) }) { out.append(instance) }
        }
      }
    }
    let order = out.indices.sorted { out[$0].precedes(out[$1]) }
    return order.map { out[$0] }
  }

  /// The events happening at an instant: those that started at or before it and end after
  /// it (an event without length, at its start), all-day events on its day in the display
  /// zone. Events that cannot be expanded are left out and named in `skipped`.
  ///
  /// - Parameters:
  ///   - moment: The instant: a DATE-TIME (UTC, zoned, or floating in the display zone), or a
  ///     DATE (its first second in the display zone).
  ///   - timeZone: The display zone.
  ///   - skipped: Receives one problem per event left out.
  /// - Returns: The events, sorted by start.
  /// - Complexity: As ``events(from:through:in:limit:skipped:)`` over one day.
  public func events(
    at moment: ICSDateTime, in timeZone: TimeZone, skipped: inout [ICSError]
  ) -> [EventInstance] {
    let zone = ICSTimeZone(identifier: timeZone.identifier) ?? .utc
    let utc: Int =
      switch moment.kind {
      case .utc: moment.localSeconds
      case .zoned(let tzid):
        (ICSTimeZoneResolver.standard(tzid) ?? zone).utc(fromLocal: moment.localSeconds)
      case .floating, .date: zone.utc(fromLocal: moment.localSeconds)
      }
    let day = Self.day(zone.local(fromUTC: utc))
    return events(from: day, through: day, in: timeZone, skipped: &skipped).filter {
      $0.startUTC <= utc && ($0.endUTC > utc || $0.endUTC == $0.startUTC && $0.startUTC == utc)
    }
  }
}

extension EventStore {
  /// Whether the event with `uid` has changed instances (components with a RECURRENCE-ID).
  ///
  /// - Parameter uid: The UID.
  /// - Returns: `true` when an item holds an override of it.
  /// - Complexity: O(*n*) in the number of items.
  package func hasChangedInstances(uid: String) -> Bool {
    items.contains { item in
      item.uids.contains(uid)
        && Self.components(withUID: uid, in: item).contains { $0.property("RECURRENCE-ID") != nil }
    }
  }
}
