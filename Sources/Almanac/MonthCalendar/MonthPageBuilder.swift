/// Builds a ``MonthCalendarModel``'s month pages: the layout of each month, every day's facts
/// from the selection, today, focus and events, packed into a ``MonthPage``.
///
/// A value taken from the model when pages are asked for (``MonthCalendarModel/page(for:rows:skippedDays:adjacentDays:includesAccessibleText:)``
/// and its companions), so that page building is one piece apart from the model's actions.
struct MonthPageBuilder {
  let context: CalendarContext
  /// The weekday header and the day numbers of the context.
  let constants: ContextConstants
  let today: Day
  /// The selection the cells' roles and availability come from.
  let selection: DaySelection
  /// The focused day, or `nil` when the model picks weekdays.
  let focusedDay: Day?
  let events: DayEvents
  /// The days each listed event covers.
  let eventSpans: [ClosedRange<Day>]
  /// Whether the cells carry the rules shown before the tap (``DayFacts/refusal``,
  /// ``DayFacts/isTentative``).
  var showsRulesBeforeTap = true

  /// The builder of a model's pages.
  ///
  /// - Parameters:
  ///   - context: The model's context.
  ///   - constants: The context's weekday header and day numbers.
  ///   - picking: What the model picks (a model picking weekdays shows no days: its pages, if
  ///     asked for, show none chosen and no focus).
  ///   - events: The model's events.
  ///   - eventSpans: The days each listed event covers.
  init(
    context: CalendarContext, constants: ContextConstants,
    picking: MonthCalendarModel.Picking, events: DayEvents,
    eventSpans: [ClosedRange<Day>]
  ) {
    self.context = context
    self.constants = constants
    switch picking {
    case .days(let selection, let focus):
      self.selection = selection
      focusedDay = focus.focusedDay
      today = focus.today
    case .weekdays(let row):
      selection = DaySelection(mode: .multiple, availability: .unrestricted)
      focusedDay = nil
      today = row.today
    }
    self.events = events
    self.eventSpans = eventSpans
  }

  /// The page of `month`.
  ///
  /// - Parameters:
  ///   - month: A month of the context's calendar.
  ///   - rows: Variable rows or always six.
  ///   - skippedDays: Whether skipped days are omitted or flagged.
  ///   - adjacentDays: Whether adjacent days carry their days and facts.
  ///   - includesAccessibleText: Whether cells carry accessible text.
  /// - Returns: The page.
  func page(
    for month: CalendarMonth, rows: RowPolicy, skippedDays: SkippedDayPolicy,
    adjacentDays: AdjacentDays, includesAccessibleText: Bool
  ) -> MonthPage {
    var renderer = SelectionRenderer(selection: selection, context: context, today: today)
    return page(
      for: month, rows: rows, skippedDays: skippedDays, adjacentDays: adjacentDays,
      includesAccessibleText: includesAccessibleText, renderer: &renderer,
      title: context.title(of: month))
  }

  /// The pages of `months`, in order, with the selection's per-render work done once.
  ///
  /// - Parameters:
  ///   - months: Months of the context's calendar.
  ///   - rows: Variable rows or always six.
  ///   - skippedDays: Whether skipped days are omitted or flagged.
  ///   - adjacentDays: Whether adjacent days carry their days and facts.
  ///   - includesAccessibleText: Whether cells carry accessible text.
  /// - Returns: One page per month.
  func pages(
    for months: [CalendarMonth], rows: RowPolicy, skippedDays: SkippedDayPolicy,
    adjacentDays: AdjacentDays, includesAccessibleText: Bool
  ) -> [MonthPage] {
    // One renderer for every page, lent to each (a copy per page retained its arrays).
    var renderer = SelectionRenderer(selection: selection, context: context, today: today)
    // The titles of more than a year of months share their templates and each year's digits
    // (for fewer, each name comes once and keeping its template costs more than it saves).
    var titles = months.count > 12 ? MonthTitleWriter(context: context) : nil
    var pages: [MonthPage] = []
    pages.reserveCapacity(months.count)
    for month in months {
      pages.append(
        page(
          for: month, rows: rows, skippedDays: skippedDays, adjacentDays: adjacentDays,
          includesAccessibleText: includesAccessibleText, renderer: &renderer,
          title: titles?.title(of: month) ?? context.title(of: month)))
    }
    return pages
  }

