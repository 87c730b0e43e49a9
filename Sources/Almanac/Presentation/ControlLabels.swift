import Foundation

/// The words on a calendar's controls, in the locale's language: header buttons, the month
/// and year toggle, the events list. English for languages without a table.
public struct ControlLabels: Hashable, Sendable {
  /// "Previous month".
  public let previousMonth: String
  /// "Next month".
  public let nextMonth: String
  /// "Choose month and year" (the title button while the grid shows).
  public let chooseMonthAndYear: String
  /// "Show calendar" (the title button while the wheels show).
  public let showCalendar: String
  /// "Month" (the month wheel).
  public let month: String
  /// "Year" (the year wheel).
  public let year: String
  /// "Events" (the title of a day's events).
  public let events: String
  /// "No events".
  public let noEvents: String

  /// The labels for `locale`'s language.
  ///
  /// - Parameter locale: The locale.
  public init(locale: Locale) {
    let language = locale.language.languageCode?.identifier ?? "en"
    let words = ControlLabels.table[language] ?? ControlLabels.english
    previousMonth = words[0]
    nextMonth = words[1]
    chooseMonthAndYear = words[2]
    showCalendar = words[3]
    month = words[4]
    year = words[5]
    events = words[6]
    noEvents = words[7]
  }

  private static let english = [
    "Previous month", "Next month", "Choose month and year", "Show calendar", "Month", "Year",
    "Events", "No events",
  ]
  private static let table: [String: [String]] = [
    "en": english,
    "fr": [
      "Mois précédent", "Mois suivant", "Choisir le mois et l’année", "Afficher le calendrier",
      "Mois", "Année", "Événements", "Aucun événement",
    ],
    "de": [
      "Vorheriger Monat", "Nächster Monat", "Monat und Jahr wählen", "Kalender anzeigen",
      "Monat", "Jahr", "Termine", "Keine Termine",
    ],
    "es": [
      "Mes anterior", "Mes siguiente", "Elegir mes y año", "Mostrar calendario", "Mes", "Año",
      "Eventos", "Sin eventos",
    ],
  ]
}
