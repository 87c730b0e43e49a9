extension ICSCalendar {
  /// Every to-do instance that meets the window `[from, to)`, in order of start, expanded
  /// exactly as events are (one expansion: RRULE, RDATE, EXDATE, RECURRENCE-ID overrides,
  /// `RANGE=THISANDFUTURE`, SEQUENCE).
  ///
  /// A to-do's instances are anchored on its DTSTART; one with DUE and no DTSTART (as Apple
  /// Reminders, tasks.org and Thunderbird write them) is anchored on DUE, as Thunderbird and
  /// python recurring-ical-events do, and its RECURRENCE-IDs are due times. An instance's
  /// ``ICSEventInstance/end`` is its due time: DUE, or DTSTART plus DURATION, moved with each
  /// instance. A to-do with neither DTSTART nor DUE is not in any window (it is in ``todos``).
  /// Each instance points (``ICSEventInstance/eventIndex``, an index into ``todos``) at the
  /// component it comes from, so that an override's COMPLETED, STATUS and PERCENT-COMPLETE
  /// are its instance's own.
  ///
  /// - Parameters:
  ///   - from: The window start, seconds since 1970 UTC.
  ///   - to: The window end (exclusive).
  ///   - limit: The most instances returned in all; a to-do that would pass it is left out.
  ///   - skipped: Receives one problem per to-do left out, located at its RRULE and naming
  ///     its UID.
  /// - Returns: The instances of the other to-dos, sorted by start (the due time for a to-do
  ///   without DTSTART).
  /// - Complexity: O(*k* log *k* + *t*) for *k* instances of *t* to-dos.
  public func todoInstances(
    from: Int, to: Int, limit: Int = 1_000_000, skipped: inout [ICSError]
  ) -> [ICSEventInstance] {
    let anchored = todos.map { todo in
      var todo = todo
      if todo.start == nil { todo.start = todo.end }
      return todo
    }
    return instances(of: anchored, from: from, to: to, limit: limit, skipped: &skipped)
  }

  /// Every journal instance that meets the window `[from, to)`, in order of start, expanded as
  /// events are (a journal of a DATE is one day long; one without DTSTART is in no window).
  ///
  /// - Parameters:
  ///   - from: The window start, seconds since 1970 UTC.
  ///   - to: The window end (exclusive).
  ///   - limit: The most instances returned in all; a journal that would pass it is left out.
  ///   - skipped: Receives one problem per journal left out.
  /// - Returns: The instances, sorted by start; ``ICSEventInstance/eventIndex`` is an index
  ///   into ``journals``.
  /// - Complexity: O(*k* log *k* + *j*) for *k* instances of *j* journals.
  public func journalInstances(
    from: Int, to: Int, limit: Int = 1_000_000, skipped: inout [ICSError]
  ) -> [ICSEventInstance] {
    instances(of: journals, from: from, to: to, limit: limit, skipped: &skipped)
  }

  /// What a component is called in messages: event, to-do, journal.
  static func noun(of component: ICSComponent) -> String {
    switch component.name {
    case "VTODO": "to-do"
    case "VJOURNAL": "journal"
    default: "event"
    }
  }

  /// The warning for a to-do or journal that could not be decoded: it is kept in the file and
  /// left out of the lists.
  static func leftOut(_ component: ICSComponent, _ error: ICSError) -> ICSError {
    let noun = noun(of: component)
    let uid = component.text("UID").map { "UID \($0)" } ?? "without UID"
    return .invalidValue(
      error.location, "\(noun) \(uid): \(error.reason); the \(noun) is kept but not listed")
  }

  /// One warning per TZID of a to-do or journal that no zone resolves (its times are then read
  /// in the floating zone).
  static func unknownZones(in components: [ICSEvent], resolver: ICSTimeZoneResolver, file: String)
    -> [ICSError]
  {
    var seen = Set<String>()
    var out: [ICSError] = []
    for item in components {
      for value in [item.start, item.end, item.recurrenceID].compactMap({ $0 }) {
        guard let tzid = value.tzid, resolver.zone(for: tzid) == nil, seen.insert(tzid).inserted
        else { continue }
        let line = item.component.property("DTSTART")?.line ?? item.component.line
        out.append(
          .invalidValue(
            ICSLocation(file: file, line: line, column: 1),
            "TZID: unknown time zone \(tzid) in a \(noun(of: item.component)); its times are read"
              + " as floating"))
      }
    }
    return out
  }
}
