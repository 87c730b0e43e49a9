#if canImport(UIKit)
  import Almanac
  import UIKit

  /// An event shown as a dot on every day it covers and handed to the delegate with the day.
  public struct CalendarEvent: Hashable, Sendable {
    /// The title.
    public var title: String
    /// The first instant.
    public var startDate: Date
    /// The exclusive end (an event ending at midnight does not cover the next day).
    public var endDate: Date
    /// Whether the event lasts whole days.
    public var isAllDay: Bool
    /// The dot colour; `nil` uses `style.cellEventColor`.
    public var color: UIColor?
    /// A stable identifier.
    public var identifier: String

    /// Creates an event, as the original UIKit calendar's `CalendarEvent(title:startDate:endDate:)`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - startDate: The first instant.
    ///   - endDate: The exclusive end; an end before the start is read as the start.
    ///   - isAllDay: Whether the event lasts whole days.
    ///   - color: The dot colour, or `nil` for the style's.
    ///   - identifier: A stable identifier; a new UUID string when omitted.
    public init(
      title: String, startDate: Date, endDate: Date, isAllDay: Bool = false,
      color: UIColor? = nil, identifier: String = UUID().uuidString
    ) {
      self.title = title
      self.startDate = startDate
      self.endDate = max(startDate, endDate)
      self.isAllDay = isAllDay
      self.color = color
      self.identifier = identifier
    }

    /// Creates an event from the engine's platform-neutral description, the bridge from the
    /// engine's event sources (the iCalendar store hands out ``EventDescription`` values).
    ///
    /// - Parameter description: The event; its sRGB colour becomes a `UIColor`.
    public init(_ description: EventDescription) {
      self.init(
        title: description.title, startDate: description.start, endDate: description.end,
        isAllDay: description.isAllDay,
        color: description.color.map {
          UIColor(red: CGFloat($0.red), green: CGFloat($0.green), blue: CGFloat($0.blue), alpha: 1)
        },
        identifier: description.identifier)
    }

    /// The engine's description of this event (without its colour, which stays a `UIColor`).
    public var eventDescription: EventDescription {
      EventDescription(
        title: title, start: startDate, end: endDate, isAllDay: isAllDay, identifier: identifier)
    }
  }
#endif
