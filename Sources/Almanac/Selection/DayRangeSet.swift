/// A set of days stored as sorted, disjoint, non-touching closed ranges.
///
/// Adjacent or overlapping ranges merge on insertion, so `2026-03-01…03-05` and
/// `2026-03-06…03-09` become one range. Membership is a binary search over the ranges, so a
/// set of 10,000 scattered days or a ten-year range costs O(log n) per test and never
/// materialises one entry per day. Availability uses it for disabled days and closed-to-arrival
/// days; the non-contiguous selection uses it for its ranges: one piece of code for both.
public struct DayRangeSet: Hashable, Sendable {
  /// First serial of each range, ascending.
  @usableFromInline var lowers: [Int] = []
  /// Last serial of each range, ascending; `uppers[i] + 1 < lowers[i + 1]`.
  @usableFromInline var uppers: [Int] = []

  /// Creates an empty set.
  public init() {}

  /// Creates a set holding the given days.
  ///
  /// - Parameter days: Days in any order; duplicates are fine.
  /// - Complexity: O(n log n) for n days.
  public init(_ days: some Sequence<Day>) {
    let serials = days.map(\.serial).sorted()
    for serial in serials {
      if let last = uppers.last, serial <= last + 1 {
        if serial > last { uppers[uppers.count - 1] = serial }
      } else {
        lowers.append(serial)
        uppers.append(serial)
      }
    }
  }

  /// Creates a set holding the union of the given ranges.
  ///
  /// - Parameter ranges: Closed ranges in any order; they may overlap or touch.
  /// - Complexity: O(n log n) for n ranges.
  public init(ranges: some Sequence<ClosedRange<Day>>) {
    let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
    for range in sorted {
      let low = range.lowerBound.serial
      let high = range.upperBound.serial
      if let last = uppers.last, low <= last + 1 {
        if high > last { uppers[uppers.count - 1] = high }
      } else {
        lowers.append(low)
        uppers.append(high)
      }
    }
  }

  /// Whether the set holds no day.
  public var isEmpty: Bool { lowers.isEmpty }

  /// The number of disjoint ranges.
  package var rangeCount: Int { lowers.count }

  /// The number of days in the set.
  ///
  /// - Complexity: O(r) for r ranges.
  public var dayCount: Int {
    var total = 0
    for index in lowers.indices { total += uppers[index] - lowers[index] + 1 }
    return total
  }

  /// The ranges, ascending, disjoint and not touching.
  ///
  /// - Complexity: O(r) for r ranges.
  public var ranges: [ClosedRange<Day>] {
    lowers.indices.map { Day(unchecked: lowers[$0])...Day(unchecked: uppers[$0]) }
  }

  /// The earliest day in the set.
  public var first: Day? { lowers.first.map(Day.init(unchecked:)) }

  /// The latest day in the set.
  public var last: Day? { uppers.last.map(Day.init(unchecked:)) }

  /// The index of the first range whose last serial is at least `serial`.
  @inlinable
  func firstIndex(endingOnOrAfter serial: Int) -> Int {
    uppers.withUnsafeBufferPointer { buffer in
      var low = 0
      var count = buffer.count
      // Branch-light lower bound: halve the window, moving its base when the middle is below.
      while count > 0 {
        let half = count >> 1
        if buffer[low &+ half] < serial {
          low = low &+ half &+ 1
          count = count &- half &- 1
        } else {
          count = half
        }
      }
      return low
    }
  }

  /// Whether `day` is in the set.
  ///
  /// - Parameter day: The day to test.
  /// - Returns: `true` if a range of the set contains `day`.
  /// - Complexity: O(log r) for r ranges.
  @inlinable
  public func contains(_ day: Day) -> Bool {
    if lowers.isEmpty { return false }
    let serial = day.serial
    let index = firstIndex(endingOnOrAfter: serial)
    return lowers.withUnsafeBufferPointer { index < $0.count && $0[index] <= serial }
  }

  /// The range of the set that holds `day`, if any.
  ///
  /// - Parameter day: The day to look up.
  /// - Returns: The maximal range of consecutive member days around `day`, or `nil`.
  /// - Complexity: O(log r) for r ranges.
  package func range(containing day: Day) -> ClosedRange<Day>? {
    let index = firstIndex(endingOnOrAfter: day.serial)
    guard index < lowers.count, lowers[index] <= day.serial else { return nil }
    return Day(unchecked: lowers[index])...Day(unchecked: uppers[index])
  }

