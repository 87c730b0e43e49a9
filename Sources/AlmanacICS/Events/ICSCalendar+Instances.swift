/// Expansion: the instances of a calendar's events in a window, with their overrides,
/// exceptions and lengths.
extension ICSCalendar {
  package func utc(_ value: ICSDateTime) -> Int {
    zone(of: value)?.utc(fromLocal: value.localSeconds) ?? value.localSeconds
  }

  /// Length of an event: nominal days (calendar days in local time) and exact seconds.
  func length(of event: ICSEvent, start: ICSDateTime) -> (days: Int, seconds: Int) {
    if var end = event.end {
      if start.isDate, end.isDate { return (end.day.serial - start.day.serial, 0) }
      // A floating (or DATE) end of a zoned or UTC start is read in the start's zone, not the
      // viewer's: producers that write DTEND without TZID mean the same zone as DTSTART.
      if !start.isDate, start.kind != .floating, end.kind == .floating || end.isDate {
        end = ICSDateTime(day: end.day, secondOfDay: end.secondOfDay, kind: start.kind)
      }
      return (0, utc(end) - utc(start))
    }
    if let duration = event.duration { return (duration.days, duration.seconds) }
    return start.isDate ? (1, 0) : (0, 0)
  }

  /// The end instant of an instance that starts at the wall time `local`: its length's days
  /// counted on the wall clock (a day across a DST change is 23 or 25 hours), then its seconds.
  static func endUTC(local: Int, length: (days: Int, seconds: Int), zone: ICSTimeZone?) -> Int {
    let endLocalNominal = local + length.days * 86_400
    return (zone?.utc(fromLocal: endLocalNominal) ?? endLocalNominal) + length.seconds
  }

  /// Whether an instance `[startUTC, endUTC)` meets the window `[from, to)`; an instant
  /// (`startUTC == endUTC`) meets it when it falls inside.
  static func meets(startUTC: Int, endUTC: Int, from: Int, to: Int) -> Bool {
    startUTC < to && (endUTC > from || (endUTC == startUTC && startUTC >= from))
  }

  func instance(
    index: Int, event: ICSEvent, start: ICSDateTime, local: Int, utcStart: Int,
    length: (days: Int, seconds: Int), endUTC knownEnd: Int? = nil,
    zone: ICSTimeZone?, recurrenceID: ICSDateTime?, overridden: Bool
  ) -> ICSEventInstance {
    // The caller that has already found the end (to skip instances before a window) passes it.
    let endUTC = knownEnd ?? ICSCalendar.endUTC(local: local, length: length, zone: zone)
    let endLocal: Int
    if start.kind == .utc {
      endLocal = endUTC
    } else {
      endLocal = zone?.local(fromUTC: endUTC) ?? (local + length.days * 86_400 + length.seconds)
    }
    return ICSEventInstance(
      eventIndex: index, uid: event.uid, start: ICSDateTime(localSeconds: local, kind: start.kind),
      end: ICSDateTime(localSeconds: endLocal, kind: start.kind), startUTC: utcStart,
      endUTC: endUTC,
      recurrenceID: recurrenceID, isOverridden: overridden)
  }

  /// Every event instance that meets the window `[from, to)`, in order of start: recurring
  /// events expanded (RRULE, RDATE, EXDATE), instances replaced, moved or cancelled by their
  /// RECURRENCE-ID overrides (`RANGE=THISANDFUTURE` shifts the later ones too). Expansion
  /// skips ahead to the window, so old rules cost nothing extra.
  ///
  /// This form fails as a whole on the first event that cannot be expanded; a view that should
  /// show the rest uses ``instances(from:to:limit:skipped:)``.
  ///
  /// - Parameters:
  ///   - from: The window start, seconds since 1970 UTC.
  ///   - to: The window end (exclusive).
  ///   - limit: The most instances returned before throwing.
  /// - Returns: The instances, sorted by start.
  /// - Throws: ``ICSError/limitExceeded(_:_:)`` past `limit` instances, or when a rule with
  ///   COUNT has more than 10,000,000 instances before the window (they would have to be walked;
  ///   the 10,000,000 are shared by all the calendar's events), naming the file, line and UID.
  /// - Complexity: O(*k* log *k* + *e*) for *k* instances and *e* events.
  public func instances(from: Int, to: Int, limit: Int = 1_000_000) throws(ICSError)
    -> [ICSEventInstance]
  {
    var skipped: [ICSError] = []
    let out = instances(from: from, to: to, limit: limit, skipped: &skipped)
    if let first = skipped.first { throw first }
    return out
  }

