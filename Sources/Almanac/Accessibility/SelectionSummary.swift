/// A completed selection, as ``Announcer/selectionCompleted(_:)`` announces it.
///
/// Adapt the selection engine's result: a single day, a range, a count of days picked one by
/// one, or nothing left selected.
package enum SelectionSummary: Hashable, Sendable, Codable {
  /// One day: "Selected March 5, 2026".
  case day(Day)
  /// A range (in either order): "Selected range: March 5 to March 9, 2026".
  case range(Day, Day)
  /// Several separate days: "Selected 3 days".
  case days(Int)
  /// The selection was cleared: "Selection cleared".
  case cleared
}
