import AlmanacTerminal

/// A minimal terminal emulator for tests: it understands exactly what a renderer may emit
/// (CUP `ESC[r;cH`, `ESC[H`, ED `ESC[2J`, SGR `ESC[…m`) and printable characters, and records
/// for each cell the character and the SGR parameters in force when it was printed.
struct VirtualScreen {
  struct Slot: Equatable {
    var character: Character = " "
    var sgr = "0"
  }

  let columns: Int
  let rows: Int
  var slots: [[Slot]]
  private var row = 0
  private var column = 0
  private var sgr = "0"

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    slots = Array(repeating: Array(repeating: Slot(), count: columns), count: rows)
  }

  /// Applies renderer output; returns false on anything it does not understand.
  mutating func apply(_ text: String) -> Bool {
    var iterator = Array(text).makeIterator()
    while let character = iterator.next() {
      if character == "\u{1B}" {
        guard iterator.next() == "[" else { return false }
        var parameters = ""
        var final: Character?
        while let next = iterator.next() {
          if next.isLetter {
            final = next
            break
          }
          parameters.append(next)
        }
        switch final {
        case "H":
          let parts = parameters.split(separator: ";").compactMap { Int($0) }
          row = (parts.first ?? 1) - 1
          column = (parts.count > 1 ? parts[1] : 1) - 1
        case "J":
          guard parameters == "2" else { return false }
          slots = Array(repeating: Array(repeating: Slot(), count: columns), count: rows)
        case "m":
          sgr = parameters.isEmpty ? "0" : parameters
        default:
          return false
        }
        continue
      }
      guard row < rows, column < columns else { return false }
      slots[row][column] = Slot(character: character, sgr: sgr)
      let width = displayWidth(String(character))
      for extra in 1..<max(1, width) where column + extra < columns {
        slots[row][column + extra] = Slot(character: " ", sgr: sgr)
      }
      column += max(1, width)
    }
    return true
  }

  /// What a frame should look like on this screen.
  static func expected(_ frame: Frame, colors: ColorLevel) -> [[Slot]] {
    (0..<frame.size.rows).map { row in
      frame.cells(inRow: row).map { cell in
        let code = cell.style.sgr(for: colors)
        return Slot(character: cell.character, sgr: String(code.dropFirst(2).dropLast()))
      }
    }
  }
}
