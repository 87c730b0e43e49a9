import Almanac
import AlmanacTestSupport
import Testing

@testable import AlmanacICS

@Suite struct MalformedInputTests {
  static let broken = """
    BEGIN:VCALENDAR
    VERSION:2.0
    BEGIN:VEVENT
    UID:good-1
    DTSTART:20240101T100000Z
    SUMMARY:First
    THIS LINE HAS NO COLON
    END:VEVENT
    BEGIN:VEVENT
    UID:unclosed
    DTSTART:20240102T100000Z
    BEGIN:VEVENT
    UID:good-2
    DTSTART:20240103T100000Z
    ATTENDEE;CN="Unterminated:mailto:x@example.com
    END:VEVENT
    BEGIN:VEVENT
    UID:bad-date
    DTSTART:20240230T100000Z
    END:VEVENT
    END:VTODO
    END:VCALENDAR
    """

  @Test func lenientParserReportsAndGoesOn() throws {
    let document = try ICSParser().parse(MalformedInputTests.broken, file: "broken.ics")
    let problems = document.diagnostics.map { ($0.location.line, $0.location.column) }
    #expect(document.diagnostics.allSatisfy { $0.location.file == "broken.ics" })
    // Line 7: no colon (column 5: the space after THIS); line 10: unclosed VEVENT;
    // line 15: unterminated quote (column 13); line 21: END:VTODO without BEGIN.
    #expect(problems.contains { $0 == (7, 5) })
    #expect(problems.contains { $0.0 == 9 })
    #expect(problems.contains { $0 == (15, 13) })
    #expect(problems.contains { $0.0 == 21 })
    let calendar = try #require(document.calendars.first)
    #expect(
      calendar.components.compactMap { $0.property("UID")?.rawValue } == [
        "good-1", "unclosed", "good-2", "bad-date",
      ])
    // Decoding events: the bad date is reported with its line and column, the rest kept.
    let decoded = ICSCalendar(calendar, file: "broken.ics")
    #expect(decoded.events.compactMap(\.uid) == ["good-1", "unclosed", "good-2"])
    let dateError = try #require(decoded.diagnostics.first)
    #expect(dateError.location == ICSLocation(file: "broken.ics", line: 19, column: 15))
    #expect(dateError.reason.contains("day 30 does not exist"))
  }

  @Test func strictParserThrowsTheFirstProblem() {
    #expect {
      _ = try ICSParser(options: .strict).parse(MalformedInputTests.broken, file: "broken.ics")
    } throws: { error in
      guard let error = error as? ICSError, case .malformed(let location, _) = error else {
        return false
      }
      return location == ICSLocation(file: "broken.ics", line: 7, column: 5)
    }
  }

  @Test func foldedLineErrorsPointAtThePhysicalLine() throws {
    // The parameter name is missing at the start of the continuation line (line 3, column 2,
    // after the folding space).
    let text = "BEGIN:VCALENDAR\r\nX-B;\r\n =v:1\r\nEND:VCALENDAR\r\n"
    let document = try ICSParser().parse(text)
    let error = try #require(document.diagnostics.first)
    #expect(error.location.line == 3)
    #expect(error.location.column == 2)
    #expect(error.reason.contains("parameter name"))
  }

  @Test func limitsGiveClearErrors() {
    let deep = String(repeating: "BEGIN:X\n", count: 40) + String(repeating: "END:X\n", count: 40)
    #expect(throws: ICSError.self) { _ = try ICSParser().parse(deep) }
    do {
      _ = try ICSParser().parse(deep)
    } catch {
      #expect(error.reason.contains("nested deeper than 32"))
      #expect(error.location.line == 33)
    }
    let many =
      "BEGIN:VCALENDAR\n" + String(repeating: "BEGIN:VEVENT\nEND:VEVENT\n", count: 20)
      + "END:VCALENDAR\n"
    #expect(throws: ICSError.self) {
      _ = try ICSParser(options: .init(maxComponents: 10)).parse(many)
    }
    let long =
      "BEGIN:VCALENDAR\nX-LONG:" + String(repeating: "a", count: 5_000) + "\nEND:VCALENDAR\n"
    let document = try? ICSParser(options: .init(maxLineLength: 1_000)).parse(long)
    #expect(document?.diagnostics.first?.reason.contains("longer than 1000") == true)
    #expect(document?.calendars.count == 1)
  }

  @Test func randomBytesNeverCrash() throws {
    // Seeded: mutations of a valid file plus pure noise; the parser and the decoders must
    // return (with or without diagnostics) for every one.
    var generator = SeededGenerator(seed: 0xBAD_1C5)
    let base = Array(try Fixtures.text("google").utf8)
    for round in 0..<300 {
      var bytes = base
      for _ in 0..<Int(generator.next() % 40) {
        let position = Int(generator.next() % UInt64(bytes.count))
        switch generator.next() % 4 {
        case 0: bytes[position] = UInt8(truncatingIfNeeded: generator.next())
        case 1: bytes.remove(at: position)
        case 2:
          bytes.insert(
            [0x0A, 0x20, 0x3A, 0x3B, 0x22, 0x5C, 0xC3][Int(generator.next() % 7)], at: position)
        default:
          bytes.insert(contentsOf: bytes[position..<min(bytes.count, position + 30)], at: position)
        }
      }
      if round % 10 == 0 {
        bytes = (0..<2_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      }
      let document = try? ICSParser().parse(bytes)
      for calendar in ICSCalendar.calendars(in: document ?? ICSDocument(components: [])) {
        _ = try? calendar.instances(from: 1_700_000_000, to: 1_720_000_000, limit: 100_000)
      }
    }
  }
}
