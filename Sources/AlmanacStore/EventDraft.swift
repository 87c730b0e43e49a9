import Almanac
import AlmanacICS
import Foundation

/// A new event as a user describes it, before it has a UID and a file.
public struct EventDraft: Hashable, Sendable {
  /// SUMMARY.
  public var title: String
  /// DTSTART: a DATE for an all-day event, else a DATE-TIME (floating, UTC or zoned).
  public var start: ICSDateTime
  /// DTEND (exclusive), in the same form as the start; or `nil`.
  public var end: ICSDateTime?
  /// DURATION, when there is no end.
  public var duration: ICSDuration?
  /// LOCATION.
  public var location: String?
  /// DESCRIPTION.
  public var notes: String?
  /// RRULEs.
  public var rules: [RecurrenceRule]
  /// Display alarms, each this long before the start.
  public var alarms: [ICSDuration]

  /// Creates a draft.
  ///
  /// - Parameters:
  ///   - title: SUMMARY.
  ///   - start: DTSTART.
  ///   - end: DTEND.
  ///   - duration: DURATION (when no end).
  ///   - location: LOCATION.
  ///   - notes: DESCRIPTION.
  ///   - rules: RRULEs.
  ///   - alarms: Display alarms before the start.
  public init(
    title: String, start: ICSDateTime, end: ICSDateTime? = nil, duration: ICSDuration? = nil,
    location: String? = nil, notes: String? = nil, rules: [RecurrenceRule] = [],
    alarms: [ICSDuration] = []
  ) {
    self.title = title
    self.start = start
    self.end = end
    self.duration = duration
    self.location = location
    self.notes = notes
    self.rules = rules
    self.alarms = alarms
  }

  /// A weekly rule on the days of a weekday set (`FREQ=WEEKLY;BYDAY=MO,WE,FR`).
  ///
  /// - Parameters:
  ///   - weekdays: The days.
  ///   - until: UNTIL, if any.
  ///   - count: COUNT, if any.
  /// - Returns: The rule.
  /// - Throws: ``EventStoreError/invalidEvent(reason:)`` for an empty set.
  package static func weeklyRule(
    on weekdays: WeekdaySet, until: ICSDateTime? = nil, count: Int? = nil
  )
    throws(EventStoreError) -> RecurrenceRule
  {
    guard !weekdays.isEmpty else { throw .invalidEvent(reason: "no weekday to repeat on") }
    do {
      var rule = try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=" + weekdays.rruleByDay)
      rule.until = until
      rule.count = count
      return rule
    } catch {
      throw .invalidEvent(reason: error.reason)
    }
  }

  /// Checks the draft: a title, an end after the start in the same form, known zones, rules
  /// whose UNTIL has the start's form, and at least one instance.
  ///
  /// - Throws: ``EventStoreError/invalidEvent(reason:)`` saying what is wrong.
  package func validate() throws(EventStoreError) {
    if title.trimmingCharacters(in: .whitespaces).isEmpty {
      throw .invalidEvent(reason: "the title is empty")
    }
    for value in [start, end].compactMap({ $0 }) {
      if let tzid = value.tzid, ICSTimeZoneResolver.standard(tzid) == nil {
        throw .invalidEvent(reason: "unknown time zone \(tzid)")
      }
    }
    if let end {
      if end.isDate != start.isDate {
        throw .invalidEvent(
          reason: "the end must be a date when the start is, and a time otherwise")
      }
      if utcSeconds(end) <= utcSeconds(start) {
        throw .invalidEvent(
          reason: "the end \(end.isoText) is not after the start \(start.isoText)")
      }
    }
    if let duration {
      if end != nil { throw .invalidEvent(reason: "give an end or a duration, not both") }
      if duration.days < 0 || duration.seconds < 0 || (duration.days == 0 && duration.seconds == 0)
      {
        throw .invalidEvent(reason: "the duration must be positive")
      }
      if start.isDate, duration.seconds != 0 {
        throw .invalidEvent(reason: "an all-day event lasts whole days")
      }
    }
    for rule in rules {
      if let until = rule.until, until.isDate != start.isDate, !start.isDate {
        throw .invalidEvent(reason: "UNTIL must be a date-time when the start is")
      }
      // RFC 5545 §3.3.10: UNTIL is floating with a floating start, UTC with a UTC or zoned one.
      if let until = rule.until, !start.isDate, !until.isDate {
        if start.kind == .floating, until.kind != .floating {
          throw .invalidEvent(
            reason: "UNTIL \(until.description) must be a floating time when the start is")
        }
        if start.kind != .floating, until.kind != .utc {
          throw .invalidEvent(
            reason: "UNTIL \(until.description) must be in UTC when the start has a zone")
        }
      }
      if let until = rule.until, utcSeconds(until) < utcSeconds(start) {
        throw .invalidEvent(reason: "UNTIL \(until.text) is before the start \(start.text)")
      }
    }
  }

