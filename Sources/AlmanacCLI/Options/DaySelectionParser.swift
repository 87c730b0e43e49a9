import Almanac
import AlmanacTerminal

/// Parses `--select DAY[..DAY][,DAY…]` into sorted, merged day ranges.
enum DaySelectionParser {
  /// The ranges named by every `--select` value.
  ///
  /// - Parameters:
  ///   - values: The option's values, each a comma-separated list of days and ranges.
  ///   - option: The option as typed, for error messages.
  /// - Throws: ``CLIError/invalidValue(subject:argument:reason:valid:)`` for a malformed date
  ///   or a range that ends before it starts.
  /// - Returns: The days, sorted with overlapping and adjacent ranges merged.
  static func parse(_ values: [String], option: String) throws(CLIError) -> DayRangeSet {
    if values.isEmpty { return DayRangeSet() }
    var ranges: [ClosedRange<Day>] = []
    let valid = "DAY, DAY..DAY, or a comma-separated list of them; DAY is YYYY-MM-DD"
    for value in values {
      for item in value.split(separator: ",", omittingEmptySubsequences: false) {
        let text = item.trimmingSpaces
        let ends = text.components(separatedBy: "..")
        let days: [Day]
        do {
          guard (1...2).contains(ends.count) else { throw DayError.invalidText(text) }
          days = try ends.map { text throws(DayError) in try Day(parsing: text) }
        } catch {
          // Say why: "invalid date: day 30 (valid: 1 through 28)", not only that it is bad.
          throw .invalidValue(
            subject: "selection", argument: text.isEmpty ? value : text,
            reason: "\(option) needs Gregorian dates: \(error)", valid: valid)
        }
        let first = days[0]
        let last = days[days.count - 1]
        guard first <= last else {
          throw .invalidValue(
            subject: "selection", argument: text, reason: "the range ends before it starts",
            valid: valid)
        }
        ranges.append(first...last)
      }
    }
    return DayRangeSet(ranges: ranges)
  }
}
