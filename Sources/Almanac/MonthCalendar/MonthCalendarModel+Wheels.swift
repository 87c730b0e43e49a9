extension MonthCalendarModel {
  /// The rows of a month list (a month wheel) for the year of `month`: its months that overlap
  /// the range, named standalone ("March"; "Adar I", "Adar II" in a Hebrew leap year).
  ///
  /// - Parameter month: A month of the year to list (the focused day's, in a picker), or
  ///   `nil` for the displayed month, which is then among the choices.
  /// - Returns: The choices in order.
  /// - Complexity: O(months in a year).
  public func monthChoices(inYearOf month: CalendarMonth? = nil) -> [MonthYearChoice] {
    let shown = month ?? displayedMonth
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

  /// The rows of a year list (a year wheel) around `month`'s year: for each year within
  /// `radius` years that overlaps the range, the month of the same number in that year (its
  /// first month if it has none), clamped to the range (so at the range's ends the list stops
  /// at the first and last years that can be picked), written as the locale writes years
  /// ("2026", "令和8年", "۱۴۰۴").
  ///
  /// - Parameters:
  ///   - month: The month whose year is in the middle (clamped to the range), or `nil` for the
  ///     displayed month.
  ///   - radius: How many years either side.
  /// - Returns: The choices in order; the clamped `month` is among them.
  /// - Complexity: O(radius) month look-ups.
  public func yearChoices(around month: CalendarMonth? = nil, radius: Int = 50)
    -> [MonthYearChoice]
  {
    let shown = context.clamp(month ?? displayedMonth, to: range)
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
