/// Whether keyboard focus may rest on an unavailable day.
public enum FocusPolicy: Hashable, Sendable, CaseIterable {
  /// Focus moves onto unavailable days (they are announced as unavailable but cannot be
  /// chosen). This is what the WAI-ARIA date picker example and most platform pickers do.
  case allowUnavailable
  /// Focus skips unavailable days: a move goes on to the nearest available day (see
  /// ``FocusModel``), and stays put if there is none.
  case skipUnavailable
}
