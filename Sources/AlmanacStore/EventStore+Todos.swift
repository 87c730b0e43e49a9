import Almanac
import AlmanacICS
import Foundation

extension EventStore {
  /// How far past `now` ``todos(in:now:includingDone:limit:skipped:)`` looks for the open
  /// instance of a recurring to-do whose earlier instances are all done.
  package static let todoHorizon = 400 * 86_400

  /// The to-do list: every to-do once, as todoman and khal's users expect, sorted by due time
  /// (overdue ones first), undated ones last.
  ///
  /// A one-off to-do is listed when it is open (with `includingDone`, always). A recurring to-do
  /// is listed at its current instance: the first one that is not done, whether the client
  /// that completed the earlier ones moved the series on (Apple Reminders, todoman, tasks.org)
  /// or wrote a completed RECURRENCE-ID override per instance (Thunderbird). With
  /// `includingDone`, the done overrides are listed too, and a series that is done as a whole
  /// (its master is COMPLETED or CANCELLED) at its first instance.
  ///
  /// - Parameters:
  ///   - timeZone: The display zone (floating times, DATE values and days).
  ///   - now: The current instant, seconds since 1970 UTC: instances are expanded up to 400
  ///     days past it.
  ///   - includingDone: Whether to list completed and cancelled to-dos too.
  ///   - limit: The most instances expanded per file; a to-do that would pass it is left out.
  ///   - skipped: Receives one problem per to-do left out, naming its file, line and UID.
  /// - Returns: The to-dos.
  /// - Complexity: O(*k* log *k* + *t*) for *k* instances expanded of *t* to-dos.
  public func todos(
    in timeZone: TimeZone, now: Int, includingDone: Bool = false, limit: Int = 1_000_000,
    skipped: inout [ICSError]
  ) -> [TodoInstance] {
    let zone = ICSTimeZone(identifier: timeZone.identifier) ?? .utc
    let bound = RecurrenceSet.instantBound
    let to = Swift.min(Swift.max(now, -bound), bound) + Self.todoHorizon
    var out: [TodoInstance] = []
    for item in items {
      for original in item.calendars {
        let calendar = prepared(original, item: item, zone: zone)
        let expanded = todoInstances(
          item: item, calendar: calendar, zone: zone, from: -bound, to: to, limit: limit,
          skipped: &skipped)
        var seriesDone = Set<String>()
        for (instance, source) in expanded {
          guard instance.isRecurring else {
            if includingDone || !instance.isDone { out.append(instance) }
            continue
          }
          // Instances come in start order: the first open one is the current one.
          if seriesDone.contains(instance.uid) { continue }
          if !instance.isDone {
            out.append(instance)
            seriesDone.insert(instance.uid)
          } else if includingDone {
            out.append(instance)
            if source.recurrenceID == nil { seriesDone.insert(instance.uid) }
          }
        }
        // Undated to-dos (neither DTSTART nor DUE) are in no window.
        let superseded = calendar.supersededEvents(calendar.todos)
        for (index, todo) in calendar.todos.enumerated()
        where todo.start == nil && todo.end == nil && todo.recurrenceID == nil
          && !superseded.contains(index) && (includingDone || !todo.isDone)
        {
          out.append(
            Self.todo(
              todo, item: item, collection: collections[item.collectionIndex], start: nil,
              due: nil, zone: zone, recurrenceID: nil, isRecurring: false))
        }
      }
    }
    let order = out.indices.sorted { out[$0].precedes(out[$1]) }
    return order.map { out[$0] }
  }

