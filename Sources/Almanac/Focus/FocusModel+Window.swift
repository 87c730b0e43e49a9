extension FocusModel {
  /// The last day of the last visible month.
  var lastVisibleDay: Day {
    context.month(visibleMonthCount - 1, after: firstVisibleMonth)?.lastDay ?? Day.latest
  }

  /// Puts the focus on `day` (already checked) and pages the visible months if needed.
  mutating func settle(on day: Day) -> [FocusEvent] {
    guard day != focusedDay else { return [] }
    let old = focusedDay
    focusedDay = day
    var events: [FocusEvent] = [.moved(from: old, to: day)]
    let oldFirst = firstVisibleMonth
    revealFocus()
    if firstVisibleMonth != oldFirst {
      events.append(.monthChanged(from: oldFirst, to: firstVisibleMonth))
    }
    return events
  }

  /// Pages the visible months so that they contain the focused day.
  mutating func revealFocus() {
    guard !isVisible(focusedDay) else { return }
    let focusMonth = context.month(containing: focusedDay)
    let forward = focusedDay > firstVisibleMonth.firstDay
    switch paging {
    case .byMonth:
      firstVisibleMonth =
        forward
        ? context.month(-(visibleMonthCount - 1), after: focusMonth) ?? focusMonth : focusMonth
    case .byWindow:
      var first = firstVisibleMonth
      for _ in 0..<4 {
        guard
          let next = context.month(forward ? visibleMonthCount : -visibleMonthCount, after: first)
        else { break }
        first = next
        let last = context.month(visibleMonthCount - 1, after: first)?.lastDay ?? Day.latest
        if first.firstDay <= focusedDay, focusedDay <= last {
          firstVisibleMonth = first
          return
        }
      }
      firstVisibleMonth = focusMonth
    }
  }
}

extension FocusModel {
  /// Scrolls the visible months by `step` months and moves the focus with them, keeping the
  /// intended day of the month: what a click on a month arrow or a turn of the mouse wheel
  /// does.
  ///
  /// Page Up/Down move the focus and page the months only when the focus leaves them, so in a
  /// three-month view they can leave the months shown unchanged; scrolling always moves them
  /// (unless the focus cannot move, at a bound, or would no longer show).
  ///
  /// - Parameter step: How many months to scroll; negative scrolls back, 0 does nothing.
  /// - Returns: The events caused: moved, month changed, or blocked.
  /// - Complexity: O(`searchLimit`) availability tests at most, as Page Up/Down.
  package mutating func scrollMonths(by step: Int) -> [FocusEvent] {
    guard step != 0 else { return [] }
    let oldFirst = firstVisibleMonth
    var events = pageMonths(step)
    let moved = events.contains { if case .moved = $0 { true } else { false } }
    // Moving the focus pages the months only as far as it needs (one month, when it left
    // from the far side of several shown); the scroll moves them by `step`.
    guard moved, let shifted = context.month(step, after: oldFirst), firstVisibleMonth != shifted
    else { return events }
    let paged = firstVisibleMonth
    firstVisibleMonth = shifted
    guard isVisible(focusedDay) else {
      firstVisibleMonth = paged
      return events
    }
    events.removeAll { if case .monthChanged = $0 { true } else { false } }
    events.append(.monthChanged(from: oldFirst, to: shifted))
    return events
  }
}
