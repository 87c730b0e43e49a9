#if canImport(SwiftUI)
  import Almanac
  import SwiftUI

  /// A month page: the weekday symbols (hidden from VoiceOver, their meaning is in each day's
  /// label) and the week rows of day cells.
  struct MonthGridView: View {
    let page: MonthPage
    let style: CalendarStyle
    /// A style for one day, replacing `style` for that cell.
    var styleForDay: ((Day) -> CalendarStyle?)? = nil
    let dayHeight: CGFloat
    var isKeyboardFocused: Bool = false
    /// Shows a day's events (long press, VoiceOver action).
    var showEvents: ((Day) -> Void)? = nil
    var eventsActionLabel: String = ""
    let onTap: (Day) -> Void

    var body: some View {
      VStack(spacing: 4) {
        HStack(spacing: 0) {
          ForEach(page.weekdays, id: \.weekday) { name in
            Text(verbatim: name.short)
              .font(.caption)
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
                DayCellView(
                  cell: cell, appearance: DayAppearance(cell: cell, style: cellStyle.spec),
                  style: cellStyle, height: dayHeight, isKeyboardFocused: isKeyboardFocused,
                  showEvents: showEvents.flatMap { show in cell.day.map { day in { show(day) } } },
                  eventsActionLabel: eventsActionLabel
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
