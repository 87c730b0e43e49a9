/// Which of the UIKit calendar view's style colours a day cell uses, decided from the
/// engine's ``DayFacts`` so that the view only looks colours up.
///
/// Precedence, highest first:
/// - text: adjacent-month day → `adjacent`; unavailable (outside the data source's dates) →
///   `outOfRange`; selected → `selected`; today → `today`; weekend (when weekends are marked)
///   → `weekend`; else `normal`.
/// - fill: selected (any role) → `selected`; today → `today`; else `none`. Adjacent-month
///   days are never filled.
/// - ring: the selected ends (`single`, `start`, `end`), not the band between them.
public struct CalendarViewDayAppearance: Hashable, Sendable {
  /// The cell background.
  public enum Fill: String, Hashable, Sendable, CaseIterable {
    /// The style's default cell colour.
    case none
    /// `cellColorToday`.
    case today
    /// `cellSelectedColor`.
    case selected
  }

  /// The day number's colour.
  public enum Text: String, Hashable, Sendable, CaseIterable {
    /// `cellTextColorDefault`.
    case normal
    /// `cellTextColorToday`.
    case today
    /// `cellSelectedTextColor`.
    case selected
    /// `cellTextColorWeekend`.
    case weekend
    /// `cellColorOutOfRange`.
    case outOfRange
    /// `cellTextColorAdjacent`.
    case adjacent
  }

  /// The background.
  public var fill: Fill
  /// The text colour.
  public var text: Text
  /// Whether the selection ring is drawn.
  public var hasSelectionRing: Bool
  /// Whether the cell takes taps and is a VoiceOver element: days of the displayed month
  /// (adjacent days are shown for context and belong to their own month's page).
  public var isInteractive: Bool

  /// The appearance of a day.
  ///
  /// - Parameters:
  ///   - facts: The day's facts from a ``SelectionRenderer``, with the displayed month.
  ///   - marksWeekends: Whether weekend days get the weekend text colour.
  public init(facts: DayFacts, marksWeekends: Bool) {
    let isAdjacent = !facts.isInDisplayedMonth
    isInteractive = !isAdjacent
    if isAdjacent {
      fill = .none
      text = .adjacent
      hasSelectionRing = false
      return
    }
    fill = facts.isSelected ? .selected : facts.isToday ? .today : .none
    hasSelectionRing = facts.role == .single || facts.role == .start || facts.role == .end
    if facts.isUnavailable {
      text = .outOfRange
    } else if facts.isSelected {
      text = .selected
    } else if facts.isToday {
      text = .today
    } else if marksWeekends, facts.isWeekend {
      text = .weekend
    } else {
      text = .normal
    }
  }
}
