import Testing

@testable import AlmanacICS

@Suite struct RealWorldFilesTests {
  /// The logical (unfolded) content lines of a text.
  static func unfolded(_ text: String) -> [String] {
    var lines: [String] = []
    for raw in text.replacingOccurrences(of: "\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: true)
    {
      if raw.hasPrefix(" ") || raw.hasPrefix("\t"), let last = lines.popLast() {
        lines.append(last + raw.dropFirst())
      } else {
        lines.append(String(raw))
      }
    }
    return lines
  }

  static func seconds(_ text: String) throws -> Int {
    // A UTC instant written as 20240304T083000Z.
    let value = try ICSDateTime(parsing: text)
    return value.localSeconds
  }

  @Test(arguments: Fixtures.names)
  func roundTripKeepsEveryLine(name: String) throws {
    let text = try Fixtures.text(name)
    let document = try ICSParser(options: .strict).parse(text, file: name + ".ics")
    #expect(document.diagnostics.isEmpty)
    let written = ICSWriter().string(document)
    #expect(RealWorldFilesTests.unfolded(written) == RealWorldFilesTests.unfolded(text))
    for line in written.split(separator: "\r\n") { #expect(line.utf8.count <= 75) }
    #expect(written.hasSuffix("END:VCALENDAR\r\n"))
    // Writing what was written changes nothing.
    #expect(ICSWriter().string(try ICSParser(options: .strict).parse(written)) == written)
  }

  @Test func googleExportExpandsWithExdateMovedAndCancelledInstances() throws {
    let calendar = try Fixtures.calendar("google")
    #expect(calendar.diagnostics.isEmpty)
    let master = calendar.events[0]
    #expect(master.summary == "Stand-up 🧍")
    #expect(master.location == "Raum 3.14 – Zürich, Büro")
    #expect(
      master.description?.hasPrefix(
        "Daily stand-up: what did you do, what will you do; blockers?\nJoin:") == true)
    #expect(master.sequence == 2)
    #expect(master.status == "CONFIRMED")
    #expect(master.component.property("ATTENDEE")?.parameter("CN") == "Anna Müller")
    #expect(calendar.events[3].categories == ["Holiday", "Family, friends"])
    // 4–15 March 2024: Mon/Wed/Fri stand-ups; 8 March moved to 11:00; 13 March cancelled.
    let instances = try calendar.instances(
      from: try Self.seconds("20240304T000000Z"), to: try Self.seconds("20240316T000000Z"))
    let standups = instances.filter { $0.uid == master.uid }
    #expect(
      standups.map(\.start.text) == [
        "20240304T093000", "20240306T093000", "20240308T110000", "20240311T093000",
        "20240315T093000",
      ])
    // Berlin is UTC+1 in early March.
    #expect(standups[0].startUTC == (try Self.seconds("20240304T083000Z")))
    #expect(standups[0].endUTC - standups[0].startUTC == 900)
    #expect(standups[2].isOverridden)
    // The floating lunch is read in X-WR-TIMEZONE (Europe/Berlin).
    let lunch = try #require(instances.first { $0.uid == "lunch@google.com" })
    #expect(lunch.startUTC == (try Self.seconds("20240305T110000Z")))
  }

  @Test func googleExdateAndUntilAcrossDST() throws {
    let calendar = try Fixtures.calendar("google", strict: false)
    let instances = try calendar.instances(
      from: try Self.seconds("20240325T000000Z"), to: try Self.seconds("20240601T000000Z"))
    let standups = instances.filter { $0.uid == "4kq2r1v8ccb0mr3c7g6j1k0d9e@google.com" }
    // 1 April (Easter Monday) is excluded; UNTIL 30 April 21:59:59Z is 23:59:59 CEST.
    #expect(!standups.contains { $0.start.text == "20240401T093000" })
    #expect(standups.last?.start.text == "20240429T093000")
    // After 31 March Berlin is UTC+2.
    let april = try #require(standups.first { $0.start.text == "20240403T093000" })
    #expect(april.startUTC == (try Self.seconds("20240403T073000Z")))
    // The all-day Easter event spans four days.
    let easter = try #require(instances.first { $0.uid == "easter-2024@google.com" })
    #expect(easter.start.text == "20240329")
    #expect(easter.end.text == "20240402")
  }

