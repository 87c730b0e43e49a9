extension MonthCalendarModel {
  /// The rows of the month wheel: the months of the displayed month's year that overlap the
  /// range, named standalone ("March"; "Adar I", "Adar II" in a Hebrew leap year).
  ///
  /// - Returns: The choices in order; the displayed month is among them.
  /// - Complexity: O(months in a year).
  public func monthChoices() -> [MonthYearChoice] {
    monthChoices(inYearOf: displayedMonth)
  }

  /// The rows of a month list for the year of `month`: its months that overlap the range, named
  /// standalone.
  ///
  /// - Parameter month: A month of the year to list (the focused day's, in a picker).
  /// - Returns: The choices in order.
  /// - Complexity: O(months in a year).
  public func monthChoices(inYearOf month: CalendarMonth) -> [MonthYearChoice] {
    let shown = month
    // A year that begins before 0001-01-01 (Hebrew 3761, say) has no first month to count
    // from: its months are walked from the shown one instead.
    let months =
      (try? context.months(ofYear: shown.year, era: shown.era, reference: shown.firstDay))
      ?? monthsOfTheYear(around: shown)
    return months.filter(overlapsRange).map {
      MonthYearChoice(month: $0, text: context.monthName($0))
    }
  }

  /// The supported months of `month`'s year, in order, found by stepping from it.
  func monthsOfTheYear(around month: CalendarMonth) -> [CalendarMonth] {
    let sameYear = { (other: CalendarMonth) in other.year == month.year && other.era == month.era }
    var earlier: [CalendarMonth] = []
    var step = month
    while let previous = context.month(before: step), sameYear(previous) {
      earlier.append(previous)
      step = previous
    }
    var months = Array(earlier.reversed()) + [month]
    step = month
    while let next = context.month(after: step), sameYear(next) {
      months.append(next)
      step = next
    }
    return months
  }

  /// The rows of the year wheel: for each year within `radius` years of the displayed one
  /// (and overlapping the range), the month of the same number in that year (its first month
  /// if it has none; the year's nearest month inside the range if that one is outside),
  /// written as the locale writes years ("2026", "令和8年", "۱۴۰۴").
  ///
  /// - Parameter radius: How many years either side of the displayed one.
  /// - Returns: The choices in order; the displayed month is the current year's row.
  /// - Complexity: O(radius) month look-ups.
  public func yearChoices(radius: Int = 50) -> [MonthYearChoice] {
    yearChoices(around: displayedMonth, radius: radius)
  }

  /// The rows of a year list around `month`'s year: for each year within `radius` years that
  /// overlaps the range, the month of the same number in that year, clamped to the range (so
  /// at the range's ends the list stops at the first and last years that can be picked).
  ///
  /// - Parameters:
  ///   - month: The month whose year is in the middle (clamped to the range).
  ///   - radius: How many years either side.
  /// - Returns: The choices in order; the clamped `month` is among them.
  /// - Complexity: O(radius) month look-ups.
  public func yearChoices(around month: CalendarMonth, radius: Int) -> [MonthYearChoice] {
    let shown = context.clamp(month, to: range)
    var choices: [MonthYearChoice] = []
    var seen: Set<CalendarMonth> = []
    for offset in -max(0, radius)...max(0, radius) {
      let month: CalendarMonth?
      if offset == 0 {
        month = shown
      } else {
        month =
          (try? context.month(
            shown.month, ofYear: shown.year + offset, era: shown.era, reference: shown.firstDay))
          ?? (try? context.month(
            1, ofYear: shown.year + offset, era: shown.era, reference: shown.firstDay))
      }
      guard let month else { continue }
      // A month outside the range gives way to the year's nearest month inside it.
      let clamped = context.clamp(month, to: range)
      guard clamped.year == month.year, clamped.era == month.era,
        seen.insert(clamped).inserted
      else { continue }
      choices.append(MonthYearChoice(month: clamped, text: context.yearText(clamped)))
    }
    return choices.sorted { $0.month.firstDay < $1.month.firstDay }
  }

  private func overlapsRange(_ month: CalendarMonth) -> Bool {
    month.lastDay >= range.lowerBound && month.firstDay <= range.upperBound
  }
}
