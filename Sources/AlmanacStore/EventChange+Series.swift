import Almanac
import AlmanacICS

/// The changes of a recurring event that touch more than its master: a whole series with its
/// overrides, one instance (an override written or changed, an EXDATE added), and the series
/// cut in two at an instance (this and the following ones).
extension EventChange {
  /// Applies the change to a whole series. The master changes as
  /// ``apply(to:reader:stamp:hasOverrides:)`` changes it (its EXDATE and RDATE values move
  /// with a new start); each override whose SUMMARY, LOCATION or DESCRIPTION was the
  /// master's takes the new value (one that differs keeps its own); a new start moves every
  /// RECURRENCE-ID by the same change of wall-clock time, and the DTSTART and DTEND of every
  /// override that was not moved (its DTSTART is its RECURRENCE-ID), so that no override is
  /// orphaned and no cancelled day comes back.
  ///
  /// - Throws: What ``apply(to:reader:stamp:hasOverrides:)`` throws; for a series with
  ///   overrides, a start that changes between a date and a time.
  package func apply(
    toSeries series: inout EventSeries, reader: DateTimeReader, stamp: ICSDateTime
  ) throws(EventRequestError) {
    let oldMaster = series.master
    try apply(to: &series.master, reader: reader, stamp: stamp, hasOverrides: false)
    guard !series.overrides.isEmpty else { return }
    var shift: (old: ICSDateTime, new: ICSDateTime)?
    if let old = try? oldMaster.property("DTSTART")?.dateTimeValue(),
      let new = try? series.master.property("DTSTART")?.dateTimeValue(), old != new
    {
      guard old.isDate == new.isDate else {
        throw .invalidEvent(
          reason: "the event has changed instances, which cannot follow a start that changes "
            + "between a date and a time; change or delete them first")
      }
      shift = (old, new)
    }
    for index in series.overrides.indices {
      var override = series.overrides[index]
      let before = override
      if let title, override.text("SUMMARY") == oldMaster.text("SUMMARY") {
        Self.set(&override, ICSProperty(name: "SUMMARY", text: title))
      }
      if location != nil, override.text("LOCATION") == oldMaster.text("LOCATION") {
        Self.setText(&override, "LOCATION", location)
      }
      if notes != nil, override.text("DESCRIPTION") == oldMaster.text("DESCRIPTION") {
        Self.setText(&override, "DESCRIPTION", notes)
      }
      if let shift, let property = override.property("RECURRENCE-ID"),
        let written = try? property.dateTimeValue()
      {
        let rid = ICSCalendar.recurrenceID(written, of: shift.old)
        let moved = Self.moved(rid, from: shift.old, to: shift.new)
        if let own = try? override.property("DTSTART")?.dateTimeValue(),
          own.isDate == rid.isDate, Self.utc(own) == Self.utc(rid)
        {
          Self.moveTimes(of: &override, from: own, to: moved)
        }
        Self.set(&override, Self.property("RECURRENCE-ID", moved, like: property))
        Self.bumpSequence(&override)
      }
      if override != before {
        Self.set(&override, ICSProperty(name: "DTSTAMP", rawValue: stamp.text))
        Self.set(&override, ICSProperty(name: "LAST-MODIFIED", rawValue: stamp.text))
      }
      series.overrides[index] = override
    }
  }

