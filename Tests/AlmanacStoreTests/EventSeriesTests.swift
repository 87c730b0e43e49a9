import Almanac
import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// One instance of a recurring event, or it and the later ones, changed through
/// `EventStore.updateSeries` and the series changes of `EventChange`: which instance a day
/// names, the EXDATE and UNTIL in the series' form, the COUNT a split leaves, the overrides
/// kept, moved or dropped, and every other byte of the file kept.
@Suite("Event series writes")
struct EventSeriesTests {
  static let stamp = ICSDateTime(day: Day(unchecked: 0), kind: .utc)

  /// A daily series in New York, 10 instances from 2 March 2026 (DST begins on the 8th), one
  /// cancelled (the 4th) and one moved (the 5th, to 11:00).
  static let file = StoreFixture.calendar(
    StoreFixture.event(
      uid: "daily", summary: "Stand-up",
      start: "DTSTART;TZID=America/New_York:20260302T090000",
      end: "DTEND;TZID=America/New_York:20260302T091500",
      extra: "RRULE:FREQ=DAILY;COUNT=10\nEXDATE;TZID=America/New_York:20260304T090000\n"
        + "X-KEEP;X-A=1:unknown\n")
      + StoreFixture.event(
        uid: "daily", summary: "Stand-up (moved)",
        start: "DTSTART;TZID=America/New_York:20260305T110000",
        end: "DTEND;TZID=America/New_York:20260305T111500",
        extra: "RECURRENCE-ID;TZID=America/New_York:20260305T090000\n")
      + StoreFixture.event(
        uid: "single", summary: "Dentist", start: "DTSTART:20260303T150000Z",
        end: "DTEND:20260303T160000Z"))

  static func store(_ fixture: StoreFixture) throws -> (EventStore, String) {
    let path = try fixture.write("cal/work/daily.ics", file)
    return (try EventStore(sources: [EventSource(path: fixture.root + "/cal")], cache: nil), path)
  }

  static func day(_ text: String) -> Day {
    (try? Day(parsing: text)) ?? Day(unchecked: 0)
  }

  static func zoned(_ text: String) -> ICSDateTime {
    (try? ICSDateTime(parsing: text, tzid: "America/New_York")) ?? stamp
  }

