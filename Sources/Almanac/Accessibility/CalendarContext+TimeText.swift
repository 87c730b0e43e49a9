import Foundation

extension CalendarContext {
  /// A wall-clock time of day in the locale's short time style, with the locale's digits and
  /// its 12- or 24-hour clock: "9:30 AM" (en_US), "09:30" (de_DE), "۹:۳۰" (fa_IR), "9:30"
  /// (ja_JP).
  ///
  /// The time is a position in a day, not an instant: the caller has already put the instant
  /// in its time zone (an agenda line's start and end), so the text never depends on one.
  ///
  /// - Parameter secondOfDay: Seconds since midnight, clamped to 0…86,399.
  /// - Returns: The text.
  /// - Complexity: A dictionary look-up under a lock and one ICU format; the first use in a
  ///   locale builds a formatter.
  package func timeText(secondOfDay: Int) -> String {
    let seconds = min(max(secondOfDay, 0), 86_399)
    let key = locale.identifier
    return timeFormatters.with(key) {
      let formatter = DateFormatter()
      formatter.locale = formattingLocale
      formatter.timeZone = TimeZone(secondsFromGMT: 0)
      formatter.dateStyle = .none
      formatter.timeStyle = .short
      return formatter
    } _: {
      $0.string(from: Date(timeIntervalSince1970: Double(seconds)))
    }
  }
}

/// Short-time formatters by locale identifier.
let timeFormatters = FormatterCache<String, DateFormatter>()
