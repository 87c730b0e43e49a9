import Foundation

/// The platform-neutral part of a calendar style: what a day cell looks like, apart from the
/// colours themselves (front ends map ``ColorRole``s to their own colours).
public struct CalendarStyleSpec: Hashable, Sendable {
  /// The shape of selection fills and rings.
  public var cellShape: CellShape
  /// The first column of the grid.
  public var firstWeekday: CalendarFirstWeekday
  /// Whether days of the adjacent months fill the first and last rows.
  public var showsAdjacentDays: Bool
  /// The locale for names and digits; `nil` keeps the calendar's.
  public var locale: Locale?
  /// Whether weekend days get ``ColorRole/weekendText``.
  public var marksWeekends: Bool
  /// Whether today gets a ring besides its colour.
  public var ringsToday: Bool
  /// The most event dots a cell shows.
  public var maximumDots: Int

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - cellShape: The shape of selection fills and rings.
  ///   - firstWeekday: The first column of the grid.
  ///   - showsAdjacentDays: Whether days of the adjacent months are shown.
  ///   - locale: The locale for names and digits; `nil` keeps the calendar's.
  ///   - marksWeekends: Whether weekend days are coloured.
  ///   - ringsToday: Whether today gets a ring.
  ///   - maximumDots: The most event dots a cell shows (at least 0).
  public init(
    cellShape: CellShape = .round, firstWeekday: CalendarFirstWeekday = .automatic,
    showsAdjacentDays: Bool = false, locale: Locale? = nil, marksWeekends: Bool = true,
    ringsToday: Bool = true, maximumDots: Int = 3
  ) {
    self.cellShape = cellShape
    self.firstWeekday = firstWeekday
    self.showsAdjacentDays = showsAdjacentDays
    self.locale = locale
    self.marksWeekends = marksWeekends
    self.ringsToday = ringsToday
    self.maximumDots = max(0, maximumDots)
  }

  /// `context` with this style's locale and first weekday; system, time zone and minimum
  /// days in the first week are kept. A new locale brings its own weekend and, unless
  /// ``firstWeekday`` says otherwise, its own first weekday.
  ///
  /// - Parameter context: The calendar's context.
  /// - Returns: The context the grid is drawn in.
  public func applied(to context: CalendarContext) -> CalendarContext {
    guard locale != nil || firstWeekday != .automatic else { return context }
    let newLocale = locale ?? context.locale
    return CalendarContext(
      system: context.system, locale: newLocale, timeZone: context.timeZone,
      firstWeekday: firstWeekday.weekday ?? (locale == nil ? context.firstWeekday : nil),
      minimumDaysInFirstWeek: context.minimumDaysInFirstWeek,
      weekendDays: locale == nil ? context.weekendDays : nil, reform: context.reform)
  }
}
