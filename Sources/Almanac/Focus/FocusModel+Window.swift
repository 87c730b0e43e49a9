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
