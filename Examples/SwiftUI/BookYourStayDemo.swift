#if canImport(SwiftUI)
  import AlmanacUI
  import SwiftUI

  /// A demo of ``CalendarRangeSelector``: "Book your stay" with the engine's nights summary
  /// ("Pick your arrival", "Now pick your departure", "4 nights") and the stay's dates.
  struct BookYourStayDemo: View {
    @State private var start: Date?
    @State private var end: Date?
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar

    init() {}

    var body: some View {
      let context = CalendarContext(calendar: calendar, locale: locale)
      let summary = StaySummary(
        start: start.map(context.day(for:)), end: end.map(context.day(for:)))
      VStack(alignment: .leading, spacing: 12) {
        Text("Book your stay").font(.title2.bold())
        CalendarRangeSelector(start: $start, end: $end, calendar: calendar)
        Text(verbatim: summary.phrase(locale: locale))
          .font(.headline)
          .contentTransition(.opacity)
        if let start, let end {
          let first = context.day(for: min(start, end))
          let last = context.day(for: max(start, end))
          Text(verbatim: DayRangeFormatter(context: context).string(from: first...last))
            .foregroundStyle(.secondary)
        }
      }
      .padding()
    }
  }

  #Preview("Book your stay") {
    BookYourStayDemo()
  }
#endif
