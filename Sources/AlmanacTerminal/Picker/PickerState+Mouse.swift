import Almanac

extension PickerState {
  /// Applies a mouse event, using the hit map of the frame on screen.
  ///
  /// A left click on a day is a tap on it (the model focuses and selects or toggles it, or
  /// says why not); on the ‹ or › arrow it
  /// scrolls the months shown by one (``/Almanac/MonthCalendarModel/scrollMonths(by:)``: unlike Page
  /// Up/Down, also when the focus would still show); on a weekday chip it toggles that
  /// weekday; on a list entry it jumps there. The wheel scrolls likewise (up: earlier). Other
  /// events do nothing.
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
      if overlay == .none, mode.showsMonths { model.scrollMonths(by: -1) }
      return .continue
    case .wheelDown:
      if overlay == .none, mode.showsMonths { model.scrollMonths(by: 1) }
      return .continue
    case .left:
      break
    default:
      return .continue
    }
    guard let target = hitMap.target(row: mouse.row, column: mouse.column) else {
      return .continue
    }
    model.dismissMessage()
    switch target {
    case .day(let day):
      model.tap(day)
    case .previousPage:
      model.scrollMonths(by: -1)
    case .nextPage:
      model.scrollMonths(by: 1)
    case .weekday(let weekday):
      model.toggle(weekday: weekday)
    case .listEntry(let offset):
      switch overlay {
      case .monthList(let choices, _) where choices.indices.contains(offset),
        .yearList(let choices, _) where choices.indices.contains(offset):
        overlay = .none
        model.choose(choices[offset])
      default:
        break
      }
    }
    return .continue
  }
}
