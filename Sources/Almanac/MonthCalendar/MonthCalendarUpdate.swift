/// What one action on a ``MonthCalendarModel`` changed: the engine's events, the new
/// displayed month, and the text to announce.
public struct MonthCalendarUpdate: Hashable, Sendable {
  /// The selection events (empty when the selection did not react).
  public var selectionEvents: [SelectionEvent] = []
  /// The focus events.
  public var focusEvents: [FocusEvent] = []
  /// The new displayed month, if it changed.
  public var displayedMonth: CalendarMonth?
  /// What to announce to assistive technology: the new month's title, a completed or cleared
  /// selection, or why a tap was refused.
  public var announcement: String?

  /// Whether the selection changed (anything but a refusal).
  public var selectionChanged: Bool {
    selectionEvents.contains {
      if case .rejected = $0 { return false }
      return true
    }
  }

  /// Why the tap was refused, if it was.
  public var rejection: SelectionRejection? {
    for event in selectionEvents {
      if case .rejected(_, let reason) = event { return reason }
    }
    return nil
  }
}
