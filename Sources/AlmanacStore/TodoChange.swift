import AlmanacICS

/// A change to a to-do (VTODO) as a person types it (`almanac todo edit UID --due …`,
/// `almanac todo done UID`), applied so that every property it does not touch keeps its bytes
/// when the store renders the component (``EventStore/update(uid:componentName:pacing:_:)``).
///
/// An empty text removes LOCATION or DESCRIPTION; priority 0 removes PRIORITY; DTSTAMP and
/// LAST-MODIFIED become the stamp, and SEQUENCE goes up by one (RFC 5546 §2.1.4), so that
/// CalDAV clients take the change.
package struct TodoChange: Hashable, Sendable {
  /// What to do with a date property (DUE, DTSTART).
  package enum DateChange: Hashable, Sendable {
    /// Set it to this value.
    case set(ICSDateTime)
    /// Remove it.
    case remove
  }

  /// The new SUMMARY.
  package var title: String?
  /// The new DUE, or its removal.
  package var due: DateChange?
  /// The new DTSTART, or its removal.
  package var start: DateChange?
  /// The new PRIORITY (1 high … 9 low); 0 removes it.
  package var priority: Int?
  /// The new LOCATION; empty removes it.
  package var location: String?
  /// The new DESCRIPTION; empty removes it.
  package var notes: String?
  /// `true` completes the to-do (STATUS:COMPLETED, COMPLETED, PERCENT-COMPLETE:100); `false`
  /// opens it again (STATUS:NEEDS-ACTION, no COMPLETED or PERCENT-COMPLETE).
  package var completed: Bool?

  /// Creates a change.
  package init(
    title: String? = nil, due: DateChange? = nil, start: DateChange? = nil,
    priority: Int? = nil, location: String? = nil, notes: String? = nil, completed: Bool? = nil
  ) {
    self.title = title
    self.due = due
    self.start = start
    self.priority = priority
    self.location = location
    self.notes = notes
    self.completed = completed
  }

  /// The new VTODO: UID, DTSTAMP, CREATED, SUMMARY, STATUS:NEEDS-ACTION and what the change
  /// sets (DUE, DTSTART, PRIORITY, LOCATION, DESCRIPTION).
  ///
  /// - Parameters:
  ///   - uid: The UID.
  ///   - stamp: DTSTAMP and CREATED (UTC).
  /// - Returns: The component.
  /// - Throws: ``EventStoreError/invalidEvent(reason:)`` for an empty title, a due time
  ///   before the start, or a due and a start of which one is a day and the other a time.
  package func newComponent(uid: String, stamp: ICSDateTime) throws(EventStoreError)
    -> ICSComponent
  {
    var todo = ICSComponent(name: "VTODO")
    todo.properties.append(ICSProperty(name: "UID", text: uid))
    todo.properties.append(ICSProperty(name: "DTSTAMP", rawValue: stamp.text))
    todo.properties.append(ICSProperty(name: "CREATED", rawValue: stamp.text))
    todo.properties.append(ICSProperty(name: "STATUS", rawValue: "NEEDS-ACTION"))
    try apply(to: &todo, stamp: stamp, isNew: true)
    return todo
  }

  /// The override that completes one instance of a recurring to-do, as Thunderbird writes
  /// it: the master's properties without its rules, RECURRENCE-ID and the instance's start
  /// and due, then the change (a completion) applied.
  ///
  /// - Parameters:
  ///   - master: The recurring VTODO.
  ///   - recurrenceID: The instance's RECURRENCE-ID (its original start, or due without one).
  ///   - start: The instance's DTSTART.
  ///   - due: The instance's DUE.
  ///   - stamp: The time of the change (UTC).
  /// - Returns: The override.
  /// - Throws: ``EventStoreError/invalidEvent(reason:)`` as ``apply(to:stamp:)``.
  package func override(
    of master: ICSComponent, recurrenceID: ICSDateTime, start: ICSDateTime?, due: ICSDateTime?,
    stamp: ICSDateTime
  ) throws(EventStoreError) -> ICSComponent {
    var todo = ICSComponent(name: master.name)
    let left = ["RRULE", "RDATE", "EXDATE", "EXRULE", "DTSTART", "DUE", "DURATION", "SEQUENCE"]
    todo.properties = master.properties.filter { !left.contains($0.name.uppercased()) }
      .map { property in
        var copy = property
        copy.line = 0
        return copy
      }
    todo.properties.append(EventDraft.property("RECURRENCE-ID", recurrenceID))
    if let start { todo.properties.append(EventDraft.property("DTSTART", start)) }
    if let due { todo.properties.append(EventDraft.property("DUE", due)) }
    try apply(to: &todo, stamp: stamp)
    return todo
  }

  /// Applies the change to a to-do's component.
  ///
  /// - Parameters:
  ///   - todo: The VTODO.
  ///   - stamp: The time of the change (UTC).
  /// - Throws: ``EventStoreError/invalidEvent(reason:)`` for an empty title or a due time
  ///   before the start.
  package func apply(to todo: inout ICSComponent, stamp: ICSDateTime) throws(EventStoreError) {
    try apply(to: &todo, stamp: stamp, isNew: false)
  }

  func apply(to todo: inout ICSComponent, stamp: ICSDateTime, isNew: Bool)
    throws(EventStoreError)
  {
    if let title {
      guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw .invalidEvent(reason: "the title cannot be empty")
      }
      EventChange.set(&todo, ICSProperty(name: "SUMMARY", text: title))
    }
    for (name, change) in [("DTSTART", start), ("DUE", due)] {
      switch change {
      case .set(let value): EventChange.set(&todo, EventDraft.property(name, value))
      case .remove: EventChange.set(&todo, nil, name)
      case nil: break
      }
    }
    if let startValue = try? todo.property("DTSTART")?.dateTimeValue(),
      let dueValue = try? todo.property("DUE")?.dateTimeValue()
    {
      // RFC 5545 §3.8.2.3: DUE has the value type of DTSTART.
      guard startValue.isDate == dueValue.isDate else {
        throw .invalidEvent(
          reason: "DUE \(dueValue.isoText) and DTSTART \(startValue.isoText) must both be "
            + "days or both be times")
      }
      guard EventChange.utc(dueValue) >= EventChange.utc(startValue) else {
        throw .invalidEvent(
          reason: "DUE \(dueValue.isoText) is before DTSTART \(startValue.isoText)")
      }
    }
    if let priority {
      EventChange.set(
        &todo, priority == 0 ? nil : ICSProperty(name: "PRIORITY", rawValue: String(priority)),
        "PRIORITY")
    }
    EventChange.setText(&todo, "LOCATION", location)
    EventChange.setText(&todo, "DESCRIPTION", notes)
    switch completed {
    case true?:
      EventChange.set(&todo, ICSProperty(name: "STATUS", rawValue: "COMPLETED"))
      EventChange.set(&todo, ICSProperty(name: "COMPLETED", rawValue: stamp.text))
      EventChange.set(&todo, ICSProperty(name: "PERCENT-COMPLETE", rawValue: "100"))
    case false?:
      EventChange.set(&todo, ICSProperty(name: "STATUS", rawValue: "NEEDS-ACTION"))
      EventChange.set(&todo, nil, "COMPLETED")
      EventChange.set(&todo, nil, "PERCENT-COMPLETE")
    case nil: break
    }
    guard !isNew else { return }
    let sequence = todo.property("SEQUENCE")?.integerValue ?? 0
    EventChange.set(
      &todo, ICSProperty(name: "SEQUENCE", rawValue: String(min(sequence, 1_000_000_000) + 1)))
    EventChange.set(&todo, ICSProperty(name: "DTSTAMP", rawValue: stamp.text))
    EventChange.set(&todo, ICSProperty(name: "LAST-MODIFIED", rawValue: stamp.text))
  }
}
