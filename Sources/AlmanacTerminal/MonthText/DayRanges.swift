import Almanac

/// A set of days given as ranges (a `--select` list), sorted and merged so that membership
/// is a binary search.
public struct DayRanges: Hashable, Sendable {
  /// The disjoint ranges, in order, with no two touching.
  public let ranges: [ClosedRange<Day>]

  /// Creates a set from ranges in any order, merging overlapping and adjacent ones.
  ///
  /// - Parameter ranges: The ranges.
  /// - Complexity: O(n log n) for n ranges.
  public init(_ ranges: [ClosedRange<Day>] = []) {
    var merged: [ClosedRange<Day>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound.serial <= last.upperBound.serial + 1 {
        merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    self.ranges = merged
  }

  /// Whether no day is selected.
  public var isEmpty: Bool { ranges.isEmpty }

  /// Whether `day` lies in one of the ranges.
  ///
  /// - Parameter day: The day.
  /// - Returns: `true` if some range contains it.
  /// - Complexity: O(log n).
  public func contains(_ day: Day) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].upperBound < day {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < ranges.count && ranges[low].contains(day)
  }
}
