import Almanac
import Foundation

extension HTMLPicker {
  /// The component for `state`: hidden form inputs with the ISO values and the state, the
  /// header (previous/next month, month and year lists), one `role=grid` table per visible
  /// month, the summary, a status line, and the focused day's events. Put it inside a
  /// `<form>` so that the buttons work without JavaScript, and include ``script`` and
  /// ``styleSheet`` once per page.
  ///
  /// - Parameter state: The state to show.
  /// - Returns: The HTML, deterministic for a given picker and state.
  /// - Complexity: O(cells × key commands) engine steps for the visible months, plus O(n) per
  ///   day for n events.
  public func fragment(for state: HTMLPickerState) -> String {
    var html = ""
    html.reserveCapacity(48 * 1024)
    if case .weekdays = mode {
      writeWeekdays(state, into: &html)
    } else {
      writeCalendar(state, into: &html)
    }
    return html
  }

  // MARK: Shared pieces

  /// The buttons submit with POST to ``action``, or to the page itself (`?`), so that a
  /// caller's form that posts elsewhere does not receive the picker's clicks, and the fields
  /// of that form (a password) travel in the body, never in the address.
  var submitAttributes: String {
    " formmethod=\"post\" formaction=\"\(action.isEmpty ? "?" : HTMLText.escape(action))\""
  }

  func openRoot(_ extra: String, classes: String, into html: inout String) {
    let direction = ReadingDirection(locale: context.locale).isRightToLeft ? "rtl" : "ltr"
    html += "<div class=\"\(classes)\" id=\"\(name)-picker\" data-almanac=\"\(name)\""
    html += " data-action=\"\(HTMLText.escape(action))\" dir=\"\(direction)\""
    html += " lang=\"\(HTMLText.escape(languageTag))\"\(extra)>\n"
  }

  /// The component's `lang`: the locale as a BCP 47 tag that validators accept, its language,
  /// script and region (`sr-Latn-RS`, `zh-TW`) without Unicode extensions (`-u-ca-persian`);
  /// the POSIX locale (`en_US_POSIX`, which `LANG=C` gives) is `en`, and a locale without a
  /// language speaks the table's English.
  var languageTag: String {
    let all = context.locale.identifier(.bcp47).split(separator: "-")
    // -u-, -t- or -x- starts an extension, which goes with all after it; the POSIX variant
    // (`-u-va-posix`, or `posix` itself) keeps the language alone.
    var subtags = Array(all.prefix { $0.count > 1 && $0.lowercased() != "posix" })
    if all.contains(where: { $0.lowercased() == "posix" }) { subtags = Array(subtags.prefix(1)) }
    guard let first = subtags.first, first != "und", first.count <= 3 else { return "en" }
    return subtags.joined(separator: "-")
  }

  /// ` autofocus` on the control that `action` used, for the page a click without JavaScript
  /// loads (the script drops it from the fragments it inserts and keeps the focus itself).
  func autofocus(_ used: Bool) -> String { used ? " autofocus" : "" }

  /// ` lang="en"` where the words of `key` are the table's English standing in for a language
  /// that neither the table nor the app has, so that a control all in those words is read as
  /// English; empty where the words are the page's own.
  func englishMark(_ key: LabelKey) -> String {
    let language = LabelStrings.language(of: context.locale)
    return LabelStrings.resolve(key, count: nil, language: language).isTranslated
      ? "" : " lang=\"en\""
  }

  func hiddenInput(_ field: String, _ value: String, into html: inout String) {
    html +=
      "<input type=\"hidden\" name=\"\(field)\" value=\"\(HTMLText.escape(value))\">\n"
  }

  func writeStatus(_ state: HTMLPickerState, summary: String?, into html: inout String) {
    if let summary {
      html += "<p class=\"almanac-summary\" dir=\"auto\">\(HTMLText.escape(summary))</p>\n"
    }
    let rejected = state.isRejected ? " almanac-rejected" : ""
    html += "<p class=\"almanac-status\(rejected)\" role=\"status\" dir=\"auto\">"
    html += HTMLText.escape(state.message ?? "") + "</p>\n"
  }

  // MARK: The calendar

