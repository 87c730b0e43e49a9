import Almanac
import AlmanacTerminal
import AlmanacTestSupport
import Testing

/// Output formats: ISO 8601 dates and intervals, JSON, cron and RRULE weekdays, and
/// strftime-style patterns checked against Python's `date.strftime` (glibc).
@Suite("Picker output formats")
struct PickerOutputFormatTests {
  typealias F = PickerFixtures

  @Test("ISO: a day, days one per line, an interval, BYDAY codes Monday first")
  func iso() throws {
    let format = PickerOutputFormat.iso
    #expect(format.text(for: .day(day("2026-03-05"))) == "2026-03-05\n")
    let days = [day("2026-03-01"), day("2026-03-05")]
    #expect(format.text(for: .days(days)) == "2026-03-01\n2026-03-05\n")
    let range = day("2026-03-05")...(day("2026-03-09"))
    #expect(format.text(for: .range(range)) == "2026-03-05/2026-03-09\n")
    #expect(format.text(for: .weekdays(WeekdaySet([6, 2, 4]))) == "MO,WE,FR\n")
    #expect(format.text(for: .weekdays(WeekdaySet([1, 2]))) == "MO,SU\n")
  }

  @Test("cron and rrule for weekdays; JSON for every mode")
  func weekdayFormats() throws {
    let set = WeekdaySet([2, 4, 6])
    #expect(PickerOutputFormat.cron.text(for: .weekdays(set)) == "1,3,5\n")
    #expect(PickerOutputFormat.cron.text(for: .weekdays(.mondayToFriday)) == "1-5\n")
    #expect(PickerOutputFormat.rrule.text(for: .weekdays(set)) == "FREQ=WEEKLY;BYDAY=MO,WE,FR\n")
    #expect(
      PickerOutputFormat.json.text(for: .weekdays(set))
        == #"{"weekdays": ["MO", "WE", "FR"], "rrule": "FREQ=WEEKLY;BYDAY=MO,WE,FR", "cron": "1,3,5"}"#
        + "\n")
    let range = day("2026-03-28")...(day("2026-04-04"))
    #expect(
      PickerOutputFormat.json.text(for: .range(range))
        == #"{"start": "2026-03-28", "end": "2026-04-04", "interval": "2026-03-28/2026-04-04", "nights": 7}"#
        + "\n")
    #expect(
      PickerOutputFormat.json.text(for: .day(day("2026-03-05"))) == #"{"date": "2026-03-05"}"#
        + "\n")
    #expect(!PickerOutputFormat.cron.suits(.single))
    #expect(PickerOutputFormat.cron.suits(.weekdays))
    #expect(try PickerOutputFormat.named("%d").map { $0.suits(.weekdays) } == false)
  }

  @Test(
    "Patterns agree with Python's strftime",
    arguments: [
      ("2026-03-05", "2026|03|05| 5|26|064|2026-03-05|Thu|Thursday|Mar|March|4|4|%"),
      ("2024-12-31", "2024|12|31|31|24|366|2024-12-31|Tue|Tuesday|Dec|December|2|2|%"),
      ("2000-02-29", "2000|02|29|29|00|060|2000-02-29|Tue|Tuesday|Feb|February|2|2|%"),
      ("2026-01-04", "2026|01|04| 4|26|004|2026-01-04|Sun|Sunday|Jan|January|7|0|%"),
    ])
  func pattern(day: String, expected: String) throws {
    let pattern = try DayPattern("%Y|%m|%d|%e|%y|%j|%F|%a|%A|%b|%B|%u|%w|%%")
    #expect(pattern.string(from: AlmanacTestSupport.day(day)) == expected)
  }

  @Test("A pattern prints a range's ends on two lines; unknown conversions are refused")
  func patternRangeAndErrors() throws {
    let format = try #require(try PickerOutputFormat.named("%d.%m.%Y"))
    let range = day("2026-03-05")...(day("2026-03-09"))
    #expect(format.text(for: .range(range)) == "05.03.2026\n09.03.2026\n")
    #expect(throws: DayPattern.Error(conversion: "%H")) { try DayPattern("%d %H") }
    #expect(throws: DayPattern.Error(conversion: "%")) { try DayPattern("%d%") }
    #expect(try PickerOutputFormat.named("yaml") == nil)
  }
}
