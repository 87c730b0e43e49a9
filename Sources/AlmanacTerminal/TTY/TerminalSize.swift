/// The size of a terminal in character cells.
public struct TerminalSize: Sendable, Hashable, Codable {
  /// The number of columns.
  public var columns: Int
  /// The number of rows.
  public var rows: Int

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - columns: the number of columns.
  ///   - rows: the number of rows.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}
