import Almanac

/// VoiceOver's three-finger scroll on the UIKit calendar's pages, as a month step.
///
/// The calendar turns the page itself and announces the new month's title once; the
/// collection view's own scroll (which would page as well and announce "Page 3 of 24" on top
/// of the calendar's announcement) does not run. The direction is the one the fingers move,
/// as `UIAccessibilityScrollDirection` reports it: content pushed left shows the month to the
/// right, the next one in left-to-right locales and the previous one in right-to-left locales
/// (the engine's ``MonthCalendarModel/monthStep(forSwipeToward:)``); pushed up shows the month
/// below, the next one.
package enum AccessibilityScrollStep {
  /// `UIAccessibilityScrollDirection`'s cases.
  package enum Direction: Hashable, Sendable {
    /// Fingers moved right.
    case right
    /// Fingers moved left.
    case left
    /// Fingers moved up.
    case up
    /// Fingers moved down.
    case down
    /// The next page (a scroll without a direction on screen).
    case next
    /// The previous page.
    case previous
  }

  /// The months to move for a scroll, or `nil` when it runs across the paging direction
  /// (left or right on vertical pages, up or down on horizontal ones).
  ///
  /// - Parameters:
  ///   - direction: The scroll.
  ///   - isVertical: Whether the pages run top to bottom.
  ///   - model: The calendar's model (its reading direction).
  /// - Returns: +1, -1 or `nil`.
  package static func monthStep(
    for direction: Direction, isVertical: Bool, model: MonthCalendarModel
  ) -> Int? {
    switch direction {
    case .next: return 1
    case .previous: return -1
    case .left: return isVertical ? nil : model.monthStep(forSwipeToward: .left)
    case .right: return isVertical ? nil : model.monthStep(forSwipeToward: .right)
    case .up: return isVertical ? 1 : nil
    case .down: return isVertical ? -1 : nil
    }
  }
}
