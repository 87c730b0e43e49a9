import AlmanacPrimitives

/// Where a ``MonthCalendarModel`` keeps its summary once read.
///
/// The summary formats dates through Foundation (hundreds of thousands of instructions), so it
/// is worked out on the first read rather than on every change of the selection: a face that
/// never shows it (the month text) never pays. The cache holds what the summary is a function
/// of (the context and the selection, or the weekdays and the weekend they are read with), and
/// two caches are equal when that is equal: equal keys give equal summaries, so the model's
/// `==` stays exact. A model makes a new cache whenever the selection or the weekday row
/// changes; copies of a model that share a cache share its key too.
final class SummaryCache: Sendable, Equatable {
  /// What the summary depends on.
  enum Key: Sendable, Equatable {
    case days(DaySelection)
    case weekdays(WeekdaySet, WeekdaySummary.WeekendReading)
  }

  let key: Key
  let context: CalendarContext
  /// The summary, once worked out.
  private let text = LockedValue<String?>(nil)

  /// A cache for the summary of `picking` in `context`.
  ///
  /// - Parameters:
  ///   - picking: What the model picks.
  ///   - context: The model's context.
  init(picking: MonthCalendarModel.Picking, context: CalendarContext) {
    switch picking {
    case .days(let selection, _): key = .days(selection)
    case .weekdays(let row): key = .weekdays(row.selection, row.weekend)
    }
    self.context = context
  }

  /// The summary: the one worked out before, else `make()`'s, kept.
  ///
  /// - Parameter make: Works the summary out.
  /// - Returns: The summary.
  func text(making make: () -> String) -> String {
    if let known = text.withLock({ $0 }) { return known }
    let made = make()
    text.withLock { $0 = made }
    return made
  }

  /// Whether the two caches hold the summary of the same selection in the same context.
  static func == (lhs: SummaryCache, rhs: SummaryCache) -> Bool {
    lhs === rhs || (lhs.key == rhs.key && lhs.context == rhs.context)
  }
}
