import Almanac
import AlmanacICS

/// One to-do, or one instance of a recurring to-do, ready for a list: what it is, when it is
/// due, how far along it is, and where it comes from.
public struct TodoInstance: Hashable, Sendable {
  /// The UID.
  public var uid: String
  /// SUMMARY (empty when missing).
  public var summary: String
  /// LOCATION.
  public var location: String?
  /// DESCRIPTION.
  public var notes: String?
  /// STATUS (`NEEDS-ACTION`, `IN-PROCESS`, `COMPLETED`, `CANCELLED`), of the component the
  /// instance comes from (an override's own for a changed instance).
  public var status: String?
  /// COMPLETED, when the instance was done.
  public var completed: ICSDateTime?
  /// PERCENT-COMPLETE, 0 through 100.
  public var percentComplete: Int?
  /// PRIORITY, 1 (highest) through 9 (lowest); `nil` when undefined.
  public var priority: Int?
  /// The instance's start (DTSTART moved to the instance), when the to-do has one.
  public var start: ICSDateTime?
  /// The instance's due time (DUE, or DTSTART plus DURATION), when the to-do has one.
  public var due: ICSDateTime?
  /// The start instant, seconds since 1970 UTC (a DATE: midnight in the display zone).
  public var startUTC: Int?
  /// The due instant (a DATE: midnight starting the due day in the display zone).
  public var dueUTC: Int?
  /// The instant from which an unfinished instance is overdue: the due time, or the end of a
  /// due date in the display zone.
  public var overdueUTC: Int?
  /// The day the instance is listed on in the display zone: its due day, else its start day.
  public var day: Day?
  /// The UTC offset of the display zone at the due time (at the start without one), for
  /// ISO 8601 text.
  public var offset: Int
  /// The UTC offset of the display zone at the start.
  public var startOffset: Int
  /// The instance's RECURRENCE-ID when the to-do recurs.
  public var recurrenceID: ICSDateTime?
  /// Whether the to-do recurs.
  public var isRecurring: Bool
  /// Whether it is finished: STATUS COMPLETED or CANCELLED, or a COMPLETED date.
  public var isDone: Bool
  /// The collection the to-do belongs to.
  public var collection: EventCollection
  /// The file the to-do is stored in.
  public var path: String

  /// Whether the instance is unfinished and past due at `now`.
  ///
  /// - Parameter now: Seconds since 1970 UTC.
  /// - Returns: Whether it is overdue.
  public func isOverdue(at now: Int) -> Bool {
    guard !isDone, let overdueUTC else { return false }
    return now >= overdueUTC
  }

  /// The due time in extended ISO 8601: a date for a DATE, else the wall time in the display
  /// zone with its offset (`2026-12-01T17:00:00+01:00`); `nil` without one.
  public var dueText: String? {
    guard let due, let dueUTC else { return nil }
    return due.isDate ? due.isoText : EventInstance.isoText(dueUTC, offset: offset)
  }

  /// The start in extended ISO 8601 (a date for a DATE), in the display zone; `nil` without
  /// one.
  public var startText: String? {
    guard let start, let startUTC else { return nil }
    return start.isDate ? start.isoText : EventInstance.isoText(startUTC, offset: startOffset)
  }

  /// The due time as a wall time in the display zone (floating), or the due date; `nil`
  /// without one.
  package var dueWallTime: ICSDateTime? {
    guard let due, let dueUTC else { return nil }
    return due.isDate ? due : ICSDateTime(localSeconds: dueUTC + offset, kind: .floating)
  }

  /// The start as a wall time in the display zone (floating), or the start date; `nil`
  /// without one.
  package var startWallTime: ICSDateTime? {
    guard let start, let startUTC else { return nil }
    return start.isDate ? start : ICSDateTime(localSeconds: startUTC + startOffset, kind: .floating)
  }

  /// Whether `self` comes before `other` in a to-do list: dated ones first by their due time
  /// (their start without one), so overdue ones lead; then by priority (undefined last),
  /// summary and UID.
  ///
  /// - Parameter other: Another to-do.
  /// - Returns: Whether `self` is listed first.
  package func precedes(_ other: TodoInstance) -> Bool {
    let mine = dueUTC ?? startUTC
    let theirs = other.dueUTC ?? other.startUTC
    if mine != theirs {
      guard let mine else { return false }
      guard let theirs else { return true }
      return mine < theirs
    }
    let left = priority ?? 10
    let right = other.priority ?? 10
    if left != right { return left < right }
    if summary != other.summary { return summary < other.summary }
    if uid != other.uid { return uid < other.uid }
    return (recurrenceID?.localSeconds ?? 0) < (other.recurrenceID?.localSeconds ?? 0)
  }
}