  private func page(
    for month: CalendarMonth, rows: RowPolicy, skippedDays: SkippedDayPolicy,
    adjacentDays: AdjacentDays, includesAccessibleText: Bool, renderer: inout SelectionRenderer,
    title: String
  ) -> MonthPage {
    // The closures below capture these, not the builder.
    let context = context
    let options = MonthLayoutOptions(
      rows: rows, adjacentDays: adjacentDays, skippedDays: skippedDays, today: today)
    let dayLabels = includesAccessibleText ? DayLabelRenderer(locale: context.locale) : nil
    let spans = eventSpans
    // Listed events are indexed over the grid's days, which a layout kept whole gives;
    // otherwise the rows are built straight into page cells, with no layout between.
    let layout = spans.isEmpty ? nil : MonthLayout(month: month, context: context, options: options)
    let window: ClosedRange<Day>? = layout.map { layout in
      layout.weeks.first?.cells.first?.day.flatMap { first in
        layout.weeks.last?.cells.last?.day.map { first...max(first, $0) }
      } ?? month.days
    }
    // Only the counts matter here, so the index holds event numbers in any order.
    let index =
      window.map { window in
        EventIndex(
          events: Array(spans.indices), window: window, span: { spans[$0] }, by: { $0 < $1 })
      }
    // One way of counting for the whole page, taken out of its optional once (asking
    // `feed?.count(on:) ?? index?.count(on:)` per cell copied both optionals per cell).
    let counter: ((Day) -> Int)? =
      if case .feed(let feed) = events {
        feed.count(on:)
      } else if let index {
        index.count(on:)
      } else {
        nil
      }
    var packer = MonthPagePacker(
      month: month, counter: counter, dayLabels: dayLabels, focusedDay: focusedDay,
      dayTexts: constants.dayNumberTexts)
    if let layout {
      for week in layout.weeks {
        week.cells.withUnsafeBufferPointer {
          packer.addRow(week.number, $0, renderer: &renderer, context: context)
        }
      }
    } else {
      MonthLayout.forEachRow(of: month, in: context, options: options) {
        packer.addRow($0, $1, renderer: &renderer, context: context)
      }
    }
    packer.finish()
    var cells = packer.cells
    if showsRulesBeforeTap, selection.refusesAvailableDays {
      markRules(in: &cells, context: context, hasAccessibleText: dayLabels != nil)
    }
    return MonthPage(
      month: month, title: title, weekdays: constants.weekdayNames,
      weekNumbers: packer.weekNumbers, packedCells: cells)
  }

  /// Flags the packed days (available, outside the selection) on which a tap would be refused
  /// now, with the refusal and its reason in the accessible text, and those in the stay a tap
  /// on the focused day would make: the rules shown before the tap (``DayFacts/refusal``,
  /// ``DayFacts/isTentative``). A pass of its own after packing, so that a page without them
  /// (the month text, most frames) is packed as fast as ever.
  private func markRules(
    in cells: inout PackedMonthCells, context: CalendarContext, hasAccessibleText: Bool
  ) {
    var tentative = 0..<0
    if let focusedDay, let band = selection.tentativeBand(to: focusedDay) {
      tentative = band.lowerBound.serial..<band.upperBound.serial + 1
    }
    guard let last = cells.cells.last(where: { $0.flags.has(.hasFacts) }) else { return }
    // What the page's days share (the stay's rules from the pending arrival) is decided once.
    let refusals = selection.tapRefusals(through: Day(unchecked: last.serial))
    for index in cells.cells.indices {
      var packed = cells.cells[index]
      guard packed.flags.has(.hasFacts), packed.reasonKind == nil, packed.role == .outside
      else { continue }
      // The cell's facts already say the day can be picked and is not chosen.
      if let refusal = refusals.refusal(ofAvailableTap: Day(unchecked: packed.serial)) {
        if cells.refusals.last != refusal { cells.refusals.append(refusal) }
        packed.labelIndex = UInt16(clamping: cells.refusals.count)
        packed.flags.insert(.isRefused)
        if hasAccessibleText, index < cells.accessibleTexts.count,
          var text = cells.accessibleTexts[index]
        {
          // The value is the reason, as a day that cannot be picked says its own (an available
          // day outside the selection has no other value: no role, no unavailability).
          text.value = refusal.text(in: context)
          cells.accessibleTexts[index] = text
        }
      }
      // A night of the stay the focus would make is banded, refused as a departure or not.
      if tentative.contains(packed.serial) { packed.flags.insert(.isTentative) }
      cells.cells[index] = packed
    }
  }
}

