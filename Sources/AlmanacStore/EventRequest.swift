import Almanac
import AlmanacICS
import Foundation

/// A new event as a person types it: the texts of its start, end and repetition, turned into
/// an ``EventDraft`` by one set of rules that every front end shares (the command line's
/// `add`, its one-line form, and any later face).
///
/// ```swift
/// var request = EventRequest(title: "Stand-up", start: "2026-12-01T09:30")
/// request.weekdays = [2, 4, 6]  // mon, wed, fri
/// let made = try request.draft(reader: DateTimeReader(zone: "Europe/Berlin"))
/// // made.draft.start is Wednesday 2 December; made.notes says the start moved.
/// ```
///
/// The rules: a start without an end or duration lasts an hour (a day when it is a date);
/// an all-day event starts and ends on dates; a rule may be a bare frequency (`weekly`) or
/// start with `RRULE:`; a rule counted in another calendar (``scale``) writes RSCALE and moves
/// dates that calendar lacks in some year forward (RFC 7529); UNTIL takes the form RFC 5545
/// requires for the start; a wall time in a DST gap is written as the time it really is
/// (single events) or noted (recurring ones); a weekly `weekdays` start on another day moves
/// to the first day the rule generates.
package struct EventRequest: Hashable, Sendable {
  /// The part of the request a problem or note is about.
  package enum Field: String, Hashable, Sendable, CaseIterable {
    /// The start.
    case start
    /// The end.
    case end
    /// The last day of the repetition.
    case until
    /// The recurrence rule.
    case rule
  }

  /// Something the request changed or noticed while making the draft, for the user to hear.
  package enum Note: Hashable, Sendable {
    /// `given` does not exist in its zone (the clocks skip it); `actual` is when it happens.
    /// For a single event the draft holds `actual`; for a recurring one only that day's
    /// instance is moved (RFC 5545 §3.3.5) and the draft keeps `given`.
    case skippedTime(Field, given: ICSDateTime, actual: ICSDateTime, isRecurring: Bool)
    /// The start was not a day the weekly rule generates; it moved to the first one.
    case movedStart(from: Day, to: Day)
  }

  /// SUMMARY.
  package var title: String
  /// The start as typed (any form ``DateTimeReader/dateTime(_:)`` reads).
  package var start: String
  /// The end as typed (exclusive; for all-day events the day after the last), or `nil`.
  package var end: String?
  /// The length, when there is no end.
  package var duration: ICSDuration?
  /// Whether the event lasts whole days (the start and end must then be dates).
  package var isAllDay: Bool
  /// A recurrence rule (`FREQ=MONTHLY;BYDAY=-1FR`, `RRULE:…`, or a bare `yearly`).
  package var rule: String?
  /// The calendar the rule counts in (RFC 7529 RSCALE); `nil` or Gregorian for none.
  package var scale: CalendarSystem?
  /// Repeat weekly on these days (instead of ``rule``).
  package var weekdays: WeekdaySet?
  /// The last day (or moment) of the repetition, as typed.
  package var until: String?
  /// LOCATION.
  package var location: String?
  /// DESCRIPTION.
  package var notes: String?
  /// Display alarms, each this long before the start.
  package var alarms: [ICSDuration]

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - title: SUMMARY.
  ///   - start: The start, as typed.
  ///   - end: The end, as typed.
  ///   - duration: The length (when no end).
  ///   - isAllDay: Whether the event lasts whole days.
  ///   - location: LOCATION.
  ///   - notes: DESCRIPTION.
  package init(
    title: String, start: String, end: String? = nil, duration: ICSDuration? = nil,
    isAllDay: Bool = false, location: String? = nil, notes: String? = nil
  ) {
    self.title = title
    self.start = start
    self.end = end
    self.duration = duration
    self.isAllDay = isAllDay
    self.location = location
    self.notes = notes
    self.alarms = []
  }

  /// The draft this request describes, and what was changed or noticed on the way.
  ///
  /// - Parameter reader: Reads the typed dates (zone, today, now).
  /// - Returns: The draft (not yet validated: ``EventStore/add(_:uid:stamp:collection:)``
  ///   validates it) and the notes, in the order they arose.
  /// - Throws: ``EventRequestError`` naming the field and what is wrong.
  package func draft(reader: DateTimeReader) throws(EventRequestError) -> (
    draft: EventDraft, notes: [Note]
  ) {
    var startValue = try Self.read(start, .start, reader)
    if isAllDay, !startValue.isDate {
      throw .timeOnAllDay(.start, text: start, day: startValue.day)
    }
    var endValue = try end.map { (text) throws(EventRequestError) in
      try Self.read(text, .end, reader)
    }
    if isAllDay, let given = endValue, !given.isDate {
      throw .timeOnAllDay(.end, text: end ?? "", day: given.day)
    }
    var length = duration
    if endValue == nil, length == nil {
      length = startValue.isDate ? ICSDuration(days: 1) : ICSDuration(seconds: 3600)
    }
    if until != nil, rule == nil, weekdays == nil { throw .untilWithoutRule }
    let untilValue = try until.map { (text) throws(EventRequestError) in
      DateTimeReader.until(try Self.read(text, .until, reader), start: startValue)
    }
    var rules: [RecurrenceRule] = []
    if let text = rule {
      rules.append(try Self.rule(text, scale: scale, until: untilValue, start: startValue))
    } else if let weekdays {
      do {
        rules.append(try EventDraft.weeklyRule(on: weekdays, until: untilValue))
      } catch {
        throw .invalidEvent(reason: error.localizedReason)
      }
    }
    var notes: [Note] = []
    for (field, value) in [(Field.start, startValue), (Field.end, endValue)] {
      guard let value, let actual = DateTimeReader.skippedTime(value) else { continue }
      notes.append(.skippedTime(field, given: value, actual: actual, isRecurring: !rules.isEmpty))
      guard rules.isEmpty else { continue }
      if field == .start { startValue = actual } else { endValue = actual }
    }
    var draft = EventDraft(
      title: title, start: startValue, end: endValue, duration: length, location: location,
      notes: self.notes, rules: rules, alarms: alarms)
    if weekdays != nil, let moved = draft.movingStartToFirstInstance() {
      notes.append(.movedStart(from: draft.start.day, to: moved.start.day))
      draft = moved
    }
    return (draft, notes)
  }

  /// Reads one typed date or date-time.
  static func read(_ text: String, _ field: Field, _ reader: DateTimeReader)
    throws(EventRequestError) -> ICSDateTime
  {
    do {
      return try reader.dateTime(text)
    } catch {
      throw .unreadable(field, text: text, reason: error.reason)
    }
  }

  /// A typed rule as a ``/AlmanacICS/RecurrenceRule``: `RRULE:` dropped, a bare frequency
  /// completed, the scale and UNTIL applied.
  ///
  /// - Parameters:
  ///   - typed: The rule as typed.
  ///   - scale: The calendar it counts in, if not Gregorian.
  ///   - until: UNTIL in the start's form (replaces the rule's own UNTIL and COUNT).
  ///   - start: DTSTART, for the form of the rule's own UNTIL.
  /// - Returns: The rule.
  /// - Throws: ``EventRequestError/badRule(text:column:reason:)``.
  package static func rule(
    _ typed: String, scale: CalendarSystem? = nil, until: ICSDateTime? = nil,
    start: ICSDateTime
  ) throws(EventRequestError) -> RecurrenceRule {
    var text = typed
    if text.uppercased().hasPrefix("RRULE:") { text.removeFirst(6) }
    if ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"].contains(text.uppercased()) {
      text = "FREQ=" + text.uppercased()
    }
    do {
      var rule = try RecurrenceRule(parsing: text)
      // In another calendar the rule counts that calendar's months (RFC 7529), and a date
      // that calendar lacks in some year (30 Heshvan, Adar I) moves to the next day.
      if let scale, scale != .gregorian, rule.scale == nil {
        rule.scale = scale
        rule.skip = rule.skip ?? .forward
      }
      if let until {
        rule.until = until
        rule.count = nil
      } else if let given = rule.until {
        rule.until = DateTimeReader.until(given, start: start)
      }
      return rule
    } catch {
      throw .badRule(text: text, column: error.location.column, reason: error.reason)
    }
  }

  /// A new random UID (`…@almanac`), for an event the user gave no UID.
  ///
  /// - Returns: A UUID in lower case with the `@almanac` suffix.
  package static func newUID() -> String {
    UUID().uuidString.lowercased() + "@almanac"
  }
}

/// Why an ``EventRequest`` or ``EventChange`` could not be made into an event.
package enum EventRequestError: Error, Hashable, Sendable {
  /// A date or date-time that could not be read.
  case unreadable(EventRequest.Field, text: String, reason: String)
  /// A time given for an all-day event (which starts and ends on dates).
  case timeOnAllDay(EventRequest.Field, text: String, day: Day)
  /// A recurrence rule that does not parse.
  case badRule(text: String, column: Int, reason: String)
  /// An UNTIL without a rule to end.
  case untilWithoutRule
  /// Anything else the event cannot be (an empty weekday set).
  case invalidEvent(reason: String)
}

extension EventStoreError {
  /// The reason alone, for wrapping in another error.
  var localizedReason: String {
    if case .invalidEvent(let reason) = self { return reason }
    return "\(self)"
  }
}
