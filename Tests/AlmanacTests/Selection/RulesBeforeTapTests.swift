import Foundation
import Testing

@testable import Almanac

private func dayOf(_ text: String) throws -> Day { try Day(parsing: text) }

private let gmt = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)

/// The rules a face shows before the tap: the refusal a tap would get on an available day and
/// the tentative band from a picked arrival to the focus. Each answer is checked against what
/// the tap itself does.
@Suite("Rules shown before the tap")
struct RulesBeforeTapTests {
  /// Stay rules that refuse available days in every way: too few and too many nights, a
  /// booked day that may not be crossed, a day closed to departure, Sundays closed to arrival.
  static func availability() throws -> Availability {
    Availability(
      firstDay: try dayOf("2026-03-01"), lastDay: try dayOf("2026-05-31"),
      rangeRules: RangeRules(
        minimumNights: 2, maximumNights: 6,
        closedToDeparture: DayRangeSet([try dayOf("2026-03-19")]),
        closedToArrivalWeekdays: WeekdaySet([1]))
    ).disabling([try dayOf("2026-03-24")], label: "Sold out")
  }

  /// Selections in every mode that can refuse an available day, before and while a stay is
  /// picked, and after one is.
  ///
  /// - Parameter availability: The rules (``availability()`` when `nil`).
  /// - Returns: Each selection with its name.
  /// - Throws: When a fixed day does not parse.
  static func selections(_ availability: Availability? = nil) throws -> [(String, DaySelection)] {
    let availability = try availability ?? Self.availability()
    var result: [(String, DaySelection)] = []
    for mode in [SelectionMode.range(.forward), .range(.eitherOrder), .range(.completeOrNothing)] {
      let empty = DaySelection(mode: mode, availability: availability)
      var pending = empty
      pending.tap(try dayOf("2026-03-16"))
      var complete = pending
      complete.tap(try dayOf("2026-03-20"))
      result += [
        ("\(mode) empty", empty), ("\(mode) pending", pending), ("\(mode) complete", complete),
      ]
    }
    var ranges = DaySelection(mode: .ranges, availability: availability)
    ranges.tap(try dayOf("2026-03-16"))
    result.append(("ranges pending", ranges))
    var full = DaySelection(mode: .multiple(maximumCount: 2), availability: availability)
    full.tap(try dayOf("2026-03-03"))
    full.tap(try dayOf("2026-03-04"))
    result.append(("multiple full", full))
    return result
  }

