#if canImport(SwiftUI)
  import Almanac
  import SwiftUI

  /// The header of a month grid: previous and next month buttons (44-point targets, arrows
  /// from the engine, so mirrored right to left), and the title as a header that VoiceOver
  /// can adjust to page months. The title may be a button (to show month and year wheels).
  ///
  /// The title, the arrows and whether each can page are read from the model here, for every
  /// face that shows the header.
  struct MonthHeaderView: View {
    let model: MonthCalendarModel
    let labels: ControlLabels
    var font: Font = .headline
    var tint: Color = .accentColor
    var titleAction: (() -> Void)? = nil
    var titleActionLabel: String = ""
    var showsNavigation: Bool = true
    let onPrevious: () -> Void
    let onNext: () -> Void

    var body: some View {
      HStack {
        titleView
          .accessibilityAddTraits(.isHeader)
          .accessibilityAdjustableAction { direction in
            if direction == .increment {
              onNext()
            } else if direction == .decrement {
              onPrevious()
            }
          }
        Spacer()
        if showsNavigation {
          arrowButton(
            model.previousMonthArrow, label: labels.previousMonth,
            enabled: model.previousMonth != nil
          ) {
            onPrevious()
          }
          arrowButton(
            model.nextMonthArrow, label: labels.nextMonth, enabled: model.nextMonth != nil
          ) {
            onNext()
          }
        }
      }
    }

    @ViewBuilder private var titleView: some View {
      if let titleAction {
        Button(action: titleAction) {
          HStack(spacing: 4) {
            Text(verbatim: model.title).font(font)
            Image(systemName: "chevron.down").imageScale(.small)
          }
        }
        .tint(tint)
        .accessibilityHint(titleActionLabel)
      } else {
        Text(verbatim: model.title).font(font)
      }
    }

    private func arrowButton(
      _ arrow: HorizontalArrow, label: String, enabled: Bool, action: @escaping () -> Void
    ) -> some View {
      Button(action: action) {
        Image(systemName: arrow == .left ? "chevron.left" : "chevron.right")
          .frame(minWidth: 44, minHeight: 44)
          .contentShape(Rectangle())
      }
      .tint(tint)
      .disabled(!enabled)
      .accessibilityLabel(label)
    }
  }
#endif