  @Test func outlookWindowsZoneNameResolvesToBerlin() throws {
    let calendar = try Fixtures.calendar("outlook")
    #expect(calendar.diagnostics.isEmpty)
    let event = try #require(calendar.events.first)
    #expect(event.start?.tzid == "W. Europe Standard Time")
    #expect(calendar.zone(of: try #require(event.start))?.identifier == "Europe/Berlin")
    #expect(event.summary == "Quartalsbesprechung")
    let instances = try calendar.instances(
      from: try Self.seconds("20240101T000000Z"), to: try Self.seconds("20250101T000000Z"))
    // Last Thursday of the month, six times; 14:00 CET = 13:00Z in winter, 12:00Z in summer.
    #expect(
      instances.map(\.start.text) == [
        "20240125T140000", "20240229T140000", "20240328T140000", "20240425T140000",
        "20240530T140000", "20240627T140000",
      ])
    #expect(instances[0].startUTC == (try Self.seconds("20240125T130000Z")))
    #expect(instances[3].startUTC == (try Self.seconds("20240425T120000Z")))
  }

  @Test func appleThisAndFutureMovesLaterInstances() throws {
    let calendar = try Fixtures.calendar("apple")
    let instances = try calendar.instances(
      from: try Self.seconds("20240124T000000Z"), to: try Self.seconds("20240222T120000Z"))
    #expect(
      instances.map(\.start.text) == [
        "20240124T180000", "20240131T180000", "20240207T190000", "20240214T190000",
        "20240221T190000",
      ])
    #expect(instances.allSatisfy { $0.endUTC - $0.startUTC == 3600 })
    let location = try #require(
      calendar.events.first?.component.property("X-APPLE-STRUCTURED-LOCATION"))
    #expect(location.parameter("X-TITLE") == "St. Mary's Hall")
    #expect(location.uriValue == "geo:37.7749,-122.4194")
  }

  @Test func thunderbirdPrefixedZoneAndPeriodRdate() throws {
    let calendar = try Fixtures.calendar("thunderbird")
    #expect(calendar.diagnostics.isEmpty)
    let components = calendar.component.components.map(\.name)
    #expect(components == ["VTIMEZONE", "VEVENT", "VTODO", "VJOURNAL", "VFREEBUSY"])
    let instances = try calendar.instances(
      from: try Self.seconds("20240201T000000Z"), to: try Self.seconds("20240310T000000Z"))
    #expect(
      instances.map(\.start.text) == ["20240206T190000", "20240220T190000", "20240305T190000"])
    // The RDATE period lasts three hours, the others two. London is UTC+0 in winter.
    #expect(instances.map { $0.endUTC - $0.startUTC } == [7200, 10_800, 7200])
    #expect(instances[0].startUTC == (try Self.seconds("20240206T190000Z")))
    let busy = try #require(calendar.component.components.last?.property("FREEBUSY"))
      .periodListValue()
    #expect(busy.count == 2)
    #expect(busy[0].text == "20240206T190000Z/PT2H")
  }

  @Test func zoneDefinedOnlyByVTIMEZONEMatchesIANA() throws {
    let calendar = try Fixtures.calendar("custom")
    #expect(calendar.diagnostics.isEmpty)
    let instances = try calendar.instances(from: 0, to: 2_000_000_000)
    let reference = try RecurrenceSet(
      rule: "FREQ=WEEKLY;COUNT=6", start: "20240301T093000", tzid: "America/New_York")
    #expect(instances.map(\.startUTC) == reference.map(\.utc))
    #expect(Set(instances.map { $0.startUTC - $0.start.localSeconds }) == [4 * 3600, 5 * 3600])
  }
}
