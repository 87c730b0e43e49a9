import Almanac
import AlmanacICS

/// Changes to an existing event as a person types them (`almanac edit UID --start …`),
/// applied to its VEVENT so that everything not changed keeps its bytes.
///
/// The rules: a new start without a new end or length keeps the event's length (its DTEND
/// moves with it, exactly in seconds, or by whole days for an all-day event; a DURATION stays);
/// a start that changes between a date and a time gets the default length (a day or an hour);
/// a rule's UNTIL takes the new start's form (RFC 5545 §3.3.10); a recurring event's EXDATE and
/// RDATE values move with the start, by the same change of wall-clock time, so the cancelled
/// and the added instances stay the ones they were (an RDATE period is refused instead: the
/// person moves those by hand); an empty text removes
/// LOCATION or DESCRIPTION; DTSTAMP and LAST-MODIFIED become `stamp`, and SEQUENCE goes up by
/// one when the times change (RFC 5546 §2.1.4), so that CalDAV clients take the change.
package struct EventChange: Hashable, Sendable {
  /// The new SUMMARY.
  package var title: String?
  /// The new start, as typed.
  package var start: String?
  /// The new end, as typed (exclusive; for all-day events the day after the last).
  package var end: String?
  /// The new length (replaces DTEND).
  package var duration: ICSDuration?
  /// The new LOCATION; empty removes it.
  package var location: String?
  /// The new DESCRIPTION; empty removes it.
  package var notes: String?
  /// The new start as a value, already read (it wins over ``start``): the start moved to the
  /// first day a weekly rule repeats on.
  package var startValue: ICSDateTime?

  /// Creates a change.
  ///
  /// - Parameters:
  ///   - title: The new SUMMARY.
  ///   - start: The new start, as typed.
  ///   - end: The new end, as typed.
  ///   - duration: The new length.
  ///   - location: The new LOCATION (empty removes it).
  ///   - notes: The new DESCRIPTION (empty removes it).
  package init(
    title: String? = nil, start: String? = nil, end: String? = nil,
    duration: ICSDuration? = nil, location: String? = nil, notes: String? = nil
  ) {
    self.title = title
    self.start = start
    self.end = end
    self.duration = duration
    self.location = location
    self.notes = notes
  }

  /// Whether the change changes nothing.
  package var isEmpty: Bool {
    title == nil && start == nil && end == nil && duration == nil && location == nil
      && notes == nil
  }

  /// Applies the change to an event's master component.
  ///
  /// - Parameters:
  ///   - event: The VEVENT (its master, without RECURRENCE-ID).
  ///   - reader: Reads the typed times (zone, today, now).
  ///   - stamp: The time of the change (UTC), for DTSTAMP and LAST-MODIFIED.
  ///   - hasOverrides: Whether the event has changed instances (components with its UID and
  ///     a RECURRENCE-ID); their RECURRENCE-IDs pin the start of a recurring event.
  /// - Throws: ``EventRequestError``: an unreadable time, a time on an all-day event, an
  ///   end not after the start, a title made empty, or a start moved on a recurring event
  ///   that has changed instances (whose RECURRENCE-IDs name the old times).
  package func apply(
    to event: inout ICSComponent, reader: DateTimeReader, stamp: ICSDateTime, hasOverrides: Bool
  ) throws(EventRequestError) {
    if let title {
      guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw .invalidEvent(reason: "the title cannot be empty")
      }
      Self.set(&event, ICSProperty(name: "SUMMARY", text: title))
    }
    Self.setText(&event, "LOCATION", location)
    Self.setText(&event, "DESCRIPTION", notes)
    let timesChange = start != nil || end != nil || duration != nil
    if timesChange {
      try applyTimes(to: &event, reader: reader, hasOverrides: hasOverrides)
      let sequence = event.property("SEQUENCE")?.integerValue ?? 0
      Self.set(
        &event, ICSProperty(name: "SEQUENCE", rawValue: String(min(sequence, 1_000_000_000) + 1)))
    }
    Self.set(&event, ICSProperty(name: "DTSTAMP", rawValue: stamp.text))
    Self.set(&event, ICSProperty(name: "LAST-MODIFIED", rawValue: stamp.text))
  }

  func applyTimes(to event: inout ICSComponent, reader: DateTimeReader, hasOverrides: Bool)
    throws(EventRequestError)
  {
    guard let oldStart = try? event.property("DTSTART")?.dateTimeValue() else {
      throw .invalidEvent(reason: "the event has no readable DTSTART")
    }
    let oldEnd = try? event.property("DTEND")?.dateTimeValue()
    let isRecurring = event.property("RRULE") != nil || event.property("RDATE") != nil
    var newStart = oldStart
    if let startValue {
      newStart = startValue
    } else if let start {
      newStart = try EventRequest.read(start, .start, reader)
      if newStart != oldStart, isRecurring, hasOverrides {
        throw .invalidEvent(
          reason: "the event repeats and has changed instances whose RECURRENCE-ID names the "
            + "old start; change them first (or delete and add the event again)")
      }
    }
    var newEnd: ICSDateTime?
    var newDuration: ICSDuration?
    if let end {
      newEnd = try EventRequest.read(end, .end, reader)
      if newStart.isDate, let given = newEnd, !given.isDate {
        throw .timeOnAllDay(.end, text: end, day: given.day)
      }
    } else if let duration {
      newDuration = duration
    } else if let oldEnd {
      if oldEnd.isDate == newStart.isDate, oldStart.isDate == newStart.isDate {
        if newStart.isDate {
          newEnd = ICSDateTime(
            day: newStart.day.adding(days: oldStart.day.days(to: oldEnd.day)), kind: .date)
        } else {
          // The same length in seconds, the end in the start's zone.
          let length = Self.utc(oldEnd) - Self.utc(oldStart)
          newEnd = Self.value(utc: Self.utc(newStart) + length, like: newStart)
        }
      } else {
        newDuration = newStart.isDate ? ICSDuration(days: 1) : ICSDuration(seconds: 3600)
      }
    } else if let old = try? event.property("DURATION")?.durationValue() {
      newDuration = old
      if newStart.isDate, old.seconds != 0 { newDuration = ICSDuration(days: 1) }
    } else if oldStart.isDate != newStart.isDate {
      newDuration = newStart.isDate ? ICSDuration(days: 1) : ICSDuration(seconds: 3600)
    }
    if let newDuration, newStart.isDate, newDuration.seconds != 0 {
      throw .invalidEvent(reason: "an all-day event lasts whole days")
    }
    if let newEnd {
      if newEnd.isDate != newStart.isDate {
        throw .invalidEvent(
          reason: "the end must be a date when the start is, and a time otherwise")
      }
      if Self.utc(newEnd) <= Self.utc(newStart) {
        throw .invalidEvent(
          reason: "the end \(newEnd.isoText) is not after the start \(newStart.isoText)")
      }
    }
    if isRecurring, newStart != oldStart {
      try Self.moveInstanceDates(of: &event, from: oldStart, to: newStart)
    }
    Self.set(&event, EventDraft.property("DTSTART", newStart))
    if let newEnd {
      Self.set(&event, EventDraft.property("DTEND", newEnd))
      Self.set(&event, nil, "DURATION")
    } else if let newDuration {
      Self.set(&event, ICSProperty(name: "DURATION", rawValue: newDuration.description))
      Self.set(&event, nil, "DTEND")
    }
    // UNTIL in the new start's form.
    if newStart.kind != oldStart.kind {
      for index in event.properties.indices where event.properties[index].name == "RRULE" {
        guard var rule = try? event.properties[index].recurrenceRuleValue(),
          let until = rule.until
        else { continue }
        rule.until = DateTimeReader.until(until, start: newStart)
        event.properties[index] = ICSProperty(
          name: "RRULE", parameters: event.properties[index].parameters,
          rawValue: rule.description)
      }
    }
  }

  /// Moves every EXDATE and RDATE value of a recurring event whose DTSTART changes from
  /// `oldStart` to `newStart` by the same change of wall-clock time, written in the new start's
  /// form (its zone, or a DATE for an all-day start), so that each still names the instance it
  /// named: `EXDATE;TZID=Europe/Berlin:20261210T180000` becomes `…T183000` when the series
  /// moves from 18:00 to 18:30. Other parameters of each property are kept.
  ///
  /// - Throws: ``EventRequestError/invalidEvent(reason:)`` for an RDATE of PERIOD values or a
  ///   value that cannot be read.
  static func moveInstanceDates(
    of event: inout ICSComponent, from oldStart: ICSDateTime, to newStart: ICSDateTime
  ) throws(EventRequestError) {
    for index in event.properties.indices {
      let property = event.properties[index]
      let name = property.name.uppercased()
      guard name == "EXDATE" || name == "RDATE" else { continue }
      let values = try instanceDates(of: property, periods: "which a new start does not move")
      let moved = values.map { Self.moved($0, from: oldStart, to: newStart) }
      var parameters = property.parameters.filter { $0.name != "TZID" && $0.name != "VALUE" }
      if newStart.isDate { parameters.append(ICSParameter(name: "VALUE", value: "DATE")) }
      if let tzid = newStart.tzid { parameters.append(ICSParameter(name: "TZID", value: tzid)) }
      event.properties[index] = ICSProperty(
        name: property.name, parameters: parameters,
        rawValue: moved.map(\.text).joined(separator: ","))
    }
  }

  /// The values of an EXDATE or RDATE property, for a change that moves or drops instances.
  ///
  /// - Parameters:
  ///   - property: The EXDATE or RDATE.
  ///   - periods: Why RDATE periods are refused, for the message ("which cannot be split").
  /// - Returns: The dates and date-times.
  /// - Throws: ``EventRequestError/invalidEvent(reason:)`` for PERIOD values or a value that
  ///   cannot be read.
  static func instanceDates(of property: ICSProperty, periods: String)
    throws(EventRequestError) -> [ICSDateTime]
  {
    if property.parameter("VALUE").map(ICSText.uppercasedASCII) == "PERIOD" {
      throw .invalidEvent(
        reason: "the event has RDATE periods (\(property.rawValue)), \(periods); change them "
          + "first")
    }
    do {
      return try property.dateTimeListValue()
    } catch {
      throw .invalidEvent(
        reason: "unreadable \(property.name.uppercased()) '\(property.rawValue)': \(error)")
    }
  }

  /// An instance's date or date-time (an EXDATE, RDATE or RECURRENCE-ID value) moved like the
  /// series' start from `oldStart` to `newStart`: by the same change of wall-clock time, in the
  /// new start's form.
  static func moved(_ value: ICSDateTime, from oldStart: ICSDateTime, to newStart: ICSDateTime)
    -> ICSDateTime
  {
    // The instance's wall-clock time where the old start is, moved like the start.
    let shift = newStart.localSeconds - oldStart.localSeconds
    let wallClock =
      value.kind == oldStart.kind || value.isDate || oldStart.isDate
      ? value.localSeconds : local(utc: utc(value), like: oldStart)
    let result = ICSDateTime(localSeconds: wallClock + shift, kind: newStart.kind)
    return newStart.isDate ? ICSDateTime(day: result.day, kind: .date) : result
  }

  /// The local seconds of `utc` in the zone of `form` (UTC for floating and UTC forms).
  static func local(utc: Int, like form: ICSDateTime) -> Int {
    if let tzid = form.tzid, let zone = ICSTimeZoneResolver.standard(tzid) {
      return zone.local(fromUTC: utc)
    }
    return utc
  }

  /// Replaces the first property named like `property` (keeping its place), or appends it;
  /// `nil` removes every property named `name`.
  /// Sets a text property to `value`, removes it when `value` is empty, leaves it when `nil`.
  static func setText(_ component: inout ICSComponent, _ name: String, _ value: String?) {
    guard let value else { return }
    set(&component, value.isEmpty ? nil : ICSProperty(name: name, text: value), name)
  }

  static func set(_ event: inout ICSComponent, _ property: ICSProperty?, _ name: String = "") {
    guard let property else {
      event.properties.removeAll { $0.name.uppercased() == name }
      return
    }
    if let index = event.properties.firstIndex(where: { $0.name.uppercased() == property.name }) {
      if event.properties[index].rawValue == property.rawValue,
        event.properties[index].parameters == property.parameters
      {
        return
      }
      event.properties[index] = property
    } else {
      event.properties.append(property)
    }
  }

  /// A value's UTC seconds (floating and dates as if UTC).
  static func utc(_ value: ICSDateTime) -> Int {
    if let tzid = value.tzid, let zone = ICSTimeZoneResolver.standard(tzid) {
      return zone.utc(fromLocal: value.localSeconds)
    }
    return value.localSeconds
  }

  /// The value at `utc` in the form (UTC, zoned, floating) of `form`.
  static func value(utc: Int, like form: ICSDateTime) -> ICSDateTime {
    if let tzid = form.tzid, let zone = ICSTimeZoneResolver.standard(tzid) {
      return ICSDateTime(localSeconds: zone.local(fromUTC: utc), kind: form.kind)
    }
    return ICSDateTime(localSeconds: utc, kind: form.kind)
  }
}

extension EventChange {
  /// The zone in which times typed for an event are read, when the user names none: the
  /// event's own (its DTSTART's TZID, or UTC), so that `--start …T10:00` means ten o'clock
  /// where the event takes place; `nil` (floating) for a floating start; `fallback` for an
  /// all-day or unreadable start.
  ///
  /// - Parameters:
  ///   - event: The VEVENT.
  ///   - fallback: The zone for an all-day event (the user's own).
  /// - Returns: A zone name, or `nil` for floating times.
  package static func typingZone(of event: ICSComponent, fallback: String) -> String? {
    guard let start = try? event.property("DTSTART")?.dateTimeValue() else { return fallback }
    switch start.kind {
    case .zoned(let tzid): return tzid
    case .utc: return "UTC"
    case .floating: return nil
    case .date: return fallback
    }
  }
}
