extension CalendarContext {
  /// The day's number in its year of this calendar, from 1: cal's `-j` ("Julian") numbering,
  /// 1…365 or 366 in Gregorian, up to 385 in a Hebrew leap year, 1…355 in an Islamic year.
  ///
  /// Days are counted, not numbered: in October 1582 with the reform, 15 October is day 278,
  /// the day after day 277, 4 October.
  ///
  /// - Parameter day: The day.
  /// - Returns: The number of days from the first day of its year through `day`.
  /// - Complexity: At most one month step per month of the year (integer math for Gregorian
  ///   months, cached Foundation look-ups for other calendars).
  package func dayOfYear(_ day: Day) -> Int {
    var month = self.month(containing: day)
    while let previous = self.month(before: month), previous.year == month.year,
      previous.era == month.era
    {
      month = previous
    }
    return month.firstDay.days(to: day) + 1
  }
}
