import Testing

@testable import AlmanacICS

/// ``RecurrenceSet/StartPolicy``: the rule-iterator meaning (python-dateutil, libical, ical.js)
/// against RFC 5545's, on the RFC's own examples.
@Suite struct StartPolicyTests {
  static func texts(
    _ example: RFC5545ExamplesTests.Example, _ policy: RecurrenceSet.StartPolicy, exdate: Bool
  ) throws -> [String] {
    let rule = try RecurrenceRule(parsing: example.rule)
    let start = try ICSDateTime(parsing: example.start, tzid: "America/New_York")
    let exclusions =
      exdate
      ? try example.exdate.map { [try ICSDateTime(parsing: $0, tzid: "America/New_York")] }
        ?? [] : []
    let set = try RecurrenceSet(
      start: start, rules: [rule], exclusions: exclusions, startPolicy: policy)
    return set.prefix(60).map { set.text($0) }
  }

  /// A DTSTART is synchronised when the RFC lists it among the rule's instances.
  @Test(arguments: try RFC5545ExamplesTests.examples())
  func synchronisedStartsGiveTheSameList(_ example: RFC5545ExamplesTests.Example) throws {
    let listed = try RFC5545ExamplesTests.instances(example).map(\.0)
    let first = try ICSDateTime(parsing: example.start).text
    guard listed.contains(first) else { return }
    #expect(
      try Self.texts(example, .onlyIfGenerated, exdate: true)
        == Self.texts(example, .firstInstance, exdate: true))
  }

  @Test func anUnsynchronisedStartIsLeftOut() throws {
    // RFC 5545's Friday-the-13th example starts on Tuesday 2 September 1997 and removes that
    // start with EXDATE; without the EXDATE only the event meaning keeps it.
    let example = try #require(
      try RFC5545ExamplesTests.examples().first {
        $0.rule.contains("BYMONTHDAY=13") && $0.exdate != nil
      })
    let events = try Self.texts(example, .firstInstance, exdate: false)
    let iterator = try Self.texts(example, .onlyIfGenerated, exdate: false)
    #expect(events.first == "19970902T090000")
    #expect(Array(events.dropFirst().prefix(59)) == Array(iterator.prefix(59)))
    // COUNT counts only what is generated.
    var rule = try RecurrenceRule(parsing: example.rule)
    rule.count = 2
    let start = try ICSDateTime(parsing: example.start)
    let counted = try RecurrenceSet(start: start, rules: [rule], startPolicy: .onlyIfGenerated)
    #expect(counted.map { counted.text($0) } == ["19980213T090000", "19980313T090000"])
  }
}
