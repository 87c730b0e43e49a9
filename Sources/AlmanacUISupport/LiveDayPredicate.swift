import Almanac
import Foundation

/// A day rule that a view can replace after the engine's model was made, so that the rule a
/// model refuses taps with is always the one the parent passed last.
///
/// The month model takes its can-select rule once, at creation; a SwiftUI view is created
/// again on every render with the closure of that render. The view keeps one box for its
/// lifetime, hands ``test(_:)`` to the model, and sets ``rule`` on every render, so that the
/// rule and the per-day style (which is read on every render too) never disagree.
///
/// Set from the main actor (a view's render) and read from wherever the model runs: the rule
/// is behind a lock.
package final class LiveDayPredicate: @unchecked Sendable {
  private let lock = NSLock()
  private var current: (@Sendable (Day) -> Bool)?

  /// Creates a box.
  ///
  /// - Parameter rule: The first rule, or `nil` to allow every day.
  package init(_ rule: (@Sendable (Day) -> Bool)? = nil) {
    current = rule
  }

  /// The rule now: `nil` allows every day.
  package var rule: (@Sendable (Day) -> Bool)? {
    get { lock.withLock { current } }
    set { lock.withLock { current = newValue } }
  }

  /// Whether the current rule allows `day`.
  ///
  /// - Parameter day: A day.
  /// - Returns: The rule's answer, `true` without a rule.
  package func test(_ day: Day) -> Bool {
    guard let rule else { return true }
    return rule(day)
  }
}
