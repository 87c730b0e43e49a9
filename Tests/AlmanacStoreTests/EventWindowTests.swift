import Almanac
import AlmanacICS
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacStore

/// The events a face shows: a year either side of the months shown, queried again only when
/// the months leave it, cut to the picker's bounds, narrowed to the months shown when a rule
/// has too many instances, with cancelled instances kept and marked.
@Suite("Event window")
struct EventWindowTests {
  /// A store over one file holding `body`.
  static func store(_ body: String, in fixture: StoreFixture) throws -> EventStore {
    try fixture.store("team.ics", calendarOf: body)
  }

  static let lunch = StoreFixture.event(
    uid: "lunch", summary: "Lunch", start: "DTSTART:20260310T120000Z",
    end: "DTEND:20260310T130000Z")
  static let far = StoreFixture.event(
    uid: "far", summary: "Far away", start: "DTSTART:20290115T120000Z",
    end: "DTEND:20290115T130000Z")

  @Test func aQueryCoversAYearEitherSideAndRepeatsOnlyOutsideIt() throws {
    let fixture = try StoreFixture()
    var window = EventWindow(
      store: try Self.store(Self.lunch + Self.far, in: fixture), timeZone: try zone("UTC"))
    #expect(window.index == nil)
    let march = day("2026-03-01")...day("2026-03-31")
    let queried = window.show(march)
    #expect(queried)
    let first = try #require(window.index)
    #expect(first.window == day("2025-02-28")...day("2027-04-01"))
    #expect(first.count(on: day("2026-03-10")) == 1)
    #expect(first.count(on: day("2029-01-15")) == 0)
    // A year ahead is inside: no query.
    let queriedAgain = window.show(day("2027-03-01")...day("2027-03-31"))
    #expect(!queriedAgain)
    #expect(window.index?.window == first.window)
    // January 2029 is outside: a new query around it.
    let queriedLater = window.show(day("2029-01-01")...day("2029-01-31"))
    #expect(queriedLater)
    let second = try #require(window.index)
    #expect(second.window == day("2028-01-01")...day("2030-02-01"))
    #expect(second.events(on: day("2029-01-15")).map(\.summary) == ["Far away"])
    #expect(second.count(on: day("2026-03-10")) == 0, "March 2026 has left the window")
    #expect(window.skipped.isEmpty)
  }

  @Test func monthsShownGiveTheirFirstAndLastDays() throws {
    let fixture = try StoreFixture()
    var window = EventWindow(
      store: try Self.store(Self.lunch, in: fixture), timeZone: try zone("UTC"), margin: 0)
    let queried = window.show(months: [])
    #expect(!queried)
    #expect(window.index == nil)
    let february = context().month(containing: day("2026-02-10"))
    let march = context().month(containing: day("2026-03-10"))
    let queriedAgain = window.show(months: [february, march])
    #expect(queriedAgain)
    #expect(window.index?.window == day("2026-02-01")...day("2026-03-31"))
  }

  @Test func theBoundsCutTheQuery() throws {
    let fixture = try StoreFixture()
    let bounds = day("2026-03-05")...day("2026-06-30")
    var window = EventWindow(
      store: try Self.store(Self.lunch + Self.far, in: fixture), timeZone: try zone("UTC"),
      bounds: bounds)
    #expect(window.days(around: day("2026-03-01")...day("2026-03-31")) == bounds)
    window.show(day("2026-03-01")...day("2026-03-31"))
    #expect(window.index?.window == bounds)
    #expect(window.index?.events.map(\.uid) == ["lunch"])
    // Days shown wholly outside the bounds: nothing to query.
    #expect(window.days(around: day("2029-01-01")...day("2029-01-31")) == nil)
    let queried = window.show(day("2029-01-01")...day("2029-01-31"))
    #expect(queried)
    #expect(window.index == nil)
    #expect(window.skipped.isEmpty)
  }

  /// March 2026 shown, over a store holding lunch on 10 March and a ticking event from 1 March
  /// whose RRULE is `rule`.
  static func march(ticking rule: String, in fixture: StoreFixture) throws -> EventWindow {
    let ticking = StoreFixture.event(
      uid: "tick", summary: "Tick", start: "DTSTART:20260301T000000Z", extra: "RRULE:\(rule)\n")
    var window = EventWindow(
      store: try Self.store(ticking + Self.lunch, in: fixture), timeZone: try zone("UTC"))
    window.show(day("2026-03-01")...day("2026-03-31"))
    return window
  }

  /// A rule with more instances than a query allows over two years, but not over a month: the
  /// window narrows to the days shown and shows it there.
  @Test func tooManyInstancesNarrowTheWindowToTheDaysShown() throws {
    let fixture = try StoreFixture()
    // Every 30 seconds from 1 March: 2,880 a day, about 1.15 million from then to April 2027
    // (over the store's 1,000,000 per file), some 90,000 in March.
    let window = try Self.march(ticking: "FREQ=SECONDLY;INTERVAL=30", in: fixture)
    let index = try #require(window.index)
    #expect(index.window == day("2026-03-01")...day("2026-03-31"))
    #expect(index.count(on: day("2026-03-10")) == 2_881)
    #expect(window.skipped.isEmpty)
  }

  /// A rule too big even for the days shown is left out and named; the others still show.
  @Test func anEventThatCannotBeExpandedIsLeftOutAndNamed() throws {
    let fixture = try StoreFixture()
    let window = try Self.march(ticking: "FREQ=SECONDLY", in: fixture)
    let index = try #require(window.index)
    #expect(index.window == day("2026-03-01")...day("2026-03-31"))
    #expect(index.events.map(\.uid) == ["lunch"])
    #expect(window.skipped.count == 1)
    #expect(window.skipped.first?.reason.contains("UID tick") == true)
  }

  @Test func anInstanceCancelledByItsOverrideIsListedAsCancelled() throws {
    let fixture = try StoreFixture()
    let series =
      StoreFixture.event(
        uid: "standup", summary: "Stand-up", start: "DTSTART:20260302T090000Z",
        end: "DTEND:20260302T091500Z", extra: "RRULE:FREQ=DAILY;COUNT=3\n")
      + StoreFixture.event(
        uid: "standup", summary: "Stand-up", start: "DTSTART:20260303T090000Z",
        extra: "RECURRENCE-ID:20260303T090000Z\nSTATUS:CANCELLED\n")
    var window = EventWindow(
      store: try Self.store(series, in: fixture), timeZone: try zone("UTC"))
    window.show(day("2026-03-01")...day("2026-03-31"))
    let events = try #require(window.index).events
    #expect(events.map(\.firstDay) == [day("2026-03-02"), day("2026-03-03"), day("2026-03-04")])
    #expect(events.map(\.isCancelled) == [false, true, false])
  }
}
