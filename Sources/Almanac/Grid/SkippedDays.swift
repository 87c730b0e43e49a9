import AlmanacPrimitives
import Foundation

/// The days each time zone skipped entirely, found once per zone by walking its offset
/// transitions, so that a layout asks "was a day skipped in this range?" without a time-zone
/// look-up per cell.
enum SkippedDays {
  /// Transitions are walked up to the start of 2200; later offset changes in a zone's rules
  /// are daylight-saving shifts of an hour or two, which never skip a day.
  static let horizon = Date(timeIntervalSince1970: 7_258_118_400)

  /// Sorted serial numbers of the days `timeZone` skipped, usually none.
  ///
  /// - Complexity: The first call for a zone walks its transitions (a millisecond or so for a
  ///   zone with daylight saving time); later calls are a dictionary look-up.
  static func serials(in timeZone: TimeZone) -> [Int] {
    let key = timeZone.identifier
    // The last zone asked about first: a layout per month asks about one zone many times,
    // and comparing two short strings is cheaper than hashing one.
    let known = cache.withLock { cache -> [Int]? in
      if let last = cache.last, last.zone == key { return last.days }
      guard let days = cache.all[key] else { return nil }
      cache.last = (key, days)
      return days
    }
    if let known { return known }
    let found = walk(timeZone)
    cache.withLock {
      $0.all[key] = found
      $0.last = (key, found)
    }
    return found
  }

  /// The skipped days in `range`, in order.
  static func serials(in timeZone: TimeZone, from lower: Int, through upper: Int) -> [Int] {
    let all = serials(in: timeZone)
    guard let first = all.first, let last = all.last, first <= upper, last >= lower else {
      return []
    }
    return all.filter { $0 >= lower && $0 <= upper }
  }

  private static func walk(_ timeZone: TimeZone) -> [Int] {
    var skipped: [Int] = []
    var instant = Date(timeIntervalSince1970: Double(Day.earliest.serial - 2) * 86_400)
    while let next = timeZone.nextDaylightSavingTimeTransition(after: instant), next < horizon {
      defer { instant = next }
      let before = timeZone.secondsFromGMT(for: next.addingTimeInterval(-1))
      let after = timeZone.secondsFromGMT(for: next)
      guard after - before >= 86_400 else { continue }
      // Local wall-clock times in [t + before, t + after) never occur; every whole day inside
      // that span was skipped.
      let seconds = Int(next.timeIntervalSince1970.rounded(.down))
      let gapStart = seconds + before
      let gapEnd = seconds + after
      var day = DaySeconds.day(ofSecond: gapStart + DaySeconds.perDay - 1)
      while (day + 1) * 86_400 <= gapEnd {
        skipped.append(day)
        day += 1
      }
    }
    return skipped
  }

  private struct Cache {
    /// Skipped days by zone identifier.
    var all: [String: [Int]] = [:]
    /// The entry of `all` used last.
    var last: (zone: String, days: [Int])?
  }

  private static let cache = LockedValue(Cache())
}

extension CalendarContext {
  /// The days in `range` that this context's time zone skipped entirely (no instant falls on
  /// them), such as 2011-12-30 in Pacific/Apia.
  ///
  /// - Parameter range: The days to check.
  /// - Returns: The skipped days in order, usually none.
  /// - Complexity: The first call for a time zone walks its offset transitions once; later
  ///   calls are a look-up and a scan of that zone's few skipped days.
  package func skippedDays(in range: ClosedRange<Day>) -> [Day] {
    SkippedDays.serials(
      in: timeZone, from: range.lowerBound.serial, through: range.upperBound.serial
    )
    .map { Day(unchecked: $0) }
  }
}
