import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Selection role")
struct SelectionRoleTests {
  @Test(
    "a single day and a range's ends are marked selected; days inside a range are not",
    arguments: [
      (SelectionRole.outside, false, false), (.start, true, true), (.middle, true, false),
      (.end, true, true), (.single, true, true),
    ] as [(SelectionRole, Bool, Bool)])
  func markedSelected(role: SelectionRole, inSelection: Bool, marked: Bool) {
    #expect(role.isSelected == inSelection)
    #expect(role.isMarkedSelected == marked)
  }

  @Test("in a range of a week, only the two ends are marked selected")
  func rangeOfAWeek() {
    var selection = DaySelection(mode: .range(.forward))
    _ = selection.tap(day("2026-03-16"))
    _ = selection.tap(day("2026-03-22"))
    let marked = (16...22).filter { number in
      selection.role(of: day("2026-03-\(number)")).isMarkedSelected
    }
    #expect(marked == [16, 22])
  }
}
