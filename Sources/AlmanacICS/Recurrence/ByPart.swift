/// A BYxxx part of a recurrence rule, and what it does to a period at each frequency, as
/// RFC 5545 §3.3.10 tabulates it:
///
/// ```
/// +----------+--------+--------+-------+-------+------+-------+------+
/// |          |SECONDLY|MINUTELY|HOURLY |DAILY  |WEEKLY|MONTHLY|YEARLY|
/// +----------+--------+--------+-------+-------+------+-------+------+
/// |BYMONTH   |Limit   |Limit   |Limit  |Limit  |Limit |Limit  |Expand|
/// +----------+--------+--------+-------+-------+------+-------+------+
/// |BYWEEKNO  |N/A     |N/A     |N/A    |N/A    |N/A   |N/A    |Expand|
/// +----------+--------+--------+-------+-------+------+-------+------+
/// |BYYEARDAY |Limit   |Limit   |Limit  |N/A    |N/A   |N/A    |Expand|
/// +----------+--------+--------+-------+-------+------+-------+------+
/// |BYMONTHDAY|Limit   |Limit   |Limit  |Limit  |N/A   |Expand |Expand|
/// +----------+--------+--------+-------+-------+------+-------+------+
/// |BYDAY     |Limit   |Limit   |Limit  |Limit  |Expand|Note 1 |Note 2|
/// +----------+--------+--------+-------+-------+------+-------+------+
/// |BYHOUR    |Limit   |Limit   |Limit  |Expand |Expand|Expand |Expand|
/// +----------+--------+--------+-------+-------+------+-------+------+
/// |BYMINUTE  |Limit   |Limit   |Expand |Expand |Expand|Expand |Expand|
/// +----------+--------+--------+-------+-------+------+-------+------+
/// |BYSECOND  |Limit   |Expand  |Expand |Expand |Expand|Expand |Expand|
/// +----------+--------+--------+-------+-------+------+-------+------+
/// |BYSETPOS  |Limit   |Limit   |Limit  |Limit  |Limit |Limit  |Limit |
/// +----------+--------+--------+-------+-------+------+-------+------+
///
/// Note 1: Limit if BYMONTHDAY is present; otherwise, special expand for MONTHLY.
/// Note 2: Limit if BYYEARDAY or BYMONTHDAY is present; otherwise, special expand for WEEKLY
///         if BYWEEKNO present; otherwise, special expand for MONTHLY if BYMONTH present;
///         otherwise, special expand for YEARLY.
/// ```
///
/// How ``RuleIterator`` reads the table. The day parts (BYMONTH to BYDAY) are applied to whole
/// days: a period of YEARLY, MONTHLY or WEEKLY expands to every day it spans (for YEARLY with
/// BYMONTH and without BYYEARDAY, the days of the named months only), and a day stays when every
/// part present accepts it (``RuleDayParts``, over a ``DayCursor``). An expanding part accepts
/// exactly the days it would have produced, so this is the expansion the table describes, built
/// without intermediate sets; the special expands of BYDAY (notes 1 and 2) count its ordinals in
/// the month (MONTHLY, or YEARLY with BYMONTH) or in the year. The time parts (BYHOUR to
/// BYSECOND, ``RuleTimeParts``) expand each kept day into its times at DAILY and above, and limit
/// the periods of HOURLY, MINUTELY and SECONDLY where the table says Limit (jumping over the
/// periods they refuse with a ``TimeGrid``). BYSETPOS then keeps the named candidates of each
/// period. The parts the table marks N/A (BYWEEKNO outside YEARLY, BYYEARDAY at DAILY, WEEKLY
/// and MONTHLY, BYMONTHDAY at WEEKLY) are refused by the strict parser; the lenient one lets
/// them limit, as python-dateutil does.
enum ByPart: CaseIterable {
  case month, weekNumber, yearDay, monthDay, day, hour, minute, second, setPosition

  /// What a part does to a period.
  enum Action {
    /// It makes candidates: each of its values gives one (or a set of days).
    case expand
    /// It removes candidates that do not match one of its values.
    case limit
  }

  /// The part's action at `frequency` (the table's row; BYDAY's notes read as expand, N/A as
  /// limit).
  ///
  /// - Parameter frequency: The rule's FREQ.
  /// - Returns: Whether the part expands or limits the periods of that frequency.
  func action(at frequency: RecurrenceRule.Frequency) -> Action {
    switch self {
    case .month, .weekNumber, .yearDay: frequency == .yearly ? .expand : .limit
    case .monthDay: frequency >= .monthly ? .expand : .limit
    case .day: frequency >= .weekly ? .expand : .limit
    case .hour: frequency >= .daily ? .expand : .limit
    case .minute: frequency >= .hourly ? .expand : .limit
    case .second: frequency >= .minutely ? .expand : .limit
    case .setPosition: .limit
    }
  }
}
