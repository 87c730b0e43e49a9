import AlmanacPrimitives

/// One character cell of a ``Frame``.
///
/// A cell is stored as three integers (the character's number, the attribute bits, the two
/// colours), with no reference: a frame of cells is filled, copied, compared and freed as plain
/// memory, and two cells compare in three integer comparisons.
public struct Cell: Sendable, Hashable {
  /// The character: a single Unicode scalar is its value; a cluster of several scalars (a flag,
  /// an emoji sequence, a letter with combining marks) is ``clusterFlag`` plus its index in
  /// ``CellClusters``.
  var code: UInt32
  /// The attributes (bits 0–7) and whether this is a continuation (bit 8).
  var flags: UInt32
  /// The foreground (bits 0–31) and the background (bits 32–63), as ``TerminalColor/packed``.
  var colors: UInt64

  /// The character drawn; a space in a blank cell. A wide character sits in its first cell.
  public var character: Character {
    get {
      if code & Self.clusterFlag != 0 { return CellClusters.character(code & ~Self.clusterFlag) }
      return Character(Unicode.Scalar(code) ?? " ")
    }
    set { code = Self.code(of: newValue) }
  }

  /// How it is drawn.
  public var style: CellStyle {
    get {
      CellStyle(
        foreground: TerminalColor(packed: UInt32(truncatingIfNeeded: colors)),
        background: TerminalColor(packed: UInt32(truncatingIfNeeded: colors >> 32)),
        attributes: TextAttributes(rawValue: UInt8(truncatingIfNeeded: flags)))
    }
    set {
      colors = UInt64(newValue.foreground.packed) | UInt64(newValue.background.packed) << 32
      flags = flags & ~0xFF | UInt32(newValue.attributes.rawValue)
    }
  }

  /// Whether this is the second cell of a wide character (drawn by the cell to its left).
  public var isContinuation: Bool {
    get { flags & Self.continuationFlag != 0 }
    set { flags = newValue ? flags | Self.continuationFlag : flags & ~Self.continuationFlag }
  }

  /// Creates a cell.
  ///
  /// - Parameters:
  ///   - character: the character (a space for a blank cell).
  ///   - style: the style.
  ///   - isContinuation: whether the cell is the right half of a wide character.
  public init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false)
  {
    self.init(scalar: " ", style: style, isContinuation: isContinuation)
    code = Self.code(of: character)
  }

  /// Creates a cell holding one Unicode scalar, with no `Character` made on the way.
  ///
  /// - Parameters:
  ///   - scalar: the scalar (a printable ASCII byte, for instance).
  ///   - style: the style.
  ///   - isContinuation: whether the cell is the right half of a wide character.
  package init(scalar: Unicode.Scalar, style: CellStyle, isContinuation: Bool = false) {
    code = scalar.value
    flags = 0
    colors = 0
    self.style = style
    self.isContinuation = isContinuation
  }

  /// A blank cell in the default style.
  public static let blank = Cell()

  /// The bit of ``code`` that marks a cluster index (scalar values stop at 0x10FFFF).
  static let clusterFlag: UInt32 = 0x8000_0000
  /// The bit of ``flags`` set in a continuation cell.
  private static let continuationFlag: UInt32 = 0x100

  /// Whether two cells are drawn in the same style (their characters aside).
  ///
  /// - Parameter other: another cell.
  /// - Returns: `true` when the colours and attributes are the same.
  package func hasStyle(of other: Cell) -> Bool {
    colors == other.colors && (flags ^ other.flags) & 0xFF == 0
  }

  /// Appends the UTF-8 bytes of the character.
  ///
  /// - Parameter output: the buffer.
  package func appendUTF8(to output: inout [UInt8]) {
    if code < 0x80 {
      output.append(UInt8(truncatingIfNeeded: code))
    } else if code & Self.clusterFlag != 0 {
      output.append(contentsOf: CellClusters.character(code & ~Self.clusterFlag).utf8)
    } else if let scalar = Unicode.Scalar(code), let encoded = UTF8.encode(scalar) {
      output.append(contentsOf: encoded)
    }
  }

  private static func code(of character: Character) -> UInt32 {
    let scalars = character.unicodeScalars
    if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return first.value
    }
    return clusterFlag | CellClusters.index(of: character)
  }
}

/// The characters of several scalars that cells have held, each kept once for the life of the
/// process, so that a ``Cell`` refers to one by number and stays plain memory. There are as many
/// as distinct clusters drawn (flags, emoji sequences, combining sequences in event titles), a
/// handful in practice. Clusters are told apart by their exact UTF-8 bytes, so a cell draws the
/// bytes it was given, never a canonically equivalent spelling.
enum CellClusters {
  private struct Table {
    var characters: [Character] = []
    var indices: [[UInt8]: UInt32] = [:]
  }

  private static let table = LockedValue(Table())

  /// The index of a cluster, added on first use.
  static func index(of character: Character) -> UInt32 {
    let bytes = Array(character.utf8)
    return table.withLock { table in
      if let index = table.indices[bytes] { return index }
      let index = UInt32(table.characters.count)
      table.characters.append(character)
      table.indices[bytes] = index
      return index
    }
  }

  /// The cluster at an index from ``index(of:)``.
  static func character(_ index: UInt32) -> Character {
    table.withLock { $0.characters[Int(index)] }
  }
}
