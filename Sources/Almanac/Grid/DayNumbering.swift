/// Day-of-month numbers for the days of a layout window, from the months that cover it.
///
/// The Gregorian family (after the reform, or proleptic) needs only integer math; other
/// calendars take the neighbouring months' lengths from ``CalendarContext`` (Foundation once per
/// month, cached). A day's number is its offset from its month's first day plus one, except in
/// a month that the Gregorian reform cut short (October 1582: 1–4, then 15–31).
struct DayNumbering {
  struct Span {
    /// The serial of the month's first day.
    var start: Int
    /// The number of days in the month.
    var count: Int
    /// Whether day numbers are not consecutive (the reform month).
    var isIrregular: Bool
  }

  /// Contiguous months in order, covering the window as far as supported days go.
  private(set) var spans: [Span]
  private let context: CalendarContext

  /// Numbering for the days `lower...upper` around `month`.
  init(month: CalendarMonth, context: CalendarContext, from lower: Int, through upper: Int) {
    self.context = context
    let first = month.firstDay.serial
    let end = first + month.dayCount
    if context.system.hasGregorianMonths, context.usesGregorianMath(Day(unchecked: lower)) {
      let previousCount = GregorianMath.civil(first - 1).day
      let next = GregorianMath.civil(end)
      spans = [
        Span(start: first - previousCount, count: previousCount, isIrregular: false),
        Span(start: first, count: month.dayCount, isIrregular: false),
        Span(
          start: end, count: GregorianMath.daysInMonth(year: next.year, month: next.month),
          isIrregular: false),
      ]
      return
    }
    spans = [
      Span(start: first, count: month.dayCount, isIrregular: Self.isIrregular(month, context))
    ]
    var earliest = month
    while let start = spans.first?.start, start > lower,
      let previous = context.month(before: earliest)
    {
      spans.insert(
        Span(
          start: previous.firstDay.serial, count: previous.dayCount,
          isIrregular: Self.isIrregular(previous, context)), at: 0)
      earliest = previous
    }
    guard end <= upper else { return }
    if !context.system.hasShortMonths, upper - end < 28 {
      // Every month of this calendar has at least 28 days, so the trailing days count from 1.
      spans.append(Span(start: end, count: 28, isIrregular: false))
      return
    }
    var latest = month
    while let last = spans.last, last.start + last.count <= upper,
      let next = context.month(after: latest)
    {
      spans.append(
        Span(
          start: next.firstDay.serial, count: next.dayCount,
          isIrregular: Self.isIrregular(next, context)))
      latest = next
    }
  }

  /// The day of the month of `serial`, or 0 if no span covers it.
  func dayOfMonth(_ serial: Int) -> Int {
    for span in spans where serial >= span.start && serial < span.start + span.count {
      if span.isIrregular { return context.components(of: Day(unchecked: serial)).day }
      return serial - span.start + 1
    }
    return 0
  }

  /// Whether the reform runs through `month`, so its day numbers jump.
  private static func isIrregular(_ month: CalendarMonth, _ context: CalendarContext) -> Bool {
    context.usesGregorianMath(month.firstDay) != context.usesGregorianMath(month.lastDay)
  }
}

extension CalendarSystem {
  /// Whether some months are shorter than 28 days (the Gregorian family's October 1582, the
  /// Coptic and Ethiopic epagomenal month of 5 or 6 days).
  var hasShortMonths: Bool {
    switch self {
    case .coptic, .ethiopicAmeteMihret, .ethiopicAmeteAlem: true
    default: hasGregorianMonths
    }
  }
}
