import Almanac
import Foundation

/// What a typed YEAR probably meant when the chosen calendar reads it as a year far from its
/// own today: the year a title shows (`2026(bing-wu)` in the Chinese calendar, taken as the
/// cycle year it shows), or this year in another calendar (`--calendar japanese 2026`, which
/// would be Reiwa 2026, 2000 years ahead: refused with the year to type).
enum YearHints {
  /// The calendars whose current year a typed YEAR is compared with.
  /// (Not those whose year is near a recent Gregorian one, as the Indian 1948 or the
  /// Ethiopic 2018: a Gregorian 1948 is asked for on purpose.)
  static let others: [CalendarSystem] = [.gregorian, .persian, .hebrew, .islamicCivil, .buddhist]

  /// How far (in years) from the calendar's own current year a YEAR must be to get a hint.
  static let farAway = 100

  /// The year of the Chinese or Dangi 60-year cycle of today's cycle whose months a title
  /// shows with `year` (the Gregorian year in which the year mostly falls, as
  /// `2026(bing-wu)`); `nil` when the calendar has no cycle, `year` is not such a year, or it
  /// falls in another cycle.
  static func cycleYear(shownAs year: Int, context: CalendarContext, today: Day) -> Int? {
    guard context.system == .chinese || context.system == .dangi, year > 60,
      // 1 July is after every Chinese New Year (21 January to 20 February).
      let midyear = try? Day(year: year, month: 7, day: 1)
    else { return nil }
    let shown = context.components(of: midyear)
    return shown.era == context.components(of: today).era ? shown.year : nil
  }

  /// A hint when `year`, read in the chosen calendar (not the Gregorian one), is far from its
  /// current year but is (within a year) this year in another calendar, or `nil`.
  ///
  /// - Returns: `2026 is this year in the gregorian calendar; this year in the japanese
  ///   calendar is 8` (no `almanac: ` prefix).
  static func hint(year: Int, context: CalendarContext, today: Day) -> String? {
    // A Gregorian year is taken as typed: 1405 is a year people ask for.
    guard context.system != .gregorian, context.system != .iso8601 else { return nil }
    let own = context.components(of: today).year
    guard abs(year - own) > farAway, let utc = TimeZone(identifier: "UTC"),
      let start = today.startDate(in: utc)
    else { return nil }
    for system in others where system != context.system {
      var calendar = Calendar(identifier: system.foundationIdentifier)
      calendar.timeZone = utc
      let theirs = calendar.component(.year, from: start)
      guard abs(theirs - year) <= 1 else { continue }
      let when = theirs == year ? "this year" : theirs > year ? "last year" : "next year"
      return "\(year) is \(when) in the \(system.rawValue) calendar (--calendar "
        + "\(system.rawValue)); this year in the \(context.system.rawValue) calendar is \(own)"
    }
    return nil
  }
}
