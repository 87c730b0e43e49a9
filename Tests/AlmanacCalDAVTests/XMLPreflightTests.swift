import Foundation
import Testing

@testable import AlmanacCalDAV

/// A server's answer in a damaged or unusual encoding: refused with where and why, never handed
/// to FoundationXML (which traps on an element name that is not UTF-8), or transcoded when it
/// declares an encoding we read.
@Suite struct XMLPreflightTests {
  static let url = "http://h/c/"

  static func multistatus(_ bytes: [UInt8]) throws(CalDAVError) -> Multistatus {
    try Multistatus(bytes: bytes, url: url)
  }

  static func body(name: String = "propstat", etag: String = "e") -> String {
    """
    <multistatus xmlns="DAV:"><response><href>/c/x.ics</href><\(name)><prop>\
    <getetag>\(etag)</getetag></prop><status>HTTP/1.1 200 OK</status></\(name)>\
    </response></multistatus>
    """
  }

  /// The fuzz finding `fuzz/findings/caldav-invalid-utf8-name-*`: `<p\xC2opstat>`.
  @Test func theFuzzFindingIsRefusedWithItsPlace() throws {
    let finding = try #require(
      FileManager.default.contents(
        atPath: Self.repository + "/fuzz/seeds/caldav/invalid-utf8-element-name.xml"))
    #expect(
      throws: CalDAVError.badXML(
        url: Self.url, line: 1, column: 100, reason: "invalid UTF-8 sequence")
    ) {
      try Self.multistatus(Array(finding))
    }
  }

  @Test(arguments: [
    ([0xC2, 0x6F] as [UInt8], "invalid UTF-8 sequence"),
    ([0xC0, 0xAF], "byte 0xC0 is not UTF-8"),  // overlong "/"
    ([0xED, 0xA0, 0x80], "invalid UTF-8 sequence"),  // a surrogate
    ([0xF4, 0x90, 0x80, 0x80], "invalid UTF-8 sequence"),  // past U+10FFFF
    ([0xFF], "byte 0xFF is not UTF-8"),
    ([0xE2, 0x82], "invalid UTF-8 sequence"),
  ])
  func badBytesInAnElementNameAreRefused(bad: [UInt8], reason: String) {
    let text = Array(Self.body().utf8)
    let at = text.firstIndex(of: UInt8(ascii: "o"))!  // in the name "response"
    var bytes = Array(text[..<at])
    bytes += bad
    bytes += text[at...]
    #expect(throws: CalDAVError.badXML(url: Self.url, line: 1, column: at + 1, reason: reason)) {
      try Self.multistatus(bytes)
    }
  }

  @Test func aCutSequenceAtTheEndIsRefused() {
    let bytes = Array(Self.body().utf8) + [0xE2, 0x82]
    #expect(
      throws: CalDAVError.badXML(
        url: Self.url, line: 1, column: bytes.count - 1, reason: "UTF-8 sequence cut off at the end"
      )
    ) {
      try Self.multistatus(bytes)
    }
  }

  @Test func theLineAndColumnCountFromTheLastNewline() {
    let bytes = Array("<multistatus xmlns=\"DAV:\">\n  <x\u{0}".utf8).dropLast() + [0xFF]
    #expect(
      throws: CalDAVError.badXML(
        url: Self.url, line: 2, column: 5, reason: "byte 0xFF is not UTF-8")
    ) {
      try Self.multistatus(Array(bytes))
    }
  }

  @Test func validUTF8EverywhereIsRead() throws {
    let status = try Self.multistatus(Array(("\u{FEFF}" + Self.body(etag: "é–😀")).utf8))
    #expect(status.responses.first?.etag == "é–😀")
  }

  @Test func latin1IsTranscoded() throws {
    let text = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>" + Self.body(etag: "caf\u{E9}")
    let bytes = text.unicodeScalars.map { UInt8($0.value) }
    let status = try Self.multistatus(bytes)
    #expect(status.responses.first?.etag == "café")
  }

  @Test(arguments: [true, false])
  func utf16WithAByteOrderMarkIsTranscoded(littleEndian: Bool) throws {
    let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + Self.body(etag: "😀ü")
    var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
    for unit in text.utf16 {
      let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      bytes += littleEndian ? pair : pair.reversed()
    }
    let status = try Self.multistatus(bytes)
    #expect(status.responses.first?.etag == "😀ü")
  }

  @Test func anUnpairedSurrogateInUTF16IsRefused() {
    let bytes: [UInt8] =
      [0xFF, 0xFE] + Array("<a>".utf16.flatMap { [UInt8($0), 0] }) + [0x00, 0xD8]
      + Array("</a>".utf16.flatMap { [UInt8($0), 0] })
    #expect(
      throws: CalDAVError.badXML(
        url: Self.url, line: 0, column: 0, reason: "invalid UTF-16 (an unpaired surrogate)")
    ) {
      try Self.multistatus(bytes)
    }
  }

  @Test func asciiWithHighBytesIsRefused() {
    let bytes = Array(("<?xml version='1.0' encoding='us-ascii'?>\n" + Self.body(etag: "é")).utf8)
    do {
      _ = try Self.multistatus(bytes)
      Issue.record("read")
    } catch {
      #expect("\(error)".contains("line 2"))
      #expect("\(error)".contains("byte 0xC3 in a document declared US-ASCII"))
    }
  }

  @Test func anUnknownEncodingIsRefusedByName() {
    let bytes = Array(("<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?>" + Self.body()).utf8)
    #expect(
      throws: CalDAVError.badXML(
        url: Self.url, line: 1, column: 1,
        reason: "encoding 'ebcdic-us' is not supported (UTF-8, UTF-16, ISO-8859-1, US-ASCII are)")
    ) {
      try Self.multistatus(bytes)
    }
  }

  @Test(
    arguments: [
      ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a/>", "UTF-8"),
      ("<?xml version='1.0' encoding = 'latin1' ?><a/>", "latin1"),
      ("<?xml version=\"1.0\"?><a/>", nil),
      ("<a encoding=\"x\"/>", nil),
    ] as [(String, String?)])
  func theDeclaredEncodingIsRead(text: String, encoding: String?) {
    #expect(XMLPreflight.declaredEncoding(Array(text.utf8)) == encoding)
  }

  /// The fuzz finding `fuzz/findings/caldav-pi-without-data-*`: `<?x:B?>` made FoundationXML
  /// call `strlen` on a null pointer. Processing instructions are dropped before it parses.
  @Test func aProcessingInstructionWithoutDataIsBlanked() throws {
    let finding = try #require(
      FileManager.default.contents(
        atPath: Self.repository + "/fuzz/seeds/caldav/processing-instruction-without-data.xml"))
    #expect(throws: CalDAVError.self) { try Self.multistatus(Array(finding)) }
    let status = try Self.multistatus(
      Array(("<?xml version=\"1.0\"?><?x?>" + Self.body() + "<?y?>").utf8))
    #expect(status.responses.first?.etag == "e")
  }

  /// The fuzz findings `fuzz/findings/caldav-declaration-with-tags-*`: a declaration that runs
  /// into the document (`<?xml version="1.0<?x:B?>`) was kept as the declaration, and libxml2
  /// read on past its error into the instruction that closed it.
  @Test func aDeclarationWithATagInsideIsRefused() throws {
    let text = "<?xml version=\"1.0<?x:B?>\n<multistatus xmlns=\"DAV:\"/>"
    #expect(
      throws: CalDAVError.badXML(
        url: Self.url, line: 1, column: 1,
        reason: "the XML declaration (<?xml) is not closed before the next tag")
    ) {
      try Self.multistatus(Array(text.utf8))
    }
    for name in ["declaration-with-tags-1.xml", "declaration-with-tags-2.xml"] {
      let finding = try #require(
        FileManager.default.contents(atPath: Self.repository + "/fuzz/seeds/caldav/" + name))
      #expect(throws: CalDAVError.self) { try Self.multistatus(Array(finding)) }
    }
  }

  /// The fuzz finding `fuzz/findings/caldav-empty-declaration-*`: libxml2 reads `<?xml?>` (no
  /// version) as an instruction without data, so the declaration is blanked too, keeping
  /// positions.
  @Test(arguments: [
    ("<?xml version=\"1.0\"?><a/>", "                     <a/>"),
    ("<?xml?>BEG<a/>", "       BEG<a/>"),
    (
      "<?xml version=\"1.0\"\nencoding=\"UTF-8\"?>\n<a/>",
      String(repeating: " ", count: 19) + "\n" + String(repeating: " ", count: 18) + "\n<a/>"
    ),
  ])
  func theDeclarationIsBlanked(text: String, prepared: String) throws {
    #expect(try XMLPreflight.markup(Array(text.utf8)) == Array(prepared.utf8))
  }

  @Test func anEmptyDeclarationIsNoInstruction() throws {
    let finding = try #require(
      FileManager.default.contents(
        atPath: Self.repository + "/fuzz/seeds/caldav/empty-declaration.xml"))
    #expect(throws: CalDAVError.self) { try Self.multistatus(Array(finding)) }
    let status = try Self.multistatus(Array(("<?xml?>" + Self.body()).utf8))
    #expect(status.responses.first?.etag == "e")
  }

  /// The fuzz finding `fuzz/findings/caldav-instruction-in-comment-*`: libxml2 ended a comment
  /// before the `-->` the scan saw and met the instructions inside it. No `<?` is left
  /// anywhere; in a CDATA section the text stays the same.
  @Test func noInstructionStartIsLeftAnywhere() throws {
    let finding = try #require(
      FileManager.default.contents(
        atPath: Self.repository + "/fuzz/seeds/caldav/instruction-in-comment.xml"))
    #expect(throws: CalDAVError.self) { try Self.multistatus(Array(finding)) }
    let prepared = try XMLPreflight.prepared(Array(finding))
    #expect(!zip(prepared, prepared.dropFirst()).contains { $0 == 0x3C && $1 == 0x3F })
    #expect(
      XMLPreflight.withoutInstructionStarts(Array("<a><!-- <?x?> --> <?y</a>".utf8))
        == Array("<a><!-- < x?> --> < y</a>".utf8))
    #expect(
      XMLPreflight.withoutInstructionStarts(Array("<a><![CDATA[<?php ?>]]></a>".utf8))
        == Array("<a><![CDATA[<]]><![CDATA[?php ?>]]></a>".utf8))
  }

  @Test func calendarDataInCDATAKeepsItsInstructionText() throws {
    let data = "BEGIN:VCALENDAR\r\nX-NOTE:<?php echo 1 ?>\r\nEND:VCALENDAR\r\n"
    let text = """
      <?xml version="1.0"?><multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">\
      <response><href>/c/x.ics</href><propstat><prop><getetag>e</getetag>\
      <C:calendar-data><![CDATA[\(data)]]></C:calendar-data></prop>\
      <status>HTTP/1.1 200 OK</status></propstat></response></multistatus>
      """
    let status = try Self.multistatus(Array(text.utf8))
    #expect(
      status.responses.first?.property("calendar-data", DAVNamespace.caldav)?.text == data)
  }

  @Test(arguments: [
    "<?x?>", "<?x ?>", "<?x:B?>", "<?xml-stylesheet href=\"a\"?>", "<?xmlfoo?>",
  ])
  func processingInstructionsAreBlanked(instruction: String) throws {
    let text = "<a>1\(instruction)2</a>"
    let blanks = String(repeating: " ", count: instruction.utf8.count)
    #expect(try XMLPreflight.markup(Array(text.utf8)) == Array("<a>1\(blanks)2</a>".utf8))
  }

  /// The fuzz finding `fuzz/findings/caldav-joined-instruction-*`: cutting `<?xml?>` out of
  /// `<<?xml?>?xml?>` joined the bytes around it into a new instruction; blanks join nothing.
  @Test(arguments: [
    "<<?xml?>?xml?>BE>", "<<?x?>?x?>", "<<?x?>!DOCTYPE a>", "<<?x?>!-- <?y?> -->",
    "<<<?x?>?x?>?x?>",
  ])
  func blankingJoinsNothing(text: String) throws {
    let prepared = try XMLPreflight.markup(Array(text.utf8))
    #expect(!String(decoding: prepared, as: UTF8.self).contains("<?"))
    #expect(!String(decoding: prepared, as: UTF8.self).contains("<!"))
    #expect(throws: CalDAVError.self) { try Self.multistatus(Array(text.utf8)) }
  }

  /// libxml2 calls back with an instruction inside a tag too (and then FoundationXML traps).
  @Test(arguments: ["<a b=\"<?y?>\"/>", "<a b=\"1\"<?y?>/>", "<a><b<?y?>></b></a>"])
  func instructionsInsideTagsAreRemovedToo(text: String) {
    let prepared = try? XMLPreflight.markup(Array(text.utf8))
    #expect(prepared.map { !String(decoding: $0, as: UTF8.self).contains("<?") } == true)
    #expect(throws: CalDAVError.self) { try Self.multistatus(Array(text.utf8)) }
  }

  @Test(arguments: [
    "<a><!-- <?x?> --></a>", "<a><![CDATA[ <?x?> <!DOCTYPE ]]></a>",
    "<a>unterminated <?x</a>",
  ])
  func markupInsideCommentsAndCDATAIsLeftAlone(text: String) throws {
    #expect(try XMLPreflight.markup(Array(text.utf8)) == Array(text.utf8))
  }

  @Test func aDocumentTypeIsRefusedWithItsPlace() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE m [<!ATTLIST a b CDATA #IMPLIED><!NOTATION n SYSTEM "x">]>
      <multistatus xmlns="DAV:"/>
      """
    #expect(
      throws: CalDAVError.badXML(
        url: Self.url, line: 2, column: 1,
        reason: "a document type declaration (<!DOCTYPE) is not accepted in a server's answer")
    ) {
      try Self.multistatus(Array(text.utf8))
    }
  }

  static var repository: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
  }
}
