import Almanac
import AlmanacTestSupport
import AlmanacUIKitSupport
import Foundation
import Testing

/// A store whose events the test changes, as Calendar.app changes EventKit's.
private actor FakeStore: CalendarEventSource {
  var stored: [CalendarEvent] = []
  private(set) var queries = 0
  /// Queries held until the test lets them finish (in any order).
  private var gates: [CheckedContinuation<Void, Never>] = []
  var holdsQueries = false

  func add(_ event: CalendarEvent) { stored.append(event) }
  func setHoldsQueries(_ holds: Bool) { holdsQueries = holds }
  var heldCount: Int { gates.count }

  /// Lets the held query at `index` finish.
  func release(_ index: Int) {
    gates.remove(at: index).resume()
  }

  func events(days: ClosedRange<Day>, in context: CalendarContext) async throws
    -> [CalendarEvent]
  {
    queries += 1
    let answer = stored.filter { days.overlaps($0.days(in: context.timeZone)) }
    if holdsQueries { await withCheckedContinuation { gates.append($0) } }
    return answer
  }
}

private func event(_ title: String, on day: Day) -> CalendarEvent {
  let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
  let start = context.startDate(of: day)
  return CalendarEvent(
    id: title, title: title, startDate: start, endDate: start.addingTimeInterval(3_600))
}

@MainActor
@Suite("Events feed of a calendar view")
struct CalendarEventsFeedTests {
  private let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)

  @Test("a change of the store reaches the view's events without a swipe")
  func storeChangeReachesTheView() async throws {
    let store = FakeStore()
    await store.add(event("Dentist", on: day(2026, 3, 10)))
    var shown: [String] = []
    let feed = CalendarEventsFeed(source: store) { shown = $0.map(\.title) }
    try await feed.show(days: day(2026, 3, 1)...day(2026, 4, 11), in: context)
    #expect(shown == ["Dentist"])
    // Calendar.app adds an event; EventKit posts EKEventStoreChanged.
    await store.add(event("Flight", on: day(2026, 3, 20)))
    try await feed.sourceChanged()
    #expect(shown == ["Dentist", "Flight"])
  }

  @Test("a change before any load queries nothing")
  func changeBeforeLoad() async throws {
    let store = FakeStore()
    var applied = 0
    let feed = CalendarEventsFeed(source: store) { _ in applied += 1 }
    #expect(try await feed.sourceChanged() == nil)
    #expect(applied == 0)
    #expect(await store.queries == 0)
  }

  @Test("a slow load for the page left behind never overwrites the page shown")
  func staleResultsAreDropped() async throws {
    let store = FakeStore()
    await store.add(event("March", on: day(2026, 3, 10)))
    await store.add(event("April", on: day(2026, 4, 10)))
    await store.setHoldsQueries(true)
    var shown: [String] = []
    let feed = CalendarEventsFeed(source: store) { shown = $0.map(\.title) }
    let march = Task { try await feed.show(days: day(2026, 3, 1)...day(2026, 3, 31), in: context) }
    while await store.heldCount < 1 { await Task.yield() }
    let april = Task { try await feed.show(days: day(2026, 4, 1)...day(2026, 4, 30), in: context) }
    while await store.heldCount < 2 { await Task.yield() }
    // April's query finishes first, then March's.
    await store.release(1)
    #expect(try await april.value?.map(\.title) == ["April"])
    await store.release(0)
    #expect(try await march.value == nil)
    #expect(shown == ["April"])
    #expect(feed.requestedDays == day(2026, 4, 1)...day(2026, 4, 30))
  }
}
