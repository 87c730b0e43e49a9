import Foundation

/// Offset transitions of one zone, for fast local ↔ UTC conversion without Foundation calls in
/// the hot path. Immutable once built.
final class ZoneTable: Sendable {
  /// UTC instants of the transitions, ascending.
  let instants: [Int]
  /// Offset in force before each transition.
  let before: [Int]
  /// Offset in force from each transition on.
  let after: [Int]
  /// `instants[i] + min(before[i], after[i])`: the earliest local wall time touched by transition i.
  let localKeys: [Int]
  /// The offset before the first transition.
  let initialOffset: Int
  /// The Foundation zone for instants outside the table (IANA zones only).
  let fallback: TimeZone?
  /// The range of UTC instants the table covers exactly.
  let covered: ClosedRange<Int>

  init(
    transitions: [(instant: Int, before: Int, after: Int)], initialOffset: Int, fallback: TimeZone?,
    covered: ClosedRange<Int>
  ) {
    let sorted = transitions.sorted { $0.instant < $1.instant }
    instants = sorted.map(\.instant)
    before = sorted.map(\.before)
    after = sorted.map(\.after)
    localKeys = sorted.map { $0.instant + min($0.before, $0.after) }
    self.initialOffset = initialOffset
    self.fallback = fallback
    self.covered = covered
  }

  /// Builds the table of an IANA zone for 1900 ... 2200 from Foundation's transitions.
  convenience init(foundation zone: TimeZone) {
    let first = -2_208_988_800  // 1900-01-01
    let last = 7_258_118_400  // 2200-01-01
    var transitions: [(instant: Int, before: Int, after: Int)] = []
    var cursor = Date(timeIntervalSince1970: Double(first))
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor),
      next.timeIntervalSince1970 < Double(last), transitions.count < 10_000
    {
      let instant = Int(next.timeIntervalSince1970.rounded())
      let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant - 1)))
      let after = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant)))
      if before != after { transitions.append((instant, before, after)) }
      cursor = next
    }
    let initial = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(first)))
    self.init(
      transitions: transitions, initialOffset: initial, fallback: zone, covered: first...last)
  }

  /// The offset in force at a UTC instant.
  func offset(atUTC t: Int) -> Int {
    if let fallback, !covered.contains(t) {
      return fallback.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
    }
    // Last transition at or before t.
    var low = 0
    var high = instants.count
    while low < high {
      let mid = (low + high) >> 1
      if instants[mid] <= t { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? initialOffset : after[low - 1]
  }

  /// The UTC instant of a local wall time (RFC 5545 §3.3.5): a time in a gap is read with the
  /// offset before the gap; an ambiguous time is its first occurrence.
  func utc(fromLocal local: Int) -> Int {
    if let fallback, !covered.contains(local) {
      let guess = local - fallback.secondsFromGMT(for: Date(timeIntervalSince1970: Double(local)))
      let offset = fallback.secondsFromGMT(for: Date(timeIntervalSince1970: Double(guess)))
      return local - offset
    }
    var low = 0
    var high = localKeys.count
    while low < high {
      let mid = (low + high) >> 1
      if localKeys[mid] <= local { low = mid + 1 } else { high = mid }
    }
    if low == 0 { return local - initialOffset }
    let i = low - 1
    if local < instants[i] + max(before[i], after[i]) {
      // Inside the gap or the overlap of transition i: the offset before it.
      return local - before[i]
    }
    return local - after[i]
  }
}
