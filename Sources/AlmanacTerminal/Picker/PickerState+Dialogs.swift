import Almanac

extension PickerState {
  /// The most characters the go-to-date prompt takes.
  static let dateInputLimit = 10

  /// How many years the year list shows above and below the highlighted one.
  static let yearListRadius = 5

  /// Opens the month list on the focused day's year: the model's month choices.
  mutating func openMonthList() {
    let month = context.month(containing: focusedDay)
    let choices = model.monthChoices(inYearOf: month)
    guard !choices.isEmpty else { return }
    overlay = .monthList(choices, highlighted: choices.firstIndex { $0.month == month } ?? 0)
  }

  /// Opens the year list on the focused day's year: the model's year choices.
  mutating func openYearList() {
    showYears(around: context.month(containing: focusedDay))
  }

  /// The year list centred (as far as the range allows) on `month`'s year.
  private mutating func showYears(around month: CalendarMonth) {
    let choices = model.yearChoices(around: month, radius: Self.yearListRadius)
    guard !choices.isEmpty else { return }
    let target = context.clamp(month, to: model.range)
    let index =
      choices.firstIndex { $0.month.year == target.year && $0.month.era == target.era }
      ?? 0
    overlay = .yearList(choices, highlighted: index)
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
      if model.goTo(dayText: text) { overlay = .none }
    case .character(let character)
    where (character.isASCII && character.isNumber) || character == "-":
      if text.count < Self.dateInputLimit { overlay = .goToDate(text + String(character)) }
    default:
      break
    }
    return .continue
  }

  /// Keys in the month and year lists: ↑/↓ (`k`/`j`) one row, PgUp/PgDn ten (the year list
  /// scrolls on past its rows, within the range), Home/End the first and last row, Enter
  /// goes, Escape, `q` or the list's own key closes.
  mutating func handleList(
    _ key: KeyEvent, choices: [MonthYearChoice], index: Int, closing: Character
  ) -> PickerOutcome {
    let isYearList = closing == "y"
    var step = 0
    switch key.key {
    case .escape, .character("q"):
      overlay = .none
      return .continue
    case .character(let character) where character == closing:
      overlay = .none
      return .continue
    case .enter, .character(" "):
      overlay = .none
      if choices.indices.contains(index) { model.choose(choices[index]) }
      return .continue
    case .up, .left, .character("k"), .character("h"): step = -1
    case .down, .right, .character("j"), .character("l"): step = 1
    case .pageUp where isYearList: step = -10
    case .pageDown where isYearList: step = 10
    case .home: step = -index
    case .end: step = choices.count - 1 - index
    default: break
    }
    guard !choices.isEmpty else { return .continue }
    let target = index + step
    if isYearList, !choices.indices.contains(target), choices.indices.contains(index) {
      // Past the rows shown: the years further on, as far as the range has them.
      let month = choices[index].month
      let wider = model.yearChoices(around: month, radius: abs(step) + Self.yearListRadius)
      let here = wider.firstIndex { $0.month == month } ?? 0
      let next = wider[min(max(0, here + step), wider.count - 1)]
      showYears(around: next.month)
      return .continue
    }
    let clamped = min(max(0, target), choices.count - 1)
    overlay =
      isYearList
      ? .yearList(choices, highlighted: clamped) : .monthList(choices, highlighted: clamped)
    return .continue
  }
}
