extension MonthCalendarModel {
  /// The rows of the month wheel: the months of the displayed month's year that overlap the
  /// range, named standalone ("March"; "Adar I", "Adar II" in a Hebrew leap year).
  ///
  /// - Returns: The choices in order; the displayed month is among them.
  /// - Complexity: O(months in a year).
  public func monthChoices() -> [MonthYearChoice] {
    let shown = displayedMonth
    let months =
      (try? context.months(ofYear: shown.year, era: shown.era, reference: shown.firstDay))
      ?? [shown]
    return months.filter(overlapsRange).map {
      MonthYearChoice(month: $0, text: context.monthName($0))
    }
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
    let shown = displayedMonth
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
