import AlmanacPrimitives

/// Turns frames into the bytes that draw them on an ANSI terminal.
///
/// A full redraw clears the screen and writes every row; a diff against the frame on screen
/// rewrites, in each row that changed, only the span from its first to its last changed cell.
/// Every run of cells starts with a full SGR reset of its style, so the output never depends on
/// what the terminal had set before.
package struct FrameRenderer: Sendable, Hashable {
  /// The colours the output can draw.
  package var colors: ColorLevel

  /// Creates a renderer.
  ///
  /// - Parameter colors: the colour level (see ``ColorLevel/resolve(_:environment:isTerminal:)``).
  package init(colors: ColorLevel) {
    self.colors = colors
  }

  /// The bytes that draw a frame from scratch: reset, clear, every row.
  ///
  /// - Parameter frame: the frame.
  /// - Returns: ANSI text (CSI cursor positioning and SGR).
  /// - Complexity: O(columns × rows).
  package func fullRedraw(_ frame: Frame) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(frame.size.columns * frame.size.rows * 2)
    Self.append("\u{1B}[0m\u{1B}[H\u{1B}[2J", to: &output)
    for row in 0..<frame.size.rows {
      appendRun(of: frame, row: row, columns: 0..<frame.size.columns, to: &output)
    }
    Self.append("\u{1B}[0m", to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// The bytes that turn the screen showing `old` into `new`: only changed spans are written.
  ///
  /// - Parameters:
  ///   - old: the frame on screen, or nil when unknown (then this is a full redraw).
  ///   - new: the frame to show.
  /// - Returns: ANSI text; empty when nothing changed.
  /// - Complexity: O(columns × rows).
  package func update(from old: Frame?, to new: Frame) -> String {
    guard let old, old.size == new.size else { return fullRedraw(new) }
    var output: [UInt8] = []
    let width = new.size.columns
    for row in 0..<new.size.rows {
      let base = row * width
      var first = -1
      var last = -1
      for column in 0..<width where old.cells[base + column] != new.cells[base + column] {
        if first < 0 { first = column }
        last = column
      }
      guard first >= 0 else { continue }
      // Start on the first half of a wide character, end after its second half.
      while first > 0,
        new.cells[base + first].isContinuation || old.cells[base + first].isContinuation
      {
        first -= 1
      }
      while last + 1 < width, new.cells[base + last + 1].isContinuation { last += 1 }
      appendRun(of: new, row: row, columns: first..<last + 1, to: &output)
    }
    guard !output.isEmpty else { return "" }
    Self.append("\u{1B}[0m", to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// The rows of a frame as styled lines with no cursor movement, for printing a rendered block
  /// (a month) to standard output. Each line ends with an SGR reset when it is styled; trailing
  /// blank default-style cells are dropped.
  ///
  /// - Parameter frame: the frame.
  /// - Returns: one string per row, without newlines.
  /// - Complexity: O(columns × rows).
  package func lines(_ frame: Frame) -> [String] {
    var result: [String] = []
    for row in 0..<frame.size.rows {
      let cells = frame.cells(inRow: row)
      var end = cells.endIndex
      while end > cells.startIndex, cells[end - 1] == .blank { end -= 1 }
      var line = ""
      var current = CellStyle.plain
      for cell in cells[cells.startIndex..<end] where !cell.isContinuation {
        if cell.style != current {
          line += cell.style.sgr(for: colors)
          current = cell.style
        }
        line.append(cell.character)
      }
      if current != .plain { line += "\u{1B}[0m" }
      result.append(line)
    }
    return result
  }

  /// Appends cursor positioning and the cells of `columns` in `row`, as UTF-8 bytes (a frame
  /// writes a style change every few cells: bytes cost a fraction of string appends).
  private func appendRun(
    of frame: Frame, row: Int, columns: Range<Int>, to output: inout [UInt8]
  ) {
    // ESC [ row ; column H
    output.append(0x1B)
    output.append(0x5B)
    ByteText.appendDecimal(row + 1, width: 0, to: &output)
    output.append(0x3B)
    ByteText.appendDecimal(columns.lowerBound + 1, width: 0, to: &output)
    output.append(0x48)
    var current: CellStyle?
    let base = row * frame.size.columns
    for column in columns {
      let cell = frame.cells[base + column]
      if cell.isContinuation { continue }
      if cell.style != current {
        cell.style.appendSGR(for: colors, to: &output)
        current = cell.style
      }
      output.append(contentsOf: cell.character.utf8)
    }
  }

  /// Appends the bytes of a fixed sequence.
  private static func append(_ text: StaticString, to output: inout [UInt8]) {
    output.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }
}
