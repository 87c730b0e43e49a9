/// How ``CalendarContext/text(for:style:)`` writes a day, always in the context's locale and
/// calendar.
package enum DayTextStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// The full date with the weekday: "Monday, March 2, 2026" (`DateFormatter.Style.full`).
  case full
  /// Day, month and year: "March 2, 2026" (template `yMMMMd`; Japanese adds the era).
  case long
  /// Day and month: "March 2" (template `MMMMd`).
  case monthAndDay
  /// Month and year, for titles: "March 2026" (template `yMMMM`; Japanese adds the era,
  /// Chinese names the sexagenary year).
  case monthAndYear
}
