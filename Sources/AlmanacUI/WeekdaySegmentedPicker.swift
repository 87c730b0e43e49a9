#if canImport(SwiftUI)
  import Almanac
  import SwiftUI

  /// Seven round toggles for repeat days ("every Monday and Thursday"), in the calendar's
  /// order with its narrow letters, and the engine's summary under the row ("Weekdays",
  /// "Mon, Wed and Fri").
  ///
  /// Selected days are filled with `color` and their letter takes black or white, whichever
  /// contrasts more (the engine's WCAG helper); others sit on a quaternary fill. Buttons are
  /// at least 44 points and grow with Dynamic Type, pop with a small spring (not with Reduce
  /// Motion), play the selection haptic, and are read by their full day name with the
  /// selected trait. ←/→ (mirrored right to left), Home/End and Return/Space work with a
  /// hardware keyboard.
  public struct WeekdaySegmentedPicker: View {
    @Binding private var selection: Set<Int>
    private let calendar: Calendar
    private let color: Color
    private let showsSummary: Bool
    @Environment(\.locale) private var locale

    /// Creates the picker.
    ///
    /// - Parameters:
    ///   - selection: The selected weekdays, Calendar numbers (1 = Sunday … 7 = Saturday).
    ///   - calendar: The calendar whose first weekday orders the row.
    ///   - color: The fill of selected days.
    ///   - showsSummary: Whether the summary shows under the row.
    public init(
      selection: Binding<Set<Int>>, calendar: Calendar = .current, color: Color = .accentColor,
      showsSummary: Bool = true
    ) {
      self._selection = selection
      self.calendar = calendar
      self.color = color
      self.showsSummary = showsSummary
    }

    public var body: some View {
      let context = CalendarContext(calendar: calendar, locale: locale)
      WeekdayPickerContent(
        context: context, selection: $selection, color: color, showsSummary: showsSummary
      )
      .id(context)
    }
  }

  /// The picker once the environment is known: holds the engine's model.
  private struct WeekdayPickerContent: View {
    @Binding var selection: Set<Int>
    let color: Color
    let showsSummary: Bool
    @State private var model: WeekdayPickerModel
    @ScaledMetric(relativeTo: .body) private var size: CGFloat = 44
    @FocusState private var isFocused: Bool
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.self) private var environment

    init(
      context: CalendarContext, selection: Binding<Set<Int>>, color: Color, showsSummary: Bool
    ) {
      self._selection = selection
      self.color = color
      self.showsSummary = showsSummary
      self._model = State(
        initialValue: WeekdayPickerModel(context: context, selection: selection.wrappedValue))
    }

    var body: some View {
      let side = max(44, size)
      let selectedText = color.contrastingForeground(in: environment)
      VStack(spacing: 8) {
        HStack(spacing: 6) {
          ForEach(model.buttons) { button in
            Button {
              toggle(button.weekday)
            } label: {
              Text(verbatim: button.letter)
                .font(.body.weight(.semibold))
                .foregroundStyle(button.isSelected ? selectedText : Color.primary)
                .frame(width: side, height: side)
                .background {
                  Circle().fill(
                    button.isSelected ? AnyShapeStyle(color) : AnyShapeStyle(.quaternary))
                }
                .overlay {
                  if button.isFocused && isFocused {
                    Circle().stroke(color, lineWidth: 2).padding(-3)
                  }
                }
                .scaleEffect(button.isSelected ? 1 : 0.92)
                .animation(
                  reduceMotion ? nil : .spring(response: 0.25, dampingFraction: 0.55),
                  value: button.isSelected)
            }
            .buttonStyle(.plain)
            .accessibilityLabel(button.fullName)
            .accessibilityAddTraits(button.isSelected ? .isSelected : [])
          }
        }
        .environment(\.layoutDirection, LayoutDirection(model.focus.readingDirection))
        .focusable()
        .focused($isFocused)
        .onKeyPress(phases: [.down, .repeat]) { press in
          handle(press)
        }
        .sensoryFeedback(.selection, trigger: model.selectedWeekdays)
        if showsSummary {
          Text(verbatim: model.summary)
            .font(.footnote)
            .foregroundStyle(.secondary)
            .contentTransition(.opacity)
            .animation(reduceMotion ? nil : .default, value: model.summary)
        }
      }
      .onChange(of: selection) {
        model.setSelectedWeekdays(selection)
      }
    }

    private func toggle(_ weekday: Int) {
      announce(model.toggle(weekday))
      selection = model.selectedWeekdays
    }

    private func handle(_ press: KeyPress) -> KeyPress.Result {
      if press.isActivation {
        announce(model.activateFocusedWeekday())
        selection = model.selectedWeekdays
        return .handled
      }
      guard let command = FocusCommand(press: press) else { return .ignored }
      model.handle(command)
      return .handled
    }
  }

  #Preview("Weekday picker") {
    @Previewable @State var days: Set<Int> = [2, 4, 6]
    WeekdaySegmentedPicker(selection: $days).padding()
  }
#endif
