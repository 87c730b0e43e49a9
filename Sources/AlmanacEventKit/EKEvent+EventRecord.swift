// AlmanacEventKit: the user's EventKit calendars for the SwiftUI and UIKit calendars. Every
// file is inside `#if canImport(EventKit)`, so the module builds empty on Linux; type-checked
// with ../shared/apple-typecheck (scripts/suites/apple/typecheck-eventkit.sh). How an EKEvent
// becomes the engine's `CalendarEvent` (all-day days, multi-day spans, zones, floating times,
// recurring occurrences) is `EventRecordMapping` in AlmanacUISupport, tested on Linux through
// `EventRecord`.
#if canImport(EventKit)
  @_exported import Almanac
  import AlmanacUISupport
  import EventKit

  extension EKEvent: EventRecord {
    /// The event's identifier (shared by a recurring event's occurrences), else the calendar
    /// item's.
    public var recordIdentifier: String { eventIdentifier ?? calendarItemIdentifier }
    /// The title, empty when there is none.
    public var recordTitle: String { title ?? "" }
    /// The start; the distant past when EventKit gives none.
    public var recordStart: Date { startDate ?? .distantPast }
    /// The end; the start when EventKit gives none.
    public var recordEnd: Date { endDate ?? recordStart }
    /// Whether the event lasts whole days.
    public var recordIsAllDay: Bool { isAllDay }
    /// The event's zone; `nil` for floating and all-day events.
    public var recordTimeZone: TimeZone? { isAllDay ? nil : timeZone }
    /// The occurrence's original start for a recurring event (or a detached occurrence).
    public var recordOccurrenceDate: Date? {
      hasRecurrenceRules || isDetached ? occurrenceDate : nil
    }
    /// The calendar's colour, when it is an RGB colour.
    public var recordColor: SRGBColor? {
      guard let components = calendar?.cgColor?.components, components.count >= 3 else {
        return nil
      }
      return SRGBColor(
        red: min(1, max(0, Double(components[0]))), green: min(1, max(0, Double(components[1]))),
        blue: min(1, max(0, Double(components[2]))))
    }
  }
#endif
