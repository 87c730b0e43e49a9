import Almanac
import AlmanacICS

/// A recurring event as one file holds it: its master (the VEVENT without RECURRENCE-ID) and
/// its overrides (the VEVENTs with its UID and a RECURRENCE-ID), for changes that touch
/// several of them at once (one instance cancelled or changed, the series cut in two).
package struct EventSeries {
  /// The master.
  package var master: ICSComponent
  /// The overrides, in file order. One removed from the list is cut out of the file; one
  /// with `line` 0 is new, and written right after the master.
  package var overrides: [ICSComponent]
  /// A new event split off this one (its master first, then its overrides): written into
  /// the same `.ics` file, or as a new item of the same vdir collection.
  package var split: [ICSComponent] = []
  /// The calendar that holds the master (its time zones, for expanding the series).
  package var calendar: ICSCalendar

  /// The master's DTSTART.
  package var start: ICSDateTime? { try? master.property("DTSTART")?.dateTimeValue() }

  /// Whether the master repeats (RRULE or RDATE).
  package var isRecurring: Bool {
    master.property("RRULE") != nil || master.property("RDATE") != nil
  }

  /// The original starts of the master's instances (RRULE, RDATE and EXDATE applied, the
  /// overrides not) that begin in `[from, to)`, seconds since 1970 UTC (floating times read as
  /// UTC), in the form of DTSTART; empty when the series cannot be expanded within `limit`.
  package func instanceStarts(from: Int, to: Int, limit: Int = 1_000_000) -> [ICSDateTime] {
    guard let event = try? ICSEvent(master) else { return [] }
    var calendar = self.calendar
    calendar.events = [event]
    calendar.resolver.floatingZone = .utc
    var skipped: [ICSError] = []
    return calendar.instances(from: from, to: to, limit: limit, skipped: &skipped)
      .filter { $0.startUTC >= from }.map(\.start)
  }

  /// The original starts of the instances whose start is on `day`, in the series' own wall
  /// time (the day of DTSTART's form: its zone, UTC, floating or the date).
  package func instanceStarts(on day: Day) -> [ICSDateTime] {
    instanceStarts(from: (day.serial - 2) * 86_400, to: (day.serial + 3) * 86_400).filter {
      $0.day == day
    }
  }

  /// The instance that `when` names, as its original start (its RECURRENCE-ID, in the form of
  /// DTSTART): for a date, the first instance on that day (or, when the series has none there,
  /// the first override moved to that day); for a date-time, the instance that starts then.
  package func instance(_ when: ICSDateTime) -> ICSDateTime? {
    guard let seriesStart = start else { return nil }
    let target = EventChange.utc(when)
    let onDay = instanceStarts(on: when.day)
    if when.isDate || seriesStart.isDate {
      if let first = onDay.first { return first }
    } else if let exact = onDay.first(where: { EventChange.utc($0) == target }) {
      return exact
    }
    // An override moved to that day (or time) names its instance by its RECURRENCE-ID.
    for override in overrides {
      guard let rid = try? override.property("RECURRENCE-ID")?.dateTimeValue(),
        let own = try? override.property("DTSTART")?.dateTimeValue()
      else { continue }
      let matches =
        when.isDate || seriesStart.isDate ? own.day == when.day : EventChange.utc(own) == target
      if matches { return ICSCalendar.recurrenceID(rid, of: seriesStart) }
    }
    return nil
  }

  /// The instances nearest before and after `day` (within about a year), for a message that
  /// says where the series does happen.
  package func neighbours(of day: Day) -> (before: ICSDateTime?, after: ICSDateTime?) {
    let starts = instanceStarts(
      from: (day.serial - 370) * 86_400, to: (day.serial + 372) * 86_400, limit: 100_000)
    return (starts.last { $0.day < day }, starts.first { $0.day > day })
  }

  /// Whether `start` is the series' first instance (its DTSTART, or before it).
  package func isFirst(_ start: ICSDateTime) -> Bool {
    guard let seriesStart = self.start else { return true }
    return EventChange.utc(start) <= EventChange.utc(seriesStart)
  }

  /// The position in ``overrides`` of the override of the instance that starts at `start`.
  package func overrideIndex(of start: ICSDateTime) -> Int? {
    guard let seriesStart = self.start else { return nil }
    let target = EventChange.utc(start)
    return overrides.firstIndex { override in
      guard let rid = try? override.property("RECURRENCE-ID")?.dateTimeValue() else {
        return false
      }
      return EventChange.utc(ICSCalendar.recurrenceID(rid, of: seriesStart)) == target
    }
  }
}

extension EventStore {
  /// What ``updateSeries(uid:pacing:_:)`` wrote.
  package struct SeriesResult: Hashable, Sendable {
    /// The series' file.
    package var series: WriteResult
    /// The event split off it, when there is one.
    package var split: WriteResult?
  }

