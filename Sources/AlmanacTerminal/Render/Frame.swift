/// A screen buffer: a grid of styled cells the size of the terminal (or any size).
///
/// Text put into a frame is measured in terminal columns (Unicode's East Asian Width): a wide
/// character takes two cells (the second is a continuation; a cluster of width n has n − 1
/// continuations), zero-width characters and controls are dropped (so data can never inject
/// escape sequences), and everything is cropped to the frame.
public struct Frame: Sendable, Hashable {
  /// The size in cells.
  public let size: TerminalSize
  /// The cells, row by row.
  public private(set) var cells: [Cell]

  /// Creates a frame of blank cells.
  ///
  /// - Parameters:
  ///   - size: the size in cells; negative dimensions count as 0.
  ///   - style: the style of the blank cells, the terminal default if omitted.
  /// - Complexity: O(columns × rows).
  public init(size: TerminalSize, style: CellStyle = .plain) {
    self.size = TerminalSize(columns: max(0, size.columns), rows: max(0, size.rows))
    cells = Array(repeating: Cell(style: style), count: self.size.columns * self.size.rows)
  }

  /// Creates a frame from lines of plain text (handy in tests).
  ///
  /// - Parameters:
  ///   - lines: the text of each row, cropped to `columns`.
  ///   - columns: the width; the widest line if omitted.
  /// - Complexity: O(total length).
  public init(lines: [String], columns: Int? = nil) {
    let width = columns ?? lines.map { TextWidth.columns(of: $0) }.max() ?? 0
    self.init(size: TerminalSize(columns: width, rows: lines.count))
    for (row, line) in lines.enumerated() { put(line, row: row, column: 0) }
  }

  /// The cell at a position.
  ///
  /// - Parameters:
  ///   - row: the 0-based row, in `0..<size.rows`.
  ///   - column: the 0-based column, in `0..<size.columns`.
  public subscript(row row: Int, column column: Int) -> Cell {
    get {
      precondition(contains(row: row, column: column), "cell (\(row), \(column)) outside \(size)")
      return cells[row * size.columns + column]
    }
    set {
      precondition(contains(row: row, column: column), "cell (\(row), \(column)) outside \(size)")
      cells[row * size.columns + column] = newValue
    }
  }

  /// Whether a position lies inside the frame.
  ///
  /// - Parameters:
  ///   - row: a row.
  ///   - column: a column.
  /// - Returns: `true` when the cell exists.
  public func contains(row: Int, column: Int) -> Bool {
    row >= 0 && row < size.rows && column >= 0 && column < size.columns
  }

  /// The cells of one row.
  ///
  /// - Parameter row: the row, in `0..<size.rows`.
  /// - Returns: its `size.columns` cells.
  public func cells(inRow row: Int) -> ArraySlice<Cell> {
    precondition(row >= 0 && row < size.rows, "row \(row) outside \(size)")
    return cells[row * size.columns..<(row + 1) * size.columns]
  }

  /// Writes text from a position, cropped to the frame.
  ///
  /// - Parameters:
  ///   - text: the text; controls and zero-width characters are dropped.
  ///   - row: the row; a row outside the frame writes nothing.
  ///   - column: the starting column; may be negative (the start is cut off).
  ///   - style: the style of the written cells.
  /// - Returns: the column after the text (as if nothing had been cropped on the right).
  /// - Complexity: O(n) in the length of the text.
  @discardableResult
  public mutating func put(
    _ text: String, row: Int, column: Int, style: CellStyle = .plain
  ) -> Int {
    var position = column
    if row >= 0, row < size.rows, column >= 0, text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) })
    {
      // Printable ASCII: one cell per byte.
      let base = row * size.columns
      var cell = Cell(scalar: " ", style: style)
      for byte in text.utf8 {
        if position >= size.columns { break }
        if cells[base + position].isContinuation
          || (position + 1 < size.columns && cells[base + position + 1].isContinuation)
        {
          clear(row: row, column: position, style: style)
        }
        cell.code = UInt32(byte)
        cells[base + position] = cell
        position += 1
      }
      return column + text.utf8.count
    }
    if text.unicodeScalars.allSatisfy(TextWidth.standsAlone) {
      // Every scalar is a character of its own: no grapheme breaking needed.
      for scalar in text.unicodeScalars {
        let width = TextWidth.columns(of: scalar)
        put(
          Cell(scalar: scalar, style: style), style: style, width: width, row: row, column: position
        )
        position += width
      }
      return position
    }
    for character in text {
      let width = TextWidth.columns(of: character)
      put(Cell(character, style: style), style: style, width: width, row: row, column: position)
      position += width
    }
    return position
  }

  /// Puts a character's cell of `width` columns at a position: its first cell and `width - 1`
  /// continuations, or spaces where an edge cuts it; nothing when it takes no column.
  private mutating func put(_ cell: Cell, style: CellStyle, width: Int, row: Int, column: Int) {
    guard width > 0, row >= 0, row < size.rows, column + width > 0, column < size.columns else {
      return
    }
    if column < 0 || column + width > size.columns {
      // A wide character cut by an edge: draw its visible cells as spaces.
      for cut in max(0, column)..<min(size.columns, column + width) {
        clear(row: row, column: cut, style: style)
      }
      return
    }
    for offset in 0..<width { clear(row: row, column: column + offset, style: style) }
    let base = row * size.columns + column
    cells[base] = cell
    for offset in 1..<width {
      cells[base + offset] = Cell(scalar: " ", style: style, isContinuation: true)
    }
  }

  /// Sets the style of a run of cells in a row, keeping their characters.
  ///
  /// - Parameters:
  ///   - row: the row; outside the frame does nothing.
  ///   - columns: the columns, cropped to the frame.
  ///   - style: the new style.
  /// - Complexity: O(columns.count).
  public mutating func setStyle(row: Int, columns: Range<Int>, style: CellStyle) {
    guard row >= 0, row < size.rows else { return }
    let lower = max(0, columns.lowerBound)
    let upper = min(size.columns, columns.upperBound)
    guard lower < upper else { return }
    for column in lower..<upper { cells[row * size.columns + column].style = style }
  }

  /// Blanks one cell, and every other cell of a wide character it belongs to.
  private mutating func clear(row: Int, column: Int, style: CellStyle) {
    let base = row * size.columns
    if cells[base + column].isContinuation
      || (column + 1 < size.columns && cells[base + column + 1].isContinuation)
    {
      var start = column
      while start > 0, cells[base + start].isContinuation { start -= 1 }
      var end = start + 1
      while end < size.columns, cells[base + end].isContinuation { end += 1 }
      for index in start..<end {
        cells[base + index] = Cell(scalar: " ", style: cells[base + index].style)
      }
    }
    cells[base + column] = Cell(scalar: " ", style: style)
  }

  /// The frame as plain text: one line per row, no escape sequences (golden files, `NO_COLOR`
  /// output to files).
  ///
  /// - Parameter trimmingTrailingSpaces: drop spaces at the end of each line (default).
  /// - Returns: the rows joined by `"\n"`, with no final newline.
  /// - Complexity: O(columns × rows).
  public func plainText(trimmingTrailingSpaces: Bool = true) -> String {
    var lines: [String] = []
    lines.reserveCapacity(size.rows)
    for row in 0..<size.rows {
      var line = ""
      for cell in cells(inRow: row) where !cell.isContinuation { line.append(cell.character) }
      if trimmingTrailingSpaces {
        while line.last == " " { line.removeLast() }
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
