import AlmanacICS

/// The bytes of a parsed file, addressed by physical line, so that an edit replaces only the
/// components and properties it changes and every other byte stays as it was.
struct ItemText {
  let bytes: [UInt8]
  /// Byte offset of each physical line (index 0 is line 1), plus the end of the file.
  let lineStarts: [Int]
  /// The line end the file uses (CRLF unless its first line ends in a bare LF).
  let newline: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var crlf = true
    var sawFirst = false
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      if !sawFirst {
        crlf = index > 0 && bytes[index - 1] == 0x0D
        sawFirst = true
      }
      starts.append(index + 1)
    }
    if starts.last != bytes.count { starts.append(bytes.count) }
    lineStarts = starts
    newline = crlf ? [0x0D, 0x0A] : [0x0A]
  }

  var lineCount: Int { lineStarts.count - 1 }

  func start(ofLine line: Int) -> Int { lineStarts[min(max(line - 1, 0), lineCount)] }

  func isContinuation(_ line: Int) -> Bool {
    let offset = start(ofLine: line)
    guard line <= lineCount, offset < bytes.count else { return false }
    return bytes[offset] == 0x20 || bytes[offset] == 0x09
  }

  /// The bytes of the logical line that begins at `line`, continuation lines and line end
  /// included.
  func logicalLine(_ line: Int) -> ArraySlice<UInt8> {
    var last = line + 1
    while last <= lineCount, isContinuation(last) { last += 1 }
    return bytes[start(ofLine: line)..<start(ofLine: last)]
  }

  /// Whether the logical line at `line` starts with `prefix` (ASCII, case-insensitive).
  func line(_ line: Int, hasPrefix prefix: String) -> Bool {
    var offset = start(ofLine: line)
    for byte in prefix.utf8 {
      guard offset < bytes.count else { return false }
      var value = bytes[offset]
      if value >= 0x61, value <= 0x7A { value -= 0x20 }
      if value != byte { return false }
      offset += 1
    }
    return true
  }

  /// The byte range of the component whose `BEGIN:` is at `line`, through its `END:` line.
  func range(ofComponentAt line: Int) -> Range<Int> {
    var depth = 0
    var current = line
    while current <= lineCount {
      if !isContinuation(current) {
        if self.line(current, hasPrefix: "BEGIN:") {
          depth += 1
        } else if self.line(current, hasPrefix: "END:") {
          depth -= 1
          if depth == 0 { return start(ofLine: line)..<start(ofLine: current + 1) }
        }
      }
      current += 1
    }
    return start(ofLine: line)..<bytes.count
  }

  /// The offset where new components go: the start of the last `END:VCALENDAR` line.
  var insertionPoint: Int? {
    var current = lineCount
    while current >= 1 {
      if !isContinuation(current), line(current, hasPrefix: "END:VCALENDAR") {
        return start(ofLine: current)
      }
      current -= 1
    }
    return nil
  }

  /// Writes `component`, copying the original bytes of every property (and sub-component)
  /// that is unchanged from `original`, and writing only changed or new ones afresh.
  func render(_ component: ICSComponent, original: ICSComponent?, into out: inout [UInt8]) {
    if let original, component == original, original.line > 0 {
      out.append(contentsOf: bytes[range(ofComponentAt: original.line)])
      return
    }
    let writer = ICSWriter()
    out.append(contentsOf: "BEGIN:\(component.name)".utf8)
    out.append(contentsOf: newline)
    var old: [Int: ICSProperty] = [:]
    for property in original?.properties ?? [] where property.line > 0 {
      old[property.line] = property
    }
    for property in component.properties {
      if property.line > 0, old[property.line] == property {
        out.append(contentsOf: logicalLine(property.line))
      } else {
        append(writer.bytes(property: property), into: &out)
      }
    }
    let oldChildren = original?.components ?? []
    for child in component.components {
      let match = oldChildren.first { $0.line == child.line && child.line > 0 }
      render(child, original: match, into: &out)
    }
    out.append(contentsOf: "END:\(component.name)".utf8)
    out.append(contentsOf: newline)
  }

  /// Appends folded CRLF text, converting the line ends to the file's.
  func append(_ folded: [UInt8], into out: inout [UInt8]) {
    if newline.count == 2 {
      out.append(contentsOf: folded)
      return
    }
    for byte in folded where byte != 0x0D { out.append(byte) }
  }
}

extension ICSWriter {
  /// One property, folded, with CRLF.
  func bytes(property: ICSProperty) -> [UInt8] {
    var line: [UInt8] = []
    content(property, into: &line)
    var out: [UInt8] = []
    fold(line, into: &out)
    return out
  }
}
