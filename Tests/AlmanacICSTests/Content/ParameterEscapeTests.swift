import Foundation
import Testing

@testable import AlmanacICS

/// RFC 6868: `^n`, `^'` and `^^` in parameter values are decoded when read and encoded when
/// written.
@Suite struct ParameterEscapeTests {
  func attendee(_ line: String) throws -> ICSProperty {
    let text = "BEGIN:VEVENT\r\n\(line)\r\nEND:VEVENT\r\n"
    let document = try ICSParser(options: .strict).parse(text)
    return try #require(document.components.first?.property("ATTENDEE"))
  }

  @Test func theRFCsExamplesAreDecoded() throws {
    // RFC 6868 §4: a quoted CN and a multi-line address.
    let cn = try attendee(
      "ATTENDEE;CN=George Herman ^'Babe^' Ruth:mailto:babe@example.com")
    #expect(cn.parameter("CN") == "George Herman \"Babe\" Ruth")
    let address = try attendee(
      "ATTENDEE;X-ADDRESS=\"Pittsburgh Pirates^n115 Federal St^nPittsburgh, PA 15212\":"
        + "mailto:a@example.com")
    #expect(
      address.parameter("X-ADDRESS") == "Pittsburgh Pirates\n115 Federal St\nPittsburgh, PA 15212")
  }

  @Test(
    arguments: [
      ("a^^b", "a^b"), ("^^n", "^n"), ("^^^n", "^\n"), ("a^xb", "a^xb"), ("100^", "100^"),
      ("^", "^"), ("^^^", "^^"), ("x^ y", "x^ y"), ("^'^'", "\"\""), ("é^né", "é\né"),
    ])
  func caretsDecode(_ written: String, _ meant: String) throws {
    let property = try attendee("ATTENDEE;CN=\(written):mailto:a@example.com")
    #expect(property.parameter("CN") == meant)
  }

  @Test func aCommonNameWithQuotesAndNewlinesRoundTrips() throws {
    let name = "The \"Boss\"\nSecond line ^ caret\r\nThird; with: punctuation, all"
    let property = ICSProperty(
      name: "ATTENDEE", parameters: [ICSParameter(name: "CN", value: name)],
      rawValue: "mailto:boss@example.com")
    let line = ICSWriter().contentLine(property)
    #expect(
      line
        == "ATTENDEE;CN=\"The ^'Boss^'^nSecond line ^^ caret^nThird; with: punctuation, all\":"
        + "mailto:boss@example.com")
    let back = try attendee(line)
    #expect(back.parameter("CN") == name.replacingOccurrences(of: "\r\n", with: "\n"))
    #expect(back.rawValue == "mailto:boss@example.com")
    // Written again, the same text.
    #expect(ICSWriter().contentLine(back) == line)
  }

  @Test func aLoneCaretIsKeptAndWrittenAsTheRFCEncodesACaret() throws {
    // `^x` is not an escape: the value is `^x`; written back, the caret is encoded (`^^x`),
    // which every RFC 6868 reader reads as the same `^x`.
    let property = try attendee("ATTENDEE;CN=Smile ^_^:mailto:a@example.com")
    #expect(property.parameter("CN") == "Smile ^_^")
    let line = ICSWriter().contentLine(property)
    #expect(line == "ATTENDEE;CN=Smile ^^_^^:mailto:a@example.com")
    #expect(try attendee(line).parameter("CN") == "Smile ^_^")
  }

  @Test func multipleValuesAndQuotedValuesDecodeEach() throws {
    let property = try attendee(
      "ATTENDEE;DELEGATED-TO=\"mailto:a^'b@x\",\"mailto:c^^d@x\";X-N=one^ntwo:mailto:z@x")
    let delegated = try #require(property.parameters.first { $0.name == "DELEGATED-TO" })
    #expect(delegated.values == ["mailto:a\"b@x", "mailto:c^d@x"])
    #expect(property.parameter("X-N") == "one\ntwo")
    #expect(
      ICSWriter().contentLine(property)
        == "ATTENDEE;DELEGATED-TO=\"mailto:a^'b@x\",\"mailto:c^^d@x\";X-N=one^ntwo:mailto:z@x")
  }

  @Test func theValueItselfIsNotDecoded() throws {
    // Only parameter values take RFC 6868 escapes; a TEXT value's caret is a caret.
    let text = "BEGIN:VEVENT\r\nSUMMARY:a^nb\r\nEND:VEVENT\r\n"
    let event = try #require(try ICSParser(options: .strict).parse(text).components.first)
    #expect(event.text("SUMMARY") == "a^nb")
    #expect(ICSWriter().string([event]) == text)
  }

  @Test func pythonIcalendarReadsWhatWeWrite() throws {
    // python icalendar decodes RFC 6868: it must read back the CN we meant.
    let python = try #require(
      Self.pythonWithIcalendar(),
      "needs python3 with icalendar 6+: scripts/dev/test-tools/icalendar.sh"
    )
    let name = "The \"Boss\"\nline ^ two"
    var event = ICSComponent(name: "VEVENT")
    event.properties = [
      ICSProperty(name: "UID", rawValue: "x"),
      ICSProperty(
        name: "ATTENDEE", parameters: [ICSParameter(name: "CN", value: name)],
        rawValue: "mailto:boss@example.com"),
    ]
    let calendar = ICSComponent(name: "VCALENDAR", components: [event])
    let file = FileManager.default.temporaryDirectory.path + "/rfc6868-\(UUID().uuidString).ics"
    try Data(ICSWriter().string([calendar]).utf8).write(to: URL(fileURLWithPath: file))
    defer { try? FileManager.default.removeItem(atPath: file) }
    let script = """
      import icalendar, json, sys
      cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
      ev = cal.walk('VEVENT')[0]
      print(json.dumps(ev['ATTENDEE'].params['CN']))
      """
    let output = try Self.run(python, ["-c", script, file])
    let decoded = try JSONDecoder().decode(String.self, from: Data(output.utf8))
    #expect(decoded == name)
  }

  /// `python3` (found on PATH) when it can import icalendar 6 or later, else `nil`.
  static func pythonWithIcalendar() -> String? {
    let python = "python3"
    guard
      let version = try? run(python, ["-c", "import icalendar; print(icalendar.__version__)"]),
      let major = Int(version.prefix { $0 != "." }), major >= 6
    else { return nil }
    return python
  }

  static func run(_ tool: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(.fileReadUnknown)
    }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
