import Almanac

/// Where things are on a rendered picker frame, so a mouse click maps to what was drawn there.
/// ``PickerScreen/render(_:size:)`` fills it from the same layout it draws.
public struct PickerHitMap: Hashable, Sendable {
  /// Something a click can hit.
  public enum Target: Hashable, Sendable {
    /// A day cell.
    case day(Day)
    /// The ‹ arrow: the previous month.
    case previousPage
    /// The › arrow: the next month.
    case nextPage
    /// A weekday chip (1 = Sunday).
    case weekday(Int)
    /// An entry of the month or year list (its offset from the list's first entry).
    case listEntry(Int)
  }

  /// One clickable span of a row.
  public struct Region: Hashable, Sendable {
    /// The row.
    public var row: Int
    /// The columns.
    public var columns: Range<Int>
    /// What is drawn there.
    public var target: Target
  }

  /// The clickable regions, in drawing order (later regions lie on top).
  public private(set) var regions: [Region] = []

  /// Creates an empty map.
  public init() {}

  /// Adds a region; later regions take precedence where they overlap.
  ///
  /// - Parameters:
  ///   - target: what is drawn there.
  ///   - row: the row.
  ///   - columns: the columns.
  public mutating func add(_ target: Target, row: Int, columns: Range<Int>) {
    regions.append(Region(row: row, columns: columns, target: target))
  }

  /// What lies at a cell, if anything clickable.
  ///
  /// - Parameters:
  ///   - row: the 0-based row.
  ///   - column: the 0-based column.
  /// - Returns: the topmost target there.
  /// - Complexity: O(n) in the number of regions (a few hundred at most).
  public func target(row: Int, column: Int) -> Target? {
    regions.last { $0.row == row && $0.columns.contains(column) }?.target
  }

  /// Removes the regions an overlay covers (clicks there reach the overlay).
  ///
  /// - Parameters:
  ///   - rows: the rows the overlay covers.
  ///   - columns: the columns it covers.
  mutating func removeRegions(under rows: Range<Int>, columns: Range<Int>) {
    regions.removeAll { rows.contains($0.row) && $0.columns.overlaps(columns) }
  }
}
