#if canImport(UIKit)
  import UIKit

  /// Supplies the selectable period of a ``CalendarView`` and, optionally, month titles.
  ///
  /// A Swift protocol (not `@objc`): `headerString(_:)` is optional through the default
  /// implementation in the extension below, like UIKit's own Swift-style delegates.
  @MainActor
  public protocol CalendarViewDataSource: AnyObject {
    /// The first selectable day; earlier days are greyed. Every month from this one to
    /// ``endDate()``'s is shown.
    ///
    /// - Returns: An instant on the first selectable day (in `style.calendar`'s time zone).
    func startDate() -> Date

    /// The last selectable day; later days are greyed.
    ///
    /// - Returns: An instant on the last selectable day (in `style.calendar`'s time zone).
    func endDate() -> Date

    /// A title that replaces the month's title, or `nil` to keep the engine's
    /// ("March 2026", "令和8年3月").
    ///
    /// - Parameter date: The start of the month's first day.
    /// - Returns: The title, or `nil`.
    func headerString(_ date: Date) -> String?
  }

  extension CalendarViewDataSource {
    /// Keeps the engine's month title.
    ///
    /// - Parameter date: The start of the month's first day.
    /// - Returns: `nil`.
    public func headerString(_ date: Date) -> String? { nil }
  }
#endif
