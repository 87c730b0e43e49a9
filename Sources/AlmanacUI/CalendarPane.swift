#if canImport(SwiftUI)
  import Almanac
  import SwiftUI

  /// A header and one month grid over a ``MonthCalendarModel``, with the hardware keyboard
  /// (arrows, Page Up/Down, Home/End, Return/Space) driving the engine's focus model, a
  /// visible focus ring, right-to-left mirroring, announcements, and "today" kept current.
  /// Components hand every
  /// ``MonthCalendarUpdate`` to `onUpdate` to write their bindings.
  struct CalendarPane<Alternative: View>: View {
    @Binding var model: MonthCalendarModel
    let style: CalendarStyle
    var tint: Color = .accentColor
    /// The weekday row's symbols.
    var weekdaySymbols: WeekdaySymbolWidth = .short
    /// When set, the title is a button that toggles `showsAlternative`.
    var titleToggles: Bool = false
    /// Replaces the grid (month and year wheels) while `showsAlternative` is true.
    @Binding var showsAlternative: Bool
    @ViewBuilder let alternative: () -> Alternative
    let onUpdate: (MonthCalendarUpdate) -> Void

    @ScaledMetric(relativeTo: .body) private var dayHeight: CGFloat = 44
    @FocusState private var isFocused: Bool
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.calendarAnnouncer) private var announce

    var body: some View {
      let labels = ControlLabels(locale: model.context.locale)
      VStack(spacing: 8) {
        MonthHeaderView(
          model: model, labels: labels, font: style.headerFont, tint: tint,
          titleAction: titleToggles ? { toggleAlternative() } : nil,
          titleActionLabel: showsAlternative ? labels.showCalendar : labels.chooseMonthAndYear,
          showsNavigation: !showsAlternative,
          onPrevious: { apply(model.showPreviousMonth()) },
          onNext: { apply(model.showNextMonth()) })
        if showsAlternative {
          alternative()
        } else {
          MonthGridView(
            page: model.displayedPage, style: style, weekdaySymbols: weekdaySymbols,
            dayHeight: dayHeight, isKeyboardFocused: isFocused
          ) { day in
            apply(model.tap(day))
          }
          .focusable()
          .focused($isFocused)
          .onKeyPress(phases: [.down, .repeat]) { press in
            handle(press)
          }
        }
      }
      .environment(\.layoutDirection, LayoutDirection(model.readingDirection))
      .animation(reduceMotion ? nil : .snappy, value: model.selectedDays)
      .animation(reduceMotion ? nil : .snappy, value: model.displayedMonth)
      .updatingToday(of: $model)
    }

    private func toggleAlternative() {
      if reduceMotion {
        showsAlternative.toggle()
      } else {
        withAnimation(.snappy) { showsAlternative.toggle() }
      }
    }

    private func handle(_ press: KeyPress) -> KeyPress.Result {
      guard let update = model.update(for: press) else { return .ignored }
      apply(update)
      return .handled
    }

    /// Hands the update to the component and announces it: the new month or selection, or
    /// why the engine refused the tap or key (its ``MonthCalendarModel/message``).
    private func apply(_ update: MonthCalendarUpdate) {
      onUpdate(update)
      announce(update.announcement)
    }
  }

  extension CalendarPane where Alternative == EmptyView {
    /// A pane without an alternative to the grid.
    init(
      model: Binding<MonthCalendarModel>, style: CalendarStyle, tint: Color = .accentColor,
      weekdaySymbols: WeekdaySymbolWidth = .short,
      onUpdate: @escaping (MonthCalendarUpdate) -> Void
    ) {
      self._model = model
      self.style = style
      self.tint = tint
      self.weekdaySymbols = weekdaySymbols
      self._showsAlternative = .constant(false)
      self.alternative = { EmptyView() }
      self.onUpdate = onUpdate
    }
  }
#endif
