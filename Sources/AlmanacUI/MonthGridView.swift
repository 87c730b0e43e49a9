#if canImport(SwiftUI)
  import Almanac
  import SwiftUI

  /// The weekday row's symbols: narrow ("M", the original range selector's very short
  /// symbols) or short ("Mon").
  enum WeekdaySymbolWidth {
    case narrow
    case short
  }

  /// A month page: the weekday symbols (hidden from VoiceOver, their meaning is in each day's
  /// label) and the week rows of day cells.
  struct MonthGridView: View {
    let page: MonthPage
    let style: CalendarStyle
    /// The weekday row's symbols; narrow ones at the accessibility text sizes, whatever this
    /// says, so that a name never breaks in the middle.
    var weekdaySymbols: WeekdaySymbolWidth = .short
    /// A style for one day, replacing `style` for that cell.
    var styleForDay: ((Day) -> CalendarStyle?)? = nil
    let dayHeight: CGFloat
    var isKeyboardFocused: Bool = false
    /// Shows a day's events (long press, VoiceOver action).
    var showEvents: ((Day) -> Void)? = nil
    var eventsActionLabel: String = ""
    /// A day's events in the engine's order, for the colours of its dots.
    var eventsOnDay: ((Day) -> [CalendarEvent])? = nil
    let onTap: (Day) -> Void
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
      let narrow = weekdaySymbols == .narrow || dynamicTypeSize.isAccessibilitySize
      VStack(spacing: 4) {
        HStack(spacing: 0) {
          ForEach(page.weekdays, id: \.weekday) { name in
            Text(verbatim: narrow ? name.narrow : name.short)
              .font(.caption)
              .lineLimit(1)
              .minimumScaleFactor(0.5)
              .foregroundStyle(.secondary)
              .frame(maxWidth: .infinity)
          }
        }
        .accessibilityHidden(true)
        Grid(horizontalSpacing: 0, verticalSpacing: 2) {
          ForEach(page.weeks.indices, id: \.self) { row in
            GridRow {
              ForEach(page.weeks[row]) { cell in
                let cellStyle = cell.day.flatMap { styleForDay?($0) } ?? style
                let appearance = DayAppearance(cell: cell, style: cellStyle.spec)
                DayCellView(
                  cell: cell, appearance: appearance,
                  style: cellStyle, height: dayHeight, isKeyboardFocused: isKeyboardFocused,
                  showEvents: showEvents.flatMap { show in cell.day.map { day in { show(day) } } },
                  eventsActionLabel: eventsActionLabel,
                  dotEvents: appearance.dotCount > 0
                    ? Array(
                      cell.day.flatMap { eventsOnDay?($0) }?.prefix(appearance.dotCount) ?? [])
                    : []
                ) {
                  if let day = cell.day { onTap(day) }
                }
              }
            }
          }
        }
      }
    }
  }
#endif
