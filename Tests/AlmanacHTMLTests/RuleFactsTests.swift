import Almanac
import AlmanacHTML
import AlmanacTestSupport
import Foundation
import Testing

/// The facts the script applies the rules with, written by the engine into the markup.
@Suite("HTML rule facts")
struct RuleFactsTests {
  /// The opening tag of the day button of `iso` in `html`.
  func button(_ iso: String, in html: String) -> String {
    guard let range = html.range(of: "data-day=\"\(iso)\""),
      let start = html[..<range.lowerBound].range(of: "<button", options: .backwards)
    else { return "" }
    return String(html[start.lowerBound...].prefix { $0 != ">" })
  }

  /// The opening tag of the component's root.
  func root(_ html: String) -> String {
    String(html.prefix { $0 != ">" })
  }

  @Test("every day button carries the engine's serial of its ISO date")
  func serials() throws {
    let html = Fixtures.stay(months: 2).fragment(for: HTMLPickerState())
    let days = Fixtures.attributes("data-day", in: html)
    let serials = Fixtures.attributes("data-serial", in: html)
    #expect(days.count == 31 + 30)
    #expect(serials.count == days.count)
    for (iso, serial) in zip(days, serials) {
      #expect(try Day(serial: Int(serial) ?? -1).description == iso)
    }
  }

  @Test("the root carries the mode, the night limits and the engine's words for them")
  func rangeRules() throws {
    let html = Fixtures.stay(locale: "de_DE").fragment(for: HTMLPickerState())
    let tag = root(html)
    let german = context(.gregorian, "de_DE")
    #expect(tag.contains(" data-mode=\"range-forward\""))
    #expect(tag.contains(" data-min-nights=\"2\" "))
    #expect(tag.contains(" data-max-nights=\"7\" "))
    #expect(tag.contains(" data-crossing=\"forbidden\""))
    let minimum = SelectionRejection.tooFewNights(minimum: 2).text(in: german)
    #expect(minimum.contains("2"))
    #expect(tag.contains(" data-msg-min-nights=\"\(minimum)\""))
    let maximum = SelectionRejection.tooManyNights(maximum: 7).text(in: german)
    #expect(tag.contains(" data-msg-max-nights=\"\(maximum)\""))
    #expect(!tag.contains("data-start-serial"))
  }

  @Test("a pending arrival is written with its serial, for a departure in another month")
  func pendingStart() throws {
    let picker = Fixtures.stay()
    let state = try picker.state(fromQuery: "stay.start=2026-03-05")
    let tag = root(picker.fragment(for: state))
    #expect(tag.contains(" data-start-serial=\"\(day("2026-03-05").serial)\""))
  }

  @Test("unavailable days say so, with the reason and the words for crossing them")
  func unavailableDays() throws {
    let html = Fixtures.stay().fragment(for: HTMLPickerState())
    let english = context(.gregorian, "en_US")
    for iso in ["2026-03-10", "2026-03-11", "2026-03-12"] {
      let tag = button(iso, in: html)
      #expect(tag.contains(" data-unavailable=\"true\""), "\(iso)")
      #expect(tag.contains(" data-reason=\"Fully booked\""), "\(iso)")
      let crossing = SelectionRejection.crossesUnavailableDay(day(iso)).text(in: english)
      #expect(tag.contains(" data-cross=\"\(crossing)\""), "\(iso)")
    }
    for iso in ["2026-03-09", "2026-03-13"] {
      let tag = button(iso, in: html)
      #expect(!tag.contains("data-unavailable") && !tag.contains("data-cross"), "\(iso)")
    }
    #expect(Fixtures.count("data-unavailable=", in: html) == 3)
  }

  @Test("closed-to-arrival and closed-to-departure days are flagged, and only they")
  func closedDays() throws {
    let rules = RangeRules(
      closedToDeparture: DayRangeSet([day("2026-03-20")]),
      closedToArrivalWeekdays: WeekdaySet([7]))
    let picker = HTMLPicker(
      name: "stay", mode: .range(.forward), context: context(.gregorian, "en_US"),
      today: Fixtures.today, availability: Availability(rangeRules: rules))
    let html = picker.fragment(for: HTMLPickerState())
    let english = context(.gregorian, "en_US")
    let noArrival = SelectionRejection.closedToArrival.text(in: english)
    let noDeparture = SelectionRejection.closedToDeparture.text(in: english)
    let saturdays = ["2026-03-07", "2026-03-14", "2026-03-21", "2026-03-28"]
    for iso in saturdays {
      #expect(button(iso, in: html).contains(" data-no-arrive=\"\(noArrival)\""), "\(iso)")
    }
    #expect(Fixtures.count("data-no-arrive=", in: html) == saturdays.count)
    #expect(button("2026-03-20", in: html).contains(" data-no-depart=\"\(noDeparture)\""))
    #expect(Fixtures.count("data-no-depart=", in: html) == 1)
    #expect(!html.contains("data-unavailable"))
  }

  @Test("day modes carry their own facts and none of the range rules")
  func dayModes() throws {
    let english = context(.gregorian, "en_US")
    let multiple = HTMLPicker(
      name: "d", mode: .multiple(maximumCount: 3), context: english, today: Fixtures.today
    ).fragment(for: HTMLPickerState())
    let tag = root(multiple)
    #expect(tag.contains(" data-mode=\"multiple\" data-deselect=\"true\""))
    #expect(tag.contains(" data-max-count=\"3\""))
    let full = SelectionRejection.maximumCountReached(3).text(in: english)
    #expect(tag.contains(" data-msg-max-count=\"\(full)\""))
    #expect(!tag.contains("data-min-nights") && !tag.contains("data-crossing"))
    #expect(!multiple.contains("data-no-arrive") && !multiple.contains("data-cross="))
    var single = HTMLPicker(name: "d", mode: .single, context: english, today: Fixtures.today)
    single.allowsDeselection = false
    let singleTag = root(single.fragment(for: HTMLPickerState()))
    #expect(singleTag.contains(" data-mode=\"single\" data-deselect=\"false\""))
    let weekdays = HTMLPicker(
      name: "w", mode: .weekdays, context: english, today: Fixtures.today)
    #expect(root(weekdays.fragment(for: HTMLPickerState())).contains(" data-mode=\"weekdays\""))
    let ranges = Fixtures.stay(mode: .range(.eitherOrder)).fragment(for: HTMLPickerState())
    #expect(root(ranges).contains(" data-mode=\"range-either-order\""))
  }
}
