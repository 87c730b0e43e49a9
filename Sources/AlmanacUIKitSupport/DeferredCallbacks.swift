/// Holds back the callbacks a UIKit calendar makes while its SwiftUI wrapper applies a render
/// (`updateUIView`), and delivers them after it.
///
/// Applying a render can move the calendar (`setDisplayDate`, `reloadData()`, a new calendar
/// in the style), and the view reports a moved month to its delegate. Delivered at once, the
/// wrapper's `onScrollToMonth { month = $0 }` would write the parent's `@State` during a view
/// update, which SwiftUI reports as undefined behaviour. Delivered after the update (on the
/// next turn of the main queue), it is an ordinary state change. Callbacks with the same key
/// replace each other: only the last month reached is reported.
@MainActor
package final class DeferredCallbacks {
  /// Runs the held callbacks later: the main queue's next turn in the view, a list in tests.
  package typealias Scheduler = @MainActor (@escaping @MainActor () -> Void) -> Void

  private let schedule: Scheduler
  private var depth = 0
  private var held: [(key: String, callback: @MainActor () -> Void)] = []
  private var isScheduled = false

  /// Creates a gate.
  ///
  /// - Parameter schedule: Runs the delivery after the update.
  package init(schedule: @escaping Scheduler) {
    self.schedule = schedule
  }

  /// Whether a render is being applied.
  package var isApplyingRender: Bool { depth > 0 }

  /// Applies a render: callbacks during `body` are held and delivered after it.
  ///
  /// - Parameter body: The render's changes to the view.
  package func applyingRender(_ body: () -> Void) {
    depth += 1
    body()
    depth -= 1
    if depth == 0, !held.isEmpty, !isScheduled {
      isScheduled = true
      schedule { [weak self] in self?.deliverHeld() }
    }
  }

  /// Makes a callback: at once, or after the render being applied.
  ///
  /// - Parameters:
  ///   - key: Callbacks with the same key held during one render replace each other.
  ///   - callback: The callback.
  package func deliver(key: String, _ callback: @escaping @MainActor () -> Void) {
    guard isApplyingRender || isScheduled else {
      callback()
      return
    }
    held.removeAll { $0.key == key }
    held.append((key, callback))
  }

  private func deliverHeld() {
    isScheduled = false
    let callbacks = held
    held = []
    for entry in callbacks { entry.callback() }
  }
}
