import AlmanacPrimitives

/// A UTC-OFFSET value (RFC 5545 §3.3.14): `+0100`, `-0500`, `+053000`.
public struct UTCOffset: Hashable, Sendable, CustomStringConvertible {
  /// Seconds east of UTC.
  public var seconds: Int

  /// Creates an offset.
  ///
  /// - Parameter seconds: Seconds east of UTC.
  public init(seconds: Int) {
    self.seconds = seconds
  }

  /// Parses `±HHMM` or `±HHMMSS`.
  ///
  /// - Parameter text: The value.
  /// - Throws: ``ICSError/invalidValue(_:_:)``.
  public init(parsing text: String) throws(ICSError) {
    let b = Array(text.utf8.filter { $0 != 0x20 })
    guard b.count == 5 || b.count == 7, b[0] == 0x2B || b[0] == 0x2D,
      b.dropFirst().allSatisfy({ $0 &- 0x30 < 10 })
    else {
      throw .invalidValue(
        ICSLocation(file: "", line: 1, column: 1),
        "expected a UTC offset ±HHMM[SS], got \"\(text)\"")
    }
    func two(_ i: Int) -> Int { Int(b[i] - 0x30) * 10 + Int(b[i + 1] - 0x30) }
    let magnitude = two(1) * 3600 + two(3) * 60 + (b.count == 7 ? two(5) : 0)
    guard magnitude < 86_400 else {
      throw .invalidValue(
        ICSLocation(file: "", line: 1, column: 1), "UTC offset \"\(text)\" is a day or more")
    }
    seconds = b[0] == 0x2D ? -magnitude : magnitude
  }

  /// `+0100`, `-0500`, `+053015`.
  public var description: String {
    OffsetText.basic(seconds)
  }
}
