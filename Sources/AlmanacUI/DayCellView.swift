#if canImport(SwiftUI)
  import Almanac
  import SwiftUI

  /// One day of a month grid: draws the engine's ``DayAppearance`` and speaks its
  /// ``AccessibleText``. It decides nothing.
  struct DayCellView: View {
    let cell: MonthPageCell
    let appearance: DayAppearance
    let style: CalendarStyle
    let height: CGFloat
    let isKeyboardFocused: Bool
    /// Shows the day's events (a long press, or VoiceOver's "Events" action); only for days
    /// with events.
    var showEvents: (() -> Void)? = nil
    var eventsActionLabel: String = ""
    /// The events whose dots show, in the engine's order (their own colours; the style's dot
    /// colour for those without one).
    var dotEvents: [CalendarEvent] = []
    let action: () -> Void
    @Environment(\.colorScheme) private var colorScheme
    /// An event dot's diameter, grown with Dynamic Type.
    @ScaledMetric(relativeTo: .caption2) private var dotSize: CGFloat = 4
    /// The "+N" mark's size, grown with Dynamic Type.
    @ScaledMetric(relativeTo: .caption2) private var overflowSize: CGFloat = 8

    var body: some View {
      // Not a `Button`: a button also fires on the release of a long press that a
      // simultaneous gesture handles. The long press runs exclusively before the tap, so a
      // long press shows the events and never toggles the day. The traits and the default
      // accessibility action make it the button it was for VoiceOver and Switch Control.
      //
      // The day is the accessibility element, disabled when the engine says it cannot be
      // picked (VoiceOver adds "dimmed" to its "Unavailable" value); the gestures sit on a
      // container around it, so a finger's tap on such a day still reaches the engine, which
      // refuses it with a reason that is announced.
      ZStack {
        content
          .opacity(appearance.isHidden ? 0 : 1)
          .disabled(!appearance.isEnabled)
          .accessibilityElement(children: .ignore)
          .accessibilityHidden(appearance.isHidden)
          .accessibilityLabel(cell.accessibleText?.label ?? "")
          .accessibilityValue(cell.accessibleText?.value ?? "")
          .accessibilityHint(cell.accessibleText?.hint ?? "")
          .accessibilityAddTraits(
            cell.role.isMarkedSelected ? [.isButton, .isSelected] : .isButton
          )
          .accessibilityAction { activate() }
          .accessibilityActions {
            if cell.eventCount > 0, let showEvents {
              Button(eventsActionLabel) { showEvents() }
            }
          }
      }
      .contentShape(Rectangle())
      .gesture(
        LongPressGesture(minimumDuration: 0.4)
          .onEnded { _ in
            if cell.eventCount > 0, let showEvents { showEvents() } else { activate() }
          }
          .exclusively(before: TapGesture().onEnded { activate() })
      )
    }

    /// A tap (or VoiceOver's activation) on a day that shows: the engine selects it, or
    /// refuses with a reason.
    private func activate() {
      if !appearance.isHidden { action() }
    }

    private var content: some View {
      ZStack {
        band
        if let fill = appearance.fill {
          appearance.shape.shape
            .fill(style.color(for: fill))
            .aspectRatio(appearance.shape == .round ? 1 : nil, contentMode: .fit)
            .padding(2)
        }
        if let ring = appearance.ring {
          appearance.shape.shape
            .stroke(style.color(for: ring), lineWidth: 1.5)
            .aspectRatio(appearance.shape == .round ? 1 : nil, contentMode: .fit)
            .padding(3)
        }
        // One line at every Dynamic Type size: the number shrinks rather than wraps or
        // truncates when the column is narrower than the largest sizes need.
        Text(verbatim: appearance.text)
          .fontWeight(appearance.isEmphasized ? .semibold : .regular)
          .monospacedDigit()
          .lineLimit(1)
          .minimumScaleFactor(0.5)
          .foregroundStyle(style.color(for: appearance.foreground))
        if appearance.dotCount > 0 {
          dots
        }
        if appearance.showsFocusRing && isKeyboardFocused {
          appearance.shape.shape
            .stroke(style.color(for: .focusRing), lineWidth: 2)
            .padding(1)
        }
      }
      .frame(maxWidth: .infinity, minHeight: height)
    }

    /// The band behind a range: whole, or the inner half of an end. `HStack` mirrors in
    /// right-to-left layouts, so "trailing" stays toward later days.
    @ViewBuilder private var band: some View {
      let color = style.color(for: .selectionBand)
      switch appearance.band {
      case .none:
        EmptyView()
      case .full:
        Rectangle().fill(color).padding(.vertical, 2)
      case .trailingHalf:
        HStack(spacing: 0) {
          Color.clear
          Rectangle().fill(color)
        }
        .padding(.vertical, 2)
      case .leadingHalf:
        HStack(spacing: 0) {
          Rectangle().fill(color)
          Color.clear
        }
        .padding(.vertical, 2)
      }
    }

    /// The colour of the `index`th dot: its event's, in the current appearance, or the style's.
    private func dotColor(_ index: Int) -> Color {
      let isDark = colorScheme == .dark
      let own =
        dotEvents.indices.contains(index)
        ? dotEvents[index].color(inDarkAppearance: isDark) : nil
      return own.map { Color($0) } ?? style.color(for: .eventDot)
    }

    private var dots: some View {
      VStack {
        Spacer()
        HStack(spacing: 2) {
          ForEach(0..<appearance.dotCount, id: \.self) { index in
            Circle()
              .foregroundStyle(dotColor(index))
              .frame(width: dotSize, height: dotSize)
          }
          if appearance.overflowCount > 0 {
            Text(verbatim: "+\(appearance.overflowCount)")
              .font(.system(size: overflowSize))
              .lineLimit(1)
              .foregroundStyle(style.color(for: .eventDot))
          }
        }
        .padding(.bottom, 3)
      }
      .accessibilityHidden(true)
    }
  }
#endif
