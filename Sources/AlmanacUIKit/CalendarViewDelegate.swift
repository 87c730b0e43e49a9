#if canImport(UIKit)
  import UIKit

  /// Receives what happens in a ``CalendarView``: paging, selection, long presses, and the
  /// per-day hooks `canSelectDate` and `styleForDate`.
  ///
  /// A Swift protocol, main-actor like UIKit's delegates. The optional methods are optional
  /// through default implementations in the extension below, not `@objc optional`: several
  /// of them pass Swift values (`[CalendarEvent]`, `ClosedRange<Date>`, `CalendarView.Style`)
  /// that Objective-C cannot represent.
  ///
  /// Every `Date` passed is the start of a day in `style.calendar`.
  @MainActor
  public protocol CalendarViewDelegate: AnyObject {
    /// The calendar now shows another month (after a swipe, `setDisplayDate(_:animated:)`,
    /// `goToNextMonth()` or `goToPreviousMonth()`).
    ///
    /// - Parameters:
    ///   - calendar: The calendar view.
    ///   - date: The start of the month's first day.
    func calendar(_ calendar: CalendarView, didScrollToMonth date: Date)

    /// A day was selected (a tap, `selectDate(_:)`, or either end of a range).
    ///
    /// - Parameters:
    ///   - calendar: The calendar view.
    ///   - date: The start of the selected day.
    ///   - events: The events covering that day, all-day events first.
    func calendar(
      _ calendar: CalendarView, didSelectDate date: Date, withEvents events: [CalendarEvent])

    /// Whether a day may be selected: the calendar's availability. Asked on the main actor
    /// when days are drawn and when a tap, `selectDate(_:)` or `selectRange(_:)` would select
    /// them, so a refused day is greyed (`cellColorOutOfRange`, `.notEnabled` for VoiceOver),
    /// cannot be selected, and stays outside a range's band. Deselecting is never asked (taps
    /// that deselect are governed by `enableDeselection`). Keep it fast; when its answers
    /// change, call `reloadData()`.
    ///
    /// - Parameters:
    ///   - calendar: The calendar view.
    ///   - date: The start of the day.
    /// - Returns: `false` to refuse the day. The default is `true`.
    func calendar(_ calendar: CalendarView, canSelectDate date: Date) -> Bool

    /// A day left `selectedDates` (a tap, another day replacing it in single mode, a range
    /// cleared, `deselectDate(_:)`).
    ///
    /// - Parameters:
    ///   - calendar: The calendar view.
    ///   - date: The start of the deselected day.
    func calendar(_ calendar: CalendarView, didDeselectDate date: Date)

    /// A day was long-pressed.
    ///
    /// - Parameters:
    ///   - calendar: The calendar view.
    ///   - date: The start of the day.
    ///   - events: The events covering that day.
    func calendar(
      _ calendar: CalendarView, didLongPressDate date: Date, withEvents events: [CalendarEvent]?)

    /// A range was completed (range mode), in either tap order and across months.
    ///
    /// - Parameters:
    ///   - calendar: The calendar view.
    ///   - range: The starts of the range's first and last days.
    func calendar(_ calendar: CalendarView, didSelectRange range: ClosedRange<Date>)

    /// A style for one day, replacing `calendar.style` for its cell.
    ///
    /// - Parameters:
    ///   - calendar: The calendar view.
    ///   - date: The start of the day.
    /// - Returns: The day's style, or `nil` for the calendar's. The default is `nil`.
    func calendar(_ calendar: CalendarView, styleForDate date: Date) -> CalendarView.Style?
  }

  extension CalendarViewDelegate {
    /// Every day may be selected.
    ///
    /// - Parameters:
    ///   - calendar: The calendar view.
    ///   - date: The start of the day.
    /// - Returns: `true`.
    public func calendar(_ calendar: CalendarView, canSelectDate date: Date) -> Bool { true }

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - calendar: The calendar view.
    ///   - date: The start of the deselected day.
    public func calendar(_ calendar: CalendarView, didDeselectDate date: Date) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - calendar: The calendar view.
    ///   - date: The start of the day.
    ///   - events: The events covering that day.
    public func calendar(
      _ calendar: CalendarView, didLongPressDate date: Date, withEvents events: [CalendarEvent]?
    ) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - calendar: The calendar view.
    ///   - range: The starts of the range's first and last days.
    public func calendar(_ calendar: CalendarView, didSelectRange range: ClosedRange<Date>) {}

    /// Keeps the calendar's style.
    ///
    /// - Parameters:
    ///   - calendar: The calendar view.
    ///   - date: The start of the day.
    /// - Returns: `nil`.
    public func calendar(_ calendar: CalendarView, styleForDate date: Date) -> CalendarView.Style? {
      nil
    }
  }
#endif
