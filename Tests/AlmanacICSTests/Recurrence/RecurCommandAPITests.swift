import Testing

@testable import AlmanacICS

/// The calls `almanac recur` makes: parse a rule and a start in its three forms, expand, print
/// in the form of the start, as ISO 8601 with offsets, and as JSON.
@Suite struct RecurCommandAPITests {
  @Test func zonedStartPrintsInItsOwnFormAndWithOffsets() throws {
    var rule = try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1")
    rule.count = 3
    let start = try ICSDateTime(parsing: "19970930T090000", tzid: "America/New_York")
    let set = try RecurrenceSet(start: start, rules: [rule])
    #expect(set.isBounded)
    let instances = Array(set)
    #expect(
      instances.map { set.text($0) } == ["19970930T090000", "19971031T090000", "19971128T090000"])
    #expect(
      instances.map { set.isoText($0) } == [
        "1997-09-30T09:00:00-04:00", "1997-10-31T09:00:00-05:00", "1997-11-28T09:00:00-05:00",
      ])
    #expect(
      set.jsonText(instances)
        == #"["1997-09-30T09:00:00-04:00","1997-10-31T09:00:00-05:00","1997-11-28T09:00:00-05:00"]"#
    )
  }

  @Test func utcAndDateStartsKeepTheirForm() throws {
    let utc = try RecurrenceSet(rule: "FREQ=DAILY;COUNT=2", start: "19970902T090000Z")
    #expect(utc.map { utc.text($0) } == ["19970902T090000Z", "19970903T090000Z"])
    #expect(utc.map { utc.isoText($0) } == ["1997-09-02T09:00:00Z", "1997-09-03T09:00:00Z"])
    let date = try RecurrenceSet(rule: "FREQ=YEARLY;COUNT=2", start: "19970902")
    #expect(date.map { date.text($0) } == ["19970902", "19980902"])
    #expect(date.map { date.isoText($0) } == ["1997-09-02", "1998-09-02"])
    let floating = try RecurrenceSet(rule: "FREQ=WEEKLY", start: "19970902T090000")
    #expect(!floating.isBounded)
    #expect(
      floating.prefix(2).map { floating.isoText($0) } == [
        "1997-09-02T09:00:00", "1997-09-09T09:00:00",
      ])
  }

  @Test func untilExdateAndRdateFromOptions() throws {
    var rule = try RecurrenceRule(parsing: "FREQ=DAILY")
    rule.until = try ICSDateTime(parsing: "19970906T090000")
    let set = try RecurrenceSet(
      start: try ICSDateTime(parsing: "19970902T090000"), rules: [rule],
      inclusions: [try ICSDateTime(parsing: "19970910T120000")],
      exclusions: [try ICSDateTime(parsing: "19970904T090000")])
    #expect(
      set.map { set.text($0) } == [
        "19970902T090000", "19970903T090000", "19970905T090000", "19970906T090000",
        "19970910T120000",
      ])
  }

  @Test func badStartsAndRulesExplainThemselves() {
    #expect(throws: ICSError.self) { _ = try ICSDateTime(parsing: "1997-09-02") }
    #expect(throws: ICSError.self) { _ = try ICSDateTime(parsing: "19970902T250000") }
    do {
      _ = try RecurrenceRule(parsing: "FREQ=DAILY;BYDAY=1XX")
    } catch {
      #expect(
        error.description
          == "<input>:1:12: BYDAY value \"1XX\" is not a weekday such as MO, 2TU or -1SU")
    }
  }
}
