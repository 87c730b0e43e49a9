import Foundation

/// Writes the live-region announcements of a calendar: the month title when the visible
/// months change, and a summary when a selection is completed.
///
/// Words come from the same tables as ``DayLabelRenderer``; dates from Foundation in the
/// context's locale and calendar.
package struct Announcer: Hashable, Sendable {
  /// The calendar and locale of the announcements.
  package let context: CalendarContext
  /// The words of the announcements.
  package let renderer: DayLabelRenderer

  /// Creates an announcer.
  ///
  /// - Parameter context: The calendar and locale.
  package init(context: CalendarContext) {
    self.context = context
    self.renderer = DayLabelRenderer(locale: context.locale)
  }

  /// The title of the visible months: "March 2026", or "March 2026 – May 2026" for several.
  ///
  /// - Parameter months: The visible months, in order.
  /// - Returns: The title, or an empty string for no months.
  package func monthChanged(_ months: [CalendarMonth]) -> String {
    guard let first = months.first, let last = months.last else { return "" }
    let firstTitle = context.title(of: first)
    return first == last ? firstTitle : firstTitle + " – " + context.title(of: last)
  }

  /// What to announce after a focus command: the new title if the visible months changed.
  ///
  /// - Parameters:
  ///   - events: The events ``FocusModel/handle(_:)`` returned.
  ///   - model: The model after the command.
  /// - Returns: The title of the new visible months, or `nil` if they did not change.
  /// - Complexity: O(``FocusModel/visibleMonthCount``) month steps.
  package func announcement(for events: [FocusEvent], in model: FocusModel) -> String? {
    let paged = events.contains {
      if case .monthChanged = $0 { return true }
      return false
    }
    return paged ? monthChanged(model.visibleMonths) : nil
  }

  /// The announcement of a completed selection.
  ///
  /// - Parameter summary: What was selected.
  /// - Returns: E.g. "Selected range: March 5 to March 9, 2026" (the start's year is left out
  ///   when both days share it), "Selected March 5, 2026", "Selected 3 days".
  package func selectionCompleted(_ summary: SelectionSummary) -> String {
    switch summary {
    case .day(let day):
      return LabelStrings.fill(
        renderer.words(.selectedDay), ["date": context.text(for: day, style: .long)])
    case .range(let first, let second):
      let start = min(first, second)
      let end = max(first, second)
      guard start != end else { return selectionCompleted(.day(start)) }
      let startParts = context.components(of: start)
      let endParts = context.components(of: end)
      let sameYear = startParts.era == endParts.era && startParts.year == endParts.year
      return LabelStrings.fill(
        renderer.words(.selectedRange),
        [
          "start": context.text(for: start, style: sameYear ? .monthAndDay : .long),
          "end": context.text(for: end, style: .long),
        ])
    case .days(let count):
      return renderer.counted(count, .selectedDays)
    case .cleared:
      return renderer.words(.selectionCleared)
    }
  }

  /// The announcement of a changed set of weekdays: "Selected weekdays: Monday and Thursday".
  ///
  /// - Parameter weekdays: The selected weekdays (1 = Sunday), named in the context's week
  ///   order.
  /// - Returns: The announcement, or "No weekdays selected".
  package func weekdaysChanged(_ weekdays: Set<Int>) -> String {
    let symbols = context.foundationCalendar.standaloneWeekdaySymbols
    let names = context.weekdayOrder.filter { weekdays.contains($0) && $0 <= symbols.count }
      .map { symbols[$0 - 1] }
    guard !names.isEmpty else { return renderer.words(.noWeekdays) }
    // The list pattern is CLDR's through Foundation ("Monday and Thursday", "月曜日、木曜日").
    let list = names.formatted(.list(type: .and).locale(context.locale))
    return LabelStrings.fill(renderer.words(.selectedWeekdays), ["list": list])
  }
}
