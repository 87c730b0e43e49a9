extension RecurrenceSet {
  /// Whether the start (DTSTART) is an instance when the rules do not generate it.
  ///
  /// RFC 5545 §3.8.5.3 makes DTSTART the first instance of an event, to-do or journal whatever
  /// its rules say, and counts it toward COUNT (``firstInstance``, the default). The rule
  /// iterators of python-dateutil (`rrule`), libical (`icalrecur_iterator`) and ical.js give
  /// only what the rule generates, and count only that (``onlyIfGenerated``): use it to port
  /// rules or tests from them. The two agree whenever the rule generates its start.
  public enum StartPolicy: Hashable, Sendable, CaseIterable {
    /// The start is the first instance and counts toward COUNT (RFC 5545 events).
    case firstInstance
    /// The start is an instance only if a rule generates it (rule iterators).
    case onlyIfGenerated
  }

  /// Throws for the RSCALE rules this engine does not expand: BYWEEKNO in a calendar without
  /// Gregorian months (RFC 7529 leaves its weeks undefined), and sub-daily rules with a month,
  /// month-day or year-day limit in such a calendar.
  static func validate(_ rules: [RecurrenceRule], start: ICSDateTime) throws(ICSError) {
    for rule in rules {
      guard let system = rule.scale, !ScaleCalendar(system: system).hasGregorianMonths else {
        continue
      }
      let frequency = start.isDate && rule.frequency < .daily ? .daily : rule.frequency
      let name = system.rscaleName
      if !rule.byWeekNumber.isEmpty {
        throw .invalidValue(
          ICSLocation(file: "", line: 0, column: 0),
          "BYWEEKNO with RSCALE=\(name) is not supported (weeks of a non-Gregorian year are not "
            + "defined by RFC 7529)")
      }
      if frequency < .daily,
        !(rule.byMonth.isEmpty && rule.byLeapMonth.isEmpty && rule.byMonthDay.isEmpty
          && rule.byYearDay.isEmpty)
      {
        throw .invalidValue(
          ICSLocation(file: "", line: 0, column: 0),
          "FREQ=\(rule.frequency.name) with BYMONTH, BYMONTHDAY or BYYEARDAY in RSCALE=\(name) "
            + "is not supported; use FREQ=DAILY with BYHOUR/BYMINUTE")
      }
    }
  }
}
