/// One character cell of a ``Frame``.
public struct Cell: Sendable, Hashable {
  /// The character drawn; a space in a blank cell. A wide character sits in its first cell.
  public var character: Character
  /// How it is drawn.
  public var style: CellStyle
  /// Whether this is the second cell of a wide character (drawn by the cell to its left).
  public var isContinuation: Bool

  /// Creates a cell.
  ///
  /// - Parameters:
  ///   - character: the character (a space for a blank cell).
  ///   - style: the style.
  ///   - isContinuation: whether the cell is the right half of a wide character.
  public init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false)
  {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }

  /// A blank cell in the default style.
  public static let blank = Cell()
}
