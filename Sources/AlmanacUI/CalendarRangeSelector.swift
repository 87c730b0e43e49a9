#if canImport(SwiftUI)
  import Almanac
  import AlmanacUISupport
  import SwiftUI

  /// A month calendar that selects a stay: the first tap picks the start, a tap on or after
  /// it the end; a tap before the start, or any tap once the range is complete, starts again
  /// (the engine's forward range).
  ///
  /// Endpoints are filled circles with white semibold text, the days between sit on a band
  /// that also covers the inner half of each endpoint; the weekday row has the very short
  /// symbols ("S M T W T F S"). VoiceOver reads each day's full date with "Start of range",
  /// "In range", "End of range" or "Selected"; the ends (and a lone day) carry the selected
  /// trait, the days between do not. Today's ring moves at midnight. Binding writes animate
  /// (not with Reduce Motion).
  /// Dates are formatted in the environment's locale and the calendar's time zone; every
  /// date written to the bindings is the start of a day in that zone.
  public struct CalendarRangeSelector: View {
    @Binding private var start: Date?
    @Binding private var end: Date?
    private let month: Date?
    private let calendar: Calendar
    private let tint: Color

    /// Creates a range selector.
    ///
    /// - Parameters:
    ///   - start: The first day of the range (the start of that day), or `nil`.
    ///   - end: The last day of the range, or `nil` until it is picked.
    ///   - month: A date in the month shown first; by default today's (`\.calendarToday`).
    ///   - calendar: The calendar (system, time zone, first weekday).
    ///   - tint: The colour of the selection and the buttons.
    public init(
      start: Binding<Date?>, end: Binding<Date?>, month: Date? = nil,
      calendar: Calendar = .current, tint: Color = .indigo
    ) {
      self._start = start
      self._end = end
      self.month = month
      self.calendar = calendar
      self.tint = tint
    }

    /// The month grid with the range's endpoints and band, and its header.
    public var body: some View {
      CalendarContextReader(calendar: calendar) { context, today in
        RangeSelectorContent(
          context: context, today: today, month: month.map(context.day(for:)) ?? today,
          start: $start, end: $end, tint: tint
        )
        .id(context)
      }
    }
  }

  /// The selector once the environment is known: holds the engine's model.
  private struct RangeSelectorContent: View {
    @Binding var start: Date?
    @Binding var end: Date?
    let tint: Color
    @State private var model: MonthCalendarModel
    /// When the bound ends are new and when to write them.
    @State private var sync: BindingSync<[Day?]>
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(
      context: CalendarContext, today: Day, month: Day, start: Binding<Date?>,
      end: Binding<Date?>, tint: Color
    ) {
      self._start = start
      self._end = end
      self.tint = tint
      let ends = [start.wrappedValue, end.wrappedValue].map { $0.map(context.day(for:)) }
      let days = ends.compactMap { $0 }
      self._sync = State(initialValue: BindingSync(initial: ends))
      self._model = State(
        initialValue: MonthCalendarModel.calendarView(
          mode: .range(.forward), context: context, today: today, selectedDays: days,
          displayedDay: month))
    }

    var body: some View {
      CalendarPane(
        model: $model, style: CalendarStyle(selectionColor: tint), tint: tint,
        weekdaySymbols: .narrow
      ) { update in
        let ends = [model.selection?.start, model.selection?.end]
        guard update.selectionChanged, sync.viewChanged(to: ends) else { return }
        // As the original, the parent's views that read the range animate with it.
        withAnimation(reduceMotion ? nil : .snappy) {
          start = ends[0].map(model.context.startDate(of:))
          end = ends[1].map(model.context.startDate(of:))
        }
      }
      .onChange(of: [start, end]) {
        let ends = [start, end].map { $0.map(model.context.day(for:)) }
        if let days = sync.parentPassed(ends) { model.setSelectedDays(days.compactMap { $0 }) }
      }
    }
  }

  #Preview("Range selector") {
    @Previewable @State var start: Date? = nil
    @Previewable @State var end: Date? = nil
    CalendarRangeSelector(start: $start, end: $end).padding()
  }
#endif
