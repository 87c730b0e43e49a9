/// Modifier keys held with a key or mouse event.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
  /// The raw bits: 1 shift, 2 alt, 4 control, 8 meta (the xterm encoding minus one).
  public var rawValue: UInt8

  /// Creates modifiers from raw bits.
  ///
  /// - Parameter rawValue: 1 shift, 2 alt, 4 control, 8 meta.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt (Option), also Escape pressed just before a key.
  public static let alt = KeyModifiers(rawValue: 2)
  /// Control.
  public static let control = KeyModifiers(rawValue: 4)
  /// Meta (Super).
  public static let meta = KeyModifiers(rawValue: 8)

  /// Modifiers from the xterm parameter `1 + bits` (`ESC[1;5C` carries 5: control).
  ///
  /// - Parameter parameter: the CSI modifier parameter; values below 2 mean none.
  /// - Returns: the modifiers it encodes.
  static func xterm(_ parameter: Int) -> KeyModifiers {
    parameter < 2 ? [] : KeyModifiers(rawValue: UInt8(truncatingIfNeeded: (parameter - 1) & 0x0F))
  }
}