  private func writeCalendar(_ state: HTMLPickerState, into html: inout String) {
    let model = model(for: state)
    let shown = self.state(of: model)
    let labels = ControlLabels(locale: context.locale)
    let months = model.visibleMonths
    // What the buttons do, decided by the engine on copies of the model.
    var previous = model
    let canGoBack = previous.scrollMonths(by: -1).displayedMonth != nil
    var next = model
    let canGoForward = next.scrollMonths(by: 1).displayedMonth != nil
    var todayModel = model
    todayModel.handle(.today)
    let swipeLeft = model.monthStep(forSwipeToward: .left)
    let swipeRight = model.monthStep(forSwipeToward: .right)
    var extra = " data-today=\"\(todayModel.focusedDay)\""
    extra += " data-swipe-left=\"\(swipeLeft)\" data-swipe-right=\"\(swipeRight)\""
    extra += " data-complete=\"\(model.result != nil)\""
    if state.isConfirmed { extra += " data-confirmed=\"true\"" }
    extra += ruleAttributes(pendingStart: shown.pendingStart)
    // What the status says when a month the page lacks cannot be fetched (a file); the words a
    // day's label gets from its place in the selection, for the script to say them again.
    let words = LocalizedWords(locale: context.locale)
    extra += " data-msg-offline=\"\(HTMLText.escape(words(.otherMonthsOffline)))\""
    extra += " data-sep=\"\(HTMLText.escape(words(.separator)))\""
    for (key, role) in HTMLPicker.roleWords {
      extra += " data-role-\(role)=\"\(HTMLText.escape(words(key)))\""
    }
    extra += summaryAttribute(model)
    openRoot(extra, classes: "almanac " + shapeClass, into: &html)
    for value in formValues(for: shown) { hiddenInput(name, value, into: &html) }
    if let start = shown.pendingStart {
      hiddenInput(name + ".start", start.description, into: &html)
    }
    hiddenInput(name + ".month", model.displayedMonth.firstSupportedDay.description, into: &html)
    hiddenInput(name + ".focus", model.focusedDay.description, into: &html)
    if let intended = model.focus?.intendedDayOfMonth {
      hiddenInput(name + ".intended", String(intended), into: &html)
    }
    // Header.
    html += "<div class=\"almanac-header\">\n"
    var scrolled = 0
    if case .scroll(let step) = state.lastAction { scrolled = step }
    writeArrow(
      step: -1, label: labels.previousMonth, arrow: model.previousMonthArrow, enabled: canGoBack,
      used: scrolled < 0, into: &html)
    var jumped = false
    if case .jump = state.lastAction { jumped = true }
    writeJump(model, labels: labels, used: jumped, into: &html)
    writeArrow(
      step: 1, label: labels.nextMonth, arrow: model.nextMonthArrow, enabled: canGoForward,
      used: scrolled > 0, into: &html)
    html += "</div>\n<div class=\"almanac-months\">\n"
    var listed: [(day: Day, title: String, events: [CalendarEvent])] = []
    var dayUsed = false
    switch state.lastAction {
    case .pick, .key: dayUsed = true
    default: break
    }
    // A scroll at the range's end leaves its button disabled: the focused day takes the focus.
    if case .scroll(let step) = state.lastAction, step < 0 ? !canGoBack : !canGoForward {
      dayUsed = true
    }
    for (index, month) in months.enumerated() {
      let page = model.page(for: month, showingRulesBeforeTap: false)
      writeMonth(
        page, index: index, model: model, labels: labels, focusesDay: dayUsed, into: &html)
      if !events.isEmpty {
        for cell in page.cells where cell.isInMonth && cell.eventCount > 0 {
          if let day = cell.day {
            listed.append(
              (day, cell.accessibleText?.label ?? day.description, model.events(on: day)))
          }
        }
      }
    }
    html += "</div>\n"
    writeStatus(state, summary: model.summary, into: &html)
    if !events.isEmpty {
      writeEvents(listed, focused: model.focusedDay, labels: labels, into: &html)
    }
    html += "</div>\n"
  }

  /// The cell shape as a class (`almanac-round`, `almanac-square`, `almanac-bevel`), which sets
  /// `--almanac-radius` in the style sheet; a bevel's own radius is in ``themeRules``.
  var shapeClass: String {
    switch style.cellShape {
    case .round: "almanac-round"
    case .square: "almanac-square"
    case .bevel: "almanac-bevel"
    }
  }

