import Foundation

/// Formats a day or a range of days as localized text through Foundation's
/// `DateIntervalFormatter`: "Mar 5 – 9, 2026" in en_US, "5–9 mars 2026" in fr_FR, in the
/// context's calendar system (Hijri for ar_SA, Persian for fa_IR).
///
/// ICU puts thin spaces (U+2009) around the en dash in English.
public struct DayRangeFormatter: Hashable, Sendable {
  /// The calendar, locale and digits to format in.
  public var context: CalendarContext
  /// The date-format skeleton, `yMMMd` (abbreviated month) by default; `yMMMMd` spells
  /// months out, `MMMd` omits the year.
  public var template: String

  /// Creates a formatter.
  ///
  /// - Parameters:
  ///   - context: The calendar context (system, locale).
  ///   - template: A date-format skeleton such as `yMMMd`.
  public init(context: CalendarContext, template: String = "yMMMd") {
    self.context = context
    self.template = template
  }

  /// The range as text: a single day when the ends are equal.
  ///
  /// - Parameter range: The days.
  /// - Returns: Localized text such as "Mar 5 – 9, 2026".
  public func string(from range: ClosedRange<Day>) -> String {
    let formatter = DateIntervalFormatter()
    formatter.calendar = context.foundationCalendar
    formatter.locale = context.locale
    formatter.timeZone = context.foundationCalendar.timeZone
    formatter.dateTemplate = template
    return formatter.string(from: noon(range.lowerBound), to: noon(range.upperBound))
  }

  /// One day as text, in the same style as ranges.
  ///
  /// - Parameter day: The day.
  /// - Returns: Localized text such as "Mar 5, 2026".
  public func string(from day: Day) -> String {
    string(from: day...day)
  }

  /// Noon UTC of the day; the formatter's calendar is in UTC, so no zone can shift it.
  private func noon(_ day: Day) -> Date {
    day.noonUTC
  }
}