  /// Every event instance that meets the window `[from, to)`, like
  /// ``instances(from:to:limit:)``, leaving out the events that cannot be expanded and saying
  /// which: an event whose instances would pass what is left of `limit` (a `FREQ=SECONDLY`
  /// rule without end), a rule with COUNT that would have to be walked past what is left of
  /// 10,000,000 instances (shared by all events, so that many such events cannot multiply the
  /// cost) to reach the window, or an RDATE/EXDATE in an unknown zone.
  ///
  /// - Parameters:
  ///   - from: The window start, seconds since 1970 UTC.
  ///   - to: The window end (exclusive).
  ///   - limit: The most instances returned in all; an event that would pass it is left out.
  ///   - skipped: Receives one ``ICSError/limitExceeded(_:_:)`` (or the zone error) per event
  ///     left out, located at the event's RRULE (file and line) and naming its UID.
  /// - Returns: The instances of the other events, sorted by start.
  /// - Complexity: O(*k* log *k* + *e*) for *k* instances and *e* events.
  public func instances(from: Int, to: Int, limit: Int = 1_000_000, skipped: inout [ICSError])
    -> [ICSEventInstance]
  {
    instances(of: events, from: from, to: to, limit: limit, skipped: &skipped)
  }

  /// The expansion of ``instances(from:to:limit:skipped:)`` over any list of components of
  /// one kind (events, to-dos or journals), their positions being the instances' indices.
  func instances(
    of events: [ICSEvent], from: Int, to: Int, limit: Int, skipped: inout [ICSError]
  ) -> [ICSEventInstance] {
    // Callers may pass anything; inside ±2^45 s (a million years) no sum below can overflow.
    let bound = RecurrenceSet.instantBound
    let from = Swift.min(Swift.max(from, -bound), bound)
    let to = Swift.min(Swift.max(to, -bound), bound)
    var out: [ICSEventInstance] = []
    let superseded = supersededEvents(events)
    // Instances of rules with COUNT walked to reach the window, shared by every event.
    var walkBudget = RecurrenceSet.walkLimit
    // Overrides by UID.
    var overrides: [String: [Int]] = [:]
    for (index, event) in events.enumerated()
    where event.recurrenceID != nil && !superseded.contains(index) {
      overrides[event.uid ?? "", default: []].append(index)
    }
    var masters = Set<String>()
    for (index, event) in events.enumerated()
    where event.recurrenceID == nil && event.isRecurring && !superseded.contains(index) {
      masters.insert(event.uid ?? "")
    }
    for (index, event) in events.enumerated() where !superseded.contains(index) {
      let before = out.count
      do throws(ICSError) {
        try expand(
          index: index, event: event, of: events, from: from, to: to, overrides: overrides,
          masters: masters, budget: limit - before, walkBudget: &walkBudget, into: &out)
      } catch {
        out.removeSubrange(before...)
        skipped.append(skippedEvent(event, error))
      }
    }
    out.sort {
      $0.startUTC != $1.startUTC ? $0.startUTC < $1.startUTC : $0.eventIndex < $1.eventIndex
    }
    return out
  }

