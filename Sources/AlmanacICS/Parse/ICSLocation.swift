/// Where something is in a source: file name, line and column (both 1-based; column in bytes of
/// the physical line).
public struct ICSLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file name given to the parser (empty when none was given).
  public var file: String
  /// The physical line, 1-based (0 when unknown).
  public var line: Int
  /// The column in bytes, 1-based (0 when unknown).
  public var column: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - file: The file name.
  ///   - line: The 1-based line.
  ///   - column: The 1-based column.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, as compilers print it.
  public var description: String {
    "\(file.isEmpty ? "<input>" : file):\(line):\(column)"
  }
}
