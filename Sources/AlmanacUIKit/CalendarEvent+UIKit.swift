#if canImport(UIKit)
  @_exported import Almanac
  import UIKit

  extension CalendarEvent {
    /// Creates an event as the original UIKit calendar's `CalendarEvent(title:startDate:endDate:)`
    /// does, with an optional `UIColor` for its dot.
    ///
    /// The event type is the engine's (``/Almanac/CalendarEvent``), which every event source
    /// (the iCalendar store, EventKit bridges) produces; this initialiser only adds UIKit
    /// colours. A dynamic colour is stored as its light-appearance sRGB value.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - startDate: The first instant.
    ///   - endDate: The exclusive end (an event ending at midnight does not cover the next day).
    ///   - isAllDay: Whether the event lasts whole days.
    ///   - color: The dot's colour, or `nil` for the style's `cellEventColor`.
    ///   - identifier: A stable identifier; a new UUID string when omitted.
    public init(
      title: String, startDate: Date, endDate: Date, isAllDay: Bool = false,
      color: UIColor? = nil, identifier: String = UUID().uuidString
    ) {
      self.init(
        id: identifier, title: title, startDate: startDate, endDate: endDate,
        isAllDay: isAllDay, color: color.flatMap(SRGBColor.init(uiColor:)))
    }

    /// The dot's colour as a `UIColor`, or `nil` when the event has none.
    public var uiColor: UIColor? {
      color.map { UIColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: 1) }
    }
  }

  extension SRGBColor {
    /// The sRGB components of a `UIColor` in its light appearance, or `nil` when it has none
    /// (a pattern colour).
    ///
    /// - Parameter uiColor: The colour.
    public init?(uiColor: UIColor) {
      let resolved = uiColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
      var red: CGFloat = 0
      var green: CGFloat = 0
      var blue: CGFloat = 0
      var alpha: CGFloat = 0
      guard resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
      self.init(
        red: min(1, max(0, Double(red))), green: min(1, max(0, Double(green))),
        blue: min(1, max(0, Double(blue))))
    }
  }
#endif
