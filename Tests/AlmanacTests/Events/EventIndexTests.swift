import Almanac
import AlmanacTestSupport
import Testing

@testable import Almanac

@Suite("Event index")
struct EventIndexTests {
  struct Item: Sendable, Equatable {
    var name: String
    var first: Day
    var last: Day
    var order: Int
  }

  func d(_ text: String) throws -> Day { try Day(parsing: text) }

  @Test func countsAndOrderPerDay() throws {
    let items = [
      Item(name: "trip", first: try d("2026-03-04"), last: try d("2026-03-08"), order: 2),
      Item(name: "dentist", first: try d("2026-03-05"), last: try d("2026-03-05"), order: 1),
      Item(name: "old", first: try d("2026-01-01"), last: try d("2026-01-02"), order: 0),
      Item(name: "long", first: try d("2025-12-01"), last: try d("2026-12-31"), order: 3),
    ]
    let index = EventIndex(
      events: items, window: try d("2026-03-01")...d("2026-03-31"),
      span: { $0.first...$0.last }, by: { $0.order < $1.order })
    #expect(index.events.map(\.name) == ["dentist", "trip", "long"])
    #expect(index.count(on: try d("2026-03-05")) == 3)
    #expect(index.events(on: try d("2026-03-05")).map(\.name) == ["dentist", "trip", "long"])
    #expect(index.events(on: try d("2026-03-09")).map(\.name) == ["long"])
    #expect(index.count(on: try d("2026-04-01")) == 0)
    #expect(index.dots(on: try d("2026-03-05"), maximum: 2) == (2, 1))
    #expect(index.dots(on: try d("2026-03-04"), maximum: 3) == (2, 0))
  }

  @Test func matchesBruteForceOnRandomEvents() throws {
    var generator = SeededGenerator(seed: 20_261_129)
    let window = try d("2026-01-01")...d("2026-03-31")
    let items = (0..<500).map { index -> Item in
      let first = Day(
        unchecked: window.lowerBound.serial - 20 + Int.random(in: 0..<130, using: &generator))
      let length = Int.random(in: 0..<10, using: &generator)
      return Item(name: "e\(index)", first: first, last: first.adding(days: length), order: index)
    }
    let index = EventIndex(
      events: items.shuffled(using: &generator), window: window,
      span: { $0.first...$0.last }, by: { $0.order < $1.order })
    for day in window {
      let expected = items.filter { $0.first <= day && day <= $0.last }.map(\.name)
      #expect(index.events(on: day).map(\.name) == expected, "seed 20261129, day \(day)")
      #expect(index.count(on: day) == expected.count)
    }
  }
}
