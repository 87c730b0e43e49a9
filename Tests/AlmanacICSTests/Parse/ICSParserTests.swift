import Testing

@testable import AlmanacICS

@Suite struct ICSParserTests {
  @Test func unfoldsCRLFAndLFWithSpaceOrTab() throws {
    let text =
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Hello\r\n  world\r\nDESCRIPTION:a\n\tb\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    let document = try ICSParser().parse(text)
    #expect(document.diagnostics.isEmpty)
    let event = try #require(document.calendars.first?.components.first)
    #expect(event.name == "VEVENT")
    #expect(event.text("SUMMARY") == "Hello world")
    #expect(event.text("DESCRIPTION") == "ab")
  }

  @Test func skipsBOMAndRejoinsSplitMultibyteCharacter() throws {
    // "é" is C3 A9; a bad producer folded between the two bytes.
    var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
    bytes += Array("BEGIN:VCALENDAR\r\nX-NAME:caf".utf8) + [0xC3] + Array("\r\n ".utf8) + [0xA9]
    bytes += Array("\r\nEND:VCALENDAR\r\n".utf8)
    let document = try ICSParser().parse(bytes)
    let calendar = try #require(document.calendars.first)
    #expect(calendar.text("X-NAME") == "café")
  }

  @Test func parametersQuotedAndMultiValued() throws {
    let text = """
      BEGIN:VCALENDAR
      ATTENDEE;ROLE=REQ-PARTICIPANT;DELEGATED-FROM="mailto:a@x.org","mailto:b@x.org";CN="Doe, J:r":mailto:j@x.org
      END:VCALENDAR
      """
    let document = try ICSParser(options: .strict).parse(text)
    let property = try #require(document.calendars.first?.property("ATTENDEE"))
    #expect(property.parameters.map(\.name) == ["ROLE", "DELEGATED-FROM", "CN"])
    #expect(property.parameters[1].values == ["mailto:a@x.org", "mailto:b@x.org"])
    #expect(property.parameter("CN") == "Doe, J:r")
    #expect(property.rawValue == "mailto:j@x.org")
    #expect(property.parameters[1].isQuoted(0))
    #expect(!property.parameters[0].isQuoted(0))
  }

  @Test func keepsUnknownComponentsAndSeveralCalendars() throws {
    let text = """
      BEGIN:VCALENDAR
      X-WR-CALNAME:One
      BEGIN:X-THING
      X-A:1
      END:X-THING
      END:VCALENDAR
      BEGIN:VCALENDAR
      BEGIN:VTODO
      UID:t
      BEGIN:VALARM
      ACTION:DISPLAY
      END:VALARM
      END:VTODO
      END:VCALENDAR
      """
    let document = try ICSParser(options: .strict).parse(text)
    #expect(document.calendars.count == 2)
    #expect(document.calendars[0].components.first?.name == "X-THING")
    #expect(document.calendars[1].components.first?.components.first?.name == "VALARM")
  }

  @Test func lowerCaseNamesAreUpperCasedButWrittenAsWritten() throws {
    let text = "begin:vcalendar\r\nx-Foo;tzid=A:v\r\nend:vcalendar\r\n"
    let document = try ICSParser(options: .strict).parse(text)
    let calendar = try #require(document.calendars.first)
    #expect(calendar.property("X-FOO")?.parameter("TZID") == "A")
    // Names keep their spelling; only the BEGIN and END keywords are written in upper case.
    #expect(
      ICSWriter().string(document) == "BEGIN:vcalendar\r\nx-Foo;tzid=A:v\r\nEND:vcalendar\r\n")
  }
}
