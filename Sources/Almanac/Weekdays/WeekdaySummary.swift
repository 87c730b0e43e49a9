import Foundation

/// Which weekend "Weekdays" and "Weekends" refer to in a summary of repeat days, and which
/// days "weekdays only" and "weekends only" keep.
public enum WeekendReading: Hashable, Sendable {
  /// The context's weekend (from its locale unless overridden): Friday and Saturday in
  /// Israel, Friday in Iran.
  case locale
  /// The classic fixed Saturday–Sunday weekend, whatever the locale.
  case saturdaySunday
}

/// How a set of repeat days reads: "Never", "Every day", "Weekdays", "Weekends", or the days
/// as a localized list ("Mon, Wed, and Fri" in en_US, "lun., mer. et ven." in fr_FR).
package enum WeekdaySummary: Hashable, Sendable {
  /// No day.
  case never
  /// All seven days.
  case everyDay
  /// Exactly the working days.
  case weekdays
  /// Exactly the weekend days.
  case weekends
  /// Any other set: the weekday numbers in the calendar's week order.
  case days([Int])

  /// Summarises a set.
  ///
  /// - Parameters:
  ///   - set: The repeat days.
  ///   - context: The calendar context (weekend, week order).
  ///   - reading: Which weekend to use, the locale's by default.
  package init(_ set: WeekdaySet, in context: CalendarContext, reading: WeekendReading = .locale) {
    let weekend: WeekdaySet = reading == .locale ? .weekend(of: context) : .saturdaySunday
    switch set {
    case .none: self = .never
    case .all: self = .everyDay
    case weekend: self = .weekends
    case weekend.complement: self = .weekdays
    default: self = .days(set.ordered(in: context))
    }
  }

  /// The summary as text in the context's locale.
  ///
  /// "Never", "Every day", "Weekdays" and "Weekends" come from the package's one table of
  /// words (docs/localization.md; English for a language without one). A list of days uses
  /// the locale's short standalone names joined by Foundation's list format with the
  /// locale's conjunction.
  ///
  /// - Parameters:
  ///   - context: The calendar context (locale, names).
  ///   - fullNames: Use full names ("Monday") instead of short ones ("Mon").
  /// - Returns: The text.
  package func text(in context: CalendarContext, fullNames: Bool = false) -> String {
    let words = LocalizedWords(locale: context.locale)
    switch self {
    case .never: return words(.never)
    case .everyDay: return words(.everyDay)
    case .weekdays: return words(.weekdaysOnly)
    case .weekends: return words(.weekendsOnly)
    case .days(let weekdays):
      let calendar = context.foundationCalendar
      let symbols =
        fullNames ? calendar.standaloneWeekdaySymbols : calendar.shortStandaloneWeekdaySymbols
      let names = weekdays.map { symbols[$0 - 1] }
      return names.formatted(.list(type: .and).locale(context.locale))
    }
  }
}

extension WeekdaySet {
  /// How the set reads as repeat days.
  ///
  /// - Parameters:
  ///   - context: The calendar context (weekend, week order).
  ///   - reading: Which weekend to use, the locale's by default.
  /// - Returns: The summary.
  package func summary(in context: CalendarContext, reading: WeekendReading = .locale)
    -> WeekdaySummary
  {
    WeekdaySummary(self, in: context, reading: reading)
  }
}
