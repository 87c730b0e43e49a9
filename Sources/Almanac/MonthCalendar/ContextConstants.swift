import AlmanacPrimitives
import Foundation

/// What every model of one calendar context draws the same whatever its state: the weekday
/// header and the day numbers 0 to 40 in the locale's digits.
///
/// Worked out once per locale, calendar system and first weekday in a process and shared by
/// every model: the month text and the terminal picker make a model per run, SwiftUI per view,
/// and without the cache each of them formatted 41 numbers and asked Foundation for three sets
/// of weekday symbols.
struct ContextConstants: Sendable, Equatable {
  /// The weekday header, in the context's week order.
  let weekdayNames: [WeekdayName]
  /// The day numbers 0 to 40 in the locale's digits.
  let dayNumberTexts: [String]

  /// The constants of `context`, from the shared cache.
  ///
  /// - Parameter context: The calendar context.
  /// - Returns: The constants.
  static func of(_ context: CalendarContext) -> ContextConstants {
    let key = context.constantsKey
    if let known = contextConstants.withLock({ $0[key] }) { return known }
    let made = ContextConstants(
      weekdayNames: WeekdayName.week(in: context),
      dayNumberTexts: (0...40).map { context.format(number: $0) })
    contextConstants.withLock { $0[key] = made }
    return made
  }
}

extension CalendarContext {
  /// The key of the caches of texts that depend on the locale, the calendar system and the
  /// first weekday only. A `String`, not a struct of its own: the first dictionary with a new
  /// key type costs a scan of every protocol conformance in the binary, once per process.
  var constantsKey: String {
    locale.identifier + "\u{1F}" + system.rawValue + "\u{1F}" + String(firstWeekday)
  }
}

/// The constants by ``CalendarContext/constantsKey``; a process sees few contexts.
private let contextConstants = LockedValue<[String: ContextConstants]>([:])
