/// How the visible months follow the focus when it leaves them.
public enum MonthPaging: Hashable, Sendable, CaseIterable {
  /// Scroll as few months as needed: moving forward out of the window makes the focused month
  /// the last visible one; moving back makes it the first.
  case byMonth
  /// Turn whole pages: the window moves by its own size (a three-month view shows the next
  /// three months). A jump farther than a few pages starts the window at the focused month.
  case byWindow
}
