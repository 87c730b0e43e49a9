import Almanac
import AlmanacTestSupport
import Testing

@testable import AlmanacICS

/// Rules beyond the RFC's examples. Expected lists come from python-dateutil 2.9 (`rrulestr`),
/// except where RFC 5545 says otherwise (a DTSTART that the rule would not produce still
/// counts as the first instance, where dateutil drops it).
@Suite struct RecurrenceRuleTests {
  static func expand(_ rule: String, _ start: String, tzid: String? = nil, take: Int = 50) throws
    -> [String]
  {
    let set = try RecurrenceSet(rule: rule, start: start, tzid: tzid)
    return set.prefix(take).map { set.dateTime($0).text }
  }

  @Test(arguments: [
    (
      "FREQ=YEARLY;BYMONTH=12;BYDAY=FR;BYSETPOS=-1;COUNT=3", "20241227T100000",
      ["20241227T100000", "20251226T100000", "20261225T100000"]
    ),
    (
      "FREQ=WEEKLY;BYDAY=MO,WE,FR;BYSETPOS=1;COUNT=4", "20240101T100000",
      ["20240101T100000", "20240108T100000", "20240115T100000", "20240122T100000"]
    ),
    (
      "FREQ=DAILY;BYHOUR=9,17;BYSETPOS=-1;COUNT=3", "20240101T170000",
      ["20240101T170000", "20240102T170000", "20240103T170000"]
    ),
    (
      "FREQ=HOURLY;BYMINUTE=0,30;BYSETPOS=2;COUNT=3", "20240101T093000",
      ["20240101T093000", "20240101T103000", "20240101T113000"]
    ),
    (
      "FREQ=YEARLY;BYYEARDAY=-1;COUNT=3", "20231231T080000",
      ["20231231T080000", "20241231T080000", "20251231T080000"]
    ),
    (
      "FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO;COUNT=3", "20240101T080000",
      ["20240101T080000", "20241230T080000", "20251229T080000"]
    ),
    (
      "FREQ=MONTHLY;BYDAY=-1SU;BYMONTH=3,10;COUNT=4", "20240331T010000",
      ["20240331T010000", "20241027T010000", "20250330T010000", "20251026T010000"]
    ),
    // §3.3.10: invalid dates are skipped and not counted.
    (
      "FREQ=MONTHLY;BYMONTHDAY=30;COUNT=3", "20240130T080000",
      ["20240130T080000", "20240330T080000", "20240430T080000"]
    ),
    (
      "FREQ=MONTHLY;COUNT=4", "20240131T080000",
      ["20240131T080000", "20240331T080000", "20240531T080000", "20240731T080000"]
    ),
    (
      "FREQ=YEARLY;COUNT=3", "20200229T080000",
      ["20200229T080000", "20240229T080000", "20280229T080000"]
    ),
    // A DTSTART the rule would not produce is still the first instance (dateutil omits it).
    (
      "FREQ=SECONDLY;INTERVAL=20;BYMINUTE=1;COUNT=4", "20240101T000040",
      ["20240101T000040", "20240101T000100", "20240101T000120", "20240101T000140"]
    ),
    (
      "FREQ=MINUTELY;BYHOUR=23;BYSECOND=5,10;COUNT=4", "20240101T225900",
      ["20240101T225900", "20240101T230005", "20240101T230010", "20240101T230105"]
    ),
    (
      "FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO;WKST=SU;COUNT=3", "20240101T080000",
      ["20240101T080000", "20251229T080000", "20311229T080000"]
    ),
    (
      "FREQ=WEEKLY;BYDAY=MO;COUNT=3", "20240103T090000",
      ["20240103T090000", "20240108T090000", "20240115T090000"]
    ),
  ])
  func floatingRules(rule: String, start: String, expected: [String]) throws {
    #expect(try RecurrenceRuleTests.expand(rule, start) == expected)
  }

