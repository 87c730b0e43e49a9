import Foundation

/// Offset transitions of one zone, for fast local ↔ UTC conversion without Foundation calls in
/// the hot path. Immutable once built.
///
/// The table is exact over ``covered``. Before it, an IANA zone asks Foundation. After it, a
/// periodic table repeats its last 400 years: the Gregorian calendar repeats every 400 years
/// (146,097 days, a whole number of weeks), and so do rules such as "last Sunday of March".
final class ZoneTable: Sendable {
  /// UTC instants of the transitions, ascending.
  let instants: [Int]
  /// Offset in force before each transition.
  let before: [Int]
  /// Offset in force from each transition on.
  let after: [Int]
  /// `instants[i] + min(before[i], after[i])`: the earliest wall time touched by transition i.
  let localKeys: [Int]
  /// The offset before the first transition.
  let initialOffset: Int
  /// The Foundation zone for instants before the table (IANA zones only).
  let fallback: TimeZone?
  /// The range of UTC instants the table covers exactly.
  let covered: ClosedRange<Int>
  /// Whether instants after ``covered`` repeat its last 400 years.
  let isPeriodic: Bool
  /// The largest offset of the table less its smallest (0 for a fixed offset; `Int.max` when
  /// that difference does not fit).
  let offsetSpread: Int

  /// 400 Gregorian years in seconds.
  static let cycle = 146_097 * 86_400
  /// 1900-01-01T00:00Z.
  static let start1900 = -2_208_988_800
  /// 2440-01-01T00:00Z: 400 years after 2040, when every zone follows its final rule.
  static let end2440 = 14_832_662_400

  init(
    transitions: [(instant: Int, before: Int, after: Int)], initialOffset: Int, fallback: TimeZone?,
    covered: ClosedRange<Int>, isPeriodic: Bool
  ) {
    let sorted = transitions.sorted { $0.instant < $1.instant }
    instants = sorted.map(\.instant)
    before = sorted.map(\.before)
    after = sorted.map(\.after)
    localKeys = sorted.map { $0.instant + min($0.before, $0.after) }
    self.initialOffset = initialOffset
    self.fallback = fallback
    self.covered = covered
    self.isPeriodic =
      isPeriodic
      && (covered.lowerBound == Int.min
        || covered.upperBound - ZoneTable.cycle > covered.lowerBound)
    let offsets = [initialOffset] + sorted.map(\.before) + sorted.map(\.after)
    let (spread, overflow) = (offsets.max() ?? 0).subtractingReportingOverflow(offsets.min() ?? 0)
    offsetSpread = overflow ? Int.max : spread
  }

  /// How far before the wall time of `t` the wall time of a later instant can fall: the
  /// table's ``offsetSpread`` where the table answers for the instants near `t`, two days
  /// (more than any zone's offsets differ) where Foundation does.
  func wallTimeMargin(nearUTC t: Int) -> Int {
    let twoDays = 2 * 86_400
    if fallback != nil {
      // (Bounds are finite for tables with a fallback, so neither sum below overflows.)
      if t < covered.lowerBound + twoDays { return twoDays }
      if !isPeriodic, t > covered.upperBound - twoDays { return twoDays }
    }
    return Swift.min(offsetSpread, twoDays)
  }

  /// Builds the table of an IANA zone for 1900 ... 2440 from Foundation's transitions.
  convenience init(foundation zone: TimeZone) {
    let first = ZoneTable.start1900
    let last = ZoneTable.end2440
    var transitions: [(instant: Int, before: Int, after: Int)] = []
    var cursor = Date(timeIntervalSince1970: Double(first))
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor),
      next.timeIntervalSince1970 < Double(last), transitions.count < 20_000
    {
      let instant = Int(next.timeIntervalSince1970.rounded())
      let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant - 1)))
      let after = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant)))
      if before != after { transitions.append((instant, before, after)) }
      cursor = next
    }
    let initial = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(first)))
    self.init(
      transitions: transitions, initialOffset: initial, fallback: zone, covered: first...last,
      isPeriodic: true)
  }

  /// The whole 400-year cycles to take off `t` to bring it into the table (0 inside it).
  @inline(__always)
  func shift(_ t: Int) -> Int {
    guard isPeriodic, t > covered.upperBound, t < Int.max - 2 * ZoneTable.cycle else { return 0 }
    return ((t - covered.upperBound) / ZoneTable.cycle + 1) * ZoneTable.cycle
  }

  /// Whether `t` is before the table and must be asked of Foundation.
  @inline(__always)
  func isBefore(_ t: Int) -> Bool {
    fallback != nil && t < covered.lowerBound
  }

  /// Index of the last element of `keys` at or before `t`, plus one (0 when none).
  @inline(__always)
  static func count(_ keys: [Int], atOrBefore t: Int) -> Int {
    var low = 0
    var high = keys.count
    while low < high {
      let mid = (low + high) >> 1
      if keys[mid] <= t { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The offset in force at a UTC instant.
  func offset(atUTC t: Int) -> Int {
    if let fallback, isBefore(t) {
      return fallback.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
    }
    if !isPeriodic, fallback != nil, t > covered.upperBound, let fallback {
      return fallback.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
    }
    let folded = t - shift(t)
    let n = ZoneTable.count(instants, atOrBefore: folded)
    return n == 0 ? initialOffset : after[n - 1]
  }

  /// The UTC instant of a local wall time (RFC 5545 §3.3.5): a time in a gap is read with the
  /// offset before the gap; an ambiguous time is its first occurrence.
  func utc(fromLocal local: Int) -> Int {
    let span = span(forLocal: local)
    return local - span.offset
  }

  /// The run of wall times around `local` that share one offset: for every wall time `w` in
  /// `lower ..< upper`, `utc(fromLocal: w) == w - offset`. Lets an expansion convert instances
  /// in order with one comparison each.
  func span(forLocal local: Int) -> (lower: Int, upper: Int, offset: Int) {
    if let fallback, isBefore(local) || (!isPeriodic && local > covered.upperBound) {
      let guess = local - fallback.secondsFromGMT(for: Date(timeIntervalSince1970: Double(local)))
      let offset = fallback.secondsFromGMT(for: Date(timeIntervalSince1970: Double(guess)))
      return (local, local + 1, offset)
    }
    let shift = shift(local)
    let folded = local - shift
    let n = ZoneTable.count(localKeys, atOrBefore: folded)
    var lower = fallback != nil ? covered.lowerBound : Int.min
    var upper = isPeriodic || fallback != nil ? covered.upperBound + 1 : Int.max
    let offset: Int
    if n == 0 {
      if let first = localKeys.first { upper = Swift.min(upper, first) }
      offset = initialOffset
    } else {
      let i = n - 1
      let edge = instants[i] + Swift.max(before[i], after[i])
      if folded < edge {
        lower = localKeys[i]
        upper = edge
        offset = before[i]
      } else {
        lower = edge
        if i + 1 < localKeys.count { upper = Swift.min(upper, localKeys[i + 1]) }
        offset = after[i]
      }
    }
    if lower > folded || upper <= folded {
      // At the edges of the table: a span of one wall time.
      return (local, local + 1, offset)
    }
    let lowerShifted = lower == Int.min ? Int.min : lower + shift
    let upperShifted = upper == Int.max ? Int.max : upper + shift
    return (lowerShifted, upperShifted, offset)
  }
}
