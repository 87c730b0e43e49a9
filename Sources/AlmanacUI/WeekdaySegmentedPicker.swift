#if canImport(SwiftUI)
  import Almanac
  import AlmanacUISupport
  import SwiftUI

  /// Seven round toggles for repeat days ("every Monday and Thursday"), in the calendar's
  /// order with its narrow letters, and the engine's summary under the row ("Weekdays",
  /// "Mon, Wed and Fri"; Saturday and Sunday are the weekend unless `weekend` says the
  /// locale's).
  ///
  /// Selected days are filled with `color` and their letter takes black or white, whichever
  /// contrasts more (the engine's WCAG helper); others sit on a quaternary fill. Circles share
  /// the row's width equally (1:1, up to 44 points grown with Dynamic Type), so the row fits a
  /// phone at every text size, each in a touch target at least 44 points high; they pop with a
  /// small spring (with Reduce Motion they neither spring nor change size), play the selection
  /// haptic, and are read by their full day name with the
  /// selected trait. ←/→ (mirrored right to left), Home/End and Return/Space work with a
  /// hardware keyboard.
  public struct WeekdaySegmentedPicker: View {
    @Binding private var selection: Set<Int>
    private let calendar: Calendar
    private let color: Color
    private let showsSummary: Bool
    private let weekend: WeekendReading

    /// Creates the picker.
    ///
    /// - Parameters:
    ///   - selection: The selected weekdays, Calendar numbers (1 = Sunday … 7 = Saturday).
    ///   - calendar: The calendar whose first weekday orders the row.
    ///   - color: The fill of selected days.
    ///   - showsSummary: Whether the summary shows under the row.
    ///   - weekend: The weekend the summary's "Weekdays" and "Weekends" mean: Saturday and
    ///     Sunday (by default, as the original), or the locale's (`.locale`: Friday and
    ///     Saturday in Israel).
    public init(
      selection: Binding<Set<Int>>, calendar: Calendar = .current, color: Color = .accentColor,
      showsSummary: Bool = true, weekend: WeekendReading = .saturdaySunday
    ) {
      self.weekend = weekend
      self._selection = selection
      self.calendar = calendar
      self.color = color
      self.showsSummary = showsSummary
    }

    /// The row of weekday circles, and the summary below it unless it was turned off.
    public var body: some View {
      CalendarContextReader(calendar: calendar) { context, today in
        WeekdayPickerContent(
          context: context, today: today, weekend: weekend, selection: $selection, color: color,
          showsSummary: showsSummary
        )
        .id(WeekdayPickerIdentity(context: context, weekend: weekend))
      }
    }
  }

  private struct WeekdayPickerIdentity: Hashable {
    let context: CalendarContext
    let weekend: WeekendReading
  }

  /// The picker once the environment is known: holds the engine's model, picking weekdays as
  /// the terminal and web weekday pickers do.
  private struct WeekdayPickerContent: View {
    @Binding var selection: Set<Int>
    let color: Color
    let showsSummary: Bool
    @State private var model: MonthCalendarModel
    /// When the parent's set is new and when to write the binding.
    @State private var sync: BindingSync<Set<Int>>
    /// The largest circle: 44 points grown with Dynamic Type; the row's width decides below it.
    @ScaledMetric(relativeTo: .body) private var size: CGFloat = 44
    @FocusState private var isFocused: Bool
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.calendarAnnouncer) private var announce
    @Environment(\.self) private var environment

    init(
      context: CalendarContext, today: Day, weekend: WeekendReading,
      selection: Binding<Set<Int>>, color: Color, showsSummary: Bool
    ) {
      self._selection = selection
      self.color = color
      self.showsSummary = showsSummary
      let chosen = WeekdaySet(selection.wrappedValue.filter { (1...7).contains($0) })
      let model: MonthCalendarModel
      do {
        model = try MonthCalendarModel(
          picking: .weekdays, context: context, today: today,
          initial: .weekdays(chosen), weekend: weekend)
      } catch {
        // A weekday set always fits weekdays mode.
        preconditionFailure("the engine refused weekdays \(chosen): \(error)")
      }
      self._model = State(initialValue: model)
      self._sync = State(initialValue: BindingSync(initial: selection.wrappedValue))
    }

    /// The chosen weekdays as the binding holds them.
    private var chosen: Set<Int> { Set(model.weekdayRow?.selection.weekdays ?? []) }

    var body: some View {
      let selectedText = color.contrastingForeground(in: environment)
      VStack(spacing: 8) {
        HStack(spacing: 6) {
          ForEach(model.weekdayRow?.buttons ?? []) { button in
            Button {
              toggle(button.weekday)
            } label: {
              // Flexible circles (a 1:1 aspect ratio in an equal share of the row, at most
              // `size`), as the original: seven fit a phone's card at every Dynamic Type size.
              Text(verbatim: button.letter)
                .font(.body.weight(.semibold))
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .foregroundStyle(button.isSelected ? selectedText : Color.primary)
                .padding(2)
                .frame(maxWidth: size, maxHeight: size)
                .aspectRatio(1, contentMode: .fit)
                .background {
                  Circle().fill(
                    button.isSelected ? AnyShapeStyle(color) : AnyShapeStyle(.quaternary))
                }
                .overlay {
                  if button.isFocused && isFocused {
                    Circle().stroke(color, lineWidth: 2).padding(-3)
                  }
                }
                // With Reduce Motion the circle keeps its size: no jump when it is toggled.
                .scaleEffect(button.isSelected || reduceMotion ? 1 : 0.92)
                .animation(
                  reduceMotion ? nil : .spring(response: 0.25, dampingFraction: 0.55),
                  value: button.isSelected)
            }
            .buttonStyle(.plain)
            // A 44-point touch target, the whole cell, as the original.
            .frame(maxWidth: .infinity, minHeight: 44)
            .contentShape(Rectangle())
            .accessibilityLabel(button.fullName)
            .accessibilityAddTraits(button.isSelected ? .isSelected : [])
          }
        }
        .environment(\.layoutDirection, LayoutDirection(model.readingDirection))
        .focusable()
        .focused($isFocused)
        .onKeyPress(phases: [.down, .repeat]) { press in
          handle(press)
        }
        .sensoryFeedback(.selection, trigger: chosen)
        if showsSummary {
          Text(verbatim: model.summary)
            .font(.footnote)
            .foregroundStyle(.secondary)
            .contentTransition(.opacity)
            .animation(reduceMotion ? nil : .default, value: model.summary)
        }
      }
      .onChange(of: selection) {
        if let weekdays = sync.parentPassed(selection) {
          model.setSelectedWeekdays(WeekdaySet(weekdays.filter { (1...7).contains($0) }))
        }
      }
    }

    private func toggle(_ weekday: Int) {
      announce(model.toggle(weekday: weekday).announcement)
      write()
    }

    private func write() {
      let chosen = chosen
      if sync.viewChanged(to: chosen) { selection = chosen }
    }

    private func handle(_ press: KeyPress) -> KeyPress.Result {
      if press.isActivation {
        announce(model.activateFocusedDay().announcement)
        write()
        return .handled
      }
      guard let command = FocusCommand(press: press) else { return .ignored }
      announce(model.handle(command).announcement)
      return .handled
    }
  }

  #Preview("Weekday picker") {
    @Previewable @State var days: Set<Int> = [2, 4, 6]
    WeekdaySegmentedPicker(selection: $days).padding()
  }
#endif
