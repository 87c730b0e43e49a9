extension MonthCalendarModel {
  // MARK: Picker actions

  /// Scrolls the months shown, and the focus with them, by `step` months (the ‹ and ›
  /// arrows, a mouse wheel: unlike ``FocusCommand/nextMonth``, also when the focus would still
  /// show). A scroll that would show a month wholly outside the range does nothing and says
  /// so in the ``message``; an unavailable focused day becomes the ``message`` too.
  ///
  /// - Parameter step: Months to scroll; negative goes back.
  /// - Returns: The focus events and the new months' title to announce.
  @discardableResult
  public mutating func scrollMonths(by step: Int) -> MonthCalendarUpdate {
    message = nil
    guard picksDays else {
      return unsupportedInMode()
    }
    guard canScrollMonths(by: step) else {
      message = .blocked(step < 0 ? .lowerBound : .upperBound)
      return settled(MonthCalendarUpdate())
    }
    let update = focusUpdate(changeFocus { $0.scrollMonths(by: step) } ?? [])
    return settled(update)
  }

  /// Whether ``scrollMonths(by:)`` would show other months: no month it brings on screen lies
  /// wholly outside the range.
  ///
  /// - Parameter step: Months to scroll; negative goes back.
  /// - Returns: Whether the scroll is possible (always for 0).
  func canScrollMonths(by step: Int) -> Bool {
    if step < 0 {
      guard let month = context.month(step, after: displayedMonth) else { return false }
      return month.lastDay >= range.lowerBound
    }
    if step > 0 {
      guard let month = context.month(visibleMonthCount - 1 + step, after: displayedMonth)
      else { return false }
      return month.firstDay <= range.upperBound
    }
    return true
  }

  /// Confirms (Enter): the result when the selection is complete, else the ``message`` says
  /// what is missing. In single and range mode the focused day is first taken as the missing
  /// choice (a single day, or a stay's departure).
  ///
  /// - Returns: The confirmed value, or `nil`.
  public mutating func confirm() -> PickerResult? {
    message = nil
    switch picking {
    case .weekdays(let row):
      if row.selection.isEmpty { message = .pickWeekdaysFirst }
      return result
    case .days(let selection, let focus):
      switch selection.mode {
      case .single:
        if selection.selectedDay == nil, tap(focus.focusedDay).rejection != nil { return nil }
      case .range, .ranges:
        if result == nil {
          guard selection.pendingStart != nil else {
            message = .pickArrivalFirst
            return nil
          }
          if tap(focus.focusedDay).rejection != nil { return nil }
          if result == nil, let selection = self.selection {
            message = .stayIncomplete(StaySummary(selection: selection))
            return nil
          }
        }
      case .multiple:
        if selection.isEmpty {
          message = .pickDaysFirst
          return nil
        }
      }
      return result
    }
  }

  /// Goes to the day typed as `YYYY-MM-DD` (a go-to-date prompt); text that is not a date,
  /// or a day beyond the bounds (the focus stops on the bound), becomes the ``message``.
  ///
  /// - Parameter text: The typed text.
  /// - Returns: Whether the text was a date (the prompt may close).
  @discardableResult
  package mutating func goTo(dayText text: String) -> Bool {
    message = nil
    let day: Day
    do {
      day = try Day(parsing: text)
    } catch {
      // `2026-02-30` has the form of a date but is none: say so, not "type a date".
      if case .invalidText = error {
        message = .invalidDateText
      } else {
        message = .noSuchDay(text)
      }
      return false
    }
    let update = handle(.goToDay(day))
    if message == nil, focusedDay != day, update.focusEvents.allSatisfy(\.isNotBlocked) {
      message = .blocked(day > focusedDay ? .upperBound : .lowerBound)
    }
    return true
  }

  /// Goes to a row of the month or year list (``monthChoices(inYearOf:)``,
  /// ``yearChoices(around:radius:)``): the focus moves to that month, keeping its day of the
  /// month, clamped to the range, and the chosen month shows first when several months show.
  ///
  /// - Parameter choice: The chosen row.
  /// - Returns: The focus events and the new months' title to announce.
  @discardableResult
  public mutating func choose(_ choice: MonthYearChoice) -> MonthCalendarUpdate {
    message = nil
    guard picksDays else {
      return unsupportedInMode()
    }
    let target = context.clamp(choice.month, to: range)
    let before = visibleMonths
    var update = focusUpdate(changeFocus { $0.handle(.goToMonth(target)) } ?? [])
    changeFocus { focus in
      if focus.firstVisibleMonth != target {
        focus.firstVisibleMonth = target
        focus.revealFocus()
      }
    }
    let after = visibleMonths
    if after != before {
      update.displayedMonth = displayedMonth
      update.announcement = Announcer(context: context).monthChanged(after)
    } else {
      update.displayedMonth = nil
      update.announcement = nil
    }
    return settled(update)
  }

  /// Clears the ``message`` (a key that opens or closes a dialog, which is no model action,
  /// still clears the message line).
  package mutating func dismissMessage() {
    message = nil
  }

  // MARK: Summary

  func makeSummary() -> String {
    let words = LocalizedWords(locale: context.locale)
    guard case .days(let selection, _) = picking else { return weekdayRow?.summary ?? "" }
    let formatter = DayRangeFormatter(context: context)
    switch selection.mode {
    case .single:
      guard let day = selection.selectedDay else { return words(.pickADay) }
      return formatter.string(from: day)
    case .multiple:
      let days = selection.sortedDays
      guard let first = days.first, let last = days.last else { return words(.pickDays) }
      return Self.daysSummary(
        days.count, formatter.string(from: first), formatter.string(from: last), words)
    case .range:
      let phrase = StaySummary(selection: selection).phrase(locale: context.locale)
      if let range = selection.selectedRange {
        return words(.rangeAndPhrase, ["range": formatter.string(from: range), "phrase": phrase])
      }
      if let start = selection.pendingStart {
        return words(.pendingRange, ["start": formatter.string(from: start), "phrase": phrase])
      }
      return phrase
    case .ranges:
      let ranges = selection.selectedRanges.ranges
      guard let first = ranges.first, let last = ranges.last else { return words(.pickDays) }
      let count = selection.selectedRanges.dayCount
      return Self.daysSummary(
        count, formatter.string(from: first.lowerBound),
        formatter.string(from: last.upperBound), words)
    }
  }

  /// "1 day: March 5" or "3 days: March 5 … March 9", the count by the plural rule.
  private static func daysSummary(
    _ count: Int, _ first: String, _ last: String, _ words: LocalizedWords
  ) -> String {
    let days = words.counted(count, .dayCount)
    guard count != 1 else { return words(.daySummary, ["days": days, "first": first]) }
    return words(.daysSummary, ["days": days, "first": first, "last": last])
  }
}

extension FocusEvent {
  /// Whether the event is anything but a blocked move.
  var isNotBlocked: Bool {
    if case .blocked = self { return false }
    return true
  }
}