  /// A RECURRENCE-ID in the form of the series' start, so that it matches its instance: a
  /// date-time one for an all-day series (Exchange writes `RECURRENCE-ID:20200914T000000Z` for
  /// a DATE series) is its date as written; a DATE one for a timed series is that day at the
  /// start's time of day.
  package static func recurrenceID(_ rid: ICSDateTime, of start: ICSDateTime) -> ICSDateTime {
    if start.isDate, !rid.isDate { return ICSDateTime(day: rid.day, kind: .date) }
    if !start.isDate, rid.isDate {
      return ICSDateTime(day: rid.day, secondOfDay: start.secondOfDay, kind: start.kind)
    }
    return rid
  }

  /// The indices of events that a copy with the same UID (and RECURRENCE-ID) supersedes: the
  /// highest SEQUENCE wins (RFC 5546 §2.1.4), then the latest DTSTAMP, then the last in the
  /// file. Events without UID are never superseded.
  ///
  /// The same rule decides between an override and its master where both speak of one
  /// instance: an override whose RECURRENCE-ID the master excludes (EXDATE) is superseded when
  /// its SEQUENCE is lower than the master's (the series was revised after the override and the
  /// revision cancelled that instance); with an equal or higher SEQUENCE the override stands.
  /// An override the master does not exclude stands whatever its SEQUENCE: each instance keeps
  /// its own revision count, and producers (Google, Apple, Thunderbird) raise the master's
  /// without touching the overrides, which they and other readers still show.
  package func supersededEvents(_ events: [ICSEvent]) -> Set<Int> {
    struct Key: Hashable {
      let uid: String
      let recurrenceID: Int?
    }
    var best: [Key: Int] = [:]
    var out = Set<Int>()
    for (index, event) in events.enumerated() {
      guard let uid = event.uid else { continue }
      let key = Key(uid: uid, recurrenceID: event.recurrenceID.map(utc))
      guard let other = best[key] else {
        best[key] = index
        continue
      }
      let old = events[other]
      let newer =
        (event.sequence ?? 0, event.stamp.map(utc) ?? Int.min)
        >= (old.sequence ?? 0, old.stamp.map(utc) ?? Int.min)
      if newer {
        out.insert(other)
        best[key] = index
      } else {
        out.insert(index)
      }
    }
    for (key, index) in best where key.recurrenceID != nil {
      let override = events[index]
      guard let masterIndex = best[Key(uid: key.uid, recurrenceID: nil)],
        (override.sequence ?? 0) < (events[masterIndex].sequence ?? 0),
        let written = override.recurrenceID,
        excludes(events[masterIndex], written)
      else { continue }
      out.insert(index)
    }
    return out
  }

  /// Whether a master's EXDATEs remove the instance a RECURRENCE-ID names (each read in the
  /// form of the series' start, as when the override replaces its instance).
  func excludes(_ master: ICSEvent, _ recurrenceID: ICSDateTime) -> Bool {
    guard let start = master.start, !master.exceptionDates.isEmpty else { return false }
    let rid = ICSCalendar.recurrenceID(recurrenceID, of: start)
    let ridUTC = utc(rid)
    for exdate in master.exceptionDates {
      if exdate.isDate, !start.isDate {
        // A whole excluded day, in the wall time of the start's zone.
        let local = zone(of: start)?.local(fromUTC: ridUTC) ?? rid.localSeconds
        if local.floorDivided(by: 86_400) == exdate.day.serial { return true }
      } else if utc(ICSCalendar.recurrenceID(exdate, of: start)) == ridUTC {
        return true
      }
    }
    return false
  }