  @Test("A day's refusal is the rejection its tap gets, and a day without one takes the tap")
  func refusalIsTheTapsRejection() throws {
    for (name, selection) in try Self.selections() {
      var refused = 0
      for offset in 0..<45 {
        let day = try dayOf("2026-03-01").adding(days: offset)
        guard selection.availability.unavailableReason(for: day) == nil, !selection.contains(day)
        else {
          #expect(selection.refusal(ofTap: day) == nil, "\(name) \(day): unavailable or chosen")
          continue
        }
        let (_, events) = selection.handling(.tap(day))
        #expect(selection.refusal(ofAvailableTap: day) == selection.refusal(ofTap: day))
        if let refusal = selection.refusal(ofTap: day) {
          refused += 1
          #expect(events == [.rejected(day, refusal)], "\(name) \(day)")
        } else {
          #expect(
            !events.contains { if case .rejected = $0 { true } else { false } }, "\(name) \(day)")
        }
      }
      if selection.refusesAvailableDays {
        #expect(refused > 0, "\(name): the rules refuse some available day")
      } else {
        #expect(refused == 0, "\(name)")
      }
    }
  }

  /// ``availability()`` and variants whose stays break the rules in other orders: no maximum
  /// (a stay reaches the booked day), the departure day alone allowed to be booked, booked days
  /// crossed, and a predicate (Wednesdays) deciding days with Fridays closed to departure.
  static func availabilities() throws -> [(String, Availability)] {
    let rules = try availability()
    var open = rules.rangeRules
    open.maximumNights = nil
    var checkOut = open
    checkOut.crossing = .checkOutDayOnly
    var crossing = open
    crossing.crossing = .allowed
    var fridays = open
    fridays.closedToDepartureWeekdays = WeekdaySet([6])
    let predicate = rules.withRangeRules(fridays).filtered(label: "Closed") { $0.weekday != 4 }
    return [
      ("rules", rules), ("no maximum", rules.withRangeRules(open)),
      ("check-out day only", rules.withRangeRules(checkOut)),
      ("crossing allowed", rules.withRangeRules(crossing)), ("predicate", predicate),
    ]
  }

  @Test("A page's refusals, decided once for its days, are the rejections of their taps")
  func pageRefusalsAreTheTapsRejections() throws {
    let first = try dayOf("2026-03-01")
    for (rules, availability) in try Self.availabilities() {
      for (name, selection) in try Self.selections(availability) {
        // Planned through the page's last day, and through a day before some asked about.
        for last in [44, 20].map({ first.adding(days: $0) }) {
          let refusals = selection.tapRefusals(through: last)
          var refused = 0
          for offset in 0..<45 {
            let day = first.adding(days: offset)
            guard availability.unavailableReason(for: day) == nil, !selection.contains(day)
            else { continue }
            let (_, events) = selection.handling(.tap(day))
            var rejection: SelectionRejection?
            if case .rejected(day, let tapRejection) = events.first { rejection = tapRejection }
            let refusal = refusals.refusal(ofAvailableTap: day)
            #expect(refusal == rejection, "\(rules), \(name), \(day) planned to \(last)")
            #expect(refusal == selection.refusal(ofTap: day), "\(rules), \(name), \(day)")
            if refusal != nil { refused += 1 }
          }
          #expect((refused > 0) == selection.refusesAvailableDays, "\(rules), \(name)")
        }
      }
    }
  }

  @Test("The tentative band is the stay a tap on the focus completes, past the arrival")
  func tentativeBandIsTheTapsStay() throws {
    for (name, selection) in try Self.selections() {
      for offset in 0..<45 {
        let day = try dayOf("2026-03-01").adding(days: offset)
        let (after, events) = selection.handling(.tap(day))
        guard let band = selection.tentativeBand(to: day) else {
          if let anchor = selection.pendingStart, day != anchor,
            case .rangeCompleted = events.last
          {
            Issue.record("\(name) \(day): the tap completes a stay but no band is shown")
          }
          continue
        }
        let anchor = try #require(selection.pendingStart)
        #expect(events.last == .rangeCompleted(min(anchor, day)...max(anchor, day)), "\(name)")
        #expect(band.contains(day) && !band.contains(anchor), "\(name) \(day)")
        #expect(band.count == anchor.days(to: day).magnitude, "\(name) \(day)")
        _ = after
      }
    }
  }

  /// A forward range under ``availability()`` with the arrival on March 16 picked.
  static func stayFromMarch16() throws -> MonthCalendarModel {
    var model = try MonthCalendarModel(
      picking: .range(.forward), context: gmt, today: try dayOf("2026-03-01"),
      availability: try availability())
    model.tap(try dayOf("2026-03-16"))
    return model
  }

  @Test("While an arrival is picked, the page marks the departures the rules refuse, with why")
  func pageMarksRefusedDepartures() throws {
    var model = try MonthCalendarModel(
      picking: .range(.forward), context: gmt, today: try dayOf("2026-03-01"),
      availability: try Self.availability())
    // Before the arrival: Sundays are closed to arrival.
    var page = model.page(for: model.displayedMonth)
    let sunday = try #require(page.cell(for: try dayOf("2026-03-15")))
    #expect(sunday.facts?.refusal == .closedToArrival)
    #expect(DayAppearance(cell: sunday, style: CalendarStyleSpec()).isEnabled == false)
    #expect(sunday.accessibleText?.value == "No arrivals on this day")

    model.tap(try dayOf("2026-03-16"))
    page = model.page(for: model.displayedMonth)
    let facts = { (text: String) throws -> DayFacts? in
      try #require(page.cell(for: try dayOf(text))).facts
    }
    #expect(try facts("2026-03-17")?.refusal == .tooFewNights(minimum: 2))
    #expect(try facts("2026-03-18")?.refusal == nil)
    #expect(try facts("2026-03-19")?.refusal == .closedToDeparture)
    #expect(try facts("2026-03-22")?.refusal == nil)
    #expect(try facts("2026-03-23")?.refusal == .tooManyNights(maximum: 6))
    // The booked day is unavailable, not refused; the arrival is chosen.
    #expect(try facts("2026-03-24")?.refusal == nil)
    #expect(try facts("2026-03-24")?.unavailableReason?.label == "Sold out")
    #expect(try facts("2026-03-16")?.refusal == nil)
    let short = try #require(page.cell(for: try dayOf("2026-03-17")))
    let appearance = DayAppearance(cell: short, style: CalendarStyleSpec())
    #expect(appearance.isEnabled == false)
    #expect(appearance.foreground == ColorRole.unavailableText)
    #expect(appearance.roles.contains(ColorRoles.unavailableText))
    #expect(short.accessibleText?.value == "Minimum stay is 2 nights")
    // The tap still reaches the engine, which refuses it with the same words.
    let update = model.tap(try dayOf("2026-03-17"))
    #expect(update.announcement == "Minimum stay is 2 nights")
  }

  @Test("The tentative band follows the focus from the arrival, and not past a refusal")
  func tentativeBandFollowsTheFocus() throws {
    var model = try Self.stayFromMarch16()
    for _ in 0..<4 { model.handle(.right) }
    #expect(model.focusedDay == (try dayOf("2026-03-20")))
    var page = model.page(for: model.displayedMonth)
    let tentative = page.weeks.flatMap { $0 }.compactMap { cell in
      cell.facts?.isTentative == true ? cell.day : nil
    }
    #expect(tentative == (17...20).map { try! dayOf("2026-03-\($0)") })
    let inside = try #require(page.cell(for: try dayOf("2026-03-18")))
    #expect(DayAppearance(cell: inside, style: CalendarStyleSpec()).band == .full)
    #expect(DayAppearance(cell: inside, style: CalendarStyleSpec()).roles.contains(.selectionBand))
    // On a refused departure there is no band: the tap would not make that stay.
    model.handle(.left)
    #expect(model.focusedDay == (try dayOf("2026-03-19")))
    page = model.page(for: model.displayedMonth)
    #expect(!page.weeks.flatMap { $0 }.contains { $0.facts?.isTentative == true })
  }

  @Test("A page without the rules before the tap, as the web page asks for it, carries none")
  func pageWithoutRules() throws {
    let model = try Self.stayFromMarch16()
    let page = model.page(for: model.displayedMonth, showingRulesBeforeTap: false)
    #expect(!page.weeks.flatMap { $0 }.contains { $0.facts?.refusal != nil })
    #expect(
      model.page(for: model.displayedMonth).weeks.flatMap { $0 }.contains {
        $0.facts?.refusal != nil
      })
  }
}
