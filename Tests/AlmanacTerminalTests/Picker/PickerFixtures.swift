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

/// Everything the picker shows: the engine model's state and the dialog over it, compared whole
/// by ``TestStore`` after each key.
struct PickerSnapshot: Equatable {
  var calendar: CalendarState
  var overlay: PickerOverlay

  init(calendar: CalendarState, overlay: PickerOverlay) {
    self.calendar = calendar
    self.overlay = overlay
  }

  init(_ state: PickerState) {
    calendar = CalendarState(state.model)
    overlay = state.overlay
  }
}

extension PickerFixtures {
  /// A store over `state` that asserts the whole picker after each key.
  static func store(_ state: PickerState) -> TestStore<PickerState, PickerSnapshot> {
    TestStore(state, observe: PickerSnapshot.init)
  }

  /// The keys `keys`, as one action of a store.
  static func keys(_ keys: [KeyEvent]) -> (inout PickerState) -> PickerOutcome {
    { state in send(keys, to: &state) }
  }
}

/// The golden files of the picker's frames, in `Picker/__Snapshots__` (record with
/// `ALMANAC_RECORD=1 swift test --filter AlmanacTerminalTests`).
let snapshots = GoldenFiles()