  /// The rules of this picker's style that the shared style sheet cannot know: a bevel's
  /// corner radius (`#NAME-picker{--almanac-radius:6px}`); empty for the other shapes. Put
  /// them in the page's style sheet (``document(for:title:formAction:formMethod:submitLabel:nonce:)``
  /// does), so that the markup carries no `style` attribute and a strict Content Security
  /// Policy holds.
  public var themeRules: String {
    guard case .bevel(let radius) = style.cellShape else { return "" }
    return "#\(name)-picker{--almanac-radius:\(Int(max(0, min(radius, 64))))px}"
  }

  private func writeArrow(
    step: Int, label: String, arrow: HorizontalArrow, enabled: Bool, used: Bool,
    into html: inout String
  ) {
    let glyph = arrow == .left ? "‹" : "›"
    let kind = step < 0 ? "prev" : "next"
    html += "<button" + englishMark(step < 0 ? .previousMonth : .nextMonth)
    html += " type=\"submit\" class=\"almanac-\(kind)\" name=\"\(name).scroll\""
    html += " value=\"\(step)\"\(submitAttributes) aria-label=\"\(HTMLText.escape(label))\""
    html += enabled ? autofocus(used) : " disabled"
    html += "><span aria-hidden=\"true\">\(glyph)</span></button>\n"
  }

  private func writeJump(
    _ model: MonthCalendarModel, labels: ControlLabels, used: Bool, into html: inout String
  ) {
    let shown = model.displayedMonth
    html += "<span class=\"almanac-jump\" role=\"group\""
    html += " aria-label=\"\(HTMLText.escape(labels.chooseMonthAndYear))\">\n"
    html += "<select name=\"\(name).jump-month\" aria-label=\"\(HTMLText.escape(labels.month))\">"
    for choice in model.monthChoices() {
      let selected = choice.month == shown ? " selected" : ""
      html += "<option value=\"\(choice.month.firstSupportedDay)\"\(selected)>"
      html += HTMLText.escape(choice.text) + "</option>"
    }
    html += "</select>\n"
    html += "<select name=\"\(name).jump-year\" aria-label=\"\(HTMLText.escape(labels.year))\">"
    for choice in model.yearChoices(radius: yearRadius) {
      let selected = choice.month == shown ? " selected" : ""
      html += "<option value=\"\(choice.month.firstSupportedDay)\"\(selected)>"
      html += HTMLText.escape(choice.text) + "</option>"
    }
    html += "</select>\n"
    html += "<button type=\"submit\" class=\"almanac-go\"\(englishMark(.showCalendar))"
    html += "\(submitAttributes)\(autofocus(used))>"
    html += HTMLText.escape(labels.showCalendar) + "</button>\n</span>\n"
  }

  private func writeMonth(
    _ page: MonthPage, index: Int, model: MonthCalendarModel, labels: ControlLabels,
    focusesDay: Bool, into html: inout String
  ) {
    let level = min(max(headingLevel, 1), 6)
    let titleID = "\(name)-title-\(index)"
    html +=
      showsWeekNumbers
      ? "<div class=\"almanac-month almanac-with-weeks\">\n" : "<div class=\"almanac-month\">\n"
    html += "<h\(level) class=\"almanac-title\" id=\"\(titleID)\" aria-live=\"polite\">"
    html += HTMLText.escape(page.title) + "</h\(level)>\n"
    html += "<table class=\"almanac-grid\" role=\"grid\" aria-labelledby=\"\(titleID)\">\n"
    html += "<thead><tr>"
    if showsWeekNumbers {
      html += "<th scope=\"col\" class=\"almanac-week\"><span aria-hidden=\"true\">#</span>"
      html += "<span class=\"almanac-vh\"\(englishMark(.weekNumber))>"
      html += HTMLText.escape(labels.weekNumber) + "</span></th>"
    }
    // Short names where they fit a column, else CLDR's narrow ones; the style sheet shows
    // the narrow ones in a narrow month too. The full name is what is spoken.
    let isNarrow = page.weekdays.contains { HTMLPicker.isWide($0.short) }
    for weekday in page.weekdays {
      html += "<th scope=\"col\">"
      if isNarrow {
        html += "<span aria-hidden=\"true\">\(HTMLText.escape(weekday.narrow))</span>"
      } else {
        html += "<span aria-hidden=\"true\" class=\"almanac-short\">"
        html += HTMLText.escape(weekday.short) + "</span>"
        html += "<span aria-hidden=\"true\" class=\"almanac-narrow\">"
        html += HTMLText.escape(weekday.narrow) + "</span>"
      }
      html += "<span class=\"almanac-vh\">\(HTMLText.escape(weekday.full))</span></th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    for (row, week) in page.weeks.enumerated() {
      html += "<tr>"
      if showsWeekNumbers {
        let number = row < page.weekNumbers.count ? page.weekNumbers[row] : 0
        html += "<th scope=\"row\" class=\"almanac-week\">"
        html += HTMLText.escape(context.format(number: number)) + "</th>"
      }
      for cell in week { writeCell(cell, model: model, focusesDay: focusesDay, into: &html) }
      html += "</tr>\n"
    }
    html += "</tbody>\n</table>\n</div>\n"
  }