  /// The problem of an event left out of an expansion, located at its file and RRULE line and
  /// naming its UID.
  func skippedEvent(_ event: ICSEvent, _ error: ICSError) -> ICSError {
    let line = event.component.property("RRULE")?.line ?? event.component.line
    let location = ICSLocation(file: file, line: line, column: 1)
    let uid = event.uid.map { "UID \($0)" } ?? "without UID"
    let noun = ICSCalendar.noun(of: event.component)
    switch error {
    case .limitExceeded(_, let why):
      return .limitExceeded(location, "\(noun) \(uid): \(why); the \(noun) is left out")
    case .unknownTimeZone(_, let tzid): return .unknownTimeZone(location, tzid)
    case .invalidValue(_, let why):
      return .invalidValue(location, "\(noun) \(uid): \(why); the \(noun) is left out")
    case .malformed(_, let why):
      return .malformed(location, "\(noun) \(uid): \(why); the \(noun) is left out")
    }
  }

  /// Appends the instances of one event that meet the window; throws past `budget`.
  func expand(
    index: Int, event: ICSEvent, of events: [ICSEvent], from: Int, to: Int,
    overrides: [String: [Int]],
    masters: Set<String>, budget: Int, walkBudget: inout Int, into out: inout [ICSEventInstance]
  ) throws(ICSError) {
    let first = out.count
    func check() throws(ICSError) {
      if out.count - first > budget {
        throw .limitExceeded(
          ICSLocation(file: "", line: 0, column: 0),
          "more than \(Swift.max(budget, 0)) instances in the window")
      }
    }
    guard let start = event.start else { return }
    let zone = zone(of: start)
    let length = length(of: event, start: start)
    let rid = event.recurrenceID
    if rid != nil || !event.isRecurring {
      // An override (unless cancelled) or an event that does not repeat: one instance.
      if rid != nil, event.isCancelled, !keepsCancelledOverrides,
        masters.contains(event.uid ?? "")
      {
        return
      }
      let item = instance(
        index: index, event: event, start: start, local: start.localSeconds, utcStart: utc(start),
        length: length, zone: zone, recurrenceID: rid, overridden: rid != nil)
      if ICSCalendar.meets(startUTC: item.startUTC, endUTC: item.endUTC, from: from, to: to) {
        out.append(item)
        try check()
      }
      return
    }
    // A recurring master.
    var replaced = Set<Int>()
    var future: [(rid: Int, shift: Int, length: (days: Int, seconds: Int), index: Int)] = []
    var widen = 0
    for overrideIndex in overrides[event.uid ?? ""] ?? [] {
      let override = events[overrideIndex]
      guard let written = override.recurrenceID else { continue }
      let rid = ICSCalendar.recurrenceID(written, of: start)
      let ridUTC = utc(rid)
      replaced.insert(ridUTC)
      if override.isThisAndFuture, let newStart = override.start {
        let shift = newStart.localSeconds - rid.localSeconds
        future.append((ridUTC, shift, self.length(of: override, start: newStart), overrideIndex))
        widen = max(widen, abs(shift))
      }
    }
    future.sort { $0.rid < $1.rid }
    var periods: [Int: Int] = [:]
    for period in event.recurrencePeriods {
      let s = utc(period.start)
      switch period.end {
      case .end(let end): periods[s] = utc(end) - s
      case .duration(let duration): periods[s] = duration.days * 86_400 + duration.seconds
      }
    }
    let set = try RecurrenceSet(
      start: start, zone: .some(zone), rules: event.rules, inclusions: event.recurrenceDates,
      exclusions: event.exceptionDates, resolve: { resolver.zone(for: $0) })
    var iterator = set.makeIterator()
    let span = max(length.days, 0) * 86_400 + max(length.seconds, 0)
    let lookFrom = from - span - widen
    // The earliest wall time an instance that meets the window can start at: in a floating
    // frame the window's own; in a zone no further before it than the zone's offsets differ.
    // RDATE periods and THISANDFUTURE overrides may be longer than the event: up to two days
    // more are looked at for them (as before, when every expansion looked two days early).
    var longer = 0
    for period in periods.values where period > span { longer = max(longer, period - span) }
    for change in future {
      let seconds = max(change.length.days, 0) * 86_400 + max(change.length.seconds, 0)
      if seconds > span { longer = max(longer, seconds - span) }
    }
    let margin = min(longer, 2 * 86_400)
    func seek(toLocal target: Int) throws(ICSError) {
      guard iterator.seek(toLocal: target, budget: &walkBudget) else {
        throw .limitExceeded(
          ICSLocation(
            file: "", line: event.component.property("RRULE")?.line ?? event.component.line,
            column: 1),
          "RRULE with COUNT has more instances before the window than the "
            + "\(RecurrenceSet.walkLimit) that one expansion of a calendar walks")
      }
    }
    try seek(toLocal: (zone?.earliestLocal(fromUTC: lookFrom) ?? lookFrom) - margin)
    // The THISANDFUTURE segment whose window reach was last worked out, and that reach.
    var reachSegment = -1
    var reachLocal = 0
    while let occurrence = iterator.next() {
      if occurrence.utc >= to + widen { break }
      if replaced.contains(occurrence.utc) { continue }
      var local = occurrence.local
      var startUTC = occurrence.utc
      var instanceLength = length
      if let exact = periods[occurrence.utc] { instanceLength = (0, exact) }
      // The latest THISANDFUTURE override at or before the instance (binary search: a file
      // may hold thousands of them).
      var low = 0
      var high = future.count
      while low < high {
        let mid = (low + high) / 2
        if future[mid].rid <= occurrence.utc { low = mid + 1 } else { high = mid }
      }
      // RANGE=THISANDFUTURE: the later instances move by the override's shift and take its
      // length and its other properties (summary, location…: the instance points at it).
      var source = index
      if low > 0 {
        let change = future[low - 1]
        local += change.shift
        startUTC = zone?.utc(fromLocal: local) ?? local
        instanceLength = change.length
        source = change.index
      }
      // Each segment of the series (before the first THISANDFUTURE override, or from one to
      // the next) is walked only where its moved instances can meet the window: the look
      // ahead and back of `widen` is the largest shift of all, and a shift of thousands of
      // years made a FREQ=SECONDLY series walk every second in between (a hang the `ics` fuzz
      // target found). Instances of a segment only grow later, give or take the zone's slack.
      if !future.isEmpty {
        // Where the next segment starts, in wall time (a zone lookup: only when seeking).
        func nextLocal() -> Int? {
          guard low < future.count else { return nil }
          let rid = future[low].rid
          return zone?.earliestLocal(fromUTC: rid) ?? rid
        }
        let slack = zone?.table.wallTimeMargin(nearUTC: startUTC) ?? 0
        if startUTC >= to + slack {
          // Past the window: so is the rest of the segment.
          guard let next = nextLocal() else { break }
          try seek(toLocal: next)
          continue
        }
        // The earliest wall time of the window's reach, once per segment.
        if low != reachSegment {
          let segment = low > 0 ? future[low - 1].length : length
          let reach = max(segment.days, 0) * 86_400 + max(segment.seconds, 0) + margin
          reachSegment = low
          reachLocal = zone?.earliestLocal(fromUTC: from - reach) ?? from - reach
        }
        let earliest = reachLocal - (local - occurrence.local)
        if occurrence.local < earliest {
          // Far before the window: on to the first occurrence that can meet it.
          try seek(toLocal: nextLocal().map { min($0, earliest) } ?? earliest)
          continue
        }
      }
      // Instances before the window are walked past without being made.
      let endUTC = ICSCalendar.endUTC(local: local, length: instanceLength, zone: zone)
      guard ICSCalendar.meets(startUTC: startUTC, endUTC: endUTC, from: from, to: to) else {
        continue
      }
      let item = instance(
        index: source, event: events[source], start: start, local: local, utcStart: startUTC,
        length: instanceLength, endUTC: endUTC,
        zone: zone, recurrenceID: set.dateTime(occurrence),
        overridden: local != occurrence.local || source != index)
      out.append(item)
      try check()
    }
  }
}
