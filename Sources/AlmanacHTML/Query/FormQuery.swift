/// `application/x-www-form-urlencoded` text (a URL query or a form body) as name-value pairs.
public enum FormQuery {
  /// The longest query accepted, in bytes.
  public static let maximumLength = 200_000
  /// The most fields accepted.
  public static let maximumFieldCount = 20_000

  /// Splits and decodes a query: `&`-separated `name=value` pairs, `+` as space,
  /// `%XX` escapes as UTF-8 bytes; a leading `?` is skipped.
  ///
  /// - Parameter query: The query text.
  /// - Returns: The pairs in order (a pair without `=` has an empty value).
  /// - Throws: ``HTMLQueryError`` for a query over the limits, a bad `%` escape or bytes that
  ///   are not UTF-8.
  /// - Complexity: O(n) in the query's length.
  public static func items(_ query: String) throws(HTMLQueryError) -> [(
    name: String, value: String
  )] {
    var text = Substring(query)
    if text.first == "?" { text = text.dropFirst() }
    guard text.utf8.count <= maximumLength else {
      throw HTMLQueryError(
        field: "query", value: "\(text.utf8.count) bytes",
        reason: "longer than \(maximumLength) bytes")
    }
    var items: [(name: String, value: String)] = []
    for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
      guard items.count < maximumFieldCount else {
        throw HTMLQueryError(
          field: "query", value: "\(items.count)+ fields",
          reason: "more than \(maximumFieldCount) fields")
      }
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = try decode(parts[0], field: String(parts[0]))
      let value = parts.count > 1 ? try decode(parts[1], field: name) : ""
      items.append((name, value))
    }
    return items
  }

  /// Encodes pairs as a query (without `?`), escaping all but unreserved characters.
  ///
  /// - Parameter items: The pairs.
  /// - Returns: The query text.
  public static func encode(_ items: [(name: String, value: String)]) -> String {
    items.map { escape($0.name) + "=" + escape($0.value) }.joined(separator: "&")
  }

  /// Percent-escapes a name or value: letters, digits and `-._~` stay, and so do `/`, `,`
  /// and `:`, which ISO 8601 values use and a query allows.
  ///
  /// - Parameter text: The text.
  /// - Returns: The escaped text.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    let hex = Array("0123456789ABCDEF")
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: ","),
        UInt8(ascii: ":"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        result.append("%")
        result.append(hex[Int(byte >> 4)])
        result.append(hex[Int(byte & 0xF)])
      }
    }
    return result
  }

  private static func decode(_ text: Substring, field: String) throws(HTMLQueryError) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "+"):
        bytes.append(UInt8(ascii: " "))
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue),
          let low = iterator.next().flatMap(hexValue)
        else {
          throw HTMLQueryError(
            field: field, value: String(text), reason: "a % must be followed by two hex digits")
        }
        bytes.append(high << 4 | low)
      default:
        bytes.append(byte)
      }
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else {
      throw HTMLQueryError(field: field, value: String(text), reason: "not UTF-8 text")
    }
    return decoded
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