  private func writeCell(
    _ cell: MonthPageCell, model: MonthCalendarModel, focusesDay: Bool, into html: inout String
  ) {
    let appearance = DayAppearance(cell: cell, style: style)
    guard !appearance.isHidden, let day = cell.day, let facts = cell.facts else {
      html += "<td></td>"
      return
    }
    var tdClass = ""
    if appearance.band != .none {
      tdClass = " class=\"band-\(HTMLText.kebab(appearance.band.rawValue))\""
    }
    html += "<td role=\"gridcell\" aria-selected=\"\(facts.isSelected)\"\(tdClass)>"
    var classes = "almanac-day fg-" + HTMLText.kebab(appearance.foreground.rawValue)
    if appearance.fill != nil { classes += " fill-selection" }
    if appearance.ring != nil { classes += " ring-today" }
    if appearance.isEmphasized { classes += " is-emphasized" }
    html += "<button type=\"submit\" name=\"\(name).pick\" value=\"\(day)\"\(submitAttributes)"
    // Every day is a button in the tab order without the script; the script makes the
    // focused one the grid's single tab stop (roving) when it starts.
    html += " class=\"\(classes)\""
    if cell.isFocused { html += " data-focused=\"true\"" + autofocus(focusesDay) }
    html += " data-day=\"\(day)\""
    html += " data-keys=\"" + keyTargets(of: day, in: model) + "\" data-serial=\"\(day.serial)\""
    html += dayFactAttributes(day)
    let content = dayContent?(day)
    var label = cell.accessibleText?.spokenText ?? day.description
    let rest = labelRest(cell.accessibleText, content: content)
    if let content {
      label +=
        LocalizedWords(locale: context.locale)(.separator)
        + (content.spokenText ?? content.text)
    }
    if !rest.isEmpty { html += " data-rest=\"\(HTMLText.escape(rest))\"" }
    html += " aria-label=\"\(HTMLText.escape(label))\""
    if facts.isToday { html += " aria-current=\"date\"" }
    if !appearance.isEnabled {
      html += " aria-disabled=\"true\""
      if let reason = facts.unavailableReason {
        html += " data-reason=\"\(HTMLText.escape(reason.text(locale: context.locale)))\""
      }
    }
    html += ">" + HTMLText.escape(appearance.text)
    if let content {
      html += "<span class=\"almanac-extra"
      if let kind = content.classSuffix { html += " almanac-extra-" + kind }
      html += "\" aria-hidden=\"true\">" + HTMLText.escape(content.text) + "</span>"
    }
    if appearance.dotCount > 0 {
      html += "<span class=\"almanac-dots\" aria-hidden=\"true\">"
      for _ in 0..<appearance.dotCount { html += "<span></span>" }
      if appearance.overflowCount > 0 {
        html += "+" + HTMLText.escape(context.format(number: appearance.overflowCount))
      }
      html += "</span>"
    }
    html += "</button></td>"
  }

