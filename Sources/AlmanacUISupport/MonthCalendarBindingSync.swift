import Almanac
import Foundation

/// The binding sync of the month calendars (`MonthCalendarView` and `KDCalendarView` in
/// SwiftUI): the selection binding both ways, the `displayDate` the parent passes, compared by
/// month, and the events.
///
/// A face keeps one in its state, calls ``parentRendered(selection:displayDate:events:)`` with
/// what its parent passes on every render and applies what comes back, and calls
/// ``viewSelected(_:)`` after a user action to learn whether to write the binding.
package struct MonthCalendarBindingSync: Equatable, Sendable {
  /// What a render brought that the view must apply.
  package struct Changes: Equatable, Sendable {
    /// A new selection from the parent (days, ascending), or `nil`.
    package var selection: [Day]?
    /// A month the parent asked to show, or `nil`.
    package var displayedMonth: CalendarMonth?
    /// New events, or `nil` when they are the ones applied last.
    package var events: [CalendarEvent]?

    /// Whether the render changed nothing.
    package var isEmpty: Bool { selection == nil && displayedMonth == nil && events == nil }
  }

  /// The calendar the parent's dates are read in.
  package let context: CalendarContext
  private var selection: BindingSync<[Day]>
  private var displayedMonth: BindingSync<CalendarMonth?>
  private var events: BindingSync<[CalendarEvent]>

  /// Starts in step with the values the view was created with.
  ///
  /// - Parameters:
  ///   - context: The calendar (time zone) the dates are read in.
  ///   - selection: The binding's first value.
  ///   - displayDate: The first `displayDate`, if any.
  ///   - events: The first events.
  package init(
    context: CalendarContext, selection: [Date], displayDate: Date?, events: [CalendarEvent]
  ) {
    self.context = context
    self.selection = BindingSync(initial: Self.days(of: selection, in: context))
    self.displayedMonth = BindingSync(initial: displayDate.map { Self.month(of: $0, in: context) })
    self.events = BindingSync(initial: events)
  }

  /// What the parent passes on a render.
  ///
  /// - Parameters:
  ///   - dates: The selection binding's value.
  ///   - displayDate: The `displayDate` modifier's value, if any: only a date in another
  ///     month than the last one passed moves the calendar, so `displayDate(Date())` shows
  ///     today's month once and then lets the user page.
  ///   - newEvents: The events.
  /// - Returns: What to apply to the view.
  /// - Complexity: O(n log n) in the selected days, O(e) in the events.
  package mutating func parentRendered(
    selection dates: [Date], displayDate: Date?, events newEvents: [CalendarEvent]
  ) -> Changes {
    var changes = Changes()
    changes.selection = selection.parentPassed(Self.days(of: dates, in: context))
    if let displayDate {
      changes.displayedMonth =
        displayedMonth.parentPassed(Self.month(of: displayDate, in: context))
        ?? nil
    }
    changes.events = events.parentPassed(newEvents)
    return changes
  }

  /// The view's selection after a user action.
  ///
  /// - Parameter days: The selected days.
  /// - Returns: Whether to write the binding.
  package mutating func viewSelected(_ days: [Day]) -> Bool {
    selection.viewChanged(to: days.sorted())
  }

  /// The days of the binding's dates, ascending and without repeats.
  ///
  /// - Parameters:
  ///   - dates: Instants.
  ///   - context: The calendar they are read in.
  /// - Returns: Their days.
  package static func days(of dates: [Date], in context: CalendarContext) -> [Day] {
    Array(Set(dates.map(context.day(for:)))).sorted()
  }

  private static func month(of date: Date, in context: CalendarContext) -> CalendarMonth {
    context.month(containing: context.day(for: date))
  }
}