  /// A new override of the instance of `master` that starts at `start` (its original start,
  /// in DTSTART's form): the master's properties and components, without RRULE, RDATE,
  /// EXDATE and EXRULE, with RECURRENCE-ID and DTSTART at `start` and DTEND as far after it
  /// as the master's (in seconds; in days for an all-day event).
  ///
  /// - Parameters:
  ///   - master: The series' master.
  ///   - start: The instance's original start.
  /// - Returns: The override, not yet in a file (its `line` is 0).
  package static func override(of master: ICSComponent, at start: ICSDateTime) -> ICSComponent {
    var out = master
    out.line = 0
    out.properties = []
    let seriesStart = try? master.property("DTSTART")?.dateTimeValue()
    for property in master.properties {
      switch property.name.uppercased() {
      case "RRULE", "RDATE", "EXDATE", "EXRULE":
        continue
      case "DTSTART":
        out.properties.append(Self.property("DTSTART", start, like: property))
      case "DTEND":
        if let seriesStart, let end = try? property.dateTimeValue() {
          out.properties.append(
            Self.property("DTEND", shifted(end, from: seriesStart, to: start), like: property))
        } else {
          out.properties.append(property)
        }
      case "UID":
        out.properties.append(property)
        out.properties.append(EventDraft.property("RECURRENCE-ID", start))
      default:
        out.properties.append(property)
      }
    }
    return out
  }

  /// Cancels the instance of `series` that starts at `start` (its original start): an
  /// EXDATE in the series' form (after the master's last RRULE, RDATE or EXDATE), the
  /// instance's override removed; DTSTAMP and LAST-MODIFIED become `stamp`, SEQUENCE goes up.
  package static func cancel(
    _ start: ICSDateTime, of series: inout EventSeries, stamp: ICSDateTime
  ) {
    let exdate = EventDraft.property("EXDATE", start)
    let names: Set<String> = ["RRULE", "RDATE", "EXDATE"]
    if let last = series.master.properties.lastIndex(where: { names.contains($0.name.uppercased()) }
    ) {
      series.master.properties.insert(exdate, at: last + 1)
    } else {
      series.master.properties.append(exdate)
    }
    if let index = series.overrideIndex(of: start) { series.overrides.remove(at: index) }
    touch(&series.master, stamp: stamp)
  }

  /// Ends `series` before its instance at `start`: each RRULE gets an UNTIL just before it
  /// (UTC for a zoned or UTC start, a date for an all-day one, floating for a floating one;
  /// RFC 5545 §3.3.10) in place of its COUNT, unless the rule ends before it anyway; RDATE
  /// and EXDATE values at or after it are dropped, and so are the overrides of instances at or
  /// after it (they are returned). DTSTAMP and LAST-MODIFIED become `stamp`, SEQUENCE goes up.
  ///
  /// - Returns: The overrides removed, in file order.
  /// - Throws: ``EventRequestError/invalidEvent(reason:)`` for an unreadable start, rule or
  ///   date list, or an RDATE of periods.
  @discardableResult
  package static func end(
    _ series: inout EventSeries, before start: ICSDateTime, stamp: ICSDateTime
  ) throws(EventRequestError) -> [ICSComponent] {
    guard let seriesStart = series.start else {
      throw .invalidEvent(reason: "the event has no readable DTSTART")
    }
    let cut = utc(start)
    let until = until(before: start, seriesStart: seriesStart)
    let ruleCount = series.master.properties.filter { $0.name.uppercased() == "RRULE" }.count
    for index in series.master.properties.indices
    where series.master.properties[index].name.uppercased() == "RRULE" {
      let property = series.master.properties[index]
      guard var rule = try? property.recurrenceRuleValue() else {
        throw .invalidEvent(reason: "unreadable RRULE '\(property.rawValue)'")
      }
      if let old = rule.until, utc(ICSCalendar.recurrenceID(old, of: seriesStart)) < cut {
        continue
      }
      if let count = rule.count, ruleCount == 1,
        let before = ruleInstances(of: series, before: start), before >= count
      {
        continue
      }
      rule.until = until
      rule.count = nil
      series.master.properties[index] = ICSProperty(
        name: property.name, parameters: property.parameters, rawValue: rule.description)
    }
    try keepDates(of: &series.master, seriesStart: seriesStart) { utc($0) < cut }
    var removed: [ICSComponent] = []
    series.overrides.removeAll { override in
      guard let rid = try? override.property("RECURRENCE-ID")?.dateTimeValue(),
        utc(ICSCalendar.recurrenceID(rid, of: seriesStart)) >= cut
      else { return false }
      removed.append(override)
      return true
    }
    touch(&series.master, stamp: stamp)
    return removed
  }

