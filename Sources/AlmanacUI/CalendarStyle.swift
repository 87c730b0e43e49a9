#if canImport(SwiftUI)
  import Almanac
  import SwiftUI

  /// The look of a month calendar: cell shape, colours, first weekday, adjacent days, locale
  /// and header font.
  ///
  /// The defaults are semantic colours and text styles, so they follow dark mode and Dynamic
  /// Type. Which colour a day gets is decided by the engine (``DayAppearance`` names a
  /// ``ColorRole``); the style only says what each role looks like.
  public struct CalendarStyle: Sendable {
    /// The shape of selection fills and rings.
    public var cellShape: CellShape
    /// Today's number and ring.
    public var todayColor: Color
    /// The fill behind selected days.
    public var selectionColor: Color
    /// The text on the selection fill.
    public var selectionTextColor: Color
    /// Weekend days' numbers.
    public var weekendColor: Color
    /// Days outside the range or refused by the rules.
    public var outOfRangeColor: Color
    /// Event dots.
    public var eventDotColor: Color
    /// Ordinary days' numbers.
    public var textColor: Color
    /// Adjacent months' days, when shown.
    public var adjacentDayColor: Color
    /// The first column of the grid.
    public var firstWeekday: CalendarFirstWeekday
    /// Whether days of the adjacent months fill the first and last rows.
    public var showsAdjacentDays: Bool
    /// The locale for names and digits; `nil` follows the environment.
    public var locale: Locale?
    /// The month title's font.
    public var headerFont: Font

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - cellShape: The shape of selection fills and rings.
    ///   - todayColor: Today's number and ring.
    ///   - selectionColor: The fill behind selected days.
    ///   - selectionTextColor: The text on the selection fill.
    ///   - weekendColor: Weekend days' numbers.
    ///   - outOfRangeColor: Days that cannot be selected.
    ///   - eventDotColor: Event dots.
    ///   - textColor: Ordinary days' numbers.
    ///   - adjacentDayColor: Adjacent months' days.
    ///   - firstWeekday: The first column.
    ///   - showsAdjacentDays: Whether adjacent months' days are shown.
    ///   - locale: The locale for names and digits; `nil` follows the environment.
    ///   - headerFont: The month title's font.
    public init(
      cellShape: CellShape = .round,
      todayColor: Color = .red,
      selectionColor: Color = .accentColor,
      selectionTextColor: Color = .white,
      weekendColor: Color = .secondary,
      outOfRangeColor: Color = Color.secondary.opacity(0.4),
      eventDotColor: Color = .orange,
      textColor: Color = .primary,
      adjacentDayColor: Color = .secondary,
      firstWeekday: CalendarFirstWeekday = .automatic,
      showsAdjacentDays: Bool = false,
      locale: Locale? = nil,
      headerFont: Font = .headline
    ) {
      self.cellShape = cellShape
      self.todayColor = todayColor
      self.selectionColor = selectionColor
      self.selectionTextColor = selectionTextColor
      self.weekendColor = weekendColor
      self.outOfRangeColor = outOfRangeColor
      self.eventDotColor = eventDotColor
      self.textColor = textColor
      self.adjacentDayColor = adjacentDayColor
      self.firstWeekday = firstWeekday
      self.showsAdjacentDays = showsAdjacentDays
      self.locale = locale
      self.headerFont = headerFont
    }

    /// The default style.
    public static var standard: CalendarStyle { CalendarStyle() }

    /// The engine's part of the style.
    public var spec: CalendarStyleSpec {
      CalendarStyleSpec(
        cellShape: cellShape, firstWeekday: firstWeekday, showsAdjacentDays: showsAdjacentDays,
        locale: locale)
    }

    /// The colour of a role.
    ///
    /// - Parameter role: The role the engine resolved.
    /// - Returns: This style's colour for it.
    public func color(for role: ColorRole) -> Color {
      switch role {
      case .text: textColor
      case .adjacentText: adjacentDayColor
      case .weekendText: weekendColor
      case .today: todayColor
      case .selection: selectionColor
      case .selectionText: selectionTextColor
      case .selectionBand: selectionColor.opacity(0.2)
      case .unavailableText: outOfRangeColor
      case .eventDot: eventDotColor
      case .focusRing: selectionColor
      }
    }
  }
#endif
