import Almanac

/// The months of a range as a random-access collection, for paged views that create a page
/// only when it comes on screen (a lazy stack, a collection view).
///
/// It does not hold the months: it keeps the first day of every 16th month (a few hundred
/// values for the whole supported range of 1–9999) and steps from the nearest one, so a range
/// of decades costs as little as a range of a year, and a view asks for exactly the pages it
/// shows.
///
/// ```swift
/// let pages = MonthPages(range: model.range, in: model.context)
/// pages.count                                   // 1,200 for a century
/// pages[pages.index(showing: model.displayedMonth)]  // the displayed month
/// ```
package struct MonthPages: RandomAccessCollection, Sendable, Hashable {
  /// The calendar the months are in.
  package let context: CalendarContext
  /// The number of months.
  package let count: Int
  private let checkpoints: [Day]
  private static let stride = 16

  /// The months `range` touches.
  ///
  /// - Parameters:
  ///   - range: The days (clamped to the supported range by the model that owns them).
  ///   - context: The calendar.
  /// - Complexity: O(m) month steps for m months, done once; O(m / 16) memory.
  package init(range: ClosedRange<Day>, in context: CalendarContext) {
    self.context = context
    var checkpoints: [Day] = []
    var month = context.month(containing: range.lowerBound)
    var count = 0
    while true {
      if count % Self.stride == 0 { checkpoints.append(month.firstDay) }
      count += 1
      guard month.lastDay < range.upperBound, let next = context.month(after: month) else {
        break
      }
      month = next
    }
    self.count = count
    self.checkpoints = checkpoints
  }

  /// The index of the first month.
  package var startIndex: Int { 0 }
  /// The index after the last month.
  package var endIndex: Int { count }

  /// The month at `index`.
  ///
  /// - Parameter index: An index in `0..<count`.
  /// - Complexity: O(1) Foundation look-ups (at most 15 month steps).
  package subscript(index: Int) -> CalendarMonth {
    precondition(indices.contains(index), "month page \(index) outside 0..<\(count)")
    let base = context.month(containing: checkpoints[index / Self.stride])
    return context.month(index % Self.stride, after: base) ?? base
  }

  /// The index of the page showing `month` (or the day `month` starts on), clamped to the pages.
  ///
  /// - Parameter month: A month of this calendar.
  /// - Returns: Its index.
  /// - Complexity: O(log m) comparisons and at most 15 month steps.
  package func index(showing month: CalendarMonth) -> Int {
    let day = month.firstDay
    guard let first = checkpoints.first, day > first else { return 0 }
    // The last checkpoint at or before the month.
    var low = 0
    var high = checkpoints.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if checkpoints[middle] <= day { low = middle } else { high = middle - 1 }
    }
    var index = low * Self.stride
    var current = context.month(containing: checkpoints[low])
    while index < count - 1, current.lastDay < day, let next = context.month(after: current) {
      current = next
      index += 1
    }
    return index
  }
}
