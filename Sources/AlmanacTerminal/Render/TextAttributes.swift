/// Text attributes of a cell.
public struct TextAttributes: OptionSet, Sendable, Hashable, Codable {
  /// The raw bits.
  public var rawValue: UInt8

  /// Creates attributes from raw bits.
  ///
  /// - Parameter rawValue: the bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold (SGR 1).
  public static let bold = TextAttributes(rawValue: 1)
  /// Dim, faint (SGR 2).
  public static let dim = TextAttributes(rawValue: 2)
  /// Italic (SGR 3).
  public static let italic = TextAttributes(rawValue: 4)
  /// Underline (SGR 4).
  public static let underline = TextAttributes(rawValue: 8)
  /// Inverse video (SGR 7): the way to highlight that works without colours.
  public static let inverse = TextAttributes(rawValue: 16)
}
