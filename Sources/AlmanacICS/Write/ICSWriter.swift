/// Writes components as iCalendar text: CRLF line ends, lines folded at 75 octets without
/// splitting a UTF-8 character or an escape sequence, names as they were written.
///
/// Writing a parsed document gives back the same content: same properties, parameters, values
/// and order.
public struct ICSWriter: Sendable {
  /// The longest physical line in octets, CRLF not counted (RFC 5545 says 75).
  public var lineLimit: Int

  /// Creates a writer.
  ///
  /// - Parameter lineLimit: The longest physical line in octets (at least 8; default 75).
  public init(lineLimit: Int = 75) {
    precondition(lineLimit >= 8, "ICSWriter line limit must be at least 8 octets")
    self.lineLimit = lineLimit
  }

  /// Writes a document.
  ///
  /// - Parameter document: The document.
  /// - Returns: The text.
  /// - Complexity: O(*n*) in the size of the output.
  public func string(_ document: ICSDocument) -> String {
    String(decoding: bytes(document.components), as: UTF8.self)
  }

  /// Writes components.
  ///
  /// - Parameter components: The components, written one after another.
  /// - Returns: The text.
  /// - Complexity: O(*n*) in the size of the output.
  public func string(_ components: [ICSComponent]) -> String {
    String(decoding: bytes(components), as: UTF8.self)
  }

  /// Writes components as UTF-8 bytes.
  ///
  /// - Parameter components: The components.
  /// - Returns: The bytes.
  /// - Complexity: O(*n*) in the size of the output.
  public func bytes(_ components: [ICSComponent]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(1 << 16)
    for component in components { write(component, into: &out) }
    return out
  }

  /// Appends one component to a byte buffer.
  ///
  /// - Parameters:
  ///   - component: The component.
  ///   - out: The buffer.
  /// - Complexity: O(*n*) in the size of the output.
  public func write(_ component: ICSComponent, into out: inout [UInt8]) {
    let name = component.spelling ?? component.name
    out.append(contentsOf: "BEGIN:".utf8)
    out.append(contentsOf: name.utf8)
    out.append(0x0D)
    out.append(0x0A)
    var line: [UInt8] = []
    for property in component.properties {
      line.removeAll(keepingCapacity: true)
      content(property, into: &line)
      fold(line, into: &out)
    }
    for child in component.components { write(child, into: &out) }
    out.append(contentsOf: "END:".utf8)
    out.append(contentsOf: name.utf8)
    out.append(0x0D)
    out.append(0x0A)
  }

  /// The unfolded content line of a property, without line end.
  ///
  /// - Parameter property: The property.
  /// - Returns: `NAME;PARAM=value:value`.
  public func contentLine(_ property: ICSProperty) -> String {
    var line: [UInt8] = []
    content(property, into: &line)
    return String(decoding: line, as: UTF8.self)
  }

  package func content(_ property: ICSProperty, into line: inout [UInt8]) {
    line.append(contentsOf: (property.spelling ?? property.name).utf8)
    for parameter in property.parameters {
      line.append(0x3B)
      line.append(contentsOf: (parameter.spelling ?? parameter.name).utf8)
      line.append(0x3D)
      for (index, value) in parameter.values.enumerated() {
        if index > 0 { line.append(0x2C) }
        let quote =
          parameter.isQuoted(index)
          || value.utf8.contains { $0 == 0x3A || $0 == 0x3B || $0 == 0x2C }
        if quote { line.append(0x22) }
        // RFC 6868: newline, double quote and caret are written `^n`, `^'` and `^^`.
        ICSParameter.appendEncoded(value, into: &line)
        if quote { line.append(0x22) }
      }
    }
    line.append(0x3A)
    line.append(contentsOf: property.rawValue.utf8)
  }

  /// Appends `line` folded into physical lines of at most ``lineLimit`` octets, each ended by
  /// CRLF; breaks never fall inside a UTF-8 character or between a backslash and what it escapes.
  package func fold(_ line: [UInt8], into out: inout [UInt8]) {
    let count = line.count
    if count <= lineLimit {
      out.append(contentsOf: line)
      out.append(0x0D)
      out.append(0x0A)
      return
    }
    var start = 0
    var limit = lineLimit
    while start < count {
      var cut = min(start + limit, count)
      if cut < count {
        // Back up out of a UTF-8 continuation byte.
        while cut > start + 1, line[cut] & 0xC0 == 0x80 { cut -= 1 }
        // Do not leave a lone escaping backslash at the end of a line.
        var backslashes = 0
        var k = cut - 1
        while k >= start, line[k] == 0x5C {
          backslashes += 1
          k -= 1
        }
        if backslashes % 2 == 1, cut > start + 1 { cut -= 1 }
      }
      if start > 0 { out.append(0x20) }
      out.append(contentsOf: line[start..<cut])
      out.append(0x0D)
      out.append(0x0A)
      start = cut
      limit = lineLimit - 1
    }
  }
}
