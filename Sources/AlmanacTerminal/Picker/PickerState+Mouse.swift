import Almanac

extension PickerState {
  /// Applies a mouse event, using the hit map of the frame on screen.
  ///
  /// A left click on a day focuses and taps it (selects or toggles); on the ‹ or › arrow it
  /// pages a month; on a weekday chip it toggles that weekday; on a list entry it jumps there.
  /// The wheel pages a month (up: earlier). Other events do nothing.
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
      if overlay == .none { message = nil; move(.previousMonth) }
      return .continue
    case .wheelDown:
      if overlay == .none { message = nil; move(.nextMonth) }
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
      move(.previousMonth)
    case .nextPage:
      move(.nextMonth)
    case .weekday(let weekday):
      let offset = ((weekday - today.weekday) % 7 + 7) % 7
      _ = weekdayFocus.handle(.goToDay(today.adding(days: offset)))
      weekdays.toggle(weekday)
    case .listEntry(let offset):
      switch overlay {
      case .monthList(let months, _) where months.indices.contains(offset):
        overlay = .none
        move(.goToMonth(months[offset]))
      case .yearList(let year, let era):
        let years = Self.yearListYears(around: year)
        if years.indices.contains(offset) {
          overlay = .none
          move(.goToYear(years[offset], era: era))
        }
      default:
        break
      }
    }
    return .continue
  }
}
