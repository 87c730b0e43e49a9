@testable import AlmanacICS

extension RecurrenceSet {
  /// The set of one rule, `rule`, from `start`, both in their iCalendar text.
  ///
  /// - Parameters:
  ///   - rule: The RRULE value.
  ///   - start: The DTSTART value.
  ///   - tzid: The DTSTART's TZID, if any.
  /// - Throws: The parse error of either value.
  init(rule: String, start: String, tzid: String? = nil) throws {
    try self.init(
      start: try ICSDateTime(parsing: start, tzid: tzid), rules: [try RecurrenceRule(parsing: rule)]
    )
  }
}
