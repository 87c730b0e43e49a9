import Foundation
import Testing

/// A value under test driven by actions, with the whole state asserted after each, in the
/// manner of The Composable Architecture's `TestStore`: every action names the state it leads
/// to as the state before it with the expected changes written out, so a change nobody wrote
/// down (a focus that moved, a message left behind) fails the test.
///
/// The state is what `observe` reads of the subject (``CalendarState`` for a
/// `MonthCalendarModel`): plain values a test can write. A mismatch records one issue with
/// the fields that differ, line by line (`-` expected, `+` actual).
///
/// ```swift
/// var store = TestStore(model, observe: CalendarState.init)
/// store.send({ $0.tap(day("2026-03-05")) }) {
///   $0.days = [day("2026-03-05")]
///   $0.focusedDay = day("2026-03-05")
///   $0.summary = "Mar 5, 2026"
///   $0.result = .day(day("2026-03-05"))
/// }
/// ```
package struct TestStore<Subject, State: Equatable> {
  /// The value under test, after the last action.
  package private(set) var subject: Subject
  /// Its state after the last action.
  package private(set) var state: State
  private let observe: (Subject) -> State

  /// A store over `subject`.
  ///
  /// - Parameters:
  ///   - subject: The value under test.
  ///   - observe: Reads the whole state of a subject.
  package init(_ subject: Subject, observe: @escaping (Subject) -> State) {
    self.subject = subject
    self.observe = observe
    self.state = observe(subject)
  }

  /// Applies `action` to the subject and checks that its state is the state before with
  /// `change` applied (by default, unchanged).
  ///
  /// - Parameters:
  ///   - action: What the user or the face does.
  ///   - change: Writes the expected changes into the state before the action.
  ///   - sourceLocation: Where a mismatch is reported; by default the caller's line.
  /// - Returns: What the action returned (a model's update, to check its announcement).
  /// - Throws: What the action throws.
  @discardableResult
  package mutating func send<Result>(
    _ action: (inout Subject) throws -> Result,
    _ change: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) rethrows -> Result {
    var expected = state
    change(&expected)
    let result = try action(&subject)
    let actual = observe(subject)
    Self.check(actual, expected: expected, sourceLocation: sourceLocation)
    state = actual
    return result
  }

  /// Checks that the state is `expected` (the state a new subject starts in, say).
  ///
  /// - Parameters:
  ///   - expected: The whole expected state.
  ///   - sourceLocation: Where a mismatch is reported; by default the caller's line.
  package func assert(_ expected: State, sourceLocation: SourceLocation = #_sourceLocation) {
    Self.check(state, expected: expected, sourceLocation: sourceLocation)
  }

  private static func check(_ actual: State, expected: State, sourceLocation: SourceLocation) {
    guard actual != expected else { return }
    Issue.record(
      Comment(
        rawValue: "the state differs from the one expected (- expected, + actual):\n"
          + difference(expected: expected, actual: actual)),
      sourceLocation: sourceLocation)
  }

  /// The fields of two states that differ, one `- field: value` and `+ field: value` pair
  /// each, nested fields named by their path (`selection.days`).
  ///
  /// - Parameters:
  ///   - expected: The expected state.
  ///   - actual: The actual state.
  /// - Returns: The lines that differ.
  package static func difference(expected: State, actual: State) -> String {
    let old = StateFields.lines(of: expected)
    let new = StateFields.lines(of: actual)
    func value(of field: String, in fields: [(String, String)]) -> String? {
      fields.first { $0.0 == field }?.1
    }
    var lines: [String] = []
    for (field, expected) in old where value(of: field, in: new) != expected {
      lines.append("- \(field): \(expected)")
      lines.append("+ \(field): \(value(of: field, in: new) ?? "(none)")")
    }
    for (field, actual) in new where value(of: field, in: old) == nil {
      lines.append("+ \(field): \(actual)")
    }
    return lines.joined(separator: "\n")
  }
}

/// A state written out field by field, for ``TestStore``'s difference: spaces other than the
/// ASCII space (a thin space around a date range's dash) and control characters are written
/// as `\u{2009}`, so that two values that look alike show where they differ.
enum StateFields {
  /// Each leaf field of `value` by its path, in declaration order: values that describe
  /// themselves (days, ranges, text, numbers, enums) whole; other structures by their fields.
  static func lines(of value: Any) -> [(String, String)] {
    var lines: [(String, String)] = []
    visit(value, path: "", into: &lines)
    return lines.map { ($0.0, visible($0.1)) }
  }

  private static func visible(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
      if scalar != " ",
        scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
      {
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }

  private static func visit(_ value: Any, path: String, into lines: inout [(String, String)]) {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .struct, !(value is CustomStringConvertible), !mirror.children.isEmpty
    {
      for child in mirror.children {
        let name = child.label ?? "_"
        visit(child.value, path: path.isEmpty ? name : path + "." + name, into: &lines)
      }
      return
    }
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else {
        lines.append((path, "nil"))
        return
      }
      lines.append((path, String(describing: wrapped)))
      return
    }
    lines.append((path, String(describing: value)))
  }
}
