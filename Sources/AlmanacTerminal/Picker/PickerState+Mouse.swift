import Almanac

extension PickerState {
  /// Applies a mouse event, using the hit map of the frame on screen.
  ///
  /// A left click on a day focuses and taps it (selects or toggles); on the ‹ or › arrow it
  /// scrolls the months shown by one (``FocusModel/scrollMonths(by:)``: unlike Page Up/Down,
  /// also when the focus would still show); on a weekday chip it toggles that weekday; on a
  /// list entry it jumps there. The wheel scrolls likewise (up: earlier). Other events do
  /// nothing.
  ///
  /// - Parameters:
  ///   - mouse: the mouse event.
  ///   - hitMap: what the frame on screen drew where.
  /// - Returns: always ``PickerOutcome/continue`` (a click never confirms).
  @discardableResult
  public mutating func handle(_ mouse: MouseEvent, hitMap: PickerHitMap) -> PickerOutcome {
    guard mouse.kind == .press else { return .continue }
    switch mouse.button {
    case .wheelUp:
      if overlay == .none { message = nil; scroll(by: -1) }
      return .continue
    case .wheelDown:
      if overlay == .none { message = nil; scroll(by: 1) }
      return .continue
    case .left:
      break
    default:
      return .continue
    }
    guard let target = hitMap.target(row: mouse.row, column: mouse.column) else {
      return .continue
    }
    message = nil
    switch target {
    case .day(let day):
      move(.goToDay(day))
      if focusedDay == day {
        message = nil
        tap(day)
      }
    case .previousPage:
      scroll(by: -1)
    case .nextPage:
      scroll(by: 1)
    case .weekday(let weekday):
      let offset = ((weekday - today.weekday) % 7 + 7) % 7
      _ = weekdayFocus.handle(.goToDay(today.adding(days: offset)))
      weekdays.toggle(weekday)
    case .listEntry(let offset):
      switch overlay {
      case .monthList(let months, _) where months.indices.contains(offset):
        overlay = .none
        go(toMonth: months[offset])
      case .yearList(let year, let era):
        let years = Self.yearListYears(around: year)
        if years.indices.contains(offset) {
          overlay = .none
          go(toYear: years[offset], era: era)
        }
      default:
        break
      }
    }
    return .continue
  }
}

extension PickerState {
  /// ‹, › and the wheel: scrolls the months shown and the focus with them; a refusal (a bound)
  /// or an unavailable focused day goes to the message line. Nothing in weekday mode.
  mutating func scroll(by step: Int) {
    guard mode.showsMonths else { return }
    for case .blocked(let reason) in focus.scrollMonths(by: step) {
      message = Self.text(for: reason)
    }
    if message == nil, let reason = selection.availability.unavailableReason(for: focusedDay) {
      message = "\(reason)"
    }
  }
}
