/// One instance of an event in a window: its start and end, and which event it comes from.
public struct ICSEventInstance: Hashable, Sendable {
  /// The position of the event in ``ICSCalendar/events`` (the override's position for a
  /// changed instance).
  public var eventIndex: Int
  /// The UID of the event.
  public var uid: String?
  /// The start, in the form of the event's DTSTART (DATE, floating, UTC or zoned).
  public var start: ICSDateTime
  /// The end, in the same form.
  public var end: ICSDateTime
  /// The start, seconds since 1970 UTC (floating values read in the calendar's floating zone,
  /// or as UTC when it has none).
  public var startUTC: Int
  /// The end, seconds since 1970 UTC.
  public var endUTC: Int
  /// The RECURRENCE-ID of the instance (its original start) when the event recurs.
  public var recurrenceID: ICSDateTime?
  /// Whether an override component changed this instance.
  public var isOverridden: Bool
}
