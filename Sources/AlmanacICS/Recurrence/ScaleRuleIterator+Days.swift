import Almanac

/// The candidate days of one period in the RSCALE calendar: the BYMONTH months (a missing leap
/// month moved by SKIP), their BYMONTHDAY days (an invalid day moved by SKIP) or every day of
/// them, then the BYDAY and BYYEARDAY limits read where each day landed.
extension ScaleRuleIterator {
  /// The candidate days of one YEARLY period.
  mutating func yearDays(_ year: ScaleYear) {
    var selected: [(month: ScaleMonth, year: ScaleYear)] = []
    if !months.isEmpty {
      for wanted in months {
        if let month = year.months.first(where: {
          $0.number == wanted.number && $0.isLeap == wanted.isLeap
        }) {
          selected.append((month, year))
        } else if let moved = movedMonth(wanted, in: year) {
          selected.append(moved)
        }
      }
    }
    if !monthDays.isEmpty {
      let scope = months.isEmpty ? year.months.map { ($0, year) } : selected
      for (month, owner) in scope { addMonthDays(month, in: owner, monthScoped: !months.isEmpty) }
    } else if !yearDays.isEmpty {
      for serial in year.first..<year.end where passes(serial, in: year) { days.append(serial) }
    } else {
      let scope = months.isEmpty ? year.months.map { ($0, year) } : selected
      for (month, owner) in scope {
        for serial in month.first..<(month.first + month.count)
        where passesWeekdays(serial, month: month, year: owner, monthScoped: !months.isEmpty) {
          days.append(serial)
        }
      }
    }
    days.sort()
  }

  /// The month that replaces a BYMONTH month missing from `year` under SKIP, or nil (OMIT, or
  /// nothing to move to).
  func movedMonth(_ wanted: (number: Int, isLeap: Bool), in year: ScaleYear) -> (
    month: ScaleMonth, year: ScaleYear
  )? {
    guard wanted.isLeap else { return nil }
    switch skip {
    case .omit:
      return nil
    case .backward:
      guard let month = year.months.first(where: { $0.number == wanted.number && !$0.isLeap })
      else { return nil }
      return (month, year)
    case .forward:
      if let month = year.months.first(where: { $0.number == wanted.number + 1 && !$0.isLeap }) {
        return (month, year)
      }
      guard let next = calendar.year(after: year), let first = next.months.first else {
        return nil
      }
      return (first, next)
    }
  }

  /// The candidate days of one MONTHLY period.
  mutating func monthDaysOf(_ month: ScaleMonth, in year: ScaleYear) {
    if !months.isEmpty,
      !months.contains(where: { $0.number == month.number && $0.isLeap == month.isLeap })
    {
      return
    }
    if !monthDays.isEmpty {
      addMonthDays(month, in: year, monthScoped: true)
      days.sort()
      return
    }
    for serial in month.first..<(month.first + month.count) {
      if !yearDays.isEmpty, !yearDayMatches(serial, in: year) { continue }
      if passesWeekdays(serial, month: month, year: year, monthScoped: true) { days.append(serial) }
    }
  }

  /// Adds the BYMONTHDAY days of `month`, moving invalid ones by SKIP, then applies the BYDAY
  /// and BYYEARDAY limits.
  mutating func addMonthDays(_ month: ScaleMonth, in year: ScaleYear, monthScoped: Bool) {
    for value in monthDays {
      let position = value > 0 ? value : month.count + value + 1
      var serial: Int
      if position >= 1, position <= month.count {
        serial = month.first + position - 1
      } else {
        switch skip {
        case .omit: continue
        case .backward:
          serial = position > month.count ? month.first + month.count - 1 : month.first - 1
        case .forward:
          serial = position > month.count ? month.first + month.count : month.first
        }
      }
      // The limits read the day where it landed.
      var owner = year
      var home = month
      if serial < year.first || serial >= year.end {
        guard let other = calendar.year(containing: serial) else { continue }
        owner = other
      }
      if serial < month.first || serial >= month.first + month.count {
        home = owner.months[owner.monthIndex(of: serial)]
      }
      if !yearDays.isEmpty, !yearDayMatches(serial, in: owner) { continue }
      if weekdayMask != 0 || !ordinals.isEmpty,
        !passesWeekdays(serial, month: home, year: owner, monthScoped: monthScoped)
      {
        continue
      }
      days.append(serial)
    }
  }

  func yearDayMatches(_ serial: Int, in year: ScaleYear) -> Bool {
    let doy = serial - year.first + 1
    let count = year.dayCount
    return yearDays.contains { $0 == doy || $0 == doy - count - 1 }
  }

  /// The BYDAY test: a weekday in the mask, or an nth weekday of the month or year.
  func passesWeekdays(_ serial: Int, month: ScaleMonth, year: ScaleYear, monthScoped: Bool)
    -> Bool
  {
    if weekdayMask == 0, ordinals.isEmpty { return true }
    let wd = DayCursor.day(serial).weekday
    return monthScoped
      ? RuleDayParts.weekdayMatches(
        wd, mask: weekdayMask, ordinals: ordinals, at: serial - month.first + 1, of: month.count)
      : RuleDayParts.weekdayMatches(
        wd, mask: weekdayMask, ordinals: ordinals, at: serial - year.first + 1, of: year.dayCount)
  }

  /// The limits for DAILY and WEEKLY periods (and BYYEARDAY in YEARLY), read in the RSCALE
  /// calendar.
  mutating func passes(_ serial: Int) -> Bool {
    if !hasDayFilter { return true }
    if lookup.map({ serial < $0.first || serial >= $0.end }) ?? true {
      lookup = calendar.year(containing: serial)
    }
    guard let year = lookup else { return false }
    return passes(serial, in: year)
  }

  func passes(_ serial: Int, in year: ScaleYear) -> Bool {
    let month = year.months[year.monthIndex(of: serial)]
    if !months.isEmpty,
      !months.contains(where: { $0.number == month.number && $0.isLeap == month.isLeap })
    {
      return false
    }
    if !monthDays.isEmpty {
      let day = serial - month.first + 1
      if !monthDays.contains(where: { $0 == day || $0 == day - month.count - 1 }) { return false }
    }
    if !yearDays.isEmpty, !yearDayMatches(serial, in: year) { return false }
    return passesWeekdays(serial, month: month, year: year, monthScoped: frequency != .yearly)
  }
}
