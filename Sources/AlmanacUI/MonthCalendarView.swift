#if canImport(SwiftUI)
  import Almanac
  import AlmanacUISupport
  import SwiftUI

  /// The full month calendar: months paged one per page (horizontally or vertically) over a
  /// range of dates, with single, multiple or range selection, events marked with dots, and
  /// a style that can change per day.
  ///
  /// ```swift
  /// MonthCalendarView(range: start...end, selection: $dates)
  ///   .selectionMode(.range)
  ///   .events(events)
  ///   .canSelectDate { date in !fullyBooked.contains(date) }
  ///   .onScrollToMonth { month in load(month) }
  /// ```
  ///
  /// Today is marked, weekends coloured, days outside the range greyed. A long press (or
  /// VoiceOver's "Events" action) on a day with events shows them. Every decision (which day
  /// is greyed, what VoiceOver says, where a page turn goes, which colour a day gets) is the
  /// engine's ``MonthCalendarModel`` and ``DayAppearance``; the view maps them.
  public struct MonthCalendarView: View {

    private let range: ClosedRange<Date>
    @Binding private var selection: [Date]
    private var mode: CalendarSelectionMode = .single
    private var style: CalendarStyle = .standard
    private var styleForDate: (@MainActor (Date) -> CalendarStyle?)?
    private var canSelectDate: (@MainActor (Date) -> Bool)?
    private var events: [CalendarEvent] = []
    private var displayDate: Date?
    private var onScrollToMonth: ((Date) -> Void)?
    private var axis: Axis = .horizontal
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var environmentCalendar
    @Environment(\.calendarToday) private var now

    /// Creates a calendar over `range`.
    ///
    /// - Parameters:
    ///   - range: The dates shown and selectable; its months are the pages.
    ///   - selection: The selected days (the start of each, ascending): one day, any days, or
    ///     a range's start (and end once picked).
    public init(range: ClosedRange<Date>, selection: Binding<[Date]>) {
      self.range = range
      self._selection = selection
    }

    /// How taps select: one day, several, or a range.
    ///
    /// - Parameter mode: The selection mode.
    /// - Returns: The calendar with the mode.
    public func selectionMode(_ mode: CalendarSelectionMode) -> MonthCalendarView {
      setting(\.mode, mode)
    }

    /// The calendar's style.
    ///
    /// - Parameter style: The style.
    /// - Returns: The calendar with the style.
    public func calendarStyle(_ style: CalendarStyle) -> MonthCalendarView {
      setting(\.style, style)
    }

    /// A style for particular days, replacing the calendar's style for them.
    ///
    /// - Parameter styleForDate: Returns a style for a day (given as its start), or `nil`.
    ///   Called on the main actor while the calendar renders, so it may read the view's
    ///   state.
    /// - Returns: The calendar with the per-day styles.
    public func styleForDate(_ styleForDate: @escaping @MainActor (Date) -> CalendarStyle?)
      -> MonthCalendarView
    {
      setting(\.styleForDate, styleForDate)
    }

    /// Decides which days can be selected (others are greyed and refused). Read on every
    /// render, like ``styleForDate(_:)``, so a new closure applies at once.
    ///
    /// - Parameter canSelectDate: Returns whether a day (given as its start) can be selected;
    ///   pure and fast. Called on the main actor (while the calendar renders and when it is
    ///   tapped), so it may read the view's state, `@State` included.
    /// - Returns: The calendar with the rule.
    public func canSelectDate(_ canSelectDate: @escaping @MainActor (Date) -> Bool)
      -> MonthCalendarView
    {
      setting(\.canSelectDate, canSelectDate)
    }

    /// The events to mark: a dot per event on each day it covers.
    ///
    /// - Parameter events: The events.
    /// - Returns: The calendar with the events.
    public func events(_ events: [CalendarEvent]) -> MonthCalendarView {
      setting(\.events, events)
    }

    /// Shows the month of `date` (clamped to the range) at first, and again whenever the date
    /// passed is in another month than the one passed before. Compared by month, so
    /// `.displayDate(Date())` shows today's month once and then lets the user page.
    ///
    /// - Parameter date: A date in the month to show.
    /// - Returns: The calendar showing that month.
    public func displayDate(_ date: Date) -> MonthCalendarView {
      setting(\.displayDate, date)
    }

    /// Called when another month comes on screen, with the month's first day.
    ///
    /// - Parameter action: The action.
    /// - Returns: The calendar with the action.
    public func onScrollToMonth(_ action: @escaping (Date) -> Void) -> MonthCalendarView {
      setting(\.onScrollToMonth, action)
    }

    /// The direction pages turn; horizontal pages run right to left in right-to-left
    /// locales.
    ///
    /// - Parameter axis: `.horizontal` or `.vertical`.
    /// - Returns: The calendar paging that way.
    public func scrollDirection(_ axis: Axis) -> MonthCalendarView {
      setting(\.axis, axis)
    }

    /// A copy of the calendar with one setting changed: what every modifier above does.
    private func setting<Value>(
      _ keyPath: WritableKeyPath<MonthCalendarView, Value>, _ value: Value
    ) -> MonthCalendarView {
      var copy = self
      copy[keyPath: keyPath] = value
      return copy
    }

    /// The calendar: the header with the month and its paging buttons, the weekday row and the
    /// month grid with its selection, events and availability.
    public var body: some View {
      let base = CalendarContext(calendar: environmentCalendar, locale: locale)
      let context = style.spec.applied(to: base)
      let days = context.days(for: range)
      MonthCalendarContent(
        selection: $selection,
        inputs: CalendarInputs(
          context: context, range: days, now: now, mode: mode, canSelectDate: canSelectDate,
          events: events, displayDate: displayDate, style: style, styleForDate: styleForDate,
          onScrollToMonth: onScrollToMonth, axis: axis)
      )
      .id(CalendarIdentity(context: context, range: days, mode: mode))
    }
  }

  private struct CalendarIdentity: Hashable {
    let context: CalendarContext
    let range: ClosedRange<Day>
    let mode: CalendarSelectionMode
  }

  /// A day whose events are shown.
  private struct EventsSheetItem: Identifiable {
    let day: Day
    var id: Day { day }
  }

  /// What the calendar keeps for its lifetime: the engine's model, the binding sync
  /// (`MonthCalendarBindingSync`: when to take the parent's values, when to write the
  /// binding), the live can-select rule, and the range's months.
  struct CalendarCore {
    var model: MonthCalendarModel
    var sync: MonthCalendarBindingSync
    let rule: LiveDayPredicate
    /// The range's months (a checkpoint per 16 months; pages computed on demand).
    let pages: MonthPages

    /// How many cores this process built: the run tests check that a parent's render does
    /// not build one.
    @MainActor static var buildCount = 0

    @MainActor fileprivate init(inputs: CalendarInputs, selection: [Date]) {
      Self.buildCount += 1
      let context = inputs.context
      let rule = LiveDayPredicate(dayRule(inputs.canSelectDate, in: context))
      model = MonthCalendarModel.calendarView(
        mode: inputs.mode.pickerMode, context: context, range: inputs.range,
        today: context.day(for: inputs.now), canSelect: { day in rule.test(day) },
        selectedDays: selection.map(context.day(for:)),
        displayedDay: inputs.displayDate.map(context.day(for:)), events: inputs.events)
      self.rule = rule
      pages = MonthPages(range: model.range, in: context)
      sync = MonthCalendarBindingSync(
        context: context, selection: selection, displayDate: inputs.displayDate,
        events: inputs.events)
    }
  }

  /// The engine's day rule for the parent's date rule. The engine holds `@Sendable` rules and
  /// calls them where the calendar runs, on the main actor (taps, keys and renders).
  @MainActor private func dayRule(
    _ canSelectDate: (@MainActor (Date) -> Bool)?, in context: CalendarContext
  ) -> (@Sendable (Day) -> Bool)? {
    canSelectDate.map { rule in
      { @Sendable day in MainActor.assumeIsolated { rule(context.startDate(of: day)) } }
    }
  }

  /// What the parent passes on each render: stored as given, so that a render costs nothing
  /// until the calendar reads it.
  private struct CalendarInputs {
    let context: CalendarContext
    let range: ClosedRange<Day>
    let now: Date
    let mode: CalendarSelectionMode
    let canSelectDate: (@MainActor (Date) -> Bool)?
    let events: [CalendarEvent]
    let displayDate: Date?
    let style: CalendarStyle
    let styleForDate: (@MainActor (Date) -> CalendarStyle?)?
    let onScrollToMonth: ((Date) -> Void)?
    let axis: Axis
  }

  /// The calendar once the environment is known. Its initializer only stores the inputs: the
  /// engine's model and the rest (``CalendarCore``) are built once, when the calendar
  /// appears, and kept in state; a parent's render builds nothing.
  private struct MonthCalendarContent: View {
    @Binding var selection: [Date]
    let inputs: CalendarInputs
    @State private var core: CalendarCore?

    var body: some View {
      Group {
        if let core = Binding($core) {
          MonthCalendarPane(core: core, selection: $selection, inputs: inputs)
        }
      }
      .onAppear {
        if core == nil { core = CalendarCore(inputs: inputs, selection: selection) }
      }
    }
  }

  /// The header and the pages over a ``CalendarCore``.
  private struct MonthCalendarPane: View {
    @Binding var core: CalendarCore
    @Binding var selection: [Date]
    let inputs: CalendarInputs
    @State private var eventsItem: EventsSheetItem?
    /// A day's height: 44 points grown with Dynamic Type, up to 64 (at the accessibility
    /// sizes the numbers shrink to fit instead, so that a month stays about 450 points high
    /// rather than 900).
    @ScaledMetric(relativeTo: .body) private var scaledDayHeight: CGFloat = 44
    @ScaledMetric(relativeTo: .caption) private var scaledWeekdayHeight: CGFloat = 20
    @FocusState private var isFocused: Bool
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.calendarAnnouncer) private var announce

    private var model: MonthCalendarModel {
      get { core.model }
      nonmutating set { core.model = newValue }
    }

    private var pages: MonthPages { core.pages }
    private var dayHeight: CGFloat { Self.dayHeight(scaled: scaledDayHeight) }
    private var weekdayHeight: CGFloat { min(scaledWeekdayHeight, 32) }

    /// The height of a day for the Dynamic Type height `scaled`: at most 64 points.
    ///
    /// - Parameter scaled: 44 points scaled with Dynamic Type.
    /// - Returns: The height.
    static func dayHeight(scaled: CGFloat) -> CGFloat { min(scaled, 64) }

    var body: some View {
      // The rule of this render, before the pages below read it (as styleForDate is read).
      let _ = core.rule.rule = dayRule(inputs.canSelectDate, in: model.context)
      let labels = ControlLabels(locale: model.context.locale)
      VStack(spacing: 8) {
        MonthHeaderView(
          model: model, labels: labels, font: inputs.style.headerFont,
          tint: inputs.style.selectionColor,
          onPrevious: { apply(model.showPreviousMonth()) },
          onNext: { apply(model.showNextMonth()) })
        pager
      }
      .environment(\.layoutDirection, LayoutDirection(model.readingDirection))
      .animation(reduceMotion ? nil : .snappy, value: model.selectedDays)
      .focusable()
      .focused($isFocused)
      .onKeyPress(phases: [.down, .repeat]) { press in
        handle(press)
      }
      .onChange(
        of: ParentValues(
          selection: selection, displayDate: inputs.displayDate, events: inputs.events)
      ) {
        takeParentValues()
      }
      .updatingToday(of: $core.model)
      .sheet(item: $eventsItem) { item in
        EventsList(
          title: model.context.text(for: item.day, style: .long),
          events: model.events(on: item.day), labels: labels,
          dotColor: inputs.style.eventDotColor
        )
        .presentationDetents([.medium])
      }
    }

    /// What the parent passes that the calendar may have to take.
    private struct ParentValues: Equatable {
      var selection: [Date]
      var displayDate: Date?
      var events: [CalendarEvent]
    }

    private func takeParentValues() {
      let changes = core.sync.parentRendered(
        selection: selection, displayDate: inputs.displayDate, events: inputs.events)
      if let events = changes.events { model.events = .list(events) }
      if let days = changes.selection { model.setSelectedDays(days) }
      if let month = changes.displayedMonth { apply(model.show(month)) }
    }

    /// The pages: a lazy stack over the range's months (`MonthPages`), so that only the
    /// pages shown are built whatever the range's length, paged one month at a time. A page
    /// the user scrolls to is not announced: the paging scroll view speaks its own page.
    @ViewBuilder private var pager: some View {
      let position = Binding<Int?>(
        get: { pages.index(showing: model.displayedMonth) },
        set: { index in
          if let index, pages.indices.contains(index), pages[index] != model.displayedMonth {
            apply(model.show(pages[index]), announces: false)
          }
        })
      let height = dayHeight * 6 + weekdayHeight + 24
      Group {
        if inputs.axis == .horizontal {
          ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
              ForEach(pages.indices, id: \.self) { index in
                grid(for: pages[index]).containerRelativeFrame(.horizontal)
              }
            }
            .scrollTargetLayout()
          }
        } else {
          ScrollView(.vertical) {
            LazyVStack(spacing: 0) {
              ForEach(pages.indices, id: \.self) { index in
                grid(for: pages[index]).containerRelativeFrame(.vertical)
              }
            }
            .scrollTargetLayout()
          }
        }
      }
      .scrollIndicators(.hidden)
      .scrollTargetBehavior(.paging)
      .scrollPosition(id: position)
      .frame(minHeight: height)
    }

    private func grid(for month: CalendarMonth) -> some View {
      let context = model.context
      let perDay: ((Day) -> CalendarStyle?)? = inputs.styleForDate.map { styleFor in
        { day in styleFor(context.startDate(of: day)) }
      }
      return MonthGridView(
        page: model.page(for: month, rows: .fixedSix), style: inputs.style,
        styleForDay: perDay, dayHeight: dayHeight, isKeyboardFocused: isFocused,
        showEvents: { day in eventsItem = EventsSheetItem(day: day) },
        eventsActionLabel: ControlLabels(locale: context.locale).events,
        eventsOnDay: { day in model.events(on: day) }
      ) { day in
        apply(model.tap(day))
      }
      .padding(.horizontal, 4)
    }

    private func handle(_ press: KeyPress) -> KeyPress.Result {
      guard let update = model.update(for: press) else { return .ignored }
      apply(update)
      return .handled
    }

    /// Writes the binding (in an animation, as the original, unless Reduce Motion is on),
    /// reports a new month, and announces the update: the new month or selection, or why
    /// the engine refused the tap or key (``MonthCalendarModel/message``).
    private func apply(_ update: MonthCalendarUpdate, announces: Bool = true) {
      if update.selectionChanged, core.sync.viewSelected(model.selectedDays) {
        let dates = model.selectedDays.map(model.context.startDate(of:))
        withAnimation(reduceMotion ? nil : .snappy) { selection = dates }
      }
      if let month = update.displayedMonth {
        inputs.onScrollToMonth?(model.context.startDate(of: month.firstDay))
      }
      if announces { announce(update.announcement) }
    }
  }

  /// A day's events, listed in the engine's order (all-day first, then by start).
  private struct EventsList: View {
    let title: String
    let events: [CalendarEvent]
    let labels: ControlLabels
    /// The colour of an event without its own.
    let dotColor: Color
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
      NavigationStack {
        List {
          if events.isEmpty {
            Text(verbatim: labels.noEvents).foregroundStyle(.secondary)
          }
          ForEach(events) { event in
            HStack {
              Circle()
                .fill(
                  event.color(inDarkAppearance: colorScheme == .dark).map { Color($0) } ?? dotColor
                )
                .frame(width: 8, height: 8)
                .accessibilityHidden(true)
              Text(verbatim: event.title)
            }
          }
        }
        .navigationTitle(title)
      }
    }
  }

  #Preview("Calendar, single") {
    @Previewable @State var dates: [Date] = []
    MonthCalendarView(range: .now...Date.now.addingTimeInterval(365 * 86_400), selection: $dates)
      .selectionMode(.single)
  }

  #Preview("Calendar, multiple, vertical") {
    @Previewable @State var dates: [Date] = []
    MonthCalendarView(range: .now...Date.now.addingTimeInterval(365 * 86_400), selection: $dates)
      .selectionMode(.multiple)
      .scrollDirection(.vertical)
      .calendarStyle(CalendarStyle(cellShape: .bevel(radius: 8), showsAdjacentDays: true))
  }

  #Preview("Calendar, range with events") {
    @Previewable @State var dates: [Date] = []
    MonthCalendarView(range: .now...Date.now.addingTimeInterval(365 * 86_400), selection: $dates)
      .selectionMode(.range)
      .events([
        CalendarEvent(
          id: "1", title: "Flight", startDate: .now.addingTimeInterval(86_400),
          endDate: .now.addingTimeInterval(90_000))
      ])
      .canSelectDate { date in date > .now }
  }
#endif
