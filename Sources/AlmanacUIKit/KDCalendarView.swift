#if canImport(UIKit) && canImport(SwiftUI)
  import Almanac
  import AlmanacUISupport
  import AlmanacUIKitSupport
  import SwiftUI
  import UIKit

  /// The UIKit ``CalendarView`` in SwiftUI, as the original KDCalendar's `KDCalendarView`: a
  /// two-way selection binding and modifiers that take the UIKit view's values
  /// (``CalendarView/Style``, ``CalendarView/SelectionMode``), so code written for the original
  /// compiles with its `import` line changed to `import AlmanacUIKit`.
  ///
  /// ```swift
  /// KDCalendarView(range: start...end, selection: $selection)
  ///   .calendarStyle(style)                 // a CalendarView.Style
  ///   .selectionMode(.range)
  ///   .events(events)
  ///   .displayDate(Date())                  // today's month once; the user pages freely
  ///   .onScrollToMonth { month = $0 }
  /// ```
  ///
  /// When the view takes the parent's values and when it writes the binding is the engine's
  /// `MonthCalendarBindingSync`: a re-render with the same days (or another instant of the
  /// same month for `displayDate`) changes nothing, a tap writes the binding once, and the
  /// parent's own change of the binding selects those days without delegate calls. `range` is
  /// compared by day in the style's calendar, so a range built from `Date()` in `body` does
  /// not reload the calendar on every render.
  ///
  /// Callbacks that applying a render causes (a `displayDate` or `range` that moves the page)
  /// reach `onScrollToMonth` after the update, never during it, so the action may set the
  /// parent's `@State`. The closures are `@MainActor`: they may read and write a view's state.
  public struct KDCalendarView: UIViewRepresentable {
    /// The first and last selectable days.
    public var range: ClosedRange<Date>
    /// The selected days: the start of each, ascending.
    @Binding public var selection: [Date]

    var style = CalendarView.Style.default
    var direction = CalendarView.Direction.horizontal
    var mode = CalendarView.SelectionMode.calendarViewDefault
    var allowsDeselection = true
    var marksWeekends = true
    var isScrollEnabled = true
    var events: [CalendarEvent] = []
    var displayDate: Date?
    var canSelect: (@MainActor (Date) -> Bool)?
    var canSelectIdentity: AnyHashable?
    var styleForDate: (@MainActor (Date) -> CalendarView.Style?)?
    var styleForDateIdentity: AnyHashable?
    var onScrollToMonth: (@MainActor (Date) -> Void)?
    var onLongPress: (@MainActor (Date, [CalendarEvent]) -> Void)?

    /// Creates a calendar showing every month between the two ends of `range`.
    ///
    /// - Parameters:
    ///   - range: The first and last selectable days (instants on them).
    ///   - selection: The selected days.
    public init(range: ClosedRange<Date>, selection: Binding<[Date]>) {
      self.range = range
      self._selection = selection
    }

    /// The look of the calendar, and the calendar and locale it computes in.
    ///
    /// - Parameter style: The UIKit view's style.
    /// - Returns: The calendar with the style.
    public func calendarStyle(_ style: CalendarView.Style) -> KDCalendarView {
      setting(\.style, style)
    }

    /// The paging direction.
    ///
    /// - Parameter direction: Horizontal or vertical.
    /// - Returns: The calendar paging that way.
    @_disfavoredOverload
    public func direction(_ direction: CalendarView.Direction) -> KDCalendarView {
      setting(\.direction, direction)
    }

    /// The paging direction, as the original's collection-view scroll direction.
    ///
    /// - Parameter direction: `.horizontal` or `.vertical`.
    /// - Returns: The calendar paging that way.
    public func direction(_ direction: UICollectionView.ScrollDirection) -> KDCalendarView {
      setting(\.direction, direction == .vertical ? .vertical : .horizontal)
    }

    /// How taps combine into a selection: one day, any days, or a range.
    ///
    /// - Parameter mode: The selection mode.
    /// - Returns: The calendar with the mode.
    public func selectionMode(_ mode: CalendarView.SelectionMode) -> KDCalendarView {
      setting(\.mode, mode)
    }

    /// Whether more than one day can be selected: `.multiple` or `.single`.
    ///
    /// - Parameter allows: Whether several days can be selected.
    /// - Returns: The calendar with the mode.
    public func allowsMultipleSelection(_ allows: Bool) -> KDCalendarView {
      selectionMode(allows ? .multiple : .single)
    }

    /// Whether a tap on a selected day deselects it.
    ///
    /// - Parameter allows: Whether taps deselect.
    /// - Returns: The calendar with the setting.
    public func allowsDeselection(_ allows: Bool) -> KDCalendarView {
      setting(\.allowsDeselection, allows)
    }

    /// Whether weekend days take the style's weekend colour.
    ///
    /// - Parameter marks: Whether weekends are marked.
    /// - Returns: The calendar with the setting.
    public func marksWeekends(_ marks: Bool) -> KDCalendarView {
      setting(\.marksWeekends, marks)
    }

    /// Whether the user can swipe between months.
    ///
    /// - Parameter enabled: Whether swiping pages.
    /// - Returns: The calendar with the setting.
    public func scrollEnabled(_ enabled: Bool) -> KDCalendarView {
      setting(\.isScrollEnabled, enabled)
    }

    /// The events marked with dots.
    ///
    /// - Parameter events: The events.
    /// - Returns: The calendar with the events.
    public func events(_ events: [CalendarEvent]) -> KDCalendarView {
      setting(\.events, events)
    }

    /// Shows the month of `date` when it is another month than the one passed last (compared
    /// by month, so `displayDate(Date())` does not snap back on every render).
    ///
    /// - Parameter date: A date in the month to show, or `nil`.
    /// - Returns: The calendar showing that month.
    public func displayDate(_ date: Date?) -> KDCalendarView {
      setting(\.displayDate, date)
    }

    /// Decides whether a day in the range may be selected: the calendar's availability,
    /// asked when days are drawn, tapped and selected (refused days are greyed and stay out of
    /// a range's band). Without an identity the days are drawn again on every render, so a
    /// closure over state that changed applies at once.
    ///
    /// - Parameter predicate: Whether the day (its start) may be selected; called on the main
    ///   actor, so it may read the view's state.
    /// - Returns: The calendar with the rule.
    public func canSelect(_ predicate: @escaping @MainActor (Date) -> Bool) -> KDCalendarView {
      var copy = setting(\.canSelect, predicate)
      copy.canSelectIdentity = nil
      return copy
    }

    /// Decides whether a day may be selected, with an identity that changes when the answers
    /// do (the days are drawn again only then).
    ///
    /// - Parameters:
    ///   - id: What the answers depend on (a set of booked days, a revision).
    ///   - predicate: Whether the day (its start) may be selected.
    /// - Returns: The calendar with the rule.
    public func canSelect<ID: Hashable & Sendable>(
      id: ID, _ predicate: @escaping @MainActor (Date) -> Bool
    ) -> KDCalendarView {
      var copy = setting(\.canSelect, predicate)
      copy.canSelectIdentity = AnyHashable(id)
      return copy
    }

    /// Decides whether a day in the range may be selected (the SwiftUI calendar's name).
    ///
    /// - Parameter predicate: Whether the day (its start) may be selected.
    /// - Returns: The calendar with the rule.
    public func canSelectDate(_ predicate: @escaping @MainActor (Date) -> Bool) -> KDCalendarView {
      canSelect(predicate)
    }

    /// A style for one day, or `nil` for the calendar's. Without an identity the days are
    /// drawn again on every render, so styles that arrive later (holidays loaded from a
    /// server) show at once.
    ///
    /// - Parameter style: The day's style; called on the main actor.
    /// - Returns: The calendar with the per-day styles.
    public func styleForDate(_ style: @escaping @MainActor (Date) -> CalendarView.Style?)
      -> KDCalendarView
    {
      var copy = setting(\.styleForDate, style)
      copy.styleForDateIdentity = nil
      return copy
    }

    /// A style for one day, with an identity that changes when the styles do (the days are
    /// drawn again only then).
    ///
    /// - Parameters:
    ///   - id: What the styles depend on (the loaded holidays, a revision).
    ///   - style: The day's style, or `nil` for the calendar's.
    /// - Returns: The calendar with the per-day styles.
    public func styleForDate<ID: Hashable & Sendable>(
      id: ID, _ style: @escaping @MainActor (Date) -> CalendarView.Style?
    ) -> KDCalendarView {
      var copy = setting(\.styleForDate, style)
      copy.styleForDateIdentity = AnyHashable(id)
      return copy
    }

    /// Called with the first day of each month the calendar settles on; after the view
    /// update when applying a render moved the page, so the action may set `@State`.
    ///
    /// - Parameter action: The action, on the main actor.
    /// - Returns: The calendar with the action.
    public func onScrollToMonth(_ action: @escaping @MainActor (Date) -> Void) -> KDCalendarView {
      setting(\.onScrollToMonth, action)
    }

    /// Called when a day is long-pressed, with its events.
    ///
    /// - Parameter action: The action, on the main actor.
    /// - Returns: The calendar with the action.
    public func onLongPress(_ action: @escaping @MainActor (Date, [CalendarEvent]) -> Void)
      -> KDCalendarView
    {
      setting(\.onLongPress, action)
    }

    /// How this render passes the per-day closures.
    var dayRules: HostedCalendarInputs.DayRules {
      func closure(_ isPassed: Bool, _ identity: AnyHashable?) -> HostedCalendarInputs.Closure {
        guard isPassed else { return .absent }
        return identity.map(HostedCalendarInputs.Closure.identified) ?? .unidentified
      }
      return HostedCalendarInputs.DayRules(
        canSelect: closure(canSelect != nil, canSelectIdentity),
        styleForDate: closure(styleForDate != nil, styleForDateIdentity))
    }

    private func setting<Value>(_ keyPath: WritableKeyPath<KDCalendarView, Value>, _ value: Value)
      -> KDCalendarView
    {
      var copy = self
      copy[keyPath: keyPath] = value
      return copy
    }

    /// Makes the coordinator, the calendar's data source and delegate.
    ///
    /// - Returns: The coordinator.
    public func makeCoordinator() -> Coordinator {
      Coordinator(parent: self)
    }

    /// Makes the UIKit calendar.
    ///
    /// - Parameter context: SwiftUI's context.
    /// - Returns: The calendar view.
    public func makeUIView(context: Context) -> CalendarView {
      let view = CalendarView(frame: .zero)
      let coordinator = context.coordinator
      coordinator.callbacks.applyingRender {
        view.style = style
        view.selectionMode = mode
        view.dataSource = coordinator
        view.delegate = coordinator
        coordinator.sync = MonthCalendarBindingSync(
          context: view.engineContext, selection: [], displayDate: nil, events: [])
        coordinator.inputs.rendered(range: range, in: view.engineContext, rules: dayRules)
      }
      return view
    }

    /// Brings the calendar in line with this view's values, through the binding sync.
    ///
    /// - Parameters:
    ///   - view: The calendar view.
    ///   - context: SwiftUI's context.
    public func updateUIView(_ view: CalendarView, context: Context) {
      let coordinator = context.coordinator
      // Month changes this causes reach `onScrollToMonth` after the update, not during it.
      coordinator.callbacks.applyingRender {
        apply(to: view, coordinator: coordinator, animated: context.transaction.animation != nil)
      }
    }

    private func apply(to view: CalendarView, coordinator: Coordinator, animated: Bool) {
      coordinator.parent = self
      // The data source hands out the range a rebuild reads (a new style rebuilds).
      coordinator.range = range
      if view.style != style { view.style = style }
      if view.direction != direction { view.direction = direction }
      if view.selectionMode != mode { view.selectionMode = mode }
      view.enableDeselection = allowsDeselection
      if view.marksWeekends != marksWeekends { view.marksWeekends = marksWeekends }
      view.isScrollEnabled = isScrollEnabled
      // The range by day in the view's calendar; the per-day closures by identity.
      let work = coordinator.inputs.rendered(range: range, in: view.engineContext, rules: dayRules)
      if work.reloadsPeriod {
        view.reloadData()
      } else if work.redrawsDays {
        view.redrawDays()
      }
      if coordinator.sync?.context != view.engineContext {
        // A new calendar or time zone: read every value again.
        coordinator.sync = MonthCalendarBindingSync(
          context: view.engineContext, selection: [], displayDate: nil, events: [])
      }
      guard var sync = coordinator.sync else { return }
      let changes = sync.parentRendered(
        selection: selection, displayDate: displayDate, events: events)
      coordinator.sync = sync
      if let events = changes.events { view.events = events }
      if let month = changes.displayedMonth {
        view.setDisplayDate(view.engineContext.startDate(of: month.firstDay), animated: animated)
      }
      if let days = changes.selection { view.replaceSelection(with: days) }
    }

    /// The calendar's data source and delegate: the range, the rules, and the binding.
    @MainActor
    public final class Coordinator: CalendarViewDataSource, CalendarViewDelegate {
      var parent: KDCalendarView
      var range: ClosedRange<Date>
      var sync: MonthCalendarBindingSync?
      /// What the last render applied (the range's days, the closures' identities).
      var inputs = HostedCalendarInputs()
      /// Holds back the callbacks applying a render causes until the update is over.
      let callbacks = DeferredCallbacks { deliver in
        Task { @MainActor in deliver() }
      }

      init(parent: KDCalendarView) {
        self.parent = parent
        self.range = parent.range
      }

      /// The range's first day.
      ///
      /// - Returns: An instant on the first selectable day.
      public func startDate() -> Date { range.lowerBound }

      /// The range's last day.
      ///
      /// - Returns: An instant on the last selectable day.
      public func endDate() -> Date { range.upperBound }

      /// Reports the month.
      ///
      /// - Parameters:
      ///   - calendar: The calendar view.
      ///   - date: The month's first day.
      public func calendar(_ calendar: CalendarView, didScrollToMonth date: Date) {
        callbacks.deliver(key: "month") { [weak self] in self?.parent.onScrollToMonth?(date) }
      }

      /// Asks the parent's current rule.
      ///
      /// - Parameters:
      ///   - calendar: The calendar view.
      ///   - date: The day.
      /// - Returns: Whether it may be selected.
      public func calendar(_ calendar: CalendarView, canSelectDate date: Date) -> Bool {
        parent.canSelect?(date) ?? true
      }

      /// Asks the parent's per-day style.
      ///
      /// - Parameters:
      ///   - calendar: The calendar view.
      ///   - date: The day.
      /// - Returns: The day's style.
      public func calendar(_ calendar: CalendarView, styleForDate date: Date)
        -> CalendarView.Style?
      {
        parent.styleForDate?(date)
      }

      /// Writes the binding.
      ///
      /// - Parameters:
      ///   - calendar: The calendar view.
      ///   - date: The selected day.
      ///   - events: Its events.
      public func calendar(
        _ calendar: CalendarView, didSelectDate date: Date, withEvents events: [CalendarEvent]
      ) {
        write(from: calendar)
      }

      /// Writes the binding.
      ///
      /// - Parameters:
      ///   - calendar: The calendar view.
      ///   - date: The deselected day.
      public func calendar(_ calendar: CalendarView, didDeselectDate date: Date) {
        write(from: calendar)
      }

      /// Writes the binding.
      ///
      /// - Parameters:
      ///   - calendar: The calendar view.
      ///   - range: The range.
      public func calendar(_ calendar: CalendarView, didSelectRange range: ClosedRange<Date>) {
        write(from: calendar)
      }

      /// Reports the long press.
      ///
      /// - Parameters:
      ///   - calendar: The calendar view.
      ///   - date: The day.
      ///   - events: Its events.
      public func calendar(
        _ calendar: CalendarView, didLongPressDate date: Date, withEvents events: [CalendarEvent]?
      ) {
        callbacks.deliver(key: "longPress") { [weak self] in
          self?.parent.onLongPress?(date, events ?? [])
        }
      }

      private func write(from calendar: CalendarView) {
        guard var sync else { return }
        let days = calendar.selectedDays
        let changed = sync.viewSelected(days)
        self.sync = sync
        if changed {
          let dates = days.sorted().map(calendar.engineContext.startDate(of:))
          callbacks.deliver(key: "selection") { [weak self] in self?.parent.selection = dates }
        }
      }
    }
  }
#endif
