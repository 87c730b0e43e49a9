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
  static func parse(_ values: [String], option: String) throws(CLIError) -> DayRanges {
    var ranges: [ClosedRange<Day>] = []
    let valid = "DAY, DAY..DAY, or a comma-separated list of them; DAY is YYYY-MM-DD"
    for value in values {
      for item in value.split(separator: ",", omittingEmptySubsequences: false) {
        let text = item.trimmingCharacters(in: .whitespaces)
        let ends = text.components(separatedBy: "..")
        guard (1...2).contains(ends.count), let first = Day(ends[0]),
          let last = ends.count == 2 ? Day(ends[1]) : first
        else {
          throw .invalidValue(
            subject: "selection", argument: text.isEmpty ? value : text,
            reason: "\(option) needs Gregorian dates", valid: valid)
        }
        guard first <= last else {
          throw .invalidValue(
            subject: "selection", argument: text, reason: "the range ends before it starts",
            valid: valid)
        }
        ranges.append(first...last)
      }
    }
    return DayRanges(ranges)
  }
}
