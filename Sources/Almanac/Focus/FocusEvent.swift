/// What a ``FocusCommand`` did, for front ends to redraw and announce.
public enum FocusEvent: Hashable, Sendable {
  /// The focus moved.
  case moved(from: Day, to: Day)
  /// The visible months changed (the window paged); the months are the first visible ones.
  /// Announce the new title (a model's update carries it as its announcement).
  case monthChanged(from: CalendarMonth, to: CalendarMonth)
  /// The command could not move the focus.
  case blocked(FocusBlockReason)
}

/// Why a command left the focus where it was.
public enum FocusBlockReason: Hashable, Sendable, CaseIterable {
  /// The focus is on the earliest allowed day and the command points earlier.
  case lowerBound
  /// The focus is on the latest allowed day and the command points later.
  case upperBound
  /// Under ``FocusPolicy/skipUnavailable``, no available day could be reached.
  case noAvailableDay
  /// The requested month or year does not exist in the calendar.
  case noSuchMonth
}
