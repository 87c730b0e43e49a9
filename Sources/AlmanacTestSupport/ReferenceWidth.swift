/// Terminal column widths by a rule of the tests' own, kept apart from the products' width
/// tables so that a test does not check the code with itself: East Asian wide ranges count 2,
/// nonspacing marks 0, everything else 1.
package enum ReferenceWidth {
  /// The columns `text` takes.
  ///
  /// - Parameter text: Text without escape sequences.
  /// - Returns: Its width in columns.
  /// - Complexity: O(n) in the number of scalars.
  package static func columns(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { width, scalar in
      switch scalar.value {
      case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60:
        width + 2
      default:
        scalar.properties.generalCategory == .nonspacingMark ? width : width + 1
      }
    }
  }
}
