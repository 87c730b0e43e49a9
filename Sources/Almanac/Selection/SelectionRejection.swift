import Foundation

/// Why a tap or command was refused, so a front end can explain it.
public enum SelectionRejection: Hashable, Sendable, CustomStringConvertible {
  /// The day is unavailable.
  case unavailable(UnavailableReason)
  /// A multiple selection already holds its maximum number of days.
  case maximumCountReached(Int)
  /// The range would have fewer nights than the minimum.
  case tooFewNights(minimum: Int)
  /// The range would have more nights than the maximum.
  case tooManyNights(maximum: Int)
  /// The range would cross this unavailable day.
  case crossesUnavailableDay(Day)
  /// A stay may not start on the day.
  case closedToArrival
  /// A stay may not end on the day.
  case closedToDeparture
  /// Deselection by tap is switched off (``DaySelection/allowsDeselectionByTap``).
  case deselectionNotAllowed
  /// The command does not apply to this selection mode (a range in a single selection).
  case unsupportedInMode

  /// A short English explanation ("Sold out", "Minimum stay is 2 nights"), the day in ISO
  /// 8601 form: for logs and error messages. A face shows `text(in:)`.
  public var description: String {
    text(in: CalendarContext(locale: Locale(identifier: "en"), timeZone: .gmt), isoDays: true)
  }

  /// The explanation in the context's language, from the package's one table (English where
  /// it has no translation): "Minimum stay is 2 nights", "Mindestaufenthalt: 2 Nächte"; a
  /// crossed day is written as a long date in the context's calendar.
  ///
  /// - Parameter context: The locale of the words and digits, and the calendar of dates.
  /// - Returns: The text.
  package func text(in context: CalendarContext) -> String {
    text(in: context, isoDays: false)
  }

  private func text(in context: CalendarContext, isoDays: Bool) -> String {
    let words = LocalizedWords(locale: context.locale)
    switch self {
    case .unavailable(let reason):
      return reason.text(locale: context.locale)
    case .maximumCountReached(let count):
      return words.counted(count, .maximumDays)
    case .tooFewNights(let minimum):
      return words.counted(minimum, .minimumNights)
    case .tooManyNights(let maximum):
      return words.counted(maximum, .maximumNights)
    case .crossesUnavailableDay(let day):
      let date = isoDays ? day.description : context.text(for: day, style: .long)
      return words(.crossesUnavailableDay, ["date": date])
    case .closedToArrival: return words(.closedToArrival)
    case .closedToDeparture: return words(.closedToDeparture)
    case .deselectionNotAllowed: return words(.cannotDeselect)
    case .unsupportedInMode: return words(.notPossibleInMode)
    }
  }
}