  /// Every to-do instance listed on a day of `first...last` in `timeZone` (its due day, else
  /// its start day), recurring to-dos expanded as events are, sorted like
  /// ``todos(in:now:includingDone:limit:skipped:)``. Undated to-dos are in no window.
  ///
  /// - Parameters:
  ///   - first: The first day.
  ///   - last: The last day (inclusive).
  ///   - timeZone: The display zone.
  ///   - includingDone: Whether to list completed and cancelled instances too.
  ///   - limit: The most instances per file; a to-do that would pass it is left out.
  ///   - skipped: Receives one problem per to-do left out.
  /// - Returns: The instances.
  /// - Complexity: O(*k* log *k* + *t*) for *k* instances of *t* to-dos.
  public func todos(
    from first: Day, through last: Day, in timeZone: TimeZone, includingDone: Bool = false,
    limit: Int = 1_000_000, skipped: inout [ICSError]
  ) -> [TodoInstance] {
    let zone = ICSTimeZone(identifier: timeZone.identifier) ?? .utc
    // Widened by two days, as events are, for values read in another zone; days are checked
    // exactly below. An instance due in the window meets it (its start is not later).
    let from = zone.utc(fromLocal: first.serial * 86_400) - 2 * 86_400
    let to = zone.utc(fromLocal: (last.serial + 1) * 86_400) + 2 * 86_400
    var out: [TodoInstance] = []
    for item in items {
      for original in item.calendars {
        let calendar = prepared(original, item: item, zone: zone)
        for (instance, _) in todoInstances(
          item: item, calendar: calendar, zone: zone, from: from, to: to, limit: limit,
          skipped: &skipped)
        {
          guard let day = instance.day, day >= first, day <= last,
            includingDone || !instance.isDone
          else { continue }
          out.append(instance)
        }
      }
    }
    let order = out.indices.sorted { out[$0].precedes(out[$1]) }
    return order.map { out[$0] }
  }

  /// A calendar with the display zone for floating times and its file name set.
  func prepared(_ original: ICSCalendar, item: StoredItem, zone: ICSTimeZone) -> ICSCalendar {
    var calendar = original
    if calendar.resolver.floatingZone == nil { calendar.resolver.floatingZone = zone }
    if calendar.file.isEmpty { calendar.file = item.path }
    return calendar
  }

  /// The to-do instances of one calendar in `[from, to)`, each with the component it comes
  /// from.
  func todoInstances(
    item: StoredItem, calendar: ICSCalendar, zone: ICSTimeZone, from: Int, to: Int, limit: Int,
    skipped: inout [ICSError]
  ) -> [(TodoInstance, ICSEvent)] {
    guard !calendar.todos.isEmpty else { return [] }
    let collection = collections[item.collectionIndex]
    var out: [(TodoInstance, ICSEvent)] = []
    for instance in calendar.todoInstances(from: from, to: to, limit: limit, skipped: &skipped) {
      let source = calendar.todos[instance.eventIndex]
      let hasDue = source.end != nil || source.duration != nil
      let todo = Self.todo(
        source, item: item, collection: collection,
        start: source.start == nil ? nil : (instance.start, instance.startUTC),
        due: hasDue ? (instance.end, instance.endUTC) : nil, zone: zone,
        recurrenceID: source.isRecurring || instance.recurrenceID != nil
          ? (instance.recurrenceID ?? instance.start) : nil,
        isRecurring: instance.recurrenceID != nil)
      out.append((todo, source))
    }
    return out
  }

  /// One list entry: the component's facts at one instance's start and due time.
  static func todo(
    _ source: ICSEvent, item: StoredItem, collection: EventCollection,
    start: (value: ICSDateTime, utc: Int)?, due: (value: ICSDateTime, utc: Int)?,
    zone: ICSTimeZone, recurrenceID: ICSDateTime?, isRecurring: Bool
  ) -> TodoInstance {
    /// A DATE is read at midnight in the display zone, as all-day events are.
    func instant(_ value: (value: ICSDateTime, utc: Int)?) -> Int? {
      guard let value else { return nil }
      return value.value.isDate ? zone.utc(fromLocal: value.value.day.serial * 86_400) : value.utc
    }
    func day(_ value: (value: ICSDateTime, utc: Int)?) -> Day? {
      guard let value else { return nil }
      return value.value.isDate ? value.value.day : Self.day(zone.local(fromUTC: value.utc))
    }
    let dueUTC = instant(due)
    var overdueUTC = dueUTC
    if let due, due.value.isDate {
      overdueUTC = zone.utc(fromLocal: due.value.day.adding(days: 1).serial * 86_400)
    }
    let startUTC = instant(start)
    return TodoInstance(
      uid: source.uid ?? "", summary: source.summary ?? "", location: source.location,
      notes: source.description, status: source.status, completed: source.completed,
      percentComplete: source.percentComplete, priority: source.priority, start: start?.value,
      due: due?.value, startUTC: startUTC, dueUTC: dueUTC, overdueUTC: overdueUTC,
      day: day(due) ?? day(start), offset: zone.offset(atUTC: dueUTC ?? startUTC ?? 0),
      startOffset: zone.offset(atUTC: startUTC ?? 0),
      recurrenceID: recurrenceID, isRecurring: isRecurring, isDone: source.isDone,
      collection: collection, path: item.path)
  }
}
