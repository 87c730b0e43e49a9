/// A read-only lookup table over a ``DayRangeSet`` that answers membership in O(1) expected
/// time: days are grouped in buckets of 2^shift days, and each bucket records the first range
/// that can hold its days, so a lookup scans one or two ranges instead of binary-searching
/// thousands. The bucket count is kept proportional to the number of ranges (at least 4,096),
/// so memory stays O(ranges) even for sparse sets spread over centuries.
@usableFromInline
struct DayRangeIndex: Sendable {
  @usableFromInline var lowers: [Int] = []
  @usableFromInline var uppers: [Int] = []
  /// For each bucket, the index of the first range whose last serial is in or after it.
  @usableFromInline var bucketFirst: [Int32] = []
  @usableFromInline var base = 0
  @usableFromInline var last = -1
  @usableFromInline var shift = 3

  init() {}

  init(_ set: DayRangeSet) {
    lowers = set.lowers
    uppers = set.uppers
    guard let first = lowers.first, let end = uppers.last else { return }
    base = first
    last = end
    let span = end - first + 1
    let budget = max(4 * lowers.count, 4_096)
    while span >> shift > budget { shift += 1 }
    let bucketCount = (span >> shift) + 1
    bucketFirst = Array(repeating: 0, count: bucketCount)
    var rangeIndex = 0
    for bucket in 0..<bucketCount {
      let bucketStart = base + bucket << shift
      while rangeIndex < uppers.count, uppers[rangeIndex] < bucketStart { rangeIndex += 1 }
      bucketFirst[bucket] = Int32(rangeIndex)
    }
  }

  /// Whether `serial` lies in one of the ranges.
  @inlinable
  func contains(_ serial: Int) -> Bool {
    guard serial >= base, serial <= last else { return false }
    return bucketFirst.withUnsafeBufferPointer { buckets in
      uppers.withUnsafeBufferPointer { uppers in
        var index = Int(buckets[(serial &- base) >> shift])
        // The last range ends at `last` >= serial, so the scan stops inside the array.
        while uppers[index] < serial { index &+= 1 }
        return lowers.withUnsafeBufferPointer { $0[index] <= serial }
      }
    }
  }
}