  @Test func dstGapTakesTheOffsetBeforeTheGap() throws {
    // 2024-03-10 02:30 does not exist in New York; RFC 5545 §3.3.5: read with the offset
    // before the gap (EST, −5), i.e. 07:30Z, which is 03:30 EDT.
    let start = try ICSDateTime(parsing: "20240309T023000", tzid: "America/New_York")
    let set = try RecurrenceSet(
      start: start, rules: [try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=3")])
    let instances = Array(set)
    #expect(instances.map(\.utc) == [1_709_969_400, 1_710_055_800, 1_710_138_600])
    #expect(
      instances.map { set.text($0) } == ["20240309T023000", "20240310T033000", "20240311T023000"])
    #expect(set.isoText(instances[1]) == "2024-03-10T03:30:00-04:00")
  }

  @Test func ambiguousTimeIsItsFirstOccurrence() throws {
    // 2024-11-03 01:30 happens twice in New York; the first is EDT (−4): 05:30Z.
    let start = try ICSDateTime(parsing: "20241102T013000", tzid: "America/New_York")
    let set = try RecurrenceSet(
      start: start, rules: [try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=3")])
    #expect(Array(set).map(\.utc) == [1_730_525_400, 1_730_611_800, 1_730_701_800])
  }

  @Test func untilForms() throws {
    // UTC UNTIL against a floating start: compared with the wall time.
    #expect(
      try RecurrenceRuleTests.expand("FREQ=DAILY;UNTIL=19970905T090000Z", "19970902T090000")
        == ["19970902T090000", "19970903T090000", "19970904T090000", "19970905T090000"])
    // DATE start with DATE UNTIL and with DATE-TIME UNTIL: the last day is included.
    #expect(
      try RecurrenceRuleTests.expand("FREQ=DAILY;UNTIL=20240103", "20240101") == [
        "20240101", "20240102", "20240103",
      ])
    #expect(
      try RecurrenceRuleTests.expand("FREQ=DAILY;UNTIL=20240103T000000Z", "20240101")
        == ["20240101", "20240102", "20240103"])
    // DATE UNTIL against a DATE-TIME start: the whole day counts.
    #expect(
      try RecurrenceRuleTests.expand("FREQ=DAILY;UNTIL=20240102", "20240101T230000")
        == ["20240101T230000", "20240102T230000"])
    // UTC start.
    #expect(
      try RecurrenceRuleTests.expand("FREQ=HOURLY;UNTIL=20240101T020000Z", "20240101T000000Z")
        == ["20240101T000000Z", "20240101T010000Z", "20240101T020000Z"])
  }

  @Test func rdateAndExdateMergeInOrderWithoutDuplicates() throws {
    let start = try ICSDateTime(parsing: "20240101T090000", tzid: "Europe/Berlin")
    let set = try RecurrenceSet(
      start: start, rules: [try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=4")],
      inclusions: [
        try ICSDateTime(parsing: "20240102T090000", tzid: "Europe/Berlin"),  // duplicate
        try ICSDateTime(parsing: "20240102T120000Z"),  // 13:00 Berlin
      ],
      exclusions: [try ICSDateTime(parsing: "20240103T080000Z")])  // 09:00 Berlin on the 3rd
    #expect(
      set.map { set.text($0) } == [
        "20240101T090000", "20240102T090000", "20240102T130000", "20240104T090000",
      ])
  }

  @Test func windowQueriesSkipAheadAndMatchAFullWalk() throws {
    // Seeded property test: window results equal a brute-force walk filtered to the window.
    var generator = SeededGenerator(seed: 0x5EED_1CA1)
    let rules = [
      "FREQ=DAILY", "FREQ=DAILY;INTERVAL=3", "FREQ=WEEKLY;BYDAY=MO,WE,FR",
      "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
      "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "FREQ=HOURLY;INTERVAL=7;BYDAY=SA",
      "FREQ=MONTHLY;BYMONTHDAY=-1",
      "FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=TU,SU",
    ]
    for _ in 0..<40 {
      let text = rules[Int(generator.next() % UInt64(rules.count))]
      let zone = ["Europe/Berlin", "America/New_York", "Australia/Sydney"][
        Int(generator.next() % 3)]
      let startSeconds = 946_684_800 + Int(generator.next() % 400_000_000)
      let start = ICSDateTime(localSeconds: startSeconds - startSeconds % 60, kind: .zoned(zone))
      let set = try RecurrenceSet(start: start, rules: [try RecurrenceRule(parsing: text)])
      let from = startSeconds + Int(generator.next() % 200_000_000)
      let to = from + Int(generator.next() % 10_000_000)
      let window = try set.occurrences(from: from, to: to, duration: 3600)
      var walked: [Occurrence] = []
      for occurrence in set {
        if occurrence.utc >= to { break }
        if occurrence.utc + 3600 > from { walked.append(occurrence) }
      }
      #expect(window == walked, "seed 0x5EED1CA1: \(text) from \(start) window \(from)..<\(to)")
    }
  }

  @Test func endlessRuleIsLazyAndTheLimitProtects() throws {
    let set = try RecurrenceSet(rule: "FREQ=SECONDLY", start: "20240101T000000Z")
    #expect(!set.isBounded)
    #expect(
      set.prefix(3).map { set.text($0) } == [
        "20240101T000000Z", "20240101T000001Z", "20240101T000002Z",
      ])
    #expect(throws: ICSError.self) {
      _ = try set.occurrences(from: 1_704_067_200, to: 1_704_067_200 + 86_400, limit: 1000)
    }
  }

  @Test func impossibleRuleEndsInsteadOfHanging() throws {
    let set = try RecurrenceSet(rule: "FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30", start: "20240101")
    #expect(Array(set).map { set.text($0) } == ["20240101"])
  }

  @Test(arguments: [
    ("FREQ=DAILY;BYDAY=XX", 12, "BYDAY"),
    ("COUNT=3", 1, "no FREQ"),
    ("FREQ=DAILY;COUNT=2;UNTIL=20240101", 1, "COUNT and UNTIL"),
    ("FREQ=FORTNIGHTLY", 1, "FREQ"),
    ("FREQ=DAILY;BYMONTHDAY=0", 12, "BYMONTHDAY"),
    ("FREQ=DAILY;BYHOUR=24", 12, "BYHOUR"),
    ("FREQ=DAILY;INTERVAL=0", 12, "INTERVAL"),
    ("FREQ=DAILY;FOO=1", 12, "unknown"),
  ])
  func badRulesSayWhereAndWhy(text: String, column: Int, mentions: String) {
    do {
      _ = try RecurrenceRule(parsing: text)
      Issue.record("\(text) parsed")
    } catch {
      #expect(error.location.column == column, "\(error)")
      #expect(error.reason.contains(mentions), "\(error)")
    }
  }
}

