/// Makes an XML answer safe for FoundationXML before it sees it.
///
/// FoundationXML's SAX callbacks trap on input a server's damaged answer can contain: an
/// element name that is not valid UTF-8 (the callback force-unwraps a `String`), a processing
/// instruction without data (`<?x?>`: `strlen` of a null pointer), and several declarations of
/// a document type (a `#IMPLIED` attribute or a notation without public identifier, likewise).
/// So the bytes are checked first ("preflight"):
/// - Encoding: a UTF-8 body (the XML default, and what CalDAV servers send) must be valid UTF-8
///   throughout; a body in UTF-16 (with its byte-order mark) or declared ISO-8859-1 or US-ASCII
///   is transcoded to UTF-8 and its declaration dropped; any other declared encoding is refused
///   by name.
/// - Markup: a document type declaration is refused (WebDAV answers have none, and without one
///   no entity can expand); processing instructions are blanked (they carry nothing a WebDAV
///   client reads), wherever they stand but in comments and CDATA sections, and so is the XML
///   declaration once its encoding has been read.
///
/// Each refusal says the line and column of the first bad byte.
enum XMLPreflight {
  /// The document as valid UTF-8 without a document type or processing instructions.
  ///
  /// - Complexity: O(*n*) in the size of the document.
  static func prepared(_ bytes: [UInt8]) throws(Problem) -> [UInt8] {
    withoutInstructionStarts(try markup(utf8(bytes)))
  }

