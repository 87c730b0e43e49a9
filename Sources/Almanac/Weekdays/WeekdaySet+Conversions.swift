extension WeekdaySet {
  private static let rruleCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
  private static let cronNames = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]

  /// Reads an RRULE `BYDAY` list such as `MO,WE,FR` (RFC 5545 §3.3.10).
  ///
  /// - Parameter byDay: Two-letter codes separated by commas, in any case and order.
  /// - Throws: ``WeekdaySetError/invalidRRULEDay(_:position:)`` naming the first bad entry
  ///   (1-based), or ``WeekdaySetError/empty``.
  package init(rruleByDay byDay: String) throws(WeekdaySetError) {
    self.init()
    let entries = byDay.split(separator: ",", omittingEmptySubsequences: false)
    if byDay.isEmpty { throw .empty }
    for (index, entry) in entries.enumerated() {
      let code = entry.trimmingSpaces().uppercased()
      guard let weekday = WeekdaySet.rruleCodes.firstIndex(of: code) else {
        throw .invalidRRULEDay(String(entry), position: index + 1)
      }
      insert(weekday + 1)
    }
  }

  /// The set as an RRULE `BYDAY` list, Monday first (`MO,WE,FR`); empty for no day.
  package var rruleByDay: String {
    [2, 3, 4, 5, 6, 7, 1].filter { contains($0) }.map { WeekdaySet.rruleCodes[$0 - 1] }
      .joined(separator: ",")
  }

  /// Reads a cron day-of-week field: `*`, `?`, numbers 0–7 (0 and 7 are Sunday), names
  /// `SUN`–`SAT`, ranges `1-5`, steps `*/2` and `1-5/2`, separated by commas.
  ///
  /// - Parameter field: The fifth field of a crontab line.
  /// - Throws: ``WeekdaySetError/invalidCronDay(_:position:)`` naming the first bad entry
  ///   (1-based), or ``WeekdaySetError/empty``.
  package init(cronDayOfWeek field: String) throws(WeekdaySetError) {
    self.init()
    if field.isEmpty { throw .empty }
    for (index, entry) in field.split(separator: ",", omittingEmptySubsequences: false)
      .enumerated()
    {
      let text = entry.trimmingSpaces().uppercased()
      let bad = WeekdaySetError.invalidCronDay(String(entry), position: index + 1)
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count <= 2 else { throw bad }
      var step = 1
      if parts.count == 2 {
        guard let value = Int(parts[1]), value >= 1 else { throw bad }
        step = value
      }
      let low: Int
      let high: Int
      if parts[0] == "*" || parts[0] == "?" {
        (low, high) = (0, 6)
      } else {
        let bounds = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        guard bounds.count <= 2, let first = WeekdaySet.cronValue(bounds[0]) else { throw bad }
        if bounds.count == 2 {
          guard let last = WeekdaySet.cronValue(bounds[1]), first <= last else { throw bad }
          (low, high) = (first, last)
        } else {
          // `5/2` means from 5 to the end of the week.
          (low, high) = (first, parts.count == 2 ? 7 : first)
        }
      }
      for value in stride(from: low, through: high, by: step) {
        insert(value % 7 + 1)
      }
    }
  }

  private static func cronValue(_ text: Substring) -> Int? {
    if let number = Int(text), (0...7).contains(number) { return number }
    return cronNames.firstIndex(of: String(text))
  }

  /// The set as a cron day-of-week field: `*` for every day, runs of three or more days as
  /// ranges (`1-5`), others as lists (`1,3,5`); Sunday is `0`. Empty for no day.
  package var cronDayOfWeek: String {
    if self == .all { return "*" }
    var parts: [String] = []
    var value = 0
    while value < 7 {
      guard contains(value + 1) else {
        value += 1
        continue
      }
      var end = value
      while end + 1 < 7, contains(end + 2) { end += 1 }
      if end - value >= 2 {
        parts.append("\(value)-\(end)")
      } else {
        parts += (value...end).map(String.init)
      }
      value = end + 1
    }
    return parts.joined(separator: ",")
  }
}

extension Substring {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
