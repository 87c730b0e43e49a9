import Foundation
import Testing

@testable import Almanac

private func dayOf(_ text: String) throws -> Day { try Day(parsing: text) }

private func context(_ locale: String) -> CalendarContext {
  CalendarContext(locale: Locale(identifier: locale), timeZone: .gmt)
}

/// The refusals of the selection speak the locale's language through the one table, in the
/// engine's messages and announcements alike; `description` stays English for logs.
@Suite("Selection refusals in the locale's words")
struct SelectionRejectionTextTests {
  @Test(
    "every refusal has its own words in German and English",
    arguments: [
      (
        SelectionRejection.maximumCountReached(1), "Sie können höchstens 1 Tag wählen",
        "You can pick at most 1 day"
      ),
      (
        .maximumCountReached(3), "Sie können höchstens 3 Tage wählen", "You can pick at most 3 days"
      ),
      (.tooFewNights(minimum: 2), "Mindestaufenthalt: 2 Nächte", "Minimum stay is 2 nights"),
      (.tooManyNights(maximum: 1), "Höchstaufenthalt: 1 Nacht", "Maximum stay is 1 night"),
      (.closedToArrival, "An diesem Tag keine Anreise", "No arrivals on this day"),
      (.closedToDeparture, "An diesem Tag keine Abreise", "No departures on this day"),
      (
        .deselectionNotAllowed, "Dieser Tag kann nicht abgewählt werden",
        "This day cannot be deselected"
      ),
      (
        .unsupportedInMode, "In diesem Auswahlmodus nicht möglich",
        "Not possible in this selection mode"
      ),
      (
        .unavailable(UnavailableReason(.beforeFirstDay)), "Noch nicht verfügbar",
        "Not yet available"
      ),
      (
        .unavailable(UnavailableReason(.disabledDay, label: "Ausgebucht")), "Ausgebucht",
        "Ausgebucht"
      ),
    ])
  func words(rejection: SelectionRejection, german: String, english: String) {
    #expect(rejection.text(in: context("de_DE")) == german)
    #expect(rejection.text(in: context("en_US")) == english)
    #expect(rejection.description == english)
  }

  @Test("a crossed day is a long date in the locale, and ISO 8601 in the description")
  func crossedDay() throws {
    let rejection = SelectionRejection.crossesUnavailableDay(try dayOf("2026-03-10"))
    #expect(
      rejection.text(in: context("fr_FR"))
        == "Le séjour inclurait le 10 mars 2026, qui est indisponible")
    #expect(rejection.description == "The stay would include 2026-03-10, which is unavailable")
  }

  @Test("French counts take the one form for 0 and 1 (CLDR), others the other form")
  func frenchPlural() {
    #expect(
      SelectionRejection.tooFewNights(minimum: 1).text(in: context("fr_FR"))
        == "Séjour minimum\u{A0}: 1 nuit")
    #expect(
      SelectionRejection.tooFewNights(minimum: 3).text(in: context("fr_FR"))
        == "Séjour minimum\u{A0}: 3 nuits")
  }

  @Test("a refused tap says why in German, as message and as announcement")
  func modelInGerman() throws {
    var model = try MonthCalendarModel(
      picking: .range(.forward), context: context("de_DE"), today: try dayOf("2026-03-02"),
      availability: Availability(
        firstDay: try dayOf("2026-03-01"), rangeRules: RangeRules(minimumNights: 2)))
    model.tap(try dayOf("2026-03-05"))
    let update = model.tap(try dayOf("2026-03-06"))
    #expect(update.rejection == .tooFewNights(minimum: 2))
    #expect(update.announcement == "Mindestaufenthalt: 2 Nächte")
    #expect(model.message == .rejected(.tooFewNights(minimum: 2)))
    #expect(model.messageText == "Mindestaufenthalt: 2 Nächte")
    model.goTo(dayText: "2026-02-20")
    #expect(model.messageText == "Kein früherer Tag wählbar")
  }

  @Test("day actions in weekday mode, and weekday toggles in day modes, are refused")
  func wrongMode() throws {
    var weekdays = try MonthCalendarModel(
      picking: .weekdays, context: context("es_ES"), today: try dayOf("2026-03-02"))
    weekdays.tap(try dayOf("2026-03-05"))
    #expect(weekdays.messageText == "No es posible en este modo de selección")
    #expect(weekdays.result == nil)
    weekdays.scrollMonths(by: 1)
    #expect(weekdays.message == .rejected(.unsupportedInMode))
    var days = try MonthCalendarModel(
      picking: .single, context: context("en_US"), today: try dayOf("2026-03-02"))
    days.toggle(weekday: 2)
    #expect(days.messageText == "Not possible in this selection mode")
  }
}
