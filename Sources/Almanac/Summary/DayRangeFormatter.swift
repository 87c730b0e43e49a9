import Foundation

/// Formats a day or a range of days as localized text through Foundation's
/// `DateIntervalFormatter`: "Mar 5 – 9, 2026" in en_US, "5–9 mars 2026" in fr_FR, in the
/// context's calendar system (Hijri for ar_SA, Persian for fa_IR).
///
/// ICU puts thin spaces (U+2009) around the en dash in English.
public struct DayRangeFormatter: Hashable, Sendable {
  /// The calendar, locale and digits to format in.
  package var context: CalendarContext
  /// The date-format skeleton, `yMMMd` (abbreviated month) by default; `yMMMMd` spells
  /// months out, `MMMd` omits the year.
  package var template: String

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
    // Foundation's interval formatter knows only the 1582 reform: a Julian day after it (or a
    // proleptic one before it) is written by the context, each end in full.
    if context.formatsWithStandIn(range.lowerBound) || context.formatsWithStandIn(range.upperBound)
    {
      let lower = context.text(for: range.lowerBound, style: .long)
      guard range.lowerBound != range.upperBound else { return lower }
      return lower + " \u{2013} " + context.text(for: range.upperBound, style: .long)
    }
    // Building an ICU interval formatter costs about 4 million instructions; one is kept per
    // locale, calendar, zone and template and used under the lock.
    let calendar = context.foundationCalendar
    let key = IntervalFormatterKey(
      locale: context.locale.identifier, calendar: context.system.rawValue,
      isProleptic: context.isProleptic, timeZone: calendar.timeZone.identifier,
      template: template)
    return intervalFormatters.with(key) {
      let formatter = DateIntervalFormatter()
      formatter.calendar = calendar
      formatter.locale = context.locale
      formatter.timeZone = calendar.timeZone
      formatter.dateTemplate = template
      return formatter
    } _: {
      $0.string(from: noon(range.lowerBound), to: noon(range.upperBound))
    }
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

/// What a cached interval formatter was built for.
private struct IntervalFormatterKey: Hashable, Sendable {
  var locale: String
  var calendar: String
  var isProleptic: Bool
  var timeZone: String
  var template: String
}

/// Interval formatters by locale, calendar, zone and template.
private let intervalFormatters = FormatterCache<IntervalFormatterKey, DateIntervalFormatter>()
