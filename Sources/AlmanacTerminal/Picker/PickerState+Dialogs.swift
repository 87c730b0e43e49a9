import Almanac

extension PickerState {
  /// The most characters the go-to-date prompt takes.
  static let dateInputLimit = 10

  /// How many years the year list shows above and below the highlighted one.
  static let yearListRadius = 5

  /// Opens the month list on the focused day's year.
  mutating func openMonthList() {
    let month = context.month(containing: focusedDay)
    let months =
      (try? context.months(ofYear: month.year, era: month.era, reference: focusedDay)) ?? [month]
    overlay = .monthList(months, highlighted: months.firstIndex(of: month) ?? 0)
  }

  /// Opens the year list on the focused day's year.
  mutating func openYearList() {
    let month = context.month(containing: focusedDay)
    overlay = .yearList(year: month.year, era: month.era)
  }

  /// Keys in the go-to-date prompt: digits and `-` type, Backspace deletes, Enter goes,
  /// Escape closes.
  mutating func handleGoToDate(_ key: KeyEvent, text: String) -> PickerOutcome {
    switch key.key {
    case .escape:
      overlay = .none
    case .backspace:
      overlay = .goToDate(String(text.dropLast()))
    case .enter:
      guard let day = Day(text) else {
        message = "Type a date as YYYY-MM-DD"
        return .continue
      }
      overlay = .none
      move(.goToDay(day))
      // A day beyond --min/--max stops on the bound: say so, as the arrows do.
      if message == nil, focusedDay != day {
        message = Self.text(for: day > focusedDay ? .upperBound : .lowerBound)
      }
    case .character(let character)
    where (character.isASCII && character.isNumber) || character == "-":
      if text.count < Self.dateInputLimit { overlay = .goToDate(text + String(character)) }
    default:
      break
    }
    return .continue
  }

  /// Keys in the month list: ↑/↓ (`k`/`j`), Home/End choose, Enter goes, Escape or `q` closes.
  mutating func handleMonthList(_ key: KeyEvent, months: [CalendarMonth], index: Int)
    -> PickerOutcome
  {
    var index = index
    switch key.key {
    case .escape, .character("q"), .character("m"):
      overlay = .none
      return .continue
    case .enter, .character(" "):
      overlay = .none
      if months.indices.contains(index) { go(toMonth: months[index]) }
      return .continue
    case .up, .left, .character("k"), .character("h"): index -= 1
    case .down, .right, .character("j"), .character("l"): index += 1
    case .home: index = 0
    case .end: index = months.count - 1
    default: break
    }
    overlay = .monthList(months, highlighted: min(max(0, index), months.count - 1))
    return .continue
  }

  /// Keys in the year list: ↑/↓ (`k`/`j`) one year, PgUp/PgDn ten, Enter goes, Escape or `q`
  /// closes.
  mutating func handleYearList(_ key: KeyEvent, year: Int, era: Int) -> PickerOutcome {
    var year = year
    switch key.key {
    case .escape, .character("q"), .character("y"):
      overlay = .none
      return .continue
    case .enter, .character(" "):
      overlay = .none
      go(toYear: year, era: era)
      return .continue
    case .up, .left, .character("k"), .character("h"): year -= 1
    case .down, .right, .character("j"), .character("l"): year += 1
    case .pageUp: year -= 10
    case .pageDown: year += 10
    default: break
    }
    overlay = .yearList(year: max(1, year), era: era)
    return .continue
  }

  /// The years the year list shows, highlighted one in the middle.
  ///
  /// - Parameter year: the highlighted year.
  /// - Returns: the years from top to bottom.
  static func yearListYears(around year: Int) -> [Int] {
    let first = max(1, year - yearListRadius)
    return Array(first...(first + 2 * yearListRadius))
  }
}

extension PickerState {
  /// Goes to `month` (month list); beyond --min/--max the focus stops on the bound and the
  /// message says so, as the arrows do.
  mutating func go(toMonth month: CalendarMonth) {
    move(.goToMonth(month))
    if message == nil, !month.contains(focusedDay) {
      message = Self.text(for: focusedDay < month.firstDay ? .upperBound : .lowerBound)
    }
  }

  /// Goes to `year` of `era` (year list); beyond --min/--max the focus stops on the bound and
  /// the message says so.
  mutating func go(toYear year: Int, era: Int) {
    move(.goToYear(year, era: era))
    let month = context.month(containing: focusedDay)
    if message == nil, month.era != era || month.year != year {
      message = Self.text(for: (month.era, month.year) < (era, year) ? .upperBound : .lowerBound)
    }
  }
}
