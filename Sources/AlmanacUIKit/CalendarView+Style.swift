#if canImport(UIKit)
  import Almanac
  import AlmanacUISupport
  import AlmanacUIKitSupport
  import UIKit

  extension CalendarView {
    /// How a ``CalendarView`` looks and which calendar it reads: a value, so a copy can be
    /// changed and assigned back (`calendarView.style = style`), or changed in place
    /// (`calendarView.style.cellShape = .round`); either restyles the view.
    ///
    /// The defaults are dynamic system colours (they follow dark mode and increased contrast);
    /// `locale` and `calendar` follow the device (`autoupdatingCurrent`), as UIKit's own date
    /// pickers do.
    ///
    /// Fonts are given at the default text size (Large) and the view scales them for Dynamic
    /// Type with `UIFontMetrics` (day numbers as `.body`, the title as `.headline`, weekday
    /// names as `.caption1`) from its trait collection each time it draws, so a size changed
    /// while the app runs applies at once. Pass an unscaled font (`UIFont.systemFont(ofSize:)`),
    /// not `preferredFont(forTextStyle:)`, which is scaled already.
    ///
    /// A value of `Sendable` parts, so a style can be a `static let`.
    public struct Style: Sendable, Equatable {
      /// The shape of a day cell's background and selection ring.
      public enum CellShape: Hashable, Sendable {
        /// A circle (the cell's shorter side is its diameter).
        case round
        /// A square with sharp corners.
        case square
        /// A rounded rectangle with this corner radius, in points.
        case bevel(CGFloat)
      }

      /// The first column of the grid.
      public typealias FirstWeekday = CalendarFirstWeekday

      /// The shape of day cells.
      public var cellShape: CellShape = .bevel(8)
      /// The background of a day cell.
      public var cellColorDefault: UIColor = .clear
      /// The text of a day cell.
      public var cellTextColorDefault: UIColor = .label
      /// The background of today's cell.
      public var cellColorToday: UIColor = .tertiarySystemFill
      /// The text of today's cell.
      public var cellTextColorToday: UIColor = .systemRed
      /// The ring around a selected cell.
      public var cellSelectedBorderColor: UIColor = .systemBlue
      /// The ring's width, in points.
      public var cellSelectedBorderWidth: CGFloat = 2
      /// The background of a selected cell (a range's ends).
      public var cellSelectedColor: UIColor = .systemBlue.withAlphaComponent(0.2)
      /// The band behind the days between a range's ends.
      public var cellRangeBandColor: UIColor = .systemBlue.withAlphaComponent(0.1)
      /// The text of a selected cell.
      public var cellSelectedTextColor: UIColor = .label
      /// The event dots (events without a colour of their own).
      public var cellEventColor: UIColor = .systemRed
      /// The text of weekend days when the view's `marksWeekends` is on.
      public var cellTextColorWeekend: UIColor = .secondaryLabel
      /// The text of days outside the data source's start and end dates, or refused by the
      /// delegate's `canSelectDate`.
      public var cellColorOutOfRange: UIColor = .quaternaryLabel
      /// The text of days of the previous and next months (when `showAdjacentDays`).
      public var cellTextColorAdjacent: UIColor = .tertiaryLabel
      /// The font of day numbers at the default text size; scaled as body text.
      public var cellFont: UIFont = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
      /// The month title's colour.
      public var headerTextColor: UIColor = .label
      /// The month title's font at the default text size; scaled as a headline.
      public var headerFont: UIFont = .systemFont(ofSize: 20, weight: .semibold)
      /// The weekday names' colour.
      public var weekdaysTextColor: UIColor = .secondaryLabel
      /// The weekday names' font at the default text size (12 points, the caption size);
      /// scaled as caption text. At the accessibility sizes the row shows the narrow symbols
      /// ("M"), which fit a seventh of the width.
      public var weekdaysFont: UIFont = .systemFont(ofSize: 12)
      /// The first column: a fixed weekday, or `.automatic` for `calendar.firstWeekday` (the
      /// user's region and First Day of Week setting with the default calendar).
      public var firstWeekday: FirstWeekday = .automatic
      /// Whether the first and last rows show the adjacent months' days (else blank).
      public var showAdjacentDays: Bool = false
      /// The locale for titles, weekday names, digits, VoiceOver labels, the weekend and
      /// right-to-left mirroring.
      public var locale: Locale = .autoupdatingCurrent
      /// The calendar system and time zone; every date handed out is the start of a day in
      /// it. Any calendar the engine supports (Gregorian, Hebrew, Islamic, Persian, Chinese…).
      public var calendar: Calendar = .autoupdatingCurrent

      /// The default style.
      public init() {}

      /// The default style.
      public static var `default`: Style { Style() }

      /// The engine context this style describes.
      public var context: CalendarContext {
        CalendarContext.calendarView(calendar: calendar, locale: locale, firstWeekday: firstWeekday)
      }

      /// The platform-neutral part of this style, for the engine's ``DayAppearance``.
      ///
      /// - Parameter marksWeekends: The view's `marksWeekends`.
      /// - Returns: The engine style.
      public func spec(marksWeekends: Bool) -> CalendarStyleSpec {
        let shape: Almanac.CellShape
        switch cellShape {
        case .round: shape = .round
        case .square: shape = .square
        case .bevel(let radius): shape = .bevel(radius: Double(radius))
        }
        return CalendarStyleSpec(
          cellShape: shape, firstWeekday: firstWeekday, showsAdjacentDays: showAdjacentDays,
          marksWeekends: marksWeekends, ringsToday: true, maximumDots: 3)
      }

      /// The colours of one day cell: this style's one table from the engine's appearance to
      /// UIKit colours. A filled selection end takes the selection colour and the selected
      /// border; today, when not selected, today's background; a day of the month the cell
      /// background, an adjacent day none.
      ///
      /// - Parameter appearance: The engine's appearance of the day.
      /// - Returns: The number's colour, the fill, the ring (or `nil`) and the band's colour.
      func colors(for appearance: DayAppearance)
        -> (text: UIColor, fill: UIColor, ring: UIColor?, band: UIColor)
      {
        let fill: UIColor
        var ring: UIColor?
        if let role = appearance.fill {
          fill = color(for: role)
          ring = cellSelectedBorderColor
        } else if appearance.ring == .today {
          fill = cellColorToday
        } else {
          fill = appearance.isAdjacent ? .clear : cellColorDefault
        }
        return (color(for: appearance.foreground), fill, ring, color(for: .selectionBand))
      }

      /// The colour this style gives an engine colour role.
      ///
      /// - Parameter role: The role.
      /// - Returns: The colour.
      public func color(for role: ColorRole) -> UIColor {
        switch role {
        case .text: cellTextColorDefault
        case .adjacentText: cellTextColorAdjacent
        case .weekendText: cellTextColorWeekend
        case .today: cellTextColorToday
        case .selection: cellSelectedColor
        case .selectionText: cellSelectedTextColor
        case .selectionBand: cellRangeBandColor
        case .unavailableText: cellColorOutOfRange
        case .eventDot: cellEventColor
        case .focusRing: cellSelectedBorderColor
        }
      }
    }
  }
#endif
