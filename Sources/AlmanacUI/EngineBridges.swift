#if canImport(SwiftUI)
  import Almanac
  import AlmanacUISupport
  import SwiftUI

  #if canImport(UIKit)
    import UIKit
  #endif

  extension Color {
    /// The engine's sRGB colour as a SwiftUI colour.
    ///
    /// - Parameter color: An sRGB colour.
    init(_ color: SRGBColor) {
      self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: 1)
    }

    /// Black or white, whichever contrasts more with this colour in `environment` (WCAG 2,
    /// decided by the engine).
    ///
    /// - Parameter environment: The environment the colour resolves in (dark mode, contrast).
    /// - Returns: `.black` or `.white`.
    func contrastingForeground(in environment: EnvironmentValues) -> Color {
      let resolved = resolve(in: environment)
      let srgb = SRGBColor(
        linearRed: Double(resolved.linearRed), linearGreen: Double(resolved.linearGreen),
        linearBlue: Double(resolved.linearBlue))
      return Color(srgb.contrastingForeground)
    }
  }

  extension LayoutDirection {
    /// The layout direction of the engine's reading direction.
    ///
    /// - Parameter direction: The engine's reading direction.
    init(_ direction: ReadingDirection) {
      self = direction.isRightToLeft ? .rightToLeft : .leftToRight
    }
  }

  extension CellShape {
    /// The shape of fills and rings.
    var shape: AnyShape {
      switch self {
      case .round: AnyShape(Circle())
      case .square: AnyShape(Rectangle())
      case .bevel(let radius): AnyShape(RoundedRectangle(cornerRadius: radius))
      }
    }
  }

  extension FocusCommand {
    /// The engine's command for a hardware key: arrows, Home/End, Page Up/Down (with Shift,
    /// a year), through the engine's DOM key names.
    ///
    /// - Parameter press: The key press.
    init?(press: KeyPress) {
      let names: [KeyEquivalent: String] = [
        .leftArrow: "ArrowLeft", .rightArrow: "ArrowRight", .upArrow: "ArrowUp",
        .downArrow: "ArrowDown", .home: "Home", .end: "End", .pageUp: "PageUp",
        .pageDown: "PageDown",
      ]
      guard let name = names[press.key] else { return nil }
      self.init(keyName: name, isShiftPressed: press.modifiers.contains(.shift))
    }
  }

  extension KeyPress {
    /// Whether the key selects the focused item (Return or Space).
    var isActivation: Bool { key == .return || key == .space }
  }

  extension MonthCalendarModel {
    /// What a hardware key does to the calendar: Return or Space activates the focused day,
    /// arrows, Home/End and Page Up/Down move the focus; other keys do nothing.
    ///
    /// - Parameter press: The key press.
    /// - Returns: The update, or `nil` when the key is not the calendar's.
    mutating func update(for press: KeyPress) -> MonthCalendarUpdate? {
      if press.isActivation { return activateFocusedDay() }
      guard let command = FocusCommand(press: press) else { return nil }
      return handle(command)
    }
  }

  /// Where the views' announcements go: VoiceOver, through UIKit's
  /// `UIAccessibility.post(notification:argument:)` (SwiftUI's
  /// `AccessibilityNotification.Announcement`, iOS 17, is missing from the type-checking
  /// stub). The run tests put a recorder in its place.
  struct CalendarAnnouncer: Sendable {
    /// Posts one announcement.
    let post: @MainActor @Sendable (String) -> Void

    /// Announces to VoiceOver (nothing without UIKit).
    static let voiceOver = CalendarAnnouncer { text in
      #if canImport(UIKit)
        UIAccessibility.post(notification: .announcement, argument: text)
      #endif
    }

    /// Announces `text`, unless there is none.
    ///
    /// - Parameter text: The text to announce, if any.
    @MainActor func callAsFunction(_ text: String?) {
      guard let text, !text.isEmpty else { return }
      post(text)
    }
  }

  extension EnvironmentValues {
    /// Where Almanac's views post their announcements.
    @Entry var calendarAnnouncer: CalendarAnnouncer = .voiceOver

    /// The instant fixed with `.calendarToday(_:)`, or `nil` to follow the clock.
    @Entry var fixedCalendarToday: Date? = nil

    /// The instant that counts as now for Almanac's views (today is circled, the initial
    /// month): the clock, unless `.calendarToday(_:)` fixed it for previews and tests. The
    /// views read it again at the start of each day.
    public var calendarToday: Date {
      get { fixedCalendarToday ?? .now }
      set { fixedCalendarToday = newValue }
    }
  }

  extension View {
    /// Fixes the instant that counts as now for Almanac's views below.
    ///
    /// - Parameter date: The instant.
    /// - Returns: A view with the date in its environment.
    public func calendarToday(_ date: Date) -> some View {
      environment(\.fixedCalendarToday, date)
    }
  }

  /// Reads what a picker's engine model starts from out of the environment: the context of
  /// `calendar` (the environment's when `nil`) in the environment's locale, and today in it
  /// (`\.calendarToday`). A picker's public view is this reader around the view that holds its
  /// model.
  struct CalendarContextReader<Content: View>: View {
    /// The calendar, or `nil` for the environment's.
    let calendar: Calendar?
    /// The picker for the context and today.
    @ViewBuilder let content: (_ context: CalendarContext, _ today: Day) -> Content
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var environmentCalendar
    @Environment(\.calendarToday) private var now

    var body: some View {
      let context = CalendarContext(calendar: calendar ?? environmentCalendar, locale: locale)
      content(context, context.day(for: now))
    }
  }

  /// Keeps a month model's "today" current: reads the instant taken for now again when the
  /// environment fixes another one, and at the start of each day in the model's time zone
  /// (`TodayClock`), so that today's ring moves at midnight without another render.
  struct TodayUpdates: ViewModifier {
    @Binding var model: MonthCalendarModel
    @Environment(\.fixedCalendarToday) private var fixedNow
    /// Bumped at the start of each day.
    @State private var dayTick = 0

    func body(content: Content) -> some View {
      content
        .task(id: dayTick) {
          let change = TodayClock.nextChange(after: Date(), in: model.context)
          try? await Task.sleep(for: .seconds(max(1, change.timeIntervalSinceNow)))
          if !Task.isCancelled { dayTick += 1 }
        }
        .onChange(of: dayTick) { readToday() }
        .onChange(of: fixedNow) { readToday() }
    }

    private func readToday() {
      let today = model.context.day(for: fixedNow ?? Date())
      if today != model.today { model.today = today }
    }
  }

  extension View {
    /// Keeps `model`'s today current (see ``TodayUpdates``).
    ///
    /// - Parameter model: The month model.
    /// - Returns: The view, updating the model's today.
    func updatingToday(of model: Binding<MonthCalendarModel>) -> some View {
      modifier(TodayUpdates(model: model))
    }
  }
#endif
