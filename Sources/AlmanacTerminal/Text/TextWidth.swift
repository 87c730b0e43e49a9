/// Terminal column widths of text, and padding and cropping that respect them.
///
/// A scalar takes 0, 1 or 2 columns: East Asian Wide and Fullwidth characters and emoji shown
/// in emoji presentation take 2; combining marks, format characters and controls take 0;
/// everything else takes 1. Ambiguous-width characters count as 1, the choice of every terminal
/// outside East Asian legacy locales. These agree with glibc's `wcwidth` (see the tests). A
/// character (grapheme cluster) takes the sum of its scalars, except emoji clusters, which take 2.
package enum TextWidth {
  /// How text is placed in a wider column.
  package enum Alignment: Sendable, Hashable {
    /// Text starts at the left edge; padding goes to the right.
    case leading
    /// Text is centred; an odd column of padding goes to the right.
    case center
    /// Text ends at the right edge; padding goes to the left.
    case trailing
  }

  /// The number of columns a Unicode scalar takes on its own.
  ///
  /// - Parameter scalar: the scalar to measure.
  /// - Returns: 0 for controls, combining marks and format characters, 2 for wide ones, else 1.
  /// - Complexity: O(log n) in the size of the wide table.
  package static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    if value < 0xA0 { return 0 }  // DEL and C1 controls
    if value < 0x300 { return 1 }  // Latin-1 and Latin Extended; the soft hyphen is shown
    // Common wide blocks with no marks: CJK ideographs, kana, Hangul syllables.
    if (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)
      || (0x3041...0x3096).contains(value) || (0x30A1...0x30FA).contains(value)
    {
      return 2
    }
    // Hangul medial vowels and final consonants join the initial consonant before them.
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .control:
      return 0
    case .format:
      // Prepended concatenation marks (Arabic number signs and the like) are drawn.
      switch value {
      case 0x600...0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD: return 1
      default: return 0
      }
    default:
      break
    }
    if hasEmojiPresentation(scalar) { return 2 }
    return EastAsianWidth.isWide(value) ? 2 : 1
  }

  /// Whether a scalar is always a character (grapheme cluster) of its own, whatever stands
  /// next to it: Unicode's segmentation joins no mark, joiner, selector, regional indicator or
  /// conjoining letter to it, and it to nothing. Listed are the blocks the picker's lines use
  /// (Latin-1 and Latin Extended, spaces, dashes, quotes and other punctuation, currency signs,
  /// letterlike symbols, arrows, mathematical and technical symbols, box drawing, shapes,
  /// dingbats); the tests check every one. CR LF is one cluster, but both are controls and take
  /// no column either way.
  ///
  /// - Parameter scalar: the scalar.
  /// - Returns: `true` when text of such scalars can be laid out scalar by scalar, each
  ///   ``columns(of:)-(Unicode.Scalar)`` wide.
  package static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x300 || (0x2000...0x200A).contains(value)
      || (0x2010...0x2027).contains(value) || (0x2030...0x205E).contains(value)
      || (0x2070...0x20CF).contains(value) || (0x2100...0x2BFF).contains(value)
  }

  /// Whether a scalar defaults to emoji presentation, skipping the property lookup in the
  /// ranges where no such scalar exists (all of them lie in U+231A…U+2B55, four CJK symbols
  /// and U+1F000 and up).
  static func hasEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x231A { return false }
    if value < 0x2C00 || value >= 0x1F000 || value == 0x3030 || value == 0x303D
      || value == 0x3297 || value == 0x3299
    {
      return scalar.properties.isEmojiPresentation
    }
    return false
  }

  /// The number of columns a character (grapheme cluster) takes.
  ///
  /// An emoji cluster (one with an emoji-presentation scalar, as in flags, skin tones and ZWJ
  /// sequences, or an emoji followed by the presentation selector U+FE0F) takes 2. Any other
  /// cluster takes the sum of its scalars, as terminals advance the cursor: a base letter and
  /// its spacing marks (Devanagari vowel signs) one column each, combining marks none.
  ///
  /// - Parameter character: the character to measure.
  /// - Returns: the number of columns, usually 0, 1 or 2.
  /// - Complexity: O(k) in the number of scalars of the character.
  package static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x7F, character.utf8.count == 1 { return first.value < 0x20 ? 0 : 1 }
    var width = 0
    for scalar in scalars {
      if hasEmojiPresentation(scalar) { return 2 }
      if scalar.value == 0xFE0F, first.properties.isEmoji { return 2 }
      width += columns(of: scalar)
    }
    return width
  }

  /// The number of columns a string takes in a terminal.
  ///
  /// - Parameter text: the text to measure; line breaks count as controls (0 columns).
  /// - Returns: the sum of the widths of its characters.
  /// - Complexity: O(n) in the length of the text.
  package static func columns(of text: some StringProtocol) -> Int {
    var isASCII = true
    var printable = 0
    for byte in text.utf8 {
      if byte >= 0x80 {
        isASCII = false
        break
      }
      if byte >= 0x20, byte != 0x7F { printable += 1 }
    }
    if isASCII { return printable }
    // Outside emoji clusters a character is as wide as the sum of its scalars, so sum scalars
    // (fast) and fall back to characters only when an emoji cluster shows up.
    var total = 0
    for scalar in text.unicodeScalars {
      if scalar.value == 0xFE0F || hasEmojiPresentation(scalar) {
        total = 0
        for character in text { total += columns(of: character) }
        return total
      }
      total += columns(of: scalar)
    }
    return total
  }

  /// The longest prefix of a string that fits in a number of columns.
  ///
  /// - Parameters:
  ///   - text: the text to crop.
  ///   - width: the number of columns available; negative counts as 0.
  ///   - ellipsis: appended when the text was cut (it must fit too), for example `"…"`.
  /// - Returns: the text itself when it fits, else whole characters up to `width` columns.
  ///   A wide character that would straddle the limit is dropped, so the result may be one
  ///   column narrower than `width`.
  /// - Complexity: O(n) in the length of the text.
  package static func cropped(_ text: String, to width: Int, ellipsis: String = "") -> String {
    let limit = max(0, width)
    if columns(of: text) <= limit { return text }
    let ellipsisWidth = columns(of: ellipsis)
    let room = ellipsisWidth <= limit ? limit - ellipsisWidth : limit
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = columns(of: character)
      if used + characterWidth > room { break }
      result.append(character)
      used += characterWidth
    }
    if ellipsisWidth <= limit { result += ellipsis }
    return result
  }

  /// A string cropped or padded with spaces to exactly a number of columns.
  ///
  /// - Parameters:
  ///   - text: the text to place.
  ///   - width: the number of columns of the result; negative counts as 0.
  ///   - alignment: where the text goes when it is narrower than `width`.
  /// - Returns: text of exactly `width` columns (a wide character cut at the edge becomes a
  ///   space).
  /// - Complexity: O(n + width).
  package static func padded(
    _ text: String, to width: Int, alignment: Alignment = .leading
  ) -> String {
    let limit = max(0, width)
    let fitted = cropped(text, to: limit)
    let gap = limit - columns(of: fitted)
    if gap == 0 { return fitted }
    switch alignment {
    case .leading:
      return fitted + String(repeating: " ", count: gap)
    case .trailing:
      return String(repeating: " ", count: gap) + fitted
    case .center:
      let left = gap / 2
      return String(repeating: " ", count: left) + fitted
        + String(repeating: " ", count: gap - left)
    }
  }
}

/// The number of terminal columns a string takes (see ``TextWidth``).
///
/// - Parameter text: the text to measure.
/// - Returns: the number of columns; East Asian wide characters and emoji count 2, combining
///   marks 0.
/// - Complexity: O(n) in the length of the text.
package func displayWidth(_ text: String) -> Int {
  TextWidth.columns(of: text)
}