  private func writeEvents(
    _ listed: [(day: Day, title: String, events: [CalendarEvent])], focused: Day,
    labels: ControlLabels, into html: inout String
  ) {
    let formatter = DateFormatter()
    formatter.locale = context.locale
    formatter.calendar = context.foundationCalendar
    formatter.timeZone = context.timeZone
    formatter.dateStyle = .none
    formatter.timeStyle = .short
    html += "<div class=\"almanac-events\">\n"
    var focusedHasEvents = false
    for entry in listed {
      let hidden = entry.day == focused ? "" : " hidden"
      if entry.day == focused { focusedHasEvents = true }
      html += "<section data-events-for=\"\(entry.day)\"\(hidden)"
      html += " aria-label=\"\(HTMLText.escape(labels.events + ", " + entry.title))\">"
      html +=
        "<h\(min(headingLevel + 1, 6))>\(HTMLText.escape(entry.title))</h\(min(headingLevel + 1, 6))><ul>"
      for event in entry.events {
        html += "<li>"
        if let color = event.color {
          // A presentation attribute, not a style attribute: a strict CSP allows it.
          html += "<svg class=\"almanac-dot\" viewBox=\"0 0 2 2\" aria-hidden=\"true\">"
          html += "<circle cx=\"1\" cy=\"1\" r=\"1\" fill=\"\(hex(color))\"/></svg>"
        }
        if !event.isAllDay {
          html +=
            "<span class=\"almanac-time\">\(HTMLText.escape(formatter.string(from: event.startDate)))</span> "
        }
        html += HTMLText.escape(event.title) + "</li>"
      }
      html += "</ul></section>\n"
    }
    html += "<p data-events-for=\"\"\(focusedHasEvents ? " hidden" : "")>"
    html += HTMLText.escape(labels.noEvents) + "</p>\n</div>\n"
  }

  private func hex(_ color: SRGBColor) -> String {
    func byte(_ value: Double) -> String {
      let scaled = Int((min(max(value, 0), 1) * 255).rounded())
      let text = String(scaled, radix: 16)
      return scaled < 16 ? "0" + text : text
    }
    return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
  }

  // MARK: Weekdays

  private func writeWeekdays(_ state: HTMLPickerState, into html: inout String) {
    let model = model(for: state)
    guard let row = model.weekdayRow else { return }
    let labels = ControlLabels(locale: context.locale)
    var extra = " data-complete=\"\(model.result != nil)\""
    if state.isConfirmed { extra += " data-confirmed=\"true\"" }
    extra += " data-mode=\"weekdays\" data-deselect=\"\(allowsDeselection)\""
    extra += summaryAttribute(model)
    openRoot(extra, classes: "almanac almanac-weekdays", into: &html)
    if !row.selection.isEmpty { hiddenInput(name, row.selection.rruleByDay, into: &html) }
    hiddenInput(name + ".focus", WeekdaySet([row.focus.focusedWeekday]).rruleByDay, into: &html)
    html += "<div class=\"almanac-weekday-row\" role=\"group\""
    html += " aria-label=\"\(HTMLText.escape(labels.weekdayRow))\">\n"
    for button in row.buttons {
      let code = WeekdaySet([button.weekday]).rruleByDay
      var keys: [String] = []
      for command in [FocusCommand.left, .right, .startOfWeek, .endOfWeek] {
        var copy = model
        if let day = HTMLPicker.sampleDay(weekday: button.weekday) { copy.handle(.goToDay(day)) }
        copy.handle(command)
        let target = copy.weekdayRow?.focus.focusedWeekday
        keys.append(target.map { WeekdaySet([$0]).rruleByDay } ?? code)
      }
      let pressed = button.isSelected
      html += "<button type=\"submit\" name=\"\(name).toggle\" value=\"\(code)\"\(submitAttributes)"
      html += " class=\"almanac-weekday\(pressed ? " fill-selection" : "")\""
      var toggled = false
      if case .toggle = state.lastAction { toggled = true }
      html += button.isFocused ? " data-focused=\"true\"" + autofocus(toggled) : ""
      html += " data-weekday=\"\(code)\""
      html += " data-keys=\"\(keys.joined(separator: " "))\" aria-pressed=\"\(pressed)\""
      html += " aria-label=\"\(HTMLText.escape(button.fullName))\">"
      html += HTMLText.escape(button.letter) + "</button>\n"
    }
    html += "</div>\n"
    writeStatus(state, summary: model.summary, into: &html)
    html += "</div>\n"
  }
}
