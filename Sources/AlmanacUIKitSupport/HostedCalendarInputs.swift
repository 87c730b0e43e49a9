import Almanac
import Foundation

/// What the SwiftUI wrapper of the UIKit calendar (`KDCalendarView`) last applied to its
/// view, and what a new render must do: reload the period only when its days change, redraw
/// the cells when the per-day rules may have changed.
///
/// The period is compared by day in the view's calendar and time zone, not by instant: a
/// range built from `Date()` on every render names the same days and must not reload the
/// calendar (a reload rebuilds the pages and scrolls back to the displayed month).
///
/// The per-day closures (`canSelect`, `styleForDate`) cannot be compared. A render that
/// passes one with an identity (`styleForDate(id:_:)`) redraws when the identity changes; one
/// without redraws on every render (a redraw configures the visible pages again, it does not
/// reload or scroll), so holidays that arrive later show at once.
package struct HostedCalendarInputs: Equatable {
  /// How a render passes one of the per-day closures.
  package enum Closure: Equatable {
    /// Not passed.
    case absent
    /// Passed without an identity: its answers may change on any render.
    case unidentified
    /// Passed with an identity that changes when its answers do.
    case identified(AnyHashable)
  }

  /// The per-day rules a render passes.
  package struct DayRules: Equatable {
    /// The `canSelect` closure.
    package var canSelect: Closure
    /// The `styleForDate` closure.
    package var styleForDate: Closure

    /// Rules of a render.
    ///
    /// - Parameters:
    ///   - canSelect: How the `canSelect` closure is passed.
    ///   - styleForDate: How the `styleForDate` closure is passed.
    package init(canSelect: Closure = .absent, styleForDate: Closure = .absent) {
      self.canSelect = canSelect
      self.styleForDate = styleForDate
    }

    /// Whether a closure is passed without an identity, so its answers may change unseen.
    var hasUnidentifiedClosure: Bool {
      canSelect == .unidentified || styleForDate == .unidentified
    }
  }

  /// What a render asks of the view.
  package struct Work: Equatable, Sendable {
    /// Read the data source again (a new period of days): `reloadData()`.
    package var reloadsPeriod = false
    /// Configure the visible days again (the rules may answer differently).
    package var redrawsDays = false

    /// Work to do.
    ///
    /// - Parameters:
    ///   - reloadsPeriod: Whether to reload the period.
    ///   - redrawsDays: Whether to redraw the visible days.
    package init(reloadsPeriod: Bool = false, redrawsDays: Bool = false) {
      self.reloadsPeriod = reloadsPeriod
      self.redrawsDays = redrawsDays
    }
  }

  /// The period's days applied last. (A new calendar or zone rebuilds the view by itself,
  /// reading the period again; only the days matter here.)
  package private(set) var period: ClosedRange<Day>?
  /// The rules applied last.
  package private(set) var rules = DayRules()

  /// Nothing applied yet.
  package init() {}

  /// The work for a render that passes `range`, read in `context`, and `rules`.
  ///
  /// - Parameters:
  ///   - range: The wrapper's `range` (instants on the first and last days).
  ///   - context: The view's context (calendar and time zone).
  ///   - rules: The per-day closures of this render.
  /// - Returns: What to do; the first render only records (the view was made with it).
  @discardableResult
  package mutating func rendered(
    range: ClosedRange<Date>, in context: CalendarContext, rules: DayRules
  ) -> Work {
    let days = CalendarViewPeriod.days(
      start: range.lowerBound, end: range.upperBound,
      today: context.day(for: range.lowerBound), in: context)
    var work = Work()
    if let period {
      work.reloadsPeriod = period != days
      work.redrawsDays = rules != self.rules || rules.hasUnidentifiedClosure
    }
    period = days
    self.rules = rules
    // A reload redraws every page anyway.
    if work.reloadsPeriod { work.redrawsDays = false }
    return work
  }
}
