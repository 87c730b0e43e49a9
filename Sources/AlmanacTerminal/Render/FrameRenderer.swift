import AlmanacPrimitives

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// - Returns: ANSI text as UTF-8 (CSI cursor positioning and SGR).
  /// - Complexity: O(columns × rows).
  package func fullRedraw(_ frame: Frame) -> [UInt8] {
    var output: [UInt8] = []
    appendFullRedraw(frame, to: &output)
    return output
  }

  /// The bytes that turn the screen showing `old` into `new`: only changed spans are written.
  ///
  /// - Parameters:
  ///   - old: the frame on screen, or nil when unknown (then this is a full redraw).
  ///   - new: the frame to show.
  /// - Returns: ANSI text as UTF-8; empty when nothing changed.
  /// - Complexity: O(columns × rows).
  package func update(from old: Frame?, to new: Frame) -> [UInt8] {
    var output: [UInt8] = []
    update(from: old, to: new, into: &output)
    return output
  }

  /// Appends the bytes of ``update(from:to:)`` to `output`, so that a session reuses one buffer
  /// for every frame and writes it as it is.
  ///
  /// - Parameters:
  ///   - old: the frame on screen, or nil when unknown (then this is a full redraw).
  ///   - new: the frame to show.
  ///   - output: the buffer; nothing is appended when nothing changed.
  /// - Complexity: O(columns × rows).
  package func update(from old: Frame?, to new: Frame, into output: inout [UInt8]) {
    guard let old, old.size == new.size else { return appendFullRedraw(new, to: &output) }
    let start = output.count
    let width = new.size.columns
    old.cells.withUnsafeBufferPointer { oldCells in
      new.cells.withUnsafeBufferPointer { newCells in
        guard let oldStart = oldCells.baseAddress, let newStart = newCells.baseAddress else {
          return
        }
        let rowBytes = width * MemoryLayout<Cell>.stride
        for row in 0..<new.size.rows {
          let base = row * width
          // A cell is plain memory: equal bytes are equal cells (a row that differs in
          // its bytes is compared cell by cell).
          if memcmp(oldStart + base, newStart + base, rowBytes) == 0 { continue }
          var first = -1
          var last = -1
          for column in 0..<width where oldCells[base + column] != newCells[base + column] {
            if first < 0 { first = column }
            last = column
          }
          guard first >= 0 else { continue }
          // Start on the first half of a wide character, end after its second half.
          while first > 0,
            newCells[base + first].isContinuation || oldCells[base + first].isContinuation
          {
            first -= 1
          }
          while last + 1 < width, newCells[base + last + 1].isContinuation { last += 1 }
          appendRun(of: newCells, row: row, columns: first..<last + 1, width: width, to: &output)
        }
      }
    }
    guard output.count > start else { return }
    Self.append("\u{1B}[0m", to: &output)
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

  /// Appends reset, clear and every row of a frame.
  private func appendFullRedraw(_ frame: Frame, to output: inout [UInt8]) {
    output.reserveCapacity(output.count + frame.size.columns * frame.size.rows * 2)
    Self.append("\u{1B}[0m\u{1B}[H\u{1B}[2J", to: &output)
    frame.cells.withUnsafeBufferPointer { cells in
      for row in 0..<frame.size.rows {
        appendRun(
          of: cells, row: row, columns: 0..<frame.size.columns, width: frame.size.columns,
          to: &output)
      }
    }
    Self.append("\u{1B}[0m", to: &output)
  }

  /// Appends cursor positioning and the cells of `columns` in `row`, as UTF-8 bytes (a frame
  /// writes a style change every few cells: bytes cost a fraction of string appends).
  private func appendRun(
    of cells: UnsafeBufferPointer<Cell>, row: Int, columns: Range<Int>, width: Int,
    to output: inout [UInt8]
  ) {
    // ESC [ row ; column H
    output.append(0x1B)
    output.append(0x5B)
    ByteText.appendDecimal(row + 1, width: 0, to: &output)
    output.append(0x3B)
    ByteText.appendDecimal(columns.lowerBound + 1, width: 0, to: &output)
    output.append(0x48)
    var previous: Cell?
    let base = row * width
    for column in columns {
      let cell = cells[base + column]
      if cell.isContinuation { continue }
      if previous.map({ !cell.hasStyle(of: $0) }) ?? true {
        cell.style.appendSGR(for: colors, to: &output)
      }
      previous = cell
      cell.appendUTF8(to: &output)
    }
  }

  /// Appends the bytes of a fixed sequence.
  private static func append(_ text: StaticString, to output: inout [UInt8]) {
    output.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }
}
