import Almanac

/// The engine's facts the markup carries for the script: the rules of the mode, what each day
/// is and where each key moves from it, and the words of its label, so that the page picks
/// without asking the server and does no date math.
extension HTMLPicker {
  /// The facts the script applies the mode's rules with, written on the root: the mode, the
  /// rules' limits and the engine's words for each refusal they lead to, and the serial of a
  /// pending first end (which may lie in a month not on the page).
  func ruleAttributes(pendingStart: Day?) -> String {
    let rules = availability.rangeRules
    var text = " data-mode=\"\(modeName)\" data-deselect=\"\(allowsDeselection)\""
    func refusal(_ key: String, _ rejection: SelectionRejection) {
      text += " data-\(key)=\"\(HTMLText.escape(rejection.text(in: context)))\""
    }
    refusal("msg-deselect", .deselectionNotAllowed)
    if case .multiple(let maximum?) = mode {
      text += " data-max-count=\"\(maximum)\""
      refusal("msg-max-count", .maximumCountReached(maximum))
    }
    guard mode.selectsRanges else { return text }
    text += " data-crossing=\"\(HTMLText.kebab(rules.crossing.rawValue))\""
    if let minimum = rules.minimumNights {
      text += " data-min-nights=\"\(minimum)\""
      refusal("msg-min-nights", .tooFewNights(minimum: minimum))
    }
    if let maximum = rules.maximumNights {
      text += " data-max-nights=\"\(maximum)\""
      refusal("msg-max-nights", .tooManyNights(maximum: maximum))
    }
    if let pendingStart { text += " data-start-serial=\"\(pendingStart.serial)\"" }
    return text
  }

  /// The engine's facts about `day` that the script needs to apply the rules without asking
  /// the server: whether it can be picked at all (`data-unavailable`, with the reason in
  /// `data-reason`), whether it lies outside the bounds, and in the range modes whether a stay
  /// may start or end on it and what crossing it says, each with the engine's words.
  func dayFactAttributes(_ day: Day) -> String {
    var text = ""
    let reason = availability.unavailableReason(for: day)
    if reason != nil { text += " data-unavailable=\"true\"" }
    if !availability.isWithinBounds(day) { text += " data-outside=\"true\"" }
    guard mode.selectsRanges else { return text }
    let rules = availability.rangeRules
    if reason == nil, !rules.isOpenForArrival(day) {
      text +=
        " data-no-arrive=\"\(HTMLText.escape(SelectionRejection.closedToArrival.text(in: context)))\""
    }
    if !rules.isOpenForDeparture(day) {
      text +=
        " data-no-depart=\"\(HTMLText.escape(SelectionRejection.closedToDeparture.text(in: context)))\""
    }
    if reason != nil {
      let crossing = SelectionRejection.crossesUnavailableDay(day).text(in: context)
      text += " data-cross=\"\(HTMLText.escape(crossing))\""
    }
    return text
  }

  /// The mode as the script knows it: `single`, `multiple`, `range-forward`, `ranges`, …
  var modeName: String {
    switch mode {
    case .single: "single"
    case .multiple: "multiple"
    case .range(let behavior): "range-" + HTMLText.kebab(behavior.rawValue)
    case .ranges: "ranges"
    case .weekdays: "weekdays"
    }
  }

  /// The focus command each key of the contract sends from `day`, in ``keyOrder``: where the
  /// engine moves the focus, written for the script so it does no date math.
  func keyTargets(of day: Day, in model: MonthCalendarModel) -> String {
    var from = model
    from.restoreView(firstMonth: model.displayedMonth, focusedDay: day)
    var text = ""
    text.reserveCapacity(HTMLPicker.keyCommands.count * 11)
    for (index, command) in HTMLPicker.keyCommands.enumerated() {
      var copy = from
      copy.handle(command)
      if index > 0 { text += " " }
      text += copy.focusedDay.description
    }
    return text
  }

  /// The selection's words of a day label by the script's name for the role: `data-role-start`,
  /// …, so that the script says a day's new place in the selection in the engine's words.
  static let roleWords: [(LabelKey, String)] = [
    (.startOfRange, "start"), (.inRange, "middle"), (.endOfRange, "end"), (.selected, "single"),
  ]

  /// What a day's label says after its name and its place in the selection: the reason it
  /// cannot be picked, its events, the page's content (`data-rest`, which the script keeps when
  /// it says the label again).
  func labelRest(_ text: AccessibleText?, content: HTMLDayContent?) -> String {
    var parts: [String] = []
    let words = LocalizedWords(locale: context.locale)
    if let text {
      var value = text.value
      for (key, _) in HTMLPicker.roleWords {
        let word = words(key)
        if value == word {
          value = ""
        } else if value.hasPrefix(word + text.separator) {
          value = String(value.dropFirst(word.count + text.separator.count))
        } else {
          continue
        }
        break
      }
      if !value.isEmpty { parts.append(value) }
      if let hint = text.hint, !hint.isEmpty { parts.append(hint) }
    }
    if let content { parts.append(content.spokenText ?? content.text) }
    return parts.joined(separator: words(.separator))
  }

  /// Whether a short weekday name is too wide for a column: more than three characters
  /// besides a closing period ("lun." fits; "سه‌شنبه", "יום א׳" do not).
  static func isWide(_ name: String) -> Bool {
    name.filter { $0 != "." && $0 != "\u{200C}" }.count > 3
  }

  /// The keys whose targets each day carries in `data-keys`, in order.
  public static let keyOrder = [
    "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown",
    "Shift+PageUp", "Shift+PageDown",
  ]

  static let keyCommands: [FocusCommand] = [
    .left, .right, .up, .down, .startOfWeek, .endOfWeek, .previousMonth, .nextMonth,
    .previousYear, .nextYear,
  ]
}
