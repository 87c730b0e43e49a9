import Testing

@testable import Almanac

@Suite("Focus command key names")
struct FocusCommandKeyNameTests {
  @Test(arguments: [
    ("ArrowLeft", false, FocusCommand.left), ("ArrowRight", false, .right),
    ("ArrowUp", false, .up), ("ArrowDown", false, .down), ("Home", false, .startOfWeek),
    ("End", false, .endOfWeek), ("PageUp", false, .previousMonth), ("PageDown", false, .nextMonth),
    ("PageUp", true, .previousYear), ("PageDown", true, .nextYear),
  ])
  func domKeyNames(name: String, shift: Bool, command: FocusCommand) {
    #expect(FocusCommand(keyName: name, isShiftPressed: shift) == command)
  }

  @Test func otherKeysAreNotCommands() {
    #expect(FocusCommand(keyName: "Enter") == nil)
    #expect(FocusCommand(keyName: "a") == nil)
  }
}
