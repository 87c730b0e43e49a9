import Foundation

/// The words on a calendar's controls, in the locale's language: header buttons, the month
/// and year toggle, the events list. English for languages without a table
/// (docs/localization.md).
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
  /// "Week" (the week-number column's header).
  public let weekNumber: String
  /// "Weekdays" (the name of a row of weekday toggles).
  public let weekdayRow: String

  /// The labels for `locale`'s language.
  ///
  /// - Parameter locale: The locale.
  public init(locale: Locale) {
    let words = LocalizedWords(locale: locale)
    previousMonth = words(.previousMonth)
    nextMonth = words(.nextMonth)
    chooseMonthAndYear = words(.chooseMonthAndYear)
    showCalendar = words(.showCalendar)
    month = words(.month)
    year = words(.year)
    events = words(.events)
    noEvents = words(.noEvents)
    weekNumber = words(.weekNumber)
    weekdayRow = words(.weekdayRow)
  }
}