  /// Changes a recurring event's master and overrides together, in the file that holds its
  /// master (one atomic write). The master is rendered like ``update(uid:_:)`` renders it;
  /// an override left as it was keeps its bytes, one removed is cut out, a new one is written
  /// right after the master. A ``EventSeries/split`` event goes into the same `.ics` file, or
  /// is a new item of the same vdir collection, written together with the series' file: both
  /// or neither, also when the writer is killed (``AtomicBatch/commitTogether(pacing:)``).
  ///
  /// - Parameters:
  ///   - uid: The UID.
  ///   - pacing: The test hook that slows the write down.
  ///   - change: Changes the series.
  /// - Returns: The files written.
  /// - Throws: ``EventStoreError/notFound(uid:)`` when no file holds a VEVENT master with the
  ///   UID; what `change` throws; a conflict, an unreadable file, I/O.
  @discardableResult
  package mutating func updateSeries(
    uid: String, pacing: AtomicFile.Pacing,
    _ change: (inout EventSeries) throws(EventStoreError) -> Void
  ) throws(EventStoreError) -> SeriesResult {
    for item in items {
      let matches = Self.components(withUID: uid, in: item).filter { $0.name == "VEVENT" }
      guard
        let master = matches.first(where: { $0.property("RECURRENCE-ID") == nil })
          ?? matches.first,
        let calendar = item.calendars.first(where: { calendar in
          calendar.events.contains { $0.component.line == master.line }
        }) ?? item.calendars.first
      else { continue }
      let overrides = matches.filter {
        $0.line != master.line && $0.property("RECURRENCE-ID") != nil
      }
      var series = EventSeries(master: master, overrides: overrides, calendar: calendar)
      try change(&series)
      if let problem = item.problems.first { throw .unreadable(path: item.path, problem: problem) }
      let isFolder = collections[item.collectionIndex].isFolder
      let text = ItemText(item.bytes)
      var out: [UInt8] = []
      var fresh: [UInt8] = []
      let written = [series.master] + series.overrides + (isFolder ? [] : series.split)
      for zone in GeneratedTimeZones.components(
        for: written, defined: Self.presentTimeZoneIDs(item))
      {
        ICSWriter().write(zone, into: &fresh)
      }
      out += text.convert(fresh)
      text.render(series.master, original: master, into: &out)
      fresh = []
      for component in series.overrides where component.line == 0 {
        ICSWriter().write(component, into: &fresh)
      }
      if !isFolder {
        for component in series.split { ICSWriter().write(component, into: &fresh) }
      }
      out += text.convert(fresh)
      var edits: [(Range<Int>, [UInt8])] = [(text.range(ofComponentAt: master.line), out)]
      for old in overrides {
        let range = text.range(ofComponentAt: old.line)
        guard let new = series.overrides.first(where: { $0.line == old.line }) else {
          edits.append((range, []))
          continue
        }
        guard new != old else { continue }
        var bytes: [UInt8] = []
        text.render(new, original: old, into: &bytes)
        edits.append((range, bytes))
      }
      var result = SeriesResult(series: WriteResult(uid: uid, path: item.path))
      if let first = series.split.first, let newUID = first.text("UID") {
        result.split = WriteResult(uid: newUID, path: item.path)
        if isFolder {
          let zones = GeneratedTimeZones.components(
            for: series.split, defined: presentTimeZoneIDs(inCollection: item.collectionIndex))
          result.split?.path = try writeSplit(
            series.split, timeZones: zones, uid: newUID, cutting: item, edits: edits,
            pacing: pacing)
          return result
        }
      }
      guard let index = items.firstIndex(where: { $0.path == item.path }) else { break }
      try rewrite(index, edits: edits, pacing: pacing)
      return result
    }
    throw .notFound(uid: uid)
  }

  /// Writes the event split off a series as a new item of the series' vdir collection and
  /// the cut series over its file, together (a crash leaves both old or, once the next load
  /// finishes the journal, both new: never the new item beside the uncut series).
  ///
  /// - Returns: The new item's path.
  private mutating func writeSplit(
    _ components: [ICSComponent], timeZones: [ICSComponent], uid: String,
    cutting item: StoredItem, edits: [(Range<Int>, [UInt8])], pacing: AtomicFile.Pacing
  ) throws(EventStoreError) -> String {
    let path = newItemPath(uid: uid, in: item.collectionIndex)
    let created = Self.newItemBytes(timeZones: timeZones, components: components)
    try Self.checkParses(created, path: path)
    let cut = try Self.edited(item, edits: edits)
    var batch = AtomicBatch(folder: collections[item.collectionIndex].path)
    try batch.stage(created, to: path, expected: nil, pacing: pacing)
    try batch.stage(cut, to: item.path, expected: item.fingerprint, pacing: pacing)
    try batch.commitTogether(pacing: pacing)
    try refresh(path, collectionIndex: item.collectionIndex)
    try refresh(item.path, collectionIndex: item.collectionIndex)
    return path
  }

  /// Whether a to-do (a VTODO, not a VEVENT) has `uid`: the command line then points to its
  /// to-do commands.
  ///
  /// - Parameter uid: The UID.
  /// - Returns: `true` when an item holds a VTODO with the UID and no VEVENT does.
  package func isTodo(uid: String) -> Bool {
    var todo = false
    for item in items {
      for component in Self.components(withUID: uid, in: item) {
        if component.name == "VEVENT" { return false }
        if component.name == "VTODO" { todo = true }
      }
    }
    return todo
  }
}