extension MonthCalendarModel {
  /// The cells of `month`: the layout, each day's facts, accessible text, focus and events.
  ///
  /// - Parameters:
  ///   - month: A month of the context's calendar.
  ///   - rows: Variable rows (4 to 6) or always six (steady page heights).
  ///   - skippedDays: Whether days the time zone skipped are omitted (the later days move up
  ///     a cell) or keep their cells, flagged (``MonthPageCell/isSkipped``).
  ///   - adjacentDays: Whether the days of the neighbouring months that fill the first and
  ///     last weeks carry their days and facts, or are empty slots (a face that never draws
  ///     them saves their work).
  ///   - includesAccessibleText: Whether cells carry accessible text (a face that speaks
  ///     none, the terminal, saves one date format per day).
  /// - Returns: The page.
  /// - Complexity: O(cells + n + k log k) for n events, k of them in the grid; one date text
  ///   per day of the grid when accessible text is included.
  public func page(
    for month: CalendarMonth, rows: RowPolicy = .variable,
    skippedDays: SkippedDayPolicy = .omitted, adjacentDays: AdjacentDays = .shown,
    includesAccessibleText: Bool = true
  ) -> MonthPage {
    builder.page(
      for: month, rows: rows, skippedDays: skippedDays, adjacentDays: adjacentDays,
      includesAccessibleText: includesAccessibleText)
  }

  /// The pages of the visible months (``visibleMonths``), first to last.
  ///
  /// - Parameters:
  ///   - rows: Variable rows or always six.
  ///   - skippedDays: Whether skipped days are omitted or flagged.
  ///   - adjacentDays: Whether adjacent days carry their days and facts.
  ///   - includesAccessibleText: Whether cells carry accessible text.
  /// - Returns: One page per visible month.
  /// - Complexity: As ``page(for:rows:skippedDays:adjacentDays:includesAccessibleText:)`` per
  ///   month.
  package func visiblePages(
    rows: RowPolicy = .variable, skippedDays: SkippedDayPolicy = .omitted,
    adjacentDays: AdjacentDays = .shown, includesAccessibleText: Bool = true
  ) -> [MonthPage] {
    pages(
      for: visibleMonths, rows: rows, skippedDays: skippedDays, adjacentDays: adjacentDays,
      includesAccessibleText: includesAccessibleText)
  }

  /// The pages of `months`, in order: as many calls of
  /// ``page(for:rows:skippedDays:adjacentDays:includesAccessibleText:)``, with the
  /// selection's per-render work done once (a year or a century of months as text).
  ///
  /// - Parameters:
  ///   - months: Months of the context's calendar.
  ///   - rows: Variable rows or always six.
  ///   - skippedDays: Whether skipped days are omitted or flagged.
  ///   - adjacentDays: Whether adjacent days carry their days and facts.
  ///   - includesAccessibleText: Whether cells carry accessible text.
  /// - Returns: One page per month.
  /// - Complexity: As ``page(for:rows:skippedDays:adjacentDays:includesAccessibleText:)`` per
  ///   month.
  package func pages(
    for months: [CalendarMonth], rows: RowPolicy = .variable,
    skippedDays: SkippedDayPolicy = .omitted, adjacentDays: AdjacentDays = .shown,
    includesAccessibleText: Bool = true
  ) -> [MonthPage] {
    builder.pages(
      for: months, rows: rows, skippedDays: skippedDays, adjacentDays: adjacentDays,
      includesAccessibleText: includesAccessibleText)
  }

  /// The page of the displayed month.
  package var displayedPage: MonthPage { page(for: displayedMonth) }

  /// The page of `month` with the default options, with or without the rules shown before
  /// the tap: the web page, whose script works them out from the cells' rule facts, leaves
  /// them out so that a page it changes in place never carries a stale refusal.
  ///
  /// - Parameters:
  ///   - month: A month of the context's calendar.
  ///   - showingRulesBeforeTap: Whether cells carry ``DayFacts/refusal`` and
  ///     ``DayFacts/isTentative``.
  /// - Returns: The page.
  package func page(for month: CalendarMonth, showingRulesBeforeTap: Bool) -> MonthPage {
    var builder = builder
    builder.showsRulesBeforeTap = showingRulesBeforeTap
    return builder.page(
      for: month, rows: .variable, skippedDays: .omitted, adjacentDays: .shown,
      includesAccessibleText: true)
  }

  /// The builder of this model's pages.
  private var builder: MonthPageBuilder {
    MonthPageBuilder(
      context: context, constants: constants, picking: picking, events: events,
      eventSpans: eventSpans)
  }
}
