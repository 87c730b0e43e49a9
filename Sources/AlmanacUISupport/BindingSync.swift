import Almanac

/// When a view pushes its state into a binding, and when it takes a new value from its parent.
///
/// A SwiftUI view (or a UIKit view wrapped for SwiftUI) sees its parent's value on every
/// render, whether or not the parent changed it, and writes its own state back after a user
/// action; the next render then brings that same value back. Comparing the parent's value with
/// the view's *current* state gets both wrong: a re-render with an unchanged value overwrites
/// what the user did since (the "snaps back to today" bug of `displayDate(Date())`), and a
/// value the view wrote itself is re-applied, resetting state the binding cannot hold (a
/// range's pending first end).
///
/// `BindingSync` compares with the last value that crossed the boundary, in either direction:
///
/// - ``parentPassed(_:)``: the parent's value on a render. It is new only when it differs from
///   the last value synced; then the view applies it.
/// - ``viewChanged(to:)``: the view's value after a user action. It is written to the binding
///   only when it differs from the last value synced.
///
/// `Value` is the value as the engine sees it (days, a month), not the `Date`s the parent holds,
/// so two instants of the same day (or month) are the same value.
///
/// ```swift
/// var sync = BindingSync(initial: context.month(containing: today))
/// sync.parentPassed(sameMonth)      // nil: a re-render, nothing to do
/// sync.viewChanged(to: nextMonth)   // true: write it to the binding
/// sync.parentPassed(nextMonth)      // nil: the value the view wrote, coming back
/// sync.parentPassed(otherMonth)     // otherMonth: the parent changed it, show it
/// ```
package struct BindingSync<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The last value that crossed between the view and its parent.
  package private(set) var lastSynced: Value

  /// Starts in step with the parent's first value.
  ///
  /// - Parameter initial: The value the view was created with.
  package init(initial: Value) {
    lastSynced = initial
  }

  /// The parent's value on a render.
  ///
  /// - Parameter value: The value the parent passes now.
  /// - Returns: The value to apply to the view, or `nil` when it is the last value synced (a
  ///   re-render, or the view's own write coming back).
  package mutating func parentPassed(_ value: Value) -> Value? {
    guard value != lastSynced else { return nil }
    lastSynced = value
    return value
  }

  /// The view's value after a user action (a tap, a key, a swipe).
  ///
  /// - Parameter value: The view's value now.
  /// - Returns: Whether to write it to the binding (it differs from the last value synced).
  package mutating func viewChanged(to value: Value) -> Bool {
    guard value != lastSynced else { return false }
    lastSynced = value
    return true
  }
}
