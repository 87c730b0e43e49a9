import AlmanacTestSupport
import Foundation
import Testing

@testable import Almanac

@Suite("Calendar event colours in light and dark appearance")
struct CalendarEventColorTests {
  private let light = SRGBColor(red: 1, green: 0.23, blue: 0.19)
  private let dark = SRGBColor(red: 1, green: 0.27, blue: 0.23)
  private let start = Date(timeIntervalSince1970: 1_773_820_800)

  @Test("the dark colour applies in the dark appearance, the colour in the light one")
  func darkAndLight() {
    let event = CalendarEvent(
      id: "a", title: "Flight", startDate: start, endDate: start, color: light, darkColor: dark)
    #expect(event.color(inDarkAppearance: false) == light)
    #expect(event.color(inDarkAppearance: true) == dark)
  }

  @Test("without a dark colour, the colour applies in both; without either, none")
  func fallbacks() {
    let single = CalendarEvent(id: "a", title: "A", startDate: start, endDate: start, color: light)
    #expect(single.color(inDarkAppearance: true) == light)
    let none = CalendarEvent(id: "b", title: "B", startDate: start, endDate: start)
    #expect(none.color(inDarkAppearance: true) == nil)
    #expect(none.color(inDarkAppearance: false) == nil)
  }

  @Test("the dark colour survives encoding, and events without one still decode")
  func codable() throws {
    let event = CalendarEvent(
      id: "a", title: "A", startDate: start, endDate: start, color: light, darkColor: dark)
    let data = try JSONEncoder().encode(event)
    #expect(try JSONDecoder().decode(CalendarEvent.self, from: data) == event)
    var object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["darkColor"] = nil
    let older = try JSONSerialization.data(withJSONObject: object)
    let decoded = try JSONDecoder().decode(CalendarEvent.self, from: older)
    #expect(decoded.darkColor == nil)
    #expect(decoded.color == light)
  }
}