  /// The VEVENT for this draft.
  ///
  /// - Parameters:
  ///   - uid: The UID.
  ///   - stamp: DTSTAMP (UTC).
  /// - Returns: The component.
  package func component(uid: String, stamp: ICSDateTime) -> ICSComponent {
    var event = ICSComponent(name: "VEVENT")
    event.properties.append(ICSProperty(name: "UID", text: uid))
    event.properties.append(ICSProperty(name: "DTSTAMP", rawValue: stamp.text))
    event.properties.append(Self.property("DTSTART", start))
    if let end { event.properties.append(Self.property("DTEND", end)) }
    if let duration {
      event.properties.append(ICSProperty(name: "DURATION", rawValue: duration.description))
    }
    for rule in rules {
      event.properties.append(ICSProperty(name: "RRULE", rawValue: rule.description))
    }
    event.properties.append(ICSProperty(name: "SUMMARY", text: title))
    if let location { event.properties.append(ICSProperty(name: "LOCATION", text: location)) }
    if let notes { event.properties.append(ICSProperty(name: "DESCRIPTION", text: notes)) }
    for alarm in alarms {
      var trigger = alarm
      trigger.days = -trigger.days
      trigger.seconds = -trigger.seconds
      let text = alarm.days == 0 && alarm.seconds == 0 ? "PT0S" : trigger.description
      event.components.append(
        ICSComponent(
          name: "VALARM",
          properties: [
            ICSProperty(name: "ACTION", rawValue: "DISPLAY"),
            ICSProperty(name: "TRIGGER", rawValue: text),
            ICSProperty(name: "DESCRIPTION", text: title),
          ]))
    }
    return event
  }

  /// The draft with its start moved to the first day its weekly rule generates, when the
  /// start is on a day the rule does not (`--on mon,wed,fri` from a Tuesday), as calendar apps
  /// do: RFC 5545 counts DTSTART as an instance anyway, and readers disagree on showing it.
  /// The end moves by the same number of days. Only rules of the form `FREQ=WEEKLY;BYDAY=…`
  /// (any INTERVAL, WKST, COUNT or UNTIL, no other BY part) are considered.
  ///
  /// - Returns: The moved draft, or `nil` when the start is already an instance.
  package func movingStartToFirstInstance() -> EventDraft? {
    guard let first = Self.firstRepeatDay(rules: rules, from: start.day) else { return nil }
    let shift = start.day.days(to: first)
    var moved = self
    moved.start = ICSDateTime(
      day: start.day.adding(days: shift), secondOfDay: start.secondOfDay, kind: start.kind)
    if let end {
      moved.end = ICSDateTime(
        day: end.day.adding(days: shift), secondOfDay: end.secondOfDay, kind: end.kind)
    }
    return moved
  }

  /// The first day a weekly rule repeats on, when `startDay` is not one of its days; `nil`
  /// when it is, or when the rules are not one rule of the form `FREQ=WEEKLY;BYDAY=…` (any
  /// INTERVAL, WKST, COUNT or UNTIL, no other BY part).
  ///
  /// - Parameters:
  ///   - rules: The event's rules.
  ///   - startDay: The day of its start.
  /// - Returns: The day, after `startDay`.
  package static func firstRepeatDay(rules: [RecurrenceRule], from startDay: Day) -> Day? {
    guard rules.count == 1, let rule = rules.first, rule.frequency == .weekly,
      !rule.byDay.isEmpty, rule.byDay.allSatisfy({ $0.ordinal == 0 }),
      rule.byMonth.isEmpty, rule.byMonthDay.isEmpty, rule.byYearDay.isEmpty,
      rule.byWeekNumber.isEmpty, rule.bySetPosition.isEmpty, rule.byHour.isEmpty,
      rule.byMinute.isEmpty, rule.bySecond.isEmpty
    else { return nil }
    let weekdays = Set(rule.byDay.map(\.weekday))
    guard !weekdays.contains(startDay.weekday) else { return nil }
    // Week periods start on WKST; the start's week is period 0, then every INTERVAL weeks.
    let weekStart = startDay.adding(days: -((startDay.weekday - rule.weekStart + 7) % 7))
    let interval = max(1, rule.interval)
    var candidates: [Day] = []
    for offset in 1..<7 {
      let day = weekStart.adding(days: offset)
      if day > startDay { candidates.append(day) }
    }
    let (nextWeek, overflow) = interval.multipliedReportingOverflow(by: 7)
    guard !overflow, Day.latest.serial - weekStart.serial > nextWeek + 6 else { return nil }
    for offset in 0..<7 { candidates.append(weekStart.adding(days: nextWeek + offset)) }
    return candidates.first(where: { weekdays.contains($0.weekday) })
  }

  /// A DTSTART/DTEND/UNTIL-style property for a value.
  static func property(_ name: String, _ value: ICSDateTime) -> ICSProperty {
    var parameters: [ICSParameter] = []
    if value.isDate { parameters.append(ICSParameter(name: "VALUE", value: "DATE")) }
    if let tzid = value.tzid { parameters.append(ICSParameter(name: "TZID", value: tzid)) }
    return ICSProperty(name: name, parameters: parameters, rawValue: value.text)
  }

  func utcSeconds(_ value: ICSDateTime) -> Int {
    if let tzid = value.tzid, let zone = ICSTimeZoneResolver.standard(tzid) {
      return zone.utc(fromLocal: value.localSeconds)
    }
    return value.localSeconds
  }
}
