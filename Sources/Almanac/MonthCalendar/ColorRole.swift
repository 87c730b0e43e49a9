/// The part a colour plays in a day cell; front ends map each role to their own colour type
/// through their style (SwiftUI's `CalendarStyle`, UIKit's `CalendarView.Style`).
public enum ColorRole: String, Hashable, Sendable, Codable, CaseIterable {
  /// An ordinary day's number.
  case text
  /// A day of an adjacent month shown in the grid.
  case adjacentText
  /// A weekend day's number.
  case weekendText
  /// Today's number and ring.
  case today
  /// The fill behind a selected day or a range end.
  case selection
  /// The text on the selection fill (white, or the WCAG contrasting colour).
  case selectionText
  /// The band behind the days of a range (the selection colour, lighter).
  case selectionBand
  /// A day that cannot be selected (outside the range, or refused by the rules).
  case unavailableText
  /// An event dot.
  case eventDot
  /// The keyboard focus ring.
  case focusRing
}
