import Testing

@testable import AlmanacICS

/// Every RRULE example of RFC 5545 §3.8.5.3, with the instance lists copied from the RFC text.
/// Lines read `YEAR ZONE: Month d,d,d-d; Month d` with ZONE EDT (UTC−4) or EST (UTC−5); times
/// are 09:00 unless the case lists times. For rules that run forever, the instances the RFC
/// lists are the first ones expected.
@Suite struct RFC5545ExamplesTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var title: String
    var start: String
    var rule: String
    var exdate: String? = nil
    var expected: [String]
    /// Times of day (HHMM) when the rule is sub-daily, applied to every listed day.
    var times: [String] = ["0900"]
    var testDescription: String { title }
  }

  static let examples: [Example] = [
    Example(
      title: "Daily for 10 occurrences", start: "19970902T090000", rule: "FREQ=DAILY;COUNT=10",
      expected: ["1997 EDT: September 2-11"]),
    Example(
      title: "Daily until December 24, 1997", start: "19970902T090000",
      rule: "FREQ=DAILY;UNTIL=19971224T000000Z",
      expected: [
        "1997 EDT: September 2-30; October 1-25",
        "1997 EST: October 26-31; November 1-30; December 1-23",
      ]),
    Example(
      title: "Every other day - forever", start: "19970902T090000", rule: "FREQ=DAILY;INTERVAL=2",
      expected: [
        "1997 EDT: September 2,4,6,8,10,12,14,16,18,20,22,24,26,28,30; October 2,4,6,8,10,12,14,16,18,20,22,24",
        "1997 EST: October 26,28,30; November 1,3,5,7,9,11,13,15,17,19,21,23,25,27,29; December 1,3",
      ]),
    Example(
      title: "Every 10 days, 5 occurrences", start: "19970902T090000",
      rule: "FREQ=DAILY;INTERVAL=10;COUNT=5",
      expected: ["1997 EDT: September 2,12,22; October 2,12"]),
    Example(
      title: "Every day in January, for 3 years (yearly)", start: "19980101T090000",
      rule: "FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA",
      expected: ["1998 EST: January 1-31", "1999 EST: January 1-31", "2000 EST: January 1-31"]),
    Example(
      title: "Every day in January, for 3 years (daily)", start: "19980101T090000",
      rule: "FREQ=DAILY;UNTIL=20000131T140000Z;BYMONTH=1",
      expected: ["1998 EST: January 1-31", "1999 EST: January 1-31", "2000 EST: January 1-31"]),
    Example(
      title: "Weekly for 10 occurrences", start: "19970902T090000", rule: "FREQ=WEEKLY;COUNT=10",
      expected: [
        "1997 EDT: September 2,9,16,23,30; October 7,14,21", "1997 EST: October 28; November 4",
      ]),
    Example(
      title: "Weekly until December 24, 1997", start: "19970902T090000",
      rule: "FREQ=WEEKLY;UNTIL=19971224T000000Z",
      expected: [
        "1997 EDT: September 2,9,16,23,30; October 7,14,21",
        "1997 EST: October 28; November 4,11,18,25; December 2,9,16,23",
      ]),
    Example(
      title: "Every other week - forever", start: "19970902T090000",
      rule: "FREQ=WEEKLY;INTERVAL=2;WKST=SU",
      expected: [
        "1997 EDT: September 2,16,30; October 14",
        "1997 EST: October 28; November 11,25; December 9,23",
        "1998 EST: January 6,20; February 3,17",
      ]),
    Example(
      title: "Weekly on Tuesday and Thursday for five weeks (until)", start: "19970902T090000",
      rule: "FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH",
      expected: ["1997 EDT: September 2,4,9,11,16,18,23,25,30; October 2"]),
    Example(
      title: "Weekly on Tuesday and Thursday for five weeks (count)", start: "19970902T090000",
      rule: "FREQ=WEEKLY;COUNT=10;WKST=SU;BYDAY=TU,TH",
      expected: ["1997 EDT: September 2,4,9,11,16,18,23,25,30; October 2"]),
    Example(
      title: "Every other week on Monday, Wednesday, and Friday until December 24, 1997",
      start: "19970901T090000",
      rule: "FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR",
      expected: [
        "1997 EDT: September 1,3,5,15,17,19,29; October 1,3,13,15,17",
        "1997 EST: October 27,29,31; November 10,12,14,24,26,28; December 8,10,12,22",
      ]),
    Example(
      title: "Every other week on Tuesday and Thursday, for 8 occurrences",
      start: "19970902T090000",
      rule: "FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH",
      expected: ["1997 EDT: September 2,4,16,18,30; October 2,14,16"]),
    Example(
      title: "Monthly on the first Friday for 10 occurrences", start: "19970905T090000",
      rule: "FREQ=MONTHLY;COUNT=10;BYDAY=1FR",
      expected: [
        "1997 EDT: September 5; October 3", "1997 EST: November 7; December 5",
        "1998 EST: January 2; February 6; March 6; April 3", "1998 EDT: May 1; June 5",
      ]),
    Example(
      title: "Monthly on the first Friday until December 24, 1997", start: "19970905T090000",
      rule: "FREQ=MONTHLY;UNTIL=19971224T000000Z;BYDAY=1FR",
      expected: ["1997 EDT: September 5; October 3", "1997 EST: November 7; December 5"]),
    Example(
      title: "Every other month on the first and last Sunday for 10 occurrences",
      start: "19970907T090000",
      rule: "FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU",
      expected: [
        "1997 EDT: September 7,28", "1997 EST: November 2,30", "1998 EST: January 4,25; March 1,29",
        "1998 EDT: May 3,31",
      ]),
    Example(
      title: "Monthly on the second-to-last Monday for 6 months", start: "19970922T090000",
      rule: "FREQ=MONTHLY;COUNT=6;BYDAY=-2MO",
      expected: [
        "1997 EDT: September 22; October 20", "1997 EST: November 17; December 22",
        "1998 EST: January 19; February 16",
      ]),
    Example(
      title: "Monthly on the third-to-the-last day, forever", start: "19970928T090000",
      rule: "FREQ=MONTHLY;BYMONTHDAY=-3",
      expected: [
        "1997 EDT: September 28", "1997 EST: October 29; November 28; December 29",
        "1998 EST: January 29; February 26",
      ]),
    Example(
      title: "Monthly on the 2nd and 15th for 10 occurrences", start: "19970902T090000",
      rule: "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15",
      expected: [
        "1997 EDT: September 2,15; October 2,15", "1997 EST: November 2,15; December 2,15",
        "1998 EST: January 2,15",
      ]),
    Example(
      title: "Monthly on the first and last day for 10 occurrences", start: "19970930T090000",
      rule: "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1",
      expected: [
        "1997 EDT: September 30; October 1", "1997 EST: October 31; November 1,30; December 1,31",
        "1998 EST: January 1,31; February 1",
      ]),
    Example(
      title: "Every 18 months on the 10th thru 15th for 10 occurrences", start: "19970910T090000",
      rule: "FREQ=MONTHLY;INTERVAL=18;COUNT=10;BYMONTHDAY=10,11,12,13,14,15",
      expected: ["1997 EDT: September 10,11,12,13,14,15", "1999 EST: March 10,11,12,13"]),
    Example(
      title: "Every Tuesday, every other month", start: "19970902T090000",
      rule: "FREQ=MONTHLY;INTERVAL=2;BYDAY=TU",
      expected: [
        "1997 EDT: September 2,9,16,23,30", "1997 EST: November 4,11,18,25",
        "1998 EST: January 6,13,20,27; March 3,10,17,24,31",
      ]),
    Example(
      title: "Yearly in June and July for 10 occurrences", start: "19970610T090000",
      rule: "FREQ=YEARLY;COUNT=10;BYMONTH=6,7",
      expected: [
        "1997 EDT: June 10; July 10", "1998 EDT: June 10; July 10", "1999 EDT: June 10; July 10",
        "2000 EDT: June 10; July 10", "2001 EDT: June 10; July 10",
      ]),
    Example(
      title: "Every other year on January, February, and March for 10 occurrences",
      start: "19970310T090000",
      rule: "FREQ=YEARLY;INTERVAL=2;COUNT=10;BYMONTH=1,2,3",
      expected: [
        "1997 EST: March 10", "1999 EST: January 10; February 10; March 10",
        "2001 EST: January 10; February 10; March 10",
        "2003 EST: January 10; February 10; March 10",
      ]),
    Example(
      title: "Every third year on the 1st, 100th, and 200th day for 10 occurrences",
      start: "19970101T090000",
      rule: "FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200",
      expected: [
        "1997 EST: January 1", "1997 EDT: April 10; July 19", "2000 EST: January 1",
        "2000 EDT: April 9; July 18",
        "2003 EST: January 1", "2003 EDT: April 10; July 19", "2006 EST: January 1",
      ]),
    Example(
      title: "Every 20th Monday of the year, forever", start: "19970519T090000",
      rule: "FREQ=YEARLY;BYDAY=20MO",
      expected: ["1997 EDT: May 19", "1998 EDT: May 18", "1999 EDT: May 17"]),
    Example(
      title: "Monday of week number 20, forever", start: "19970512T090000",
      rule: "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO",
      expected: ["1997 EDT: May 12", "1998 EDT: May 11", "1999 EDT: May 17"]),
    Example(
      title: "Every Thursday in March, forever", start: "19970313T090000",
      rule: "FREQ=YEARLY;BYMONTH=3;BYDAY=TH",
      expected: [
        "1997 EST: March 13,20,27", "1998 EST: March 5,12,19,26", "1999 EST: March 4,11,18,25",
      ]),
    Example(
      title: "Every Thursday, but only during June, July, and August, forever",
      start: "19970605T090000",
      rule: "FREQ=YEARLY;BYDAY=TH;BYMONTH=6,7,8",
      expected: [
        "1997 EDT: June 5,12,19,26; July 3,10,17,24,31; August 7,14,21,28",
        "1998 EDT: June 4,11,18,25; July 2,9,16,23,30; August 6,13,20,27",
        "1999 EDT: June 3,10,17,24; July 1,8,15,22,29; August 5,12,19,26",
      ]),
    Example(
      title: "Every Friday the 13th, forever", start: "19970902T090000",
      rule: "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13",
      exdate: "19970902T090000",
      expected: [
        "1998 EST: February 13; March 13; November 13", "1999 EDT: August 13",
        "2000 EDT: October 13",
      ]),
    Example(
      title: "The first Saturday that follows the first Sunday of the month, forever",
      start: "19970913T090000",
      rule: "FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13",
      expected: [
        "1997 EDT: September 13; October 11", "1997 EST: November 8; December 13",
        "1998 EST: January 10; February 7; March 7", "1998 EDT: April 11; May 9; June 13",
      ]),
    Example(
      title: "Every 4 years, the first Tuesday after a Monday in November",
      start: "19961105T090000",
      rule: "FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8",
      expected: ["1996 EST: November 5", "2000 EST: November 7", "2004 EST: November 2"]),
    Example(
      title: "The third instance of one of Tuesday, Wednesday, or Thursday, for 3 months",
      start: "19970904T090000", rule: "FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3",
      expected: ["1997 EDT: September 4; October 7", "1997 EST: November 6"]),
    Example(
      title: "The second-to-last weekday of the month", start: "19970929T090000",
      rule: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2",
      expected: [
        "1997 EDT: September 29", "1997 EST: October 30; November 27; December 30",
        "1998 EST: January 29; February 26; March 30",
      ]),
    Example(
      title: "Every 3 hours from 9:00 AM to 5:00 PM on a specific day", start: "19970902T090000",
      // The RFC prints UNTIL=19970902T170000Z, which is 13:00 EDT and so cannot admit 15:00;
      // the list is right for 17:00 EDT (21:00Z), which is what we use. See the test below.
      rule: "FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T210000Z",
      expected: ["1997 EDT: September 2"], times: ["0900", "1200", "1500"]),
    Example(
      title: "Every 15 minutes for 6 occurrences", start: "19970902T090000",
      rule: "FREQ=MINUTELY;INTERVAL=15;COUNT=6",
      expected: ["1997 EDT: September 2"], times: ["0900", "0915", "0930", "0945", "1000", "1015"]),
    Example(
      title: "Every hour and a half for 4 occurrences", start: "19970902T090000",
      rule: "FREQ=MINUTELY;INTERVAL=90;COUNT=4",
      expected: ["1997 EDT: September 2"], times: ["0900", "1030", "1200", "1330"]),
    Example(
      title: "Every 20 minutes from 9:00 AM to 4:40 PM every day (daily)", start: "19970902T090000",
      rule: "FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40",
      expected: ["1997 EDT: September 2,3"], times: RFC5545ExamplesTests.everyTwentyMinutes),
    Example(
      title: "Every 20 minutes from 9:00 AM to 4:40 PM every day (minutely)",
      start: "19970902T090000",
      rule: "FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16",
      expected: ["1997 EDT: September 2,3"], times: RFC5545ExamplesTests.everyTwentyMinutes),
    Example(
      title: "Days generated depend on WKST (MO)", start: "19970805T090000",
      rule: "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO",
      expected: ["1997 EDT: August 5,10,19,24"]),
    Example(
      title: "Days generated depend on WKST (SU)", start: "19970805T090000",
      rule: "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU",
      expected: ["1997 EDT: August 5,17,19,31"]),
    Example(
      title: "An invalid date (February 30) is ignored", start: "20070115T090000",
      rule: "FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5",
      expected: ["2007 EST: January 15,30", "2007 EST: February 15", "2007 EDT: March 15,30"]),
  ]

  static let everyTwentyMinutes: [String] = (9...16).flatMap { hour in
    [0, 20, 40].map { minute in
      (hour < 10 ? "0" : "") + "\(hour)" + (minute == 0 ? "00" : "\(minute)")
    }
  }

  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October",
    "November", "December",
  ]

  /// Expands the RFC's notation into (local text, UTC offset in seconds) pairs.
  static func instances(_ example: Example) throws -> [(String, Int)] {
    var out: [(String, Int)] = []
    for line in example.expected {
      let head = line.split(separator: ":", maxSplits: 1)
      let yearZone = head[0].split(separator: " ")
      let year = String(yearZone[0])
      let offset = yearZone[1] == "EDT" ? -4 * 3600 : -5 * 3600
      for group in head[1].split(separator: ";") {
        let words = group.split(separator: " ")
        let month = try #require(months.firstIndex(of: String(words[0]))) + 1
        for item in words[1].split(separator: ",") {
          let bounds = item.split(separator: "-").compactMap { Int($0) }
          for day in bounds[0]...bounds[bounds.count - 1] {
            for time in example.times {
              let text =
                year + (month < 10 ? "0" : "") + "\(month)" + (day < 10 ? "0" : "") + "\(day)T"
                + time + "00"
              out.append((text, offset))
            }
          }
        }
      }
    }
    return out
  }

  @Test(arguments: examples)
  func example(_ example: Example) throws {
    let expected = try RFC5545ExamplesTests.instances(example)
    let rule = try RecurrenceRule(parsing: example.rule)
    let start = try ICSDateTime(parsing: example.start, tzid: "America/New_York")
    let exclusions =
      try example.exdate.map { [try ICSDateTime(parsing: $0, tzid: "America/New_York")] } ?? []
    let set = try RecurrenceSet(start: start, rules: [rule], exclusions: exclusions)
    let bounded = rule.count != nil || rule.until != nil
    // For bounded rules take one more than expected to show that the rule stops.
    let got = Array(set.prefix(expected.count + (bounded ? 1 : 0)))
    #expect(got.map { set.dateTime($0).text } == expected.map(\.0))
    #expect(got.map { $0.local - $0.utc } == expected.map(\.1))
  }

  @Test func hourlyUntilAsPrintedStopsAtOnePM() throws {
    let set = try RecurrenceSet(
      rule: "FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000Z", start: "19970902T090000",
      tzid: "America/New_York")
    #expect(set.map { set.dateTime($0).text } == ["19970902T090000", "19970902T120000"])
  }

  @Test func ruleTextRoundTrips() throws {
    for example in RFC5545ExamplesTests.examples {
      let rule = try RecurrenceRule(parsing: example.rule)
      #expect(try RecurrenceRule(parsing: rule.description) == rule, "\(example.rule) → \(rule)")
    }
    #expect(
      try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1").description
        == "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1")
  }
}