  /// Splits `series` at its instance at `start` (its original start, after the first
  /// instance), as khal and Google Calendar do: the series ends before it (``end(_:before:stamp:)``),
  /// and a new event with `uid` starts there with this change applied to it as to a whole
  /// series. The new event's RRULE carries the rest: COUNT less the instances before `start`,
  /// or the same UNTIL; the RDATE and EXDATE values and the overrides at or after `start` go
  /// with it (the overrides with the new UID). The new event is ``EventSeries/split``.
  ///
  /// - Throws: ``EventRequestError``: what the change or ``end(_:before:stamp:)`` throws; more
  ///   than one RRULE.
  package func split(
    _ series: inout EventSeries, at start: ICSDateTime, uid: String, reader: DateTimeReader,
    stamp: ICSDateTime
  ) throws(EventRequestError) {
    guard let seriesStart = series.start else {
      throw .invalidEvent(reason: "the event has no readable DTSTART")
    }
    let rules = series.master.properties.filter { $0.name.uppercased() == "RRULE" }
    guard rules.count <= 1 else {
      throw .invalidEvent(reason: "the event has several RRULEs; it cannot be split")
    }
    var master = series.master
    master.line = 0
    master.properties = []
    let cut = Self.utc(start)
    for property in series.master.properties {
      switch property.name.uppercased() {
      case "UID":
        master.properties.append(ICSProperty(name: "UID", text: uid))
      case "DTSTART":
        master.properties.append(Self.property("DTSTART", start, like: property))
      case "DTEND":
        guard let end = try? property.dateTimeValue() else {
          master.properties.append(property)
          continue
        }
        master.properties.append(
          Self.property("DTEND", Self.shifted(end, from: seriesStart, to: start), like: property))
      case "RRULE":
        guard var rule = try? property.recurrenceRuleValue() else {
          throw .invalidEvent(reason: "unreadable RRULE '\(property.rawValue)'")
        }
        if let count = rule.count, let before = Self.ruleInstances(of: series, before: start) {
          rule.count = max(1, count - before)
        }
        master.properties.append(
          ICSProperty(
            name: property.name, parameters: property.parameters, rawValue: rule.description))
      case "SEQUENCE", "CREATED":
        continue
      default:
        master.properties.append(property)
      }
    }
    try Self.keepDates(of: &master, seriesStart: seriesStart) { Self.utc($0) >= cut }
    Self.set(&master, ICSProperty(name: "DTSTAMP", rawValue: stamp.text))
    Self.set(&master, ICSProperty(name: "CREATED", rawValue: stamp.text))
    Self.set(&master, ICSProperty(name: "LAST-MODIFIED", rawValue: stamp.text))
    let moved = try Self.end(&series, before: start, stamp: stamp).map { old in
      var override = old
      override.line = 0
      Self.set(&override, ICSProperty(name: "UID", text: uid))
      return override
    }
    var new = EventSeries(master: master, overrides: moved, calendar: series.calendar)
    try apply(toSeries: &new, reader: reader, stamp: stamp)
    series.split = [new.master] + new.overrides
  }

  // MARK: - Helpers

  /// UNTIL just before the instance at `start` of a series that starts at `seriesStart`.
  static func until(before start: ICSDateTime, seriesStart: ICSDateTime) -> ICSDateTime {
    if seriesStart.isDate { return ICSDateTime(day: start.day.adding(days: -1), kind: .date) }
    if seriesStart.kind == .floating {
      return ICSDateTime(localSeconds: start.localSeconds - 1, kind: .floating)
    }
    return ICSDateTime(localSeconds: utc(start) - 1, kind: .utc)
  }

