import Almanac
import AlmanacHTML
import Testing

/// Each face names its modes in its own words; a mode both faces offer must tap the same way.
@Suite("Picker modes of every face")
struct ModeParityTests {
  @Test(
    "single: the terminal, the web face and the month calendar clear the chosen day on a second tap"
  )
  func singleReselect() {
    let terminal = PickerMode.single.selectionMode
    #expect(terminal == .single(clearsOnReselect: true))
    #expect(HTMLPickerMode.single.selectionMode == terminal)
    #expect(CalendarSelectionMode.single.selectionMode == terminal)
  }

  @Test(
    "multiple and range: the terminal and the web face build the same engine mode",
    arguments: RangeBehavior.allCases)
  func multipleAndRange(behavior: RangeBehavior) {
    #expect(HTMLPickerMode.multiple.selectionMode == PickerMode.multiple.selectionMode)
    #expect(
      HTMLPickerMode.range(behavior).selectionMode == PickerMode.range(behavior).selectionMode)
  }
}
