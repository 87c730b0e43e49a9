#if canImport(SwiftUI)
  import Almanac
  import AlmanacUISupport
  import SwiftUI

  /// A month grid that picks one day, any set of days, or a range, within optional bounds
  /// and on the included days of the week. Named so that it does not collide with SwiftUI's
  /// `MultiDatePicker`.
  ///
  /// Today is circled (and the ring moves at midnight), unavailable days are greyed, and the month title is a button that
  /// swaps the grid for month and year wheels and back. Every date written to the bindings
  /// is the start of a day in the environment calendar's time zone.
  public struct MultiDayPicker: View {
    /// Which days of the week can be picked: all, the working days, or the weekend (Saturday
    /// and Sunday unless the picker is given the locale's weekend).
    public typealias IncludeDays = IncludedDays
    /// The original MultiDatePicker's name for ``IncludeDays``.
    public typealias DateSelectionChoices = IncludedDays

    private let storage: PickerStorage
    private let includeDays: IncludedDays
    private let minDate: Date?
    private let maxDate: Date?
    private let weekend: WeekendReading

    /// The month grid, with the selected days marked and the excluded ones greyed.
    public var body: some View {
      CalendarContextReader(calendar: nil) { context, today in
        let lower = minDate.map(context.day(for:)) ?? Day.earliest
        let upper = maxDate.map(context.day(for:)) ?? Day.latest
        MultiDayPickerContent(
          context: context, today: today, storage: storage, includeDays: includeDays,
          weekend: weekend, range: min(lower, upper)...max(lower, upper)
        )
        .id(
          PickerIdentity(
            context: context, includeDays: includeDays, weekend: weekend, lower: lower,
            upper: upper))
      }
    }
  }

  // The initializers are in an extension so that the memberwise one they call stays.
  extension MultiDayPicker {
    /// Picks one day; a tap on another day replaces it.
    ///
    /// - Parameters:
    ///   - singleDay: The day (the start of it).
    ///   - includeDays: Which days of the week can be picked.
    ///   - minDate: The first day that can be picked, if any.
    ///   - maxDate: The last day that can be picked, if any.
    ///   - weekend: The weekend `includeDays` means: Saturday and Sunday (by default, as the
    ///     original), or the locale's (`.locale`: Friday and Saturday in Israel).
    public init(
      singleDay: Binding<Date>, includeDays: IncludeDays = .allDays, minDate: Date? = nil,
      maxDate: Date? = nil,
      weekend: WeekendReading = .saturdaySunday
    ) {
      self.init(
        storage: .single(singleDay), includeDays: includeDays, minDate: minDate,
        maxDate: maxDate, weekend: weekend)
    }

    /// Picks any set of days; a tap toggles a day. The array is kept sorted ascending.
    ///
    /// - Parameters:
    ///   - anyDays: The days (the start of each).
    ///   - includeDays: Which days of the week can be picked.
    ///   - minDate: The first day that can be picked, if any.
    ///   - maxDate: The last day that can be picked, if any.
    ///   - weekend: The weekend `includeDays` means: Saturday and Sunday (by default, as the
    ///     original), or the locale's (`.locale`: Friday and Saturday in Israel).
    public init(
      anyDays: Binding<[Date]>, includeDays: IncludeDays = .allDays, minDate: Date? = nil,
      maxDate: Date? = nil,
      weekend: WeekendReading = .saturdaySunday
    ) {
      self.init(
        storage: .anyDays(anyDays), includeDays: includeDays, minDate: minDate,
        maxDate: maxDate, weekend: weekend)
    }

    /// Picks a range: `nil` until two days are picked, in either order; a third tap empties
    /// it again and starts a new range.
    ///
    /// - Parameters:
    ///   - dateRange: The first day's start through the last day's start, or `nil`.
    ///   - includeDays: Which days of the week can be picked.
    ///   - minDate: The first day that can be picked, if any.
    ///   - maxDate: The last day that can be picked, if any.
    ///   - weekend: The weekend `includeDays` means: Saturday and Sunday (by default, as the
    ///     original), or the locale's (`.locale`: Friday and Saturday in Israel).
    public init(
      dateRange: Binding<ClosedRange<Date>?>, includeDays: IncludeDays = .allDays,
      minDate: Date? = nil, maxDate: Date? = nil,
      weekend: WeekendReading = .saturdaySunday
    ) {
      self.init(
        storage: .dateRange(dateRange), includeDays: includeDays, minDate: minDate,
        maxDate: maxDate, weekend: weekend)
    }
  }

  /// What the picker writes to.
  private enum PickerStorage {
    case single(Binding<Date>)
    case anyDays(Binding<[Date]>)
    case dateRange(Binding<ClosedRange<Date>?>)

    /// What the bound value picks: one day, any days, or a range that stays `nil` until both
    /// ends are picked.
    var pickerMode: PickerMode {
      switch self {
      case .single: .single
      case .anyDays: .multiple
      case .dateRange: .range(.completeOrNothing)
      }
    }

    /// Whether a tap may take a day back: not for one day, whose binding cannot be empty, so
    /// a second tap on the day is refused and says so, as in every face with deselection off.
    var allowsDeselection: Bool {
      if case .single = self { return false }
      return true
    }

    /// The bound value as dates in order.
    var dates: [Date] {
      switch self {
      case .single(let binding): [binding.wrappedValue]
      case .anyDays(let binding): binding.wrappedValue.sorted()
      case .dateRange(let binding):
        binding.wrappedValue.map { [$0.lowerBound, $0.upperBound] } ?? []
      }
    }

    /// The value the model would write, as dates in order.
    func dates(of model: MonthCalendarModel) -> [Date] {
      let context = model.context
      switch self {
      case .single:
        return model.selectedDays.suffix(1).map(context.startDate(of:))
      case .anyDays:
        return model.selectedDays.map(context.startDate(of:))
      case .dateRange:
        return model.selectedRange.map {
          [context.startDate(of: $0.lowerBound), context.startDate(of: $0.upperBound)]
        } ?? []
      }
    }

    func write(_ model: MonthCalendarModel) {
      let context = model.context
      switch self {
      case .single(let binding):
        if let day = model.selectedDays.last { binding.wrappedValue = context.startDate(of: day) }
      case .anyDays(let binding):
        binding.wrappedValue = model.selectedDays.map(context.startDate(of:))
      case .dateRange(let binding):
        binding.wrappedValue = model.selectedRange.map(context.dates(for:))
      }
    }
  }

  private struct PickerIdentity: Hashable {
    let context: CalendarContext
    let includeDays: IncludedDays
    let weekend: WeekendReading
    let lower: Day
    let upper: Day
  }

  /// The picker once the environment is known: holds the engine's model.
  private struct MultiDayPickerContent: View {
    let storage: PickerStorage
    @State private var model: MonthCalendarModel
    /// When the bound value is new and when to write it (the bound days, ascending).
    @State private var sync: BindingSync<[Day]>
    @State private var showsWheels = false

    init(
      context: CalendarContext, today: Day, storage: PickerStorage, includeDays: IncludedDays,
      weekend: WeekendReading, range: ClosedRange<Day>
    ) {
      self.storage = storage
      let days = storage.dates.map(context.day(for:))
      self._sync = State(initialValue: BindingSync(initial: days.sorted()))
      self._model = State(
        initialValue: MonthCalendarModel.calendarView(
          mode: storage.pickerMode, context: context, range: range, today: today,
          includedDays: includeDays, weekend: weekend,
          allowsDeselection: storage.allowsDeselection, selectedDays: days))
    }

    var body: some View {
      CalendarPane(
        model: $model, style: CalendarStyle(todayColor: .accentColor), titleToggles: true,
        showsAlternative: $showsWheels, alternative: { wheels }
      ) { update in
        // The bound value is what the binding can hold (nil until a range is complete): a
        // pending first end changes nothing to write, and the echo of a write is not taken
        // back, so the pending end survives.
        let bound = storage.dates(of: model).map(model.context.day(for:))
        if update.selectionChanged, sync.viewChanged(to: bound) { storage.write(model) }
      }
      .onChange(of: storage.dates) {
        let bound = storage.dates.map(model.context.day(for:)).sorted()
        if let days = sync.parentPassed(bound) { model.setSelectedDays(days) }
      }
    }

    private var wheels: some View {
      let labels = ControlLabels(locale: model.context.locale)
      // No announcement of our own: a wheel already speaks its new value under VoiceOver,
      // and the engine's "April 2026" on top of it was heard twice.
      let shown = Binding<CalendarMonth>(
        get: { model.displayedMonth },
        set: { month in _ = model.show(month) })
      return HStack(spacing: 0) {
        wheel(
          Picker(labels.month, selection: shown) {
            ForEach(model.monthChoices()) { choice in
              Text(verbatim: choice.text).tag(choice.month)
            }
          })
        wheel(
          Picker(labels.year, selection: shown) {
            ForEach(model.yearChoices()) { choice in
              Text(verbatim: choice.text).tag(choice.month)
            }
          })
      }
    }

    /// A wheel in an equal half of the row, clipped to it: side by side, two wheels' touch
    /// areas otherwise overlap (a wheel takes touches beyond its frame). Wheels are iOS only;
    /// elsewhere the platform's default picker style shows.
    private func wheel(_ picker: some View) -> some View {
      #if os(iOS)
        picker
          .pickerStyle(.wheel)
          .frame(maxWidth: .infinity)
          .compositingGroup()
          .clipped()
          .contentShape(Rectangle())
      #else
        picker.frame(maxWidth: .infinity)
      #endif
    }
  }

  #Preview("One day") {
    @Previewable @State var day = Date.now
    MultiDayPicker(singleDay: $day).padding()
  }

  #Preview("Any days, weekdays only") {
    @Previewable @State var days: [Date] = []
    MultiDayPicker(anyDays: $days, includeDays: .weekdaysOnly).padding()
  }

  #Preview("A range within bounds") {
    @Previewable @State var range: ClosedRange<Date>? = nil
    MultiDayPicker(
      dateRange: $range, minDate: .now, maxDate: .now.addingTimeInterval(90 * 86_400)
    )
    .padding()
  }
#endif
