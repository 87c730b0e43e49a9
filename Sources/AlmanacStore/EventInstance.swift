import Almanac
import AlmanacICS
import AlmanacPrimitives
import Foundation

/// One event instance in a window, ready for a calendar: what it is, when, which days of the
/// display time zone it covers, and where it comes from.
public struct EventInstance: Hashable, Sendable {
  /// The UID.
  public var uid: String
  /// SUMMARY (empty when missing).
  public var summary: String
  /// LOCATION.
  public var location: String?
  /// DESCRIPTION.
  public var notes: String?
  /// The start, in the event's own form (DATE, floating, UTC or zoned).
  public var start: ICSDateTime
  /// The end (exclusive), in the same form.
  public var end: ICSDateTime
  /// The start instant, seconds since 1970 UTC (all-day events: midnight of the first day in
  /// the display zone).
  public var startUTC: Int
  /// The end instant.
  public var endUTC: Int
  /// Whether the event takes whole days (DATE values): it stays on its dates in every zone.
  public var isAllDay: Bool
  /// The first day covered, in the display zone.
  public var firstDay: Day
  /// The last day covered (inclusive), in the display zone.
  public var lastDay: Day
  /// The UTC offset of the display zone at the start, in seconds (for ISO 8601 text).
  public var startOffset: Int
  /// The UTC offset of the display zone at the end.
  public var endOffset: Int
  /// The instance's RECURRENCE-ID when the event recurs.
  public var recurrenceID: ICSDateTime?
  /// The collection the event belongs to.
  public var collection: EventCollection
  /// The file the event is stored in.
  public var path: String
  /// STATUS, upper-cased: the changed instance's own when it has one, else the series'
  /// (`TENTATIVE`, `CONFIRMED`, `CANCELLED`; `nil` when neither says).
  package var status: String? = nil

  /// Whether the instance is cancelled (STATUS:CANCELLED on it or on its series).
  public var isCancelled: Bool { status == "CANCELLED" }

  /// Whether the instance belongs to a recurring event (it carries a RECURRENCE-ID).
  package var isRecurring: Bool { recurrenceID != nil }

  /// The days the event covers in the display zone.
  public var days: ClosedRange<Day> { firstDay...lastDay }

  /// The start in extended ISO 8601: a date for all-day events, else the wall time in the
  /// display zone with its offset (`2026-12-01T09:00:00-05:00`).
  public var startText: String {
    isAllDay ? start.isoText : Self.isoText(startUTC, offset: startOffset)
  }

  /// The end in extended ISO 8601 (exclusive; a date for all-day events).
  public var endText: String {
    isAllDay ? end.isoText : Self.isoText(endUTC, offset: endOffset)
  }

  /// Whether `self` comes before `other` on a day: by start (all-day events first at equal
  /// starts), then by end, summary and UID.
  ///
  /// - Parameter other: Another event.
  /// - Returns: Whether `self` is ordered first.
  package func precedes(_ other: EventInstance) -> Bool {
    if startUTC != other.startUTC { return startUTC < other.startUTC }
    if isAllDay != other.isAllDay { return isAllDay }
    if endUTC != other.endUTC { return endUTC < other.endUTC }
    if summary != other.summary { return summary < other.summary }
    return uid < other.uid
  }

  /// An index from days to events for a displayed period (dots, "+N", a day's events).
  ///
  /// - Parameters:
  ///   - events: The events (from ``EventStore/events(from:through:in:limit:)``).
  ///   - window: The displayed days.
  /// - Returns: The index.
  /// - Complexity: O(*n* log *n* + *c*) for *n* events covering *c* (event, day) pairs.
  package static func index(_ events: [EventInstance], window: ClosedRange<Day>)
    -> EventIndex<EventInstance>
  {
    EventIndex(events: events, window: window, span: \.days, by: { $0.precedes($1) })
  }

  static func isoText(_ utc: Int, offset: Int) -> String {
    ICSDateTime(localSeconds: utc + offset, kind: .floating).isoText + OffsetText.extended(offset)
  }

  /// Appends the bytes of ``startText`` to `out`.
  ///
  /// - Parameter out: The buffer.
  package func appendStartText(to out: inout [UInt8]) {
    if isAllDay {
      start.appendISOText(to: &out)
    } else {
      Self.appendISOText(startUTC, offset: startOffset, to: &out)
    }
  }

  /// Appends the bytes of ``endText`` to `out`.
  ///
  /// - Parameter out: The buffer.
  package func appendEndText(to out: inout [UInt8]) {
    if isAllDay {
      end.appendISOText(to: &out)
    } else {
      Self.appendISOText(endUTC, offset: endOffset, to: &out)
    }
  }

  /// The bytes of ``isoText(_:offset:)``.
  static func appendISOText(_ utc: Int, offset: Int, to out: inout [UInt8]) {
    let local = utc + offset
    ICSDateTime.appendISOText(
      day: Day(clampingSerial: DaySeconds.day(ofSecond: local)),
      secondOfDay: DaySeconds.secondOfDay(local), kind: .floating, to: &out)
    ByteText.appendExtendedOffset(offset, to: &out)
  }
}

extension EventInstance {
  /// The instance as the value calendar views draw (`Almanac.CalendarEvent`): the bridge from
  /// the event store to the SwiftUI and UIKit faces.
  ///
  /// The identifier is the UID, followed by `#` and the recurrence id for instances of a
  /// recurring event; the colour is the collection's, when it has one.
  public var calendarEvent: Almanac.CalendarEvent {
    Almanac.CalendarEvent(
      id: recurrenceID.map { "\(uid)#\($0.isoText)" } ?? uid,
      title: summary,
      startDate: Date(timeIntervalSince1970: TimeInterval(startUTC)),
      endDate: Date(timeIntervalSince1970: TimeInterval(endUTC)),
      isAllDay: isAllDay,
      color: collection.color.flatMap(SRGBColor.init(css:)))
  }
}
