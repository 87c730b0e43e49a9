import AlmanacPrimitives

extension Day: LosslessStringConvertible {
  /// Parses a day in the form `YYYY-MM-DD` (proleptic Gregorian).
  ///
  /// - Parameter description: Text such as `2026-03-05`.
  public init?(_ description: String) {
    guard let day = try? Day(parsing: description) else { return nil }
    self = day
  }

  /// Parses a day in the form `YYYY-MM-DD` (proleptic Gregorian), explaining failures.
  ///
  /// - Parameter text: Text such as `2026-03-05`.
  /// - Throws: ``DayError`` saying what is wrong with the text.
  public init(parsing text: String) throws(DayError) {
    let utf8 = Array(text.utf8)
    guard utf8.count == 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-") else {
      throw .invalidText(text)
    }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in utf8[range] {
        guard byte >= 48, byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      throw .invalidText(text)
    }
    try self.init(year: year, month: month, day: day)
  }

  /// The day as `YYYY-MM-DD` (proleptic Gregorian).
  public var description: String {
    let (y, m, d) = gregorian
    return "\(y.zeroPadded(to: 4))-\(m.zeroPadded(to: 2))-\(d.zeroPadded(to: 2))"
  }
}

extension Day: Codable {
  /// Decodes a day from a `"YYYY-MM-DD"` string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(parsing: text)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: error.description)
    }
  }

  /// Encodes the day as a `"YYYY-MM-DD"` string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