  /// No `<?` is left anywhere, whatever libxml2 takes for a comment or a CDATA section: its
  /// error recovery can end a comment before the `-->` this scan sees, and then reads the
  /// instructions inside as markup. Outside CDATA sections a `<?` (in a comment, or one never
  /// closed) becomes `< `; inside one it is split into two sections, `<]]><![CDATA[?`, which
  /// keeps the text the same.
  ///
  /// - Complexity: O(*n*) in the size of the document.
  static func withoutInstructionStarts(_ bytes: [UInt8]) -> [UInt8] {
    let lt = UInt8(ascii: "<")
    let question = UInt8(ascii: "?")
    guard bytes.count > 1,
      zip(bytes, bytes.dropFirst()).contains(where: { $0 == lt && $1 == question })
    else { return bytes }
    let open = Array("<![CDATA[".utf8)
    let close = Array("]]>".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16)
    var inCDATA = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if !inCDATA, byte == lt, bytes[index...].starts(with: open) {
        inCDATA = true
        out.append(contentsOf: open)
        index += open.count
        continue
      }
      if inCDATA, byte == UInt8(ascii: "]"), bytes[index...].starts(with: close) {
        inCDATA = false
        out.append(contentsOf: close)
        index += close.count
        continue
      }
      out.append(byte)
      if byte == lt, index + 1 < bytes.count, bytes[index + 1] == question {
        if inCDATA {
          out.append(contentsOf: close + open)
        } else {
          out.append(UInt8(ascii: " "))
          index += 1  // the "?" is replaced
        }
      }
      index += 1
    }
    return out
  }

  /// A refusal: where and why.
  struct Problem: Error, Equatable {
    var line: Int
    var column: Int
    var reason: String
  }

  /// The document as valid UTF-8 without a byte-order mark.
  ///
  /// - Complexity: O(*n*) in the size of the document.
  static func utf8(_ bytes: [UInt8]) throws(Problem) -> [UInt8] {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return try validated(Array(bytes.dropFirst(3)), offsetBias: 3, whole: bytes)
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return try withoutDeclaration(utf16(bytes, littleEndian: bytes[0] == 0xFF))
    }
    switch declaredEncoding(bytes)?.lowercased() {
    case nil, "utf-8", "utf8":
      return try validated(bytes, offsetBias: 0, whole: bytes)
    case "us-ascii", "ascii":
      if let bad = bytes.firstIndex(where: { $0 >= 0x80 }) {
        throw at(bad, in: bytes, "byte 0x\(hex(bytes[bad])) in a document declared US-ASCII")
      }
      return withoutDeclaration(bytes)
    case "iso-8859-1", "latin1", "latin-1", "iso_8859-1", "l1":
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + bytes.count / 8)
      for byte in bytes {
        if byte < 0x80 {
          out.append(byte)
        } else {
          out.append(0xC0 | (byte >> 6))
          out.append(0x80 | (byte & 0x3F))
        }
      }
      return withoutDeclaration(out)
    case "utf-16", "utf-16le", "utf-16be":
      throw Problem(
        line: 1, column: 1, reason: "declared UTF-16 but has no byte-order mark")
    case let other?:
      throw Problem(
        line: 1, column: 1,
        reason: "encoding '\(other)' is not supported (UTF-8, UTF-16, ISO-8859-1, US-ASCII are)")
    }
  }

  /// Refuses a document type declaration and blanks processing instructions and the leading
  /// XML declaration (spaces, newlines kept), outside comments and CDATA sections. Inside a tag too: libxml2 reports
  /// a `<?` in an attribute value or between attributes as an error but still calls back with
  /// the instruction, which is what traps.
  static func markup(_ bytes: [UInt8]) throws(Problem) -> [UInt8] {
    let lt = UInt8(ascii: "<")
    let question = UInt8(ascii: "?")
    guard bytes.contains(where: { $0 == question }) || bytes.contains(UInt8(ascii: "!"))
    else { return bytes }
    var out: [UInt8] = []
    var copied = 0  // bytes[copied..<index] are still to be copied to `out`
    var index = 0
    let count = bytes.count
    func has(_ text: String, at position: Int) -> Bool {
      let pattern = Array(text.utf8)
      guard position + pattern.count <= count else { return false }
      return bytes[position..<(position + pattern.count)].elementsEqual(pattern)
    }
    /// The index just past `terminator` from `position`, or the end when it never comes.
    func past(_ terminator: String, from position: Int) -> Int {
      let pattern = Array(terminator.utf8)
      var at = position
      while at + pattern.count <= count {
        if bytes[at] == pattern[0], bytes[at..<(at + pattern.count)].elementsEqual(pattern) {
          return at + pattern.count
        }
        at += 1
      }
      return count
    }
    while index < count {
      guard bytes[index] == lt else {
        index += 1
        continue
      }
      if has("<!--", at: index) {
        index = past("-->", from: index + 4)
      } else if has("<![CDATA[", at: index) {
        index = past("]]>", from: index + 9)
      } else if has("<!DOCTYPE", at: index) {
        throw at(
          index, in: bytes,
          "a document type declaration (<!DOCTYPE) is not accepted in a server's answer")
      } else if has("<?", at: index) {
        let end = past("?>", from: index + 2)
        let isDeclaration =
          index == 0 && has("<?xml", at: 0) && count > 5
          && [UInt8(ascii: " "), 0x09, 0x0A, 0x0D, question].contains(bytes[5])
        // A declaration runs to its first "?>"; one with a tag inside is not a declaration
        // but libxml2 reads on past its error into the instruction that closes it.
        if isDeclaration, bytes[(index + 5)..<end].contains(lt) {
          throw at(
            index, in: bytes, "the XML declaration (<?xml) is not closed before the next tag")
        }
        // Blanked, not cut out: cutting `<?x?>` out of `<<?x?>?x?>` or `<<?x?>!DOCTYPE` joins
        // the bytes around it into a new instruction or declaration. The declaration too:
        // libxml2 reads a malformed one (`<?xml?>`) as an instruction without data, and the
        // bytes are UTF-8 by now, which is what a document without a declaration is read as.
        // Blanks also keep the lines and columns of later errors.
        if end <= count, has("?>", at: end - 2) {
          out.append(contentsOf: bytes[copied..<index])
          out.append(contentsOf: bytes[index..<end].map { $0 == 0x0A ? 0x0A : 0x20 })
          copied = end
        }
        index = end
      } else {
        index += 1
      }
    }
    guard copied > 0 else { return bytes }
    out.append(contentsOf: bytes[copied...])
    return out
  }

  /// The `encoding` pseudo-attribute of a leading `<?xml …?>` declaration, if any.
  static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
    let end = bytes.prefix(512).firstIndex(of: UInt8(ascii: ">")) ?? min(bytes.count, 512)
    let declaration = String(decoding: bytes[..<end], as: UTF8.self)
    guard let key = declaration.range(of: "encoding") else { return nil }
    var rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "\t" }
    guard rest.first == "=" else { return nil }
    rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    let value = rest.dropFirst().prefix { $0 != quote }
    return String(value)
  }

  /// Checks `bytes` is valid UTF-8 (no overlong forms, surrogates or values past U+10FFFF).
  private static func validated(
    _ bytes: [UInt8], offsetBias: Int, whole: [UInt8]
  ) throws(Problem) -> [UInt8] {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default:
        throw at(index + offsetBias, in: whole, "byte 0x\(hex(lead)) is not UTF-8")
      }
      guard index + length <= count else {
        throw at(index + offsetBias, in: whole, "UTF-8 sequence cut off at the end")
      }
      let second = bytes[index + 1]
      guard second >= low, second <= high else {
        throw at(index + offsetBias, in: whole, "invalid UTF-8 sequence")
      }
      var next = index + 2
      while next < index + length {
        guard bytes[next] & 0xC0 == 0x80 else {
          throw at(index + offsetBias, in: whole, "invalid UTF-8 sequence")
        }
        next += 1
      }
      index += length
    }
    return bytes
  }

  private static func utf16(_ bytes: [UInt8], littleEndian: Bool) throws(Problem) -> [UInt8] {
    guard bytes.count % 2 == 0 else {
      throw Problem(line: 0, column: 0, reason: "UTF-16 document of an odd number of bytes")
    }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2 - 1)
    var index = 2
    while index + 1 < bytes.count {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(littleEndian ? first | second << 8 : first << 8 | second)
      index += 2
    }
    var out: [UInt8] = []
    out.reserveCapacity(units.count)
    let failed = transcode(
      units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true
    ) { out.append($0) }
    if failed {
      throw Problem(line: 0, column: 0, reason: "invalid UTF-16 (an unpaired surrogate)")
    }
    return out
  }

  /// Drops a leading XML declaration, whose `encoding` no longer describes the bytes.
  private static func withoutDeclaration(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.starts(with: Array("<?xml".utf8)),
      let end = bytes.indices.dropFirst().first(where: {
        bytes[$0] == UInt8(ascii: ">") && bytes[$0 - 1] == UInt8(ascii: "?")
      })
    else { return bytes }
    return Array(bytes[(end + 1)...])
  }

  private static func at(_ offset: Int, in bytes: [UInt8], _ reason: String) -> Problem {
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return Problem(line: line, column: offset - lineStart + 1, reason: reason)
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