  /// How many instances the rule makes before `start` (DTSTART counted; RDATE and EXDATE
  /// not, as COUNT does not count them); `nil` when the series cannot be expanded.
  static func ruleInstances(of series: EventSeries, before start: ICSDateTime) -> Int? {
    guard let seriesStart = series.start else { return nil }
    var plain = series
    plain.master.properties.removeAll { ["RDATE", "EXDATE"].contains($0.name.uppercased()) }
    let cut = utc(start)
    return plain.instanceStarts(from: utc(seriesStart) - 2 * 86_400, to: cut).filter {
      utc($0) < cut
    }.count
  }

  /// Keeps the RDATE and EXDATE values for which `keep` is true (each read in the form of the
  /// series' start); a property left empty is removed, one left whole keeps its bytes.
  static func keepDates(
    of event: inout ICSComponent, seriesStart: ICSDateTime, _ keep: (ICSDateTime) -> Bool
  ) throws(EventRequestError) {
    var kept: [ICSProperty] = []
    for property in event.properties {
      let name = property.name.uppercased()
      guard name == "EXDATE" || name == "RDATE" else {
        kept.append(property)
        continue
      }
      let values = try instanceDates(of: property, periods: "which cannot be split")
      let left = values.filter { keep(ICSCalendar.recurrenceID($0, of: seriesStart)) }
      if left.count == values.count {
        kept.append(property)
      } else if !left.isEmpty {
        kept.append(
          ICSProperty(
            name: property.name, parameters: property.parameters,
            rawValue: left.map(\.text).joined(separator: ",")))
      }
    }
    event.properties = kept
  }

  /// `end` moved as far as a start moves from `old` to `new`: by whole days for dates, else
  /// by the same seconds, in `end`'s own form.
  static func shifted(_ end: ICSDateTime, from old: ICSDateTime, to new: ICSDateTime)
    -> ICSDateTime
  {
    if end.isDate, old.isDate, new.isDate {
      return ICSDateTime(day: end.day.adding(days: old.day.days(to: new.day)), kind: .date)
    }
    return value(utc: utc(end) + utc(new) - utc(old), like: end)
  }

  /// Moves an override's DTSTART from `old` to `new`, and its DTEND by as much.
  static func moveTimes(of event: inout ICSComponent, from old: ICSDateTime, to new: ICSDateTime) {
    if let property = event.property("DTSTART") {
      set(&event, Self.property("DTSTART", new, like: property))
    }
    if let property = event.property("DTEND"), let end = try? property.dateTimeValue() {
      set(&event, Self.property("DTEND", shifted(end, from: old, to: new), like: property))
    }
  }

  /// A date-time property `name` with `value`, keeping the parameters of `like` other than
  /// VALUE and TZID (which follow the value).
  static func property(_ name: String, _ value: ICSDateTime, like: ICSProperty) -> ICSProperty {
    let fresh = EventDraft.property(name, value)
    let kept = like.parameters.filter { $0.name != "TZID" && $0.name != "VALUE" }
    return ICSProperty(name: name, parameters: fresh.parameters + kept, rawValue: fresh.rawValue)
  }

  /// SEQUENCE up by one.
  static func bumpSequence(_ event: inout ICSComponent) {
    let sequence = event.property("SEQUENCE")?.integerValue ?? 0
    set(&event, ICSProperty(name: "SEQUENCE", rawValue: String(min(sequence, 1_000_000_000) + 1)))
  }

  /// DTSTAMP and LAST-MODIFIED at `stamp`, SEQUENCE up by one.
  static func touch(_ event: inout ICSComponent, stamp: ICSDateTime) {
    bumpSequence(&event)
    set(&event, ICSProperty(name: "DTSTAMP", rawValue: stamp.text))
    set(&event, ICSProperty(name: "LAST-MODIFIED", rawValue: stamp.text))
  }
}