@Suite struct RecurrenceTerminationTests {
  @Test(arguments: [
    "FREQ=SECONDLY;INTERVAL=2;BYSECOND=1", "FREQ=MINUTELY;INTERVAL=2;BYMINUTE=1",
    "FREQ=HOURLY;INTERVAL=2;BYHOUR=1", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
  ])
  func rulesThatCanNeverMatchEnd(rule: String) throws {
    // Starts on an even second, minute and hour: the odd BY values are never on the grid.
    let set = try RecurrenceSet(rule: rule, start: "20240101T000000Z")
    #expect(Array(set.prefix(5)).map { set.text($0) } == ["20240101T000000Z"])
  }
}

@Suite struct CountWalkTests {
  @Test func hugeCountFarAheadIsALimitNotAHang() throws {
    let set = try RecurrenceSet(rule: "FREQ=SECONDLY;COUNT=2000000000", start: "19700101T000000Z")
    #expect {
      _ = try set.occurrences(from: 1_700_000_000, to: 1_700_000_100)
    } throws: { error in
      (error as? ICSError)?.reason.contains("COUNT") == true
    }
    // A reachable window of the same kind of rule works.
    let near = try set.occurrences(from: 100, to: 105)
    #expect(near.map(\.utc) == [100, 101, 102, 103, 104])
  }
}
