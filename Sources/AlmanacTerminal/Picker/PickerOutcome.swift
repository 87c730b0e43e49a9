import Almanac

/// What a picker event led to.
public enum PickerOutcome: Hashable, Sendable {
  /// Keep running: redraw and wait for the next event.
  case `continue`
  /// The person confirmed a valid selection.
  case confirm(PickerResult)
  /// The person cancelled (Escape, `q`, Ctrl-C).
  case cancel
}
