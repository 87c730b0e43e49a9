import Almanac
import AlmanacTerminal
import AlmanacTestSupport
import Foundation
import Testing

/// Shared inputs of the picker tests: fixed contexts, days and key helpers.
enum PickerFixtures {
  static let enUS = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
  static let enGB = CalendarContext(locale: Locale(identifier: "en_GB"), timeZone: .gmt)

  /// The key events for a string of typed characters.
  static func typed(_ text: String) -> [KeyEvent] {
    text.map { KeyEvent(.character($0)) }
  }

  static let space = KeyEvent(.character(" "))
  static let enter = KeyEvent(.enter)
  static let escape = KeyEvent(.escape)

  /// Sends keys and returns the outcome of the last one.
  @discardableResult
  static func send(_ keys: [KeyEvent], to state: inout PickerState) -> PickerOutcome {
    var outcome = PickerOutcome.continue
    for key in keys { outcome = state.handle(key) }
    return outcome
  }
}

/// The golden files of the picker's frames, in `Picker/__Snapshots__` (record with
/// `ALMANAC_RECORD=1 swift test --filter AlmanacTerminalTests`).
let snapshots = GoldenFiles()
