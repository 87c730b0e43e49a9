import Foundation
import Synchronization

extension CalendarContext {
  /// `day` written in this context's locale and calendar, with the locale's digits.
  ///
  /// Formats noon UTC of the day with a GMT calendar, so the text never depends on a time
  /// zone. Formatters are built once per locale, calendar and style and shared.
  ///
  /// - Parameters:
  ///   - day: The day.
  ///   - style: How much to write.
  /// - Returns: The text, e.g. "Monday, March 2, 2026" or, in `fa_IR` with the Persian
  ///   calendar, "۱۴۰۴ اسفند ۱۱, دوشنبه".
  /// - Complexity: A dictionary look-up under a lock and one ICU format; the first use of a
  ///   style in a locale builds a formatter (about a millisecond).
  public func text(for day: Day, style: DayTextStyle) -> String {
    let date = Date(timeIntervalSince1970: Double(day.serial) * 86_400 + 43_200)
    let key = FormatterKey(
      locale: locale.identifier, system: system, style: style)
    return formatterCache.withLock { cache in
      let formatter: DateFormatter
      if let cached = cache[key] {
        formatter = cached
      } else {
        formatter = makeFormatter(style)
        cache[key] = formatter
      }
      return formatter.string(from: date)
    }
  }

  /// The title of `month`, such as "March 2026" or "אדר ב׳ 5784".
  ///
  /// - Parameter month: A month of this context's calendar.
  /// - Returns: The month and year in the context's locale.
  public func title(of month: CalendarMonth) -> String {
    text(for: month.firstDay, style: .monthAndYear)
  }

  private func makeFormatter(_ style: DayTextStyle) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.calendar = foundationCalendar
    formatter.locale = locale
    formatter.timeZone = foundationCalendar.timeZone
    let isChinese = system == .chinese
    let isChineseLanguage = locale.language.languageCode?.identifier == "zh"
    switch style {
    case .full:
      formatter.dateStyle = .full
      formatter.timeStyle = .none
    case .long where isChinese:
      // ICU on Linux drops the cyclic year from templates; the long style keeps it.
      formatter.dateStyle = .long
      formatter.timeStyle = .none
    case .long:
      formatter.setLocalizedDateFormatFromTemplate(system == .japanese ? "GyMMMMd" : "yMMMMd")
    case .monthAndDay:
      formatter.setLocalizedDateFormatFromTemplate("MMMMd")
    case .monthAndYear where isChinese:
      formatter.dateFormat = isChineseLanguage ? "rU年MMMM" : "MMMM r(U)"
    case .monthAndYear:
      formatter.setLocalizedDateFormatFromTemplate(system == .japanese ? "GyMMMM" : "yMMMM")
    }
    return formatter
  }
}

struct FormatterKey: Hashable {
  var locale: String
  var system: CalendarSystem
  var style: DayTextStyle
}

/// Date formatters by locale, calendar and style; building one costs about a millisecond.
let formatterCache = Mutex<[FormatterKey: DateFormatter]>([:])
