extension CalendarContext {
  /// The months of this calendar from the one containing `start` through the one containing
  /// `end`, in order; empty if `end` is before `start`.
  ///
  /// - Parameters:
  ///   - start: A day in the first month.
  ///   - end: A day in the last month.
  /// - Returns: The months that overlap `start...end`.
  /// - Complexity: O(months); integer math per Gregorian month, cached Foundation look-ups
  ///   otherwise.
  package func months(from start: Day, through end: Day) -> [CalendarMonth] {
    guard start <= end else { return [] }
    var months: [CalendarMonth] = []
    var current: CalendarMonth? = month(containing: start)
    while let month = current, month.firstDay <= end {
      months.append(month)
      current = self.month(after: month)
    }
    return months
  }

  /// `month` moved into `bounds`: the month containing the lower bound if `month` ends before
  /// it, the month containing the upper bound if `month` starts after it, else `month` itself.
  ///
  /// Use it to keep navigation (next/previous month) inside a picker's allowed range.
  ///
  /// - Parameters:
  ///   - month: A month of this context's calendar.
  ///   - bounds: The allowed days.
  /// - Returns: A month that overlaps `bounds`.
  package func clamp(_ month: CalendarMonth, to bounds: ClosedRange<Day>) -> CalendarMonth {
    if month.lastDay < bounds.lowerBound { return self.month(containing: bounds.lowerBound) }
    if month.firstDay > bounds.upperBound { return self.month(containing: bounds.upperBound) }
    return month
  }

}
