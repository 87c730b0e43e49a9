extension FocusModel {
  /// ←/→/↑/↓: `delta` days.
  mutating func moveByDays(_ delta: Int) -> [FocusEvent] {
    intendedDayOfMonth = nil
    let step = delta > 0 ? 1 : -1
    if let blocked = boundBlock(step) { return [blocked] }
    // Days are within years 1…9999, so the sum cannot overflow.
    let target = clamped(focusedDay.adding(days: delta))
    guard policy == .skipUnavailable else { return settle(on: target) }
    var segments = [
      SearchSegment(
        from: target, through: step > 0 ? bounds.upperBound : bounds.lowerBound, step: step)
    ]
    if abs(focusedDay.days(to: target)) >= 2 {
      segments.append(
        SearchSegment(
          from: target.adding(days: -step), through: focusedDay.adding(days: step), step: -step))
    }
    guard let found = firstAvailable(segments) else { return [.blocked(.noAvailableDay)] }
    return settle(on: found)
  }

  /// Home/End: the first or last day of the focused week.
  mutating func moveWithinWeek(toEnd: Bool) -> [FocusEvent] {
    intendedDayOfMonth = nil
    let column = context.column(ofWeekday: focusedDay.weekday)
    let target = clamped(focusedDay.adding(days: toEnd ? 6 - column : -column))
    guard target != focusedDay else { return [] }
    guard policy == .skipUnavailable else { return settle(on: target) }
    // Search from the week's edge back toward the focus; with nothing available in between,
    // the focus already is on the first (last) available day of the week.
    let step = toEnd ? -1 : 1
    guard
      let found = firstAvailable([
        SearchSegment(from: target, through: focusedDay.adding(days: -step), step: step)
      ])
    else { return [] }
    return settle(on: found)
  }

  /// Page Up/Down: `step` (±1) months.
  mutating func pageMonths(_ step: Int) -> [FocusEvent] {
    if let blocked = boundBlock(step) { return [blocked] }
    guard let month = context.month(step, after: context.month(containing: focusedDay)) else {
      return [.blocked(step > 0 ? .upperBound : .lowerBound)]
    }
    return move(toMonth: month, step: step)
  }

  /// Shift+Page Up/Down: `step` (±1) years.
  mutating func pageYears(_ step: Int) -> [FocusEvent] {
    if let blocked = boundBlock(step) { return [blocked] }
    let current = context.month(containing: focusedDay)
    guard let months = monthsOfAdjacentYear(current, step: step) else {
      return [.blocked(step > 0 ? .upperBound : .lowerBound)]
    }
    guard let month = FocusModel.month(like: current, in: months) else {
      return [.blocked(.noSuchMonth)]
    }
    return move(toMonth: month, step: step)
  }

  /// Go to a year: the month like the focused one in `year` of `era`.
  mutating func goTo(year: Int, era: Int?) -> [FocusEvent] {
    let current = context.month(containing: focusedDay)
    guard
      let month = FocusModel.month(like: current, in: months(ofYear: year, era: era ?? current.era))
    else { return [.blocked(.noSuchMonth)] }
    return move(toMonth: month, step: nil)
  }

  /// The months of `year` in `era`, also for a Japanese era-year that starts after January
  /// (Reiwa 1 runs from May to December 2019); empty if the year does not exist.
  func months(ofYear year: Int, era: Int) -> [CalendarMonth] {
    if let months = try? context.months(ofYear: year, era: era, reference: focusedDay) {
      return months
    }
    guard context.system.hasGregorianMonths else { return [] }
    for number in 2...12 {
      guard
        var month = try? context.month(number, ofYear: year, era: era, reference: focusedDay)
      else { continue }
      var months = [month]
      while let next = context.month(after: month), next.era == era, next.year == year {
        months.append(next)
        month = next
      }
      return months
    }
    return []
  }

  /// Today / Go to day.
  mutating func jump(to day: Day) -> [FocusEvent] {
    intendedDayOfMonth = nil
    let target = clamped(day)
    guard policy == .skipUnavailable else { return settle(on: target) }
    guard let found = nearestAvailable(from: target) else { return [.blocked(.noAvailableDay)] }
    return settle(on: found)
  }

  /// Moves to the intended day of the month in `month`; `step` is the direction of travel
  /// (`nil`: from the focus to the target).
  mutating func move(toMonth month: CalendarMonth, step: Int?) -> [FocusEvent] {
    let intended = intendedDayOfMonth ?? context.components(of: focusedDay).day
    let target = clamped(day(in: month, dayOfMonth: intended))
    let direction = step ?? (target >= focusedDay ? 1 : -1)
    let events: [FocusEvent]
    if policy == .skipUnavailable {
      let onward = direction > 0 ? month.lastDay : month.firstDay
      let back = direction > 0 ? month.firstDay : month.lastDay
      let found = firstAvailable([
        SearchSegment(from: target, through: onward, step: direction),
        SearchSegment(from: target.adding(days: -direction), through: back, step: -direction),
        SearchSegment(
          from: onward.adding(days: direction),
          through: direction > 0 ? bounds.upperBound : bounds.lowerBound, step: direction),
        SearchSegment(
          from: back.adding(days: -direction), through: focusedDay.adding(days: direction),
          step: -direction),
      ])
      guard let found else { return [.blocked(.noAvailableDay)] }
      events = settle(on: found)
    } else {
      events = settle(on: target)
    }
    intendedDayOfMonth = intended
    return events
  }

  /// The day numbered `dayOfMonth` in `month`, or the nearest one that exists: the month's
  /// last day if it is shorter, the first day after a gap (October 1582) otherwise.
  func day(in month: CalendarMonth, dayOfMonth: Int) -> Day {
    var parts = month.components
    parts.day = dayOfMonth
    if let day = try? context.day(from: parts), month.contains(day) { return day }
    if dayOfMonth >= context.components(of: month.lastDay).day { return month.lastDay }
    for day in month.days where context.components(of: day).day >= dayOfMonth {
      return day
    }
    return month.lastDay
  }

  /// The months of the year after (`step` 1) or before (`step` -1) the year of `month`, in
  /// order, or `nil` beyond the supported days.
  func monthsOfAdjacentYear(_ month: CalendarMonth, step: Int) -> [CalendarMonth]? {
    if context.system.hasGregorianMonths {
      return context.month(12 * step, after: month).map { [$0] }
    }
    // Walk to the first month of another year (at most 13 months), then collect that year.
    var current = month
    for _ in 0..<14 {
      guard let next = context.month(step, after: current) else { return nil }
      current = next
      if current.era != month.era || current.year != month.year { break }
    }
    guard current.era != month.era || current.year != month.year else { return nil }
    var months = [current]
    for _ in 0..<14 {
      guard let next = context.month(step, after: current),
        next.era == current.era, next.year == current.year
      else { break }
      months.append(next)
      current = next
    }
    return step > 0 ? months : months.reversed()
  }

  /// The month of `months` that stands for `month` in another year: the same number and leap
  /// flag; else the regular month of that number; else the next month of the year; else its
  /// last month.
  static func month(like month: CalendarMonth, in months: [CalendarMonth]) -> CalendarMonth? {
    months.first { $0.month == month.month && $0.isLeapMonth == month.isLeapMonth }
      ?? months.first { $0.month == month.month && !$0.isLeapMonth }
      ?? months.first { $0.month > month.month }
      ?? months.last
  }

  /// A blocked event if the focus rests on the bound that `step` points at.
  func boundBlock(_ step: Int) -> FocusEvent? {
    if step > 0, focusedDay >= bounds.upperBound { return .blocked(.upperBound) }
    if step < 0, focusedDay <= bounds.lowerBound { return .blocked(.lowerBound) }
    return nil
  }
}
