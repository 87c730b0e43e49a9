// AlmanacUI: SwiftUI faces of the engine. Every file is inside `#if canImport(SwiftUI)`,
// so the module builds empty on Linux; type-checked with ../shared/apple-typecheck.
#if canImport(SwiftUI)
  // The engine's types that the views' APIs mention (`CalendarEvent`, `CalendarStyleSpec`,
  // `CellShape`, `IncludedDays`, …) come with `import AlmanacUI`, without a second import.
  @_exported import Almanac
  import SwiftUI

  /// The original MultiDatePicker's name for ``MultiDayPicker``.
  ///
  /// SwiftUI has a `MultiDatePicker` of its own (iOS 16). This declaration shadows it in a file
  /// that imports both SwiftUI and AlmanacUI (a module's declarations shadow those of the
  /// modules it imports), so `MultiDatePicker(anyDays: $days)` compiles as with the original;
  /// `MultiDayPicker` is the unambiguous name, and `SwiftUI.MultiDatePicker` still reaches
  /// Apple's.
  public typealias MultiDatePicker = MultiDayPicker
#endif
