import Almanac
import AlmanacICS

extension DateTimeReader {
  /// Reads a range of days as khal's `list [START [END | DELTA]]` takes them: `today 7d`,
  /// `tomorrow`, `week`, `2026-12-01 2026-12-24`, `fri 2w`.
  ///
  /// - START is a day (`2026-12-01`, `today`, `tomorrow`, `+3d`, `fri`) or `week` (the week
  ///   that holds today, from `firstWeekday`; alone it is those seven days, else its first day).
  /// - END is a day, inclusive (khal's own END is too), or a length in days or weeks (`7d`,
  ///   `2w`, `10`) counted from START (START and the days after it: `today 1d` is today).
  /// - START alone is that one day; no words at all is today and the `defaultDays - 1` after.
  ///
  /// - Parameters:
  ///   - words: The words, at most two.
  ///   - firstWeekday: The first day of the week, 1 = Sunday … 7 = Saturday (for `week`).
  ///   - defaultDays: The number of days listed when no words are given.
  /// - Returns: The first and last day (inclusive), clamped to the supported days.
  /// - Throws: ``/AlmanacICS/ICSError/invalidValue(_:_:)`` naming the word that is wrong: not
  ///   a day, not a length, an END before START, more than two words, a length beyond
  ///   ``relativeDayLimit``.
  package func dayRange(_ words: [String], firstWeekday: Int, defaultDays: Int = 7)
    throws(ICSError) -> ClosedRange<Day>
  {
    guard let today else { throw Self.failure("relative days are not accepted here") }
    func clamped(_ serial: Int) -> Day { Day(clampingSerial: serial) }
    guard words.count <= 2 else {
      throw Self.failure("'\(words[2])': at most two words, START and END or a length")
    }
    guard let startWord = words.first else {
      return today...clamped(today.serial + max(1, min(defaultDays, Self.relativeDayLimit)) - 1)
    }
    let isWeek = startWord.lowercased() == "week"
    let first: Day
    if isWeek {
      first = clamped(today.serial - (today.weekday - firstWeekday + 7) % 7)
    } else {
      first = try day(startWord)
    }
    guard words.count == 2 else {
      return isWeek ? first...clamped(first.serial + 6) : first...first
    }
    let endWord = words[1].lowercased()
    if let count = Self.dayCount(endWord) {
      guard (1...Self.relativeDayLimit).contains(count) else {
        throw Self.failure("'\(words[1])': a length from 1 to \(Self.relativeDayLimit) days")
      }
      return first...clamped(first.serial + count - 1)
    }
    let last = try day(words[1])
    guard last >= first else {
      throw Self.failure("'\(words[1])' is before '\(startWord)' (\(first))")
    }
    return first...last
  }

  /// The number of days in `7d`, `2w` or `10`, or `nil` when the word is none of those.
  static func dayCount(_ word: String) -> Int? {
    var digits = Substring(word)
    var unit = 1
    if let last = digits.last, last == "d" || last == "w" {
      unit = last == "w" ? 7 : 1
      digits = digits.dropLast()
    }
    guard !digits.isEmpty, digits.count <= 7, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let count = Int(digits)
    else { return nil }
    return count * unit
  }

  /// A day: `YYYY-MM-DD`, `YYYYMMDD`, or a relative form (``relativeDay(_:today:)``).
  func day(_ word: String) throws(ICSError) -> Day {
    if let today, let day = Self.relativeDay(word, today: today) { return day }
    let value: ICSDateTime
    do {
      value = try dateTime(word)
    } catch {
      throw Self.failure("'\(word)' is not a day: \(error.reason)")
    }
    guard value.isDate else {
      throw Self.failure("'\(word)' is a time; give a day (YYYY-MM-DD, today, fri…)")
    }
    return value.day
  }
}