  /// The first member day on or after `day`.
  ///
  /// - Parameter day: Where to start looking.
  /// - Returns: The earliest member not before `day`, or `nil`.
  /// - Complexity: O(log r) for r ranges.
  package func firstMember(onOrAfter day: Day) -> Day? {
    let index = firstIndex(endingOnOrAfter: day.serial)
    guard index < lowers.count else { return nil }
    return Day(unchecked: max(lowers[index], day.serial))
  }

  /// The last member day on or before `day`.
  ///
  /// - Parameter day: Where to start looking backwards.
  /// - Returns: The latest member not after `day`, or `nil`.
  /// - Complexity: O(log r) for r ranges.
  package func lastMember(onOrBefore day: Day) -> Day? {
    let index = firstIndex(endingOnOrAfter: day.serial)
    if index < lowers.count, lowers[index] <= day.serial { return day }
    guard index > 0 else { return nil }
    return Day(unchecked: uppers[index - 1])
  }

  /// Whether any day of `range` is in the set.
  ///
  /// - Parameter range: The days to test.
  /// - Returns: `true` if the set and `range` share at least one day.
  /// - Complexity: O(log r) for r ranges.
  package func intersects(_ range: ClosedRange<Day>) -> Bool {
    guard let member = firstMember(onOrAfter: range.lowerBound) else { return false }
    return member <= range.upperBound
  }

  /// Adds the days of `range`, merging with ranges it overlaps or touches.
  ///
  /// - Parameter range: The days to add.
  /// - Returns: The merged range of the set that now holds `range`.
  /// - Complexity: O(r) for r ranges (array insertion); O(log r) to find the place.
  @discardableResult
  package mutating func insert(_ range: ClosedRange<Day>) -> ClosedRange<Day> {
    var low = range.lowerBound.serial
    var high = range.upperBound.serial
    // Ranges that overlap or touch [low, high]: uppers >= low - 1 and lowers <= high + 1.
    let first = firstIndex(endingOnOrAfter: low - 1)
    var end = first
    while end < lowers.count, lowers[end] <= high + 1 { end += 1 }
    if first < end {
      low = min(low, lowers[first])
      high = max(high, uppers[end - 1])
    }
    lowers.replaceSubrange(first..<end, with: CollectionOfOne(low))
    uppers.replaceSubrange(first..<end, with: CollectionOfOne(high))
    return Day(unchecked: low)...Day(unchecked: high)
  }

  /// Adds one day.
  ///
  /// - Parameter day: The day to add.
  /// - Complexity: O(r) for r ranges.
  package mutating func insert(_ day: Day) {
    insert(day...day)
  }

  /// Removes the days of `range`, splitting a range that holds it strictly inside.
  ///
  /// - Parameter range: The days to remove.
  /// - Complexity: O(r) for r ranges.
  package mutating func remove(_ range: ClosedRange<Day>) {
    let low = range.lowerBound.serial
    let high = range.upperBound.serial
    let first = firstIndex(endingOnOrAfter: low)
    var end = first
    while end < lowers.count, lowers[end] <= high { end += 1 }
    guard first < end else { return }
    var newLowers: [Int] = []
    var newUppers: [Int] = []
    if lowers[first] < low {
      newLowers.append(lowers[first])
      newUppers.append(low - 1)
    }
    if uppers[end - 1] > high {
      newLowers.append(high + 1)
      newUppers.append(uppers[end - 1])
    }
    lowers.replaceSubrange(first..<end, with: newLowers)
    uppers.replaceSubrange(first..<end, with: newUppers)
  }

  /// Removes one day.
  ///
  /// - Parameter day: The day to remove.
  /// - Complexity: O(r) for r ranges.
  package mutating func remove(_ day: Day) {
    remove(day...day)
  }

  /// Removes every day.
  package mutating func removeAll() {
    lowers.removeAll()
    uppers.removeAll()
  }
}

extension DayRangeSet: Codable {
  /// Decodes the set from an array of `["YYYY-MM-DD", "YYYY-MM-DD"]` pairs.
  public init(from decoder: any Decoder) throws {
    let pairs = try [[Day]](from: decoder)
    var ranges: [ClosedRange<Day>] = []
    for pair in pairs {
      guard pair.count == 2, pair[0] <= pair[1] else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "a range is two days, the first not after the second"))
      }
      ranges.append(pair[0]...pair[1])
    }
    self.init(ranges: ranges)
  }

  /// Encodes the set as an array of `["YYYY-MM-DD", "YYYY-MM-DD"]` pairs.
  public func encode(to encoder: any Encoder) throws {
    try ranges.map { [$0.lowerBound, $0.upperBound] }.encode(to: encoder)
  }
}
