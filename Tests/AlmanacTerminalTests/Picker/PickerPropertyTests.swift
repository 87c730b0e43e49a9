import Almanac
import AlmanacTerminal
import AlmanacTestSupport
import Foundation
import Testing

/// Seeded random sessions: random keys, clicks, pastes and terminal sizes against every mode.
/// Whatever happens, nothing traps, the focus stays within the bounds and on a visible month,
/// frames are exactly the terminal's size, and whatever is confirmed is something the engine
/// allows.
@Suite("Picker properties")
struct PickerPropertyTests {
  typealias F = PickerFixtures

  static let keys: [KeyEvent] =
    [
      KeyEvent(.left), KeyEvent(.right), KeyEvent(.up), KeyEvent(.down), KeyEvent(.home),
      KeyEvent(.end), KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.pageUp, .shift),
      KeyEvent(.pageDown, .shift), KeyEvent(.backspace), KeyEvent(.character(" ")),
      KeyEvent(.character(" ")), KeyEvent(.character(" ")), KeyEvent(.enter),
    ] + "hjkl[]{}tgmy0123456789-".map { KeyEvent(.character($0)) }

  static let modes: [PickerMode] = [
    .single, .multiple, .range(.forward), .range(.eitherOrder), .range(.completeOrNothing),
    .weekdays,
  ]

  @Test("Random sessions keep every invariant", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func randomSessions(seed: UInt64) throws {
    var random = SeededGenerator(state: seed)
    let context = [F.enUS, F.enGB][Int(seed % 2)]
    let today = day("2026-03-15")
    let first = today.adding(days: -Int.random(in: 0...40, using: &random))
    let last = today.adding(days: Int.random(in: 20...400, using: &random))
    let availability = Availability(firstDay: first, lastDay: last)
      .disabling(
        (0..<20).map { _ in first.adding(days: Int.random(in: 0...60, using: &random)) },
        label: "Sold out"
      )
      .withRangeRules(RangeRules(minimumNights: 1, maximumNights: 20))
    let mode = Self.modes[Int(seed) % Self.modes.count]
    var state = try PickerState(
      mode: mode, context: context, today: today, availability: availability,
      monthCount: Int.random(in: 1...4, using: &random))
    var size = TerminalSize(columns: 80, rows: 24)
    let screen = PickerScreen(context: context, colors: seed % 3 == 0 ? .none : .basic)
    var rendered = screen.render(state, size: size)
    for step in 0..<600 {
      let note = Comment(rawValue: "seed \(seed), step \(step), mode \(mode)")
      if Int.random(in: 0..<40, using: &random) == 0 {
        size = TerminalSize(
          columns: Int.random(in: 10...160, using: &random),
          rows: Int.random(in: 4...50, using: &random))
      }
      state.fit(monthCount: screen.capacity(for: size).total)
      let event: TerminalEvent
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        event = .mouse(
          MouseEvent(
            .press, [.left, .left, .wheelUp, .wheelDown][Int.random(in: 0..<4, using: &random)],
            column: Int.random(in: 0..<size.columns, using: &random),
            row: Int.random(in: 0..<size.rows, using: &random)))
      case 1:
        event = .paste("2026-0\(Int.random(in: 1...9, using: &random))-1")
      default:
        event = .key(Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)])
      }
      let outcome = state.handle(event, hitMap: rendered.hitMap)
      if case .confirm(let result) = outcome {
        switch result {
        case .day(let day):
          #expect(availability.isAvailable(day), note)
        case .days(let days):
          #expect(!days.isEmpty && days == days.sorted(), note)
          #expect(days.allSatisfy { availability.isAvailable($0) }, note)
        case .range(let range):
          #expect(availability.rejection(forRange: range) == nil, note)
        case .weekdays(let set):
          #expect(!set.isEmpty, note)
        case .ranges(let ranges):
          #expect(!ranges.isEmpty, note)
        }
      }
      #expect(outcome != .cancel || event == .key(KeyEvent(.character("q"))), note)
      if outcome == .cancel { break }
      if mode.showsMonths {
        #expect(first <= state.focusedDay && state.focusedDay <= last, note)
        #expect(state.visibleMonths.contains { $0.contains(state.focusedDay) }, note)
      }
      rendered = screen.render(state, size: size)
      #expect(rendered.frame.size == size, note)
    }
  }
}
