import Almanac
import AlmanacUISupport
import Foundation

/// The UIKit calendar view's per-day rule (its delegate's `canSelectDate`) as an availability
/// predicate of the engine's model, so that taps, `selectDate(_:)`, `selectRange(_:)` and the
/// drawing all consult it: a refused day is not selected, not inside a range's band, and
/// drawn unavailable.
///
/// The delegate lives on the main actor and the engine takes `@Sendable` predicates; the view
/// calls its model only on the main actor, so ``predicate`` runs the rule there
/// (`MainActor.assumeIsolated`). Replace ``rule`` when the delegate changes; the model keeps
/// the same predicate.
@MainActor
package final class MainActorDayRule {
  /// The rule now; `nil` allows every day.
  package var rule: (@MainActor (Day) -> Bool)?

  /// Creates a rule box.
  ///
  /// - Parameter rule: The first rule, or `nil` to allow every day.
  package init(_ rule: (@MainActor (Day) -> Bool)? = nil) {
    self.rule = rule
  }

  /// Whether the current rule allows `day`.
  ///
  /// - Parameter day: A day.
  /// - Returns: The rule's answer, `true` without a rule.
  package func allows(_ day: Day) -> Bool {
    rule?(day) ?? true
  }

  /// The rule as the engine's predicate; it must be called on the main actor, where the view
  /// drives its model.
  package nonisolated var predicate: @Sendable (Day) -> Bool {
    { [self] day in MainActor.assumeIsolated { self.allows(day) } }
  }
}

extension MonthCalendarModel {
  /// The model of a UIKit calendar view: its style's context, the data source's period, the
  /// selection mode, the delegate's rule as an availability predicate, and what an earlier
  /// model had (displayed month, events, selection) kept where the new one allows it.
  ///
  /// - Parameters:
  ///   - context: The style's context.
  ///   - start: The data source's start date, or `nil` without a data source.
  ///   - end: The data source's end date, or `nil` without a data source.
  ///   - today: Today's instant (the view's `dateProvider`).
  ///   - mode: The selection mode.
  ///   - allowsDeselection: Whether a tap deselects.
  ///   - rule: The delegate's `canSelectDate`, consulted for every selection and cell.
  ///   - old: The model this one replaces, or `nil`.
  /// - Returns: The model.
  package static func calendarView(
    context: CalendarContext, start: Date?, end: Date?, today: Date,
    mode: CalendarSelectionMode, allowsDeselection: Bool, rule: MainActorDayRule,
    keeping old: MonthCalendarModel?
  ) -> MonthCalendarModel {
    let todayDay = context.day(for: today)
    let range = CalendarViewPeriod.days(start: start, end: end, today: todayDay, in: context)
    var oldEvents: [CalendarEvent] = []
    if case .list(let list) = old?.events { oldEvents = list }
    var model = MonthCalendarModel.calendarView(
      mode: mode.pickerMode, context: context, range: range, today: todayDay,
      allowsDeselection: allowsDeselection, canSelect: rule.predicate,
      displayedDay: old?.displayedMonth.firstDay, events: oldEvents)
    if let old = old?.selection { model.restoreSelection(from: old) }
    return model
  }
}