  @Test func aDayNamesItsInstanceByItsOriginalStartAndCancelledDaysHaveNone() throws {
    let fixture = try StoreFixture()
    var (store, path) = try Self.store(fixture)
    let before = try String(contentsOfFile: path, encoding: .utf8)
    // The change throws: nothing is written.
    #expect(throws: EventStoreError.self) {
      try store.updateSeries(uid: "daily", pacing: .none) {
        (series) throws(EventStoreError) in
        #expect(series.isRecurring)
        #expect(series.overrides.count == 1)
        let onDay = series.instance(ICSDateTime(day: Self.day("2026-03-09"), kind: .date))
        #expect(onDay == Self.zoned("20260309T090000"))
        // The moved instance, named by its original start or the time it moved to.
        #expect(
          series.instance(ICSDateTime(day: Self.day("2026-03-05"), kind: .date))
            == Self.zoned("20260305T090000"))
        #expect(series.instance(Self.zoned("20260305T110000")) == Self.zoned("20260305T090000"))
        #expect(series.instance(ICSDateTime(day: Self.day("2026-03-04"), kind: .date)) == nil)
        #expect(series.instance(ICSDateTime(day: Self.day("2026-03-12"), kind: .date)) == nil)
        #expect(series.instance(Self.zoned("20260306T100000")) == nil)
        #expect(series.overrideIndex(of: Self.zoned("20260305T090000")) == 0)
        let near = series.neighbours(of: Self.day("2026-03-04"))
        #expect(near.before == Self.zoned("20260303T090000"))
        #expect(near.after == Self.zoned("20260305T090000"))
        throw EventStoreError.invalidEvent(reason: "look only")
      }
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
  }

  @Test func cancellingAnInstanceRemovesItsOverrideAndKeepsTheRestOfTheFile() throws {
    let fixture = try StoreFixture()
    var (store, path) = try Self.store(fixture)
    let before = try String(contentsOfFile: path, encoding: .utf8)
    try store.updateSeries(uid: "daily", pacing: .none) {
      (series) throws(EventStoreError) in
      EventChange.cancel(Self.zoned("20260305T090000"), of: &series, stamp: Self.stamp)
    }
    let after = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      after.contains(
        "EXDATE;TZID=America/New_York:20260304T090000\r\n"
          + "EXDATE;TZID=America/New_York:20260305T090000\r\n"))
    #expect(!after.contains("RECURRENCE-ID"))
    #expect(after.contains("X-KEEP;X-A=1:unknown\r\n"))
    // The other event keeps its bytes.
    let other = try #require(before.range(of: "BEGIN:VEVENT\r\nUID:single"))
    #expect(after.hasSuffix(String(before[other.lowerBound...])))
    let events = try store.events(
      from: Self.day("2026-03-01"), through: Self.day("2026-03-31"),
      in: try #require(TimeZone(identifier: "America/New_York")))
    #expect(events.filter { $0.uid == "daily" }.count == 8)
  }

  @Test func endingBeforeAnInstanceWritesAUTCUntilAndDropsLaterOverrides() throws {
    let fixture = try StoreFixture()
    var (store, path) = try Self.store(fixture)
    try store.updateSeries(uid: "daily", pacing: .none) {
      (series) throws(EventStoreError) in
      do throws(EventRequestError) {
        let removed = try EventChange.end(
          &series, before: Self.zoned("20260305T090000"), stamp: Self.stamp)
        #expect(removed.count == 1)
      } catch {
        throw .invalidEvent(reason: "\(error)")
      }
    }
    let after = try String(contentsOfFile: path, encoding: .utf8)
    // 09:00 EST is 14:00 UTC.
    #expect(after.contains("RRULE:FREQ=DAILY;UNTIL=20260305T135959Z\r\n"))
    #expect(after.contains("EXDATE;TZID=America/New_York:20260304T090000\r\n"))
    #expect(!after.contains("RECURRENCE-ID"))
    #expect(
      EventChange.until(
        before: Self.zoned("20260310T090000"),
        seriesStart: Self.zoned(
          "20260302T090000")
      ).text == "20260310T125959Z")
  }

  @Test func aSplitCountsTheCancelledInstancesAsCOUNTDoesAndMovesLaterOverrides() throws {
    let fixture = try StoreFixture()
    var (store, path) = try Self.store(fixture)
    let result = try CommitJournalTests.split(&store, pacing: .none)
    let split = try #require(result.split)
    #expect(split.uid == "later")
    #expect(split.path != path)
    let new = try String(contentsOfFile: split.path, encoding: .utf8)
    // 2, 3, 4 (excluded, but counted by COUNT) come before the 5th: 7 are left.
    #expect(new.contains("RRULE:FREQ=DAILY;COUNT=7\r\n"))
    #expect(new.contains("DTSTART;TZID=America/New_York:20260305T090000\r\n"))
    #expect(new.contains("DTEND;TZID=America/New_York:20260305T091500\r\n"))
    #expect(!new.contains("EXDATE"))
    #expect(new.contains("SUMMARY:Sync\r\n"))
    #expect(new.contains("RECURRENCE-ID;TZID=America/New_York:20260305T090000\r\n"))
    #expect(new.components(separatedBy: "UID:later\r\n").count == 3)
    #expect(new.contains("SUMMARY:Stand-up (moved)\r\n"))
    let old = try String(contentsOfFile: path, encoding: .utf8)
    #expect(old.contains("RRULE:FREQ=DAILY;UNTIL=20260305T135959Z\r\n"))
    let events = try store.events(
      from: Self.day("2026-03-01"), through: Self.day("2026-03-31"),
      in: try #require(TimeZone(identifier: "America/New_York")))
    let series = events.filter { $0.uid != "single" }
    // The same instances as before the split: 2, 3, 5 (moved), 6 … 11.
    #expect(series.count == 9)
    #expect(
      series.filter { $0.uid == "daily" }.map(\.start.day.description) == [
        "2026-03-02", "2026-03-03",
      ])
    #expect(series.filter { $0.uid == "later" && $0.summary == "Sync" }.count == 6)
  }

  @Test func anOverrideIsTheMasterWithoutItsRulesAtTheInstance() throws {
    let master = try #require(
      ICSCalendar.calendars(
        in: try ICSParser().parse(Array(Self.file.utf8), file: "x.ics"), file: "x.ics"
      ).first?.events.first?.component)
    // After the DST change the instance keeps its 15 minutes.
    let override = EventChange.override(of: master, at: Self.zoned("20260310T090000"))
    #expect(override.line == 0)
    #expect(override.property("RRULE") == nil)
    #expect(override.property("EXDATE") == nil)
    #expect(override.property("RECURRENCE-ID")?.rawValue == "20260310T090000")
    #expect(override.property("DTSTART")?.rawValue == "20260310T090000")
    #expect(override.property("DTEND")?.rawValue == "20260310T091500")
    #expect(override.text("X-KEEP") == "unknown")
  }

  @Test func listingsMayKeepAnInstanceItsOverrideCancels() throws {
    let fixture = try StoreFixture()
    try fixture.write("cal/work/c.ics", fixture: "daily-with-cancelled-override.ics")
    var store = try EventStore(sources: [EventSource(path: fixture.root + "/cal")], cache: nil)
    let utc = try #require(TimeZone(identifier: "UTC"))
    let hidden = try store.events(
      from: Self.day("2026-03-01"), through: Self.day("2026-03-31"), in: utc)
    #expect(hidden.count == 2)
    store.keepsCancelledInstances = true
    let shown = try store.events(
      from: Self.day("2026-03-01"), through: Self.day("2026-03-31"), in: utc)
    #expect(shown.count == 3)
    #expect(shown.map(\.isCancelled) == [false, true, false])
  }
}
