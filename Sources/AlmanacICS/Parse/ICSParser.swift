import Foundation

/// Reads iCalendar text (RFC 5545) into a tree of ``ICSComponent``s.
///
/// The parser unfolds lines (CRLF or LF, space or tab continuation), skips a UTF-8 byte-order
/// mark, rejoins multi-byte characters that a bad producer split across a fold, and keeps every
/// property, parameter and component (unknown and `X-` ones too) in source order, so that
/// ``ICSWriter`` gives the same content back.
///
/// By default a broken line is reported in ``ICSDocument/diagnostics`` and skipped; the rest of
/// the file is read. With ``Options/isStrict`` the first problem is thrown instead.
public struct ICSParser: Sendable {
  /// Limits and strictness.
  public struct Options: Hashable, Sendable {
    /// Throw on the first problem instead of skipping it.
    public var isStrict: Bool
    /// The longest unfolded content line accepted, in bytes.
    public var maxLineLength: Int
    /// The deepest nesting of components accepted (`VCALENDAR` › `VEVENT` › `VALARM` is 3).
    public var maxDepth: Int
    /// The most components accepted in one input.
    public var maxComponents: Int
    /// The most diagnostics recorded; later problems are still skipped but not recorded.
    public var maxDiagnostics: Int

    /// Creates options.
    ///
    /// - Parameters:
    ///   - isStrict: Throw on the first problem (default `false`).
    ///   - maxLineLength: Longest unfolded line in bytes (default 1 MiB).
    ///   - maxDepth: Deepest component nesting (default 32).
    ///   - maxComponents: Most components (default 5,000,000).
    ///   - maxDiagnostics: Most diagnostics kept (default 1,000).
    public init(
      isStrict: Bool = false, maxLineLength: Int = 1 << 20, maxDepth: Int = 32,
      maxComponents: Int = 5_000_000, maxDiagnostics: Int = 1_000
    ) {
      self.isStrict = isStrict
      self.maxLineLength = maxLineLength
      self.maxDepth = maxDepth
      self.maxComponents = maxComponents
      self.maxDiagnostics = maxDiagnostics
    }

    /// Default options: lenient, generous limits.
    public static let lenient = Options()
    /// Strict options: the first problem throws.
    public static let strict = Options(isStrict: true)
  }

  /// The options in force.
  public var options: Options

  /// Creates a parser.
  ///
  /// - Parameter options: Limits and strictness.
  public init(options: Options = .lenient) {
    self.options = options
  }

  /// Parses iCalendar text.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - file: A file name for error locations.
  /// - Returns: The components and the problems skipped.
  /// - Throws: ``ICSError`` in strict mode, or when a limit is exceeded.
  /// - Complexity: O(*n*) in the size of the input.
  public func parse(_ text: String, file: String = "") throws(ICSError) -> ICSDocument {
    try parse(Array(text.utf8), file: file)
  }

  /// Parses iCalendar bytes (UTF-8; invalid sequences become U+FFFD).
  ///
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - file: A file name for error locations.
  /// - Returns: The components and the problems skipped.
  /// - Throws: ``ICSError`` in strict mode, or when a limit is exceeded.
  /// - Complexity: O(*n*) in the size of the input.
  public func parse(_ bytes: [UInt8], file: String = "") throws(ICSError) -> ICSDocument {
    try bytes.withUnsafeBufferPointer { buffer throws(ICSError) in try parse(buffer, file: file) }
  }

  /// Parses iCalendar bytes from a buffer.
  ///
  /// - Parameters:
  ///   - buffer: The bytes.
  ///   - file: A file name for error locations.
  /// - Returns: The components and the problems skipped.
  /// - Throws: ``ICSError`` in strict mode, or when a limit is exceeded.
  /// - Complexity: O(*n*) in the size of the input.
  package func parse(_ buffer: UnsafeBufferPointer<UInt8>, file: String = "") throws(ICSError)
    -> ICSDocument
  {
    var reader = ContentReader(options: options, file: file)
    try reader.run(buffer)
    return ICSDocument(components: reader.roots, diagnostics: reader.diagnostics)
  }
}

/// The state of one parse.
struct ContentReader {
  let options: ICSParser.Options
  let file: String
  var roots: [ICSComponent] = []
  var stack: [ICSComponent] = []
  var diagnostics: [ICSError] = []
  var componentCount = 0
  /// Folds of the current logical line: (offset in the logical line, physical line).
  var folds: [(offset: Int, line: Int)] = []
  var lineNumber = 0

  init(options: ICSParser.Options, file: String) {
    self.options = options
    self.file = file
  }

  mutating func report(_ error: ICSError) throws(ICSError) {
    if options.isStrict { throw error }
    if diagnostics.count < options.maxDiagnostics { diagnostics.append(error) }
  }

  func location(offset: Int) -> ICSLocation {
    var line = lineNumber
    var column = offset + 1
    for fold in folds where fold.offset <= offset {
      line = fold.line
      column = offset - fold.offset + 2
    }
    return ICSLocation(file: file, line: line, column: column)
  }

  mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) throws(ICSError) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    let end = buffer.count
    var pos = 0
    if end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { pos = 3 }
    var scratch: [UInt8] = []
    var physical = 0
    while pos < end {
      physical += 1
      let lineStart = pos
      var eol = ContentReader.findNewline(base, pos, end)
      var next = eol + 1
      var contentEnd = eol
      if contentEnd > lineStart, base[contentEnd - 1] == 0x0D { contentEnd -= 1 }
      lineNumber = physical
      folds.removeAll(keepingCapacity: true)
      if next < end, base[next] == 0x20 || base[next] == 0x09 {
        // Folded: gather the continuation lines into the scratch buffer.
        scratch.removeAll(keepingCapacity: true)
        var tooLong = false
        scratch.append(
          contentsOf: UnsafeBufferPointer(start: base + lineStart, count: contentEnd - lineStart))
        while next < end, base[next] == 0x20 || base[next] == 0x09 {
          physical += 1
          let start = next + 1
          eol = ContentReader.findNewline(base, start, end)
          contentEnd = eol
          if contentEnd > start, base[contentEnd - 1] == 0x0D { contentEnd -= 1 }
          if !tooLong {
            if scratch.count + contentEnd - start > options.maxLineLength {
              tooLong = true
            } else {
              folds.append((scratch.count, physical))
              if contentEnd > start {
                scratch.append(
                  contentsOf: UnsafeBufferPointer(start: base + start, count: contentEnd - start))
              }
            }
          }
          next = eol + 1
        }
        pos = next
        if tooLong {
          try report(
            .limitExceeded(
              ICSLocation(file: file, line: lineNumber, column: 1),
              "content line longer than \(options.maxLineLength) bytes"))
          continue
        }
        try scratch.withUnsafeBufferPointer { line throws(ICSError) in
          if let start = line.baseAddress { try handleLine(start, line.count) }
        }
      } else {
        pos = next
        let length = contentEnd - lineStart
        if length == 0 { continue }
        if length > options.maxLineLength {
          try report(
            .limitExceeded(
              ICSLocation(file: file, line: lineNumber, column: 1),
              "content line longer than \(options.maxLineLength) bytes"))
          continue
        }
        try handleLine(base + lineStart, length)
      }
    }
    while let open = stack.popLast() {
      try report(
        .malformed(
          ICSLocation(file: file, line: open.line, column: 1),
          "BEGIN:\(open.name) is never closed by END:\(open.name)"))
      attach(open)
    }
  }

  @inline(__always)
  static func findNewline(_ base: UnsafePointer<UInt8>, _ from: Int, _ end: Int) -> Int {
    guard from < end else { return end }
    if let hit = memchr(base + from, 0x0A, end - from) {
      return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
    return end
  }

  mutating func attach(_ component: ICSComponent) {
    if stack.isEmpty {
      roots.append(component)
    } else {
      stack[stack.count - 1].components.append(component)
    }
  }

  @inline(__always)
  static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || (byte >= 0x30 && byte <= 0x39)
      || byte == 0x2D || byte == 0x5F || byte == 0x2E || byte == 0x2F
  }

  /// Makes an upper-case name and, if it was written otherwise, its spelling.
  static func name(_ p: UnsafePointer<UInt8>, _ count: Int) -> (String, String?) {
    var hasLower = false
    for i in 0..<count where p[i] >= 0x61 && p[i] <= 0x7A {
      hasLower = true
      break
    }
    let written = String(decoding: UnsafeBufferPointer(start: p, count: count), as: UTF8.self)
    if !hasLower { return (written, nil) }
    let upper = String(
      decoding: UnsafeBufferPointer(start: p, count: count).map {
        $0 >= 0x61 && $0 <= 0x7A ? $0 - 32 : $0
      },
      as: UTF8.self)
    return (upper, written)
  }

  mutating func handleLine(_ p: UnsafePointer<UInt8>, _ n: Int) throws(ICSError) {
    var i = 0
    while i < n, ContentReader.isNameByte(p[i]) { i += 1 }
    if i == 0 {
      // Whitespace-only lines are tolerated silently.
      var blank = true
      for j in 0..<n where p[j] != 0x20 && p[j] != 0x09 {
        blank = false
        break
      }
      if !blank {
        try report(.malformed(location(offset: 0), "expected a property name"))
      }
      return
    }
    guard i < n, p[i] == 0x3B || p[i] == 0x3A else {
      try report(
        .malformed(
          location(offset: i),
          i < n
            ? "unexpected character in property name; expected ';' or ':'" : "missing ':' and value"
        ))
      return
    }
    let (name, spelling) = ContentReader.name(p, i)
    var parameters: [ICSParameter] = []
    while i < n, p[i] == 0x3B {
      i += 1
      let nameStart = i
      while i < n, ContentReader.isNameByte(p[i]) { i += 1 }
      guard i > nameStart, i < n, p[i] == 0x3D else {
        try report(.malformed(location(offset: i), "expected a parameter name followed by '='"))
        return
      }
      let (parameterName, parameterSpelling) = ContentReader.name(p + nameStart, i - nameStart)
      i += 1
      var values: [String] = []
      var mask: UInt64 = 0
      while true {
        if i < n, p[i] == 0x22 {
          let start = i + 1
          var j = start
          while j < n, p[j] != 0x22 { j += 1 }
          guard j < n else {
            try report(.malformed(location(offset: i), "unterminated quoted parameter value"))
            return
          }
          if values.count < 64 { mask |= 1 << UInt64(values.count) }
          values.append(
            ContentReader.parameterValue(UnsafeBufferPointer(start: p + start, count: j - start)))
          i = j + 1
        } else {
          let start = i
          while i < n, p[i] != 0x2C, p[i] != 0x3B, p[i] != 0x3A, p[i] != 0x22 { i += 1 }
          values.append(
            ContentReader.parameterValue(UnsafeBufferPointer(start: p + start, count: i - start)))
        }
        guard i < n else {
          try report(.malformed(location(offset: i), "missing ':' and value after parameters"))
          return
        }
        if p[i] == 0x2C {
          i += 1
          continue
        }
        if p[i] == 0x3B || p[i] == 0x3A { break }
        try report(.malformed(location(offset: i), "unexpected character after parameter value"))
        return
      }
      parameters.append(
        ICSParameter(
          name: parameterName, values: values, quotedMask: mask, spelling: parameterSpelling))
    }
    // p[i] is ':'.
    i += 1
    if name == "BEGIN" || name == "END" {
      // The component name, trimmed of spaces and tabs, upper-cased without Foundation.
      var start = i
      var stop = n
      while start < stop, p[start] == 0x20 || p[start] == 0x09 { start += 1 }
      while stop > start, p[stop - 1] == 0x20 || p[stop - 1] == 0x09 { stop -= 1 }
      let (upper, spelling) = ContentReader.name(p + start, stop - start)
      if name == "BEGIN" {
        try begin(upper, spelling: spelling)
      } else {
        try end(upper)
      }
      return
    }
    let value = String(decoding: UnsafeBufferPointer(start: p + i, count: n - i), as: UTF8.self)
    if stack.isEmpty {
      try report(.malformed(location(offset: 0), "property \(name) outside any component"))
    } else {
      stack[stack.count - 1].properties.append(
        ICSProperty(
          name: name, parameters: parameters, rawValue: value, line: lineNumber, spelling: spelling)
      )
    }
  }

  /// A parameter value as written, with its RFC 6868 escapes (`^n`, `^'`, `^^`) decoded.
  @inline(__always)
  static func parameterValue(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let written = String(decoding: bytes, as: UTF8.self)
    guard let base = bytes.baseAddress, memchr(base, 0x5E, bytes.count) != nil else {
      return written
    }
    return ICSParameter.decodingCaretEscapes(written)
  }

  mutating func begin(_ upper: String, spelling: String?) throws(ICSError) {
    guard !upper.isEmpty else {
      try report(.malformed(location(offset: 6), "BEGIN without a component name"))
      return
    }
    guard stack.count < options.maxDepth else {
      throw .limitExceeded(location(offset: 0), "components nested deeper than \(options.maxDepth)")
    }
    componentCount += 1
    guard componentCount <= options.maxComponents else {
      throw .limitExceeded(location(offset: 0), "more than \(options.maxComponents) components")
    }
    // A new event while an event is still open, or a calendar while a calendar is: the old one
    // lacks its END. Close it, so one broken event does not swallow the rest of the file.
    let open =
      ContentReader.topLevel.contains(upper)
      ? stack.lastIndex(where: { ContentReader.topLevel.contains($0.name) })
      : upper == "VCALENDAR" ? stack.firstIndex(where: { $0.name == "VCALENDAR" }) : nil
    if let open {
      while stack.count > open, let closed = stack.popLast() {
        try report(
          .malformed(
            ICSLocation(file: file, line: closed.line, column: 1),
            "BEGIN:\(closed.name) is not closed before BEGIN:\(upper) at line \(lineNumber)"))
        attach(closed)
      }
    }
    stack.append(
      ICSComponent(name: upper, spelling: spelling, line: lineNumber))
  }

  static let topLevel: Set<String> = ["VEVENT", "VTODO", "VJOURNAL", "VFREEBUSY", "VTIMEZONE"]

  mutating func end(_ upper: String) throws(ICSError) {
    guard let index = stack.lastIndex(where: { $0.name == upper }) else {
      try report(.malformed(location(offset: 4), "END:\(upper) without a matching BEGIN"))
      return
    }
    while stack.count > index + 1, let open = stack.popLast() {
      try report(
        .malformed(
          ICSLocation(file: file, line: open.line, column: 1),
          "BEGIN:\(open.name) is closed by END:\(upper) at line \(lineNumber)"))
      attach(open)
    }
    if let closed = stack.popLast() { attach(closed) }
  }
}
