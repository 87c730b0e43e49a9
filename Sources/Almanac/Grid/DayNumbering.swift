import AlmanacPrimitives

/// Day-of-month numbers for the days of a layout window, from the months that cover it.
///
/// The Gregorian family after the reform (or proleptic), and the Gregorian calendar's Julian
/// days before it, need only integer math; other calendars take the neighbouring months'
/// lengths from ``CalendarContext`` (Foundation once per month, cached; integer math for a
/// window across the reform). A day's number is its offset from its month's first day plus one,
/// except in a month that the Gregorian reform cut short (October 1582: 1–4, then 15–31).
struct DayNumbering {
  struct Span {
    /// The serial of the month's first day.
    var start: Int
    /// The number of days in the month.
    var count: Int
    /// Whether day numbers are not consecutive (the reform month).
    var isIrregular: Bool
  }

  /// Contiguous months in order, covering the window as far as supported days go; empty when
  /// ``gregorian`` describes the window.
  private(set) var spans: [Span] = []
  /// For the Gregorian family: the first days of the previous, this and the next month, and
  /// the day after the next month (no allocation on the hot path).
  private var gregorian: (previous: Int, first: Int, next: Int, afterNext: Int)?

  /// Numbering for the days `lower...upper` around `month`.
  init(month: CalendarMonth, context: CalendarContext, from lower: Int, through upper: Int) {
    let first = month.firstDay.serial
    let end = first + month.dayCount
    /// The neighbouring months' first days by one calendar's integer math.
    func neighbours(
      civil: (Int) -> (year: Int, month: Int, day: Int), daysInMonth: (Int, Int) -> Int
    ) -> (previous: Int, first: Int, next: Int, afterNext: Int) {
      let next = civil(end)
      return (
        first - civil(first - 1).day, first, end, end + daysInMonth(next.year, next.month)
      )
    }
    switch context.traits.integerMonths(from: lower, through: upper, first: first) {
    case .gregorian:
      gregorian = neighbours(civil: GregorianMath.civil, daysInMonth: GregorianMath.daysInMonth)
      return
    case .julian:
      gregorian = neighbours(civil: JulianMath.civil, daysInMonth: JulianMath.daysInMonth)
      return
    case nil:
      break
    }
    spans = [
      Span(start: first, count: month.dayCount, isIrregular: Self.isIrregular(month, context))
    ]
    while let earliest = spans.first, earliest.start > lower,
      let previous = Self.neighbour(of: earliest, isAfter: false, context)
    {
      spans.insert(previous, at: 0)
    }
    guard end <= upper else { return }
    if !context.system.family.hasShortMonths(context.system), upper - end < 28 {
      // Every month of this calendar has at least 28 days, so the trailing days count from 1.
      spans.append(Span(start: end, count: 28, isIrregular: false))
      return
    }
    while let latest = spans.last, latest.start + latest.count <= upper,
      let next = Self.neighbour(of: latest, isAfter: true, context)
    {
      spans.append(next)
    }
  }

  /// Whether the months run without gaps from `lower` through `upper` and number their days
  /// consecutively, so that day numbers can be counted with ``start(of:)`` and ``end(of:)``.
  func isRegular(from lower: Int, through upper: Int) -> Bool {
    if let gregorian { return gregorian.previous <= lower && gregorian.afterNext > upper }
    guard let first = spans.first, let last = spans.last else { return false }
    return first.start <= lower && last.start + last.count > upper
      && !spans.contains(where: \.isIrregular)
  }

  /// The first day of the month that contains `serial` (inside a regular window).
  func start(of serial: Int) -> Int {
    if let gregorian {
      return serial < gregorian.first
        ? gregorian.previous : serial < gregorian.next ? gregorian.first : gregorian.next
    }
    return spans.last { $0.start <= serial }?.start ?? serial
  }

  /// The day after the month that contains `serial` (inside a regular window).
  func end(of serial: Int) -> Int {
    if let gregorian {
      return serial < gregorian.first
        ? gregorian.first : serial < gregorian.next ? gregorian.next : gregorian.afterNext
    }
    guard let span = spans.last(where: { $0.start <= serial }) else { return serial + 1 }
    return span.start + span.count
  }

  /// The month before or after `span`, found with Foundation once and cached.
  private static func neighbour(of span: Span, isAfter: Bool, _ context: CalendarContext) -> Span? {
    let key = NeighbourKey(
      system: context.system, reform: context.reform, start: span.start,
      isAfter: isAfter)
    if let known = neighbourCache.withLock({ $0[key] }) { return known }
    let day = Day(unchecked: isAfter ? span.start + span.count : span.start - 1)
    guard day.isSupported else { return nil }
    let month = context.month(containing: day)
    let found = Span(
      start: month.firstDay.serial, count: month.dayCount,
      isIrregular: isIrregular(month, context))
    neighbourCache.withLock { $0[key] = found }
    return found
  }

  /// The day of the month of `serial`, or 0 if no month covers it.
  func dayOfMonth(_ serial: Int, in context: CalendarContext) -> Int {
    if gregorian != nil { return serial - start(of: serial) + 1 }
    for span in spans where serial >= span.start && serial < span.start + span.count {
      if span.isIrregular { return context.components(of: Day(unchecked: serial)).day }
      return serial - span.start + 1
    }
    return 0
  }

  /// Whether the reform runs through `month`, so its day numbers jump, or the month begins on
  /// the reform day after its 1st (Russia, February 1918: 14…28).
  private static func isIrregular(_ month: CalendarMonth, _ context: CalendarContext) -> Bool {
    context.system.family.isIrregular(month, in: context.system, reform: context.reform)
  }
}

struct NeighbourKey: Hashable {
  var system: CalendarSystem
  var reform: GregorianReform
  var start: Int
  var isAfter: Bool
}

/// The months next to a month, by the month's first day: month spans do not depend on locale
/// or time zone, so every context shares them.
let neighbourCache = LockedValue<[NeighbourKey: DayNumbering.Span]>([:])
