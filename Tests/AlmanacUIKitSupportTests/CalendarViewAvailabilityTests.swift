import Almanac
import AlmanacTestSupport
import AlmanacUIKitSupport
import Foundation
import Testing

/// The delegate's `canSelectDate` as the model's availability: one rule for taps,
/// `selectDate(_:)`, `selectRange(_:)` and the drawing.
@MainActor
@Suite("UIKit calendar view: the delegate's canSelectDate")
struct CalendarViewAvailabilityTests {
  private let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)

  /// A model over 2026 whose rule refuses `refused`.
  private func model(
    _ mode: CalendarSelectionMode, refusing refused: Set<Day>, rule: MainActorDayRule? = nil
  ) -> (MonthCalendarModel, MainActorDayRule) {
    let rule = rule ?? MainActorDayRule { !refused.contains($0) }
    let model = MonthCalendarModel.calendarView(
      context: context, start: context.startDate(of: day(2026, 1, 1)),
      end: context.startDate(of: day(2026, 12, 31)),
      today: context.startDate(of: day(2026, 3, 1)), mode: mode, allowsDeselection: true,
      rule: rule, keeping: nil)
    return (model, rule)
  }

  @Test("selectDate(_:) of a refused day selects nothing and says why, as a tap")
  func selectDateAsksTheRule() {
    let (model, _) = model(.single, refusing: [day(2026, 3, 10)])
    var store = TestStore(model, observe: CalendarState.init)
    let refusal = CalendarMessage.rejected(.unavailable(UnavailableReason(.predicate)))
    let update = store.send({ $0.select(day(2026, 3, 10)) }) {
      $0.focusedDay = day(2026, 3, 10)
      $0.message = refusal
    }
    #expect(update.selectionEvents.allSatisfy { if case .rejected = $0 { true } else { false } })
    store.send({ $0.tap(day(2026, 3, 10)) })
    store.send({ $0.select(day(2026, 3, 11)) }) {
      $0.days = [day(2026, 3, 11)]
      $0.focusedDay = day(2026, 3, 11)
      $0.message = nil
      $0.summary = "Mar 11, 2026"
      $0.result = .day(day(2026, 3, 11))
    }
  }

  @Test("a range drawn across refused days leaves them out of the band")
  func refusedDaysAreNotInBand() throws {
    let refused: Set<Day> = [day(2026, 3, 14), day(2026, 3, 15)]
    var (model, _) = model(.range, refusing: refused)
    model.tap(day(2026, 3, 10))
    model.tap(day(2026, 3, 20))
    #expect(model.selectedRange == day(2026, 3, 10)...day(2026, 3, 20))
    let cells = model.page(for: model.displayedMonth).cells.filter(\.isInMonth)
    for cell in cells {
      let cellDay = try #require(cell.day)
      if refused.contains(cellDay) {
        #expect(cell.role == .outside, "\(cellDay) is refused but drawn \(cell.role)")
        #expect(!cell.isSelectable, "\(cellDay) is refused but drawn selectable")
      } else if cellDay > day(2026, 3, 10) && cellDay < day(2026, 3, 20) {
        #expect(cell.role == .middle, "\(cellDay)")
      }
    }
  }

  @Test("selectRange(_:) in multiple mode selects only the days the rule allows")
  func selectRangeInMultipleMode() {
    var (model, _) = model(.multiple, refusing: [day(2026, 3, 3)])
    model.selectRange(day(2026, 3, 1)...day(2026, 3, 4))
    #expect(model.selectedDays == [day(2026, 3, 1), day(2026, 3, 2), day(2026, 3, 4)])
  }

  @Test("a new rule applies at once, without a new model")
  func ruleChanges() {
    var (model, rule) = model(.single, refusing: [])
    #expect(
      model.page(for: model.displayedMonth).cells.allSatisfy {
        !$0.isInMonth || $0.isSelectable
      })
    rule.rule = { $0 != day(2026, 3, 12) }
    let twelfth = model.page(for: model.displayedMonth).cells.first { $0.day == day(2026, 3, 12) }
    #expect(twelfth?.isSelectable == false)
    model.tap(day(2026, 3, 12))
    #expect(model.selectedDays.isEmpty)
  }

  @Test("a deselecting tap on a day the rule now refuses still deselects")
  func deselectionIsNotAsked() {
    let rule = MainActorDayRule()
    var (model, _) = model(.multiple, refusing: [], rule: rule)
    model.tap(day(2026, 3, 5))
    rule.rule = { $0 != day(2026, 3, 5) }
    #expect(model.tap(day(2026, 3, 5)).selectionEvents == [.deselected(day(2026, 3, 5))])
    #expect(model.selectedDays.isEmpty)
  }
}
