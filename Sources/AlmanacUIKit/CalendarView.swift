#if canImport(UIKit)
  import Almanac
  import AlmanacUISupport
  import AlmanacUIKitSupport
  import UIKit

  /// A month calendar for UIKit apps: one month per page, paged horizontally or vertically,
  /// with a data source for the selectable period and a delegate for what happens.
  ///
  /// Every behaviour comes from the engine's ``MonthCalendarModel`` (selection, paging,
  /// today, events, VoiceOver text) and ``DayAppearance`` (which colour each part of a cell
  /// takes); the view maps them to a `UICollectionView` of month pages and draws.
  ///
  /// ```swift
  /// let calendarView = CalendarView(frame: .zero)
  /// calendarView.dataSource = self      // startDate(), endDate()
  /// calendarView.delegate = self        // didScrollToMonth, didSelectDate, …
  /// calendarView.selectionMode = .range
  /// calendarView.style.cellShape = .round
  /// ```
  ///
  /// Every `Date` the view hands out is the start of a day in `style.calendar`.
  public final class CalendarView: UIView {
    /// The paging direction.
    public enum Direction: Hashable, Sendable {
      /// Months side by side (mirrored right to left).
      case horizontal
      /// Months one above the other.
      case vertical
    }

    /// How taps select days.
    public typealias SelectionMode = CalendarSelectionMode

    /// Supplies the selectable period and month titles (weak). Without one the calendar
    /// shows the current month.
    public weak var dataSource: (any CalendarViewDataSource)? {
      didSet { reloadData() }
    }

    /// Receives paging, selection and long presses, and decides which days may be selected
    /// (weak). Its `canSelectDate` is the calendar's availability rule, asked when days are
    /// drawn and selected.
    public weak var delegate: (any CalendarViewDelegate)? {
      didSet {
        // The selection may hold days the new rule refuses: keep what it allows.
        if let old = model.selection { updateModel { $0.restoreSelection(from: old) } }
        reloadPages()
      }
    }

    /// The paging direction; one month per page.
    public var direction: Direction = .horizontal {
      didSet {
        guard direction != oldValue else { return }
        pagingLayout.scrollDirection = direction == .horizontal ? .horizontal : .vertical
        pagingLayout.invalidateLayout()
        scrollToDisplayedMonth(animated: false)
      }
    }

    /// The look, calendar, locale and first weekday. Assigning it, or changing one of its
    /// properties in place, restyles the view.
    public var style = Style() {
      didSet {
        // Only another calendar, zone, locale or first weekday needs a new model (and a
        // reload that moves the pages); colours, fonts and shapes redraw the pages in place,
        // so a SwiftUI parent passing an equal-looking style on every render costs a redraw.
        if style.context != oldValue.context { rebuildModel() } else { reloadPages() }
        invalidateIntrinsicContentSize()
      }
    }

    /// Whether weekend days (the locale's weekend) take `style.cellTextColorWeekend`.
    public var marksWeekends = true {
      didSet { reloadPages() }
    }

    /// How taps select days. Changing it keeps what the new mode can hold, without delegate
    /// calls.
    public var selectionMode: SelectionMode = .calendarViewDefault {
      didSet {
        guard selectionMode != oldValue else { return }
        let mode = selectionMode.pickerMode
        let allowsDeselection = enableDeselection
        updateModel { $0.setMode(mode, allowsDeselection: allowsDeselection) }
        reloadPages()
      }
    }

    /// The original API's switch: `true` is `selectionMode = .multiple`; `false` turns
    /// `.multiple` back into `.single` and leaves `.range` alone.
    public var multipleSelectionEnable: Bool {
      get { selectionMode == .multiple }
      set { selectionMode = selectionMode.settingMultipleSelection(newValue) }
    }

    /// Whether a tap on a selected day deselects it (code can always deselect).
    public var enableDeselection = true {
      didSet {
        guard enableDeselection != oldValue else { return }
        let mode = selectionMode.pickerMode
        let allowsDeselection = enableDeselection
        updateModel { $0.setMode(mode, allowsDeselection: allowsDeselection) }
      }
    }

    /// The events: a dot per event on each day it covers (at most three); a selected or
    /// long-pressed day's events go to the delegate.
    public var events: [CalendarEvent] {
      get {
        if case .list(let events) = model.events { return events }
        return []
      }
      set {
        updateModel { $0.events = .list(newValue) }
        reloadPages()
      }
    }

    /// Whether the user can swipe between months.
    public var isScrollEnabled: Bool {
      get { collectionView.isScrollEnabled }
      set { collectionView.isScrollEnabled = newValue }
    }

    /// Where "today" comes from; by default the system clock. Tests and screenshots pass a
    /// fixed date. Read again by ``reloadData()`` and when the day changes (at the start of the
    /// next day in `style.calendar`'s time zone), so today's mark does not go stale.
    public var dateProvider: () -> Date = { Date() } {
      didSet { rebuildModel() }
    }

    /// The calendar every date is computed in (system, time zone): `style.calendar`.
    public var calendar: Calendar {
      get { style.calendar }
      set { style.calendar = newValue }
    }

    private var model: MonthCalendarModel
    /// The delegate's `canSelectDate`, the model's availability predicate.
    private let dayRule = MainActorDayRule()
    /// The pages, computed on demand: a range of decades holds no page or month per month.
    private var months = MonthPages(
      range: Day.earliest...Day.earliest,
      in: CalendarContext(locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt))
    /// The collection view's data source and delegate (UIKit plumbing, not public API).
    private lazy var pages = PagesController(owner: self)
    private var midnightTimer: Timer?
    /// The month the delegate last heard about (or the first one shown).
    private var reportedMonth: CalendarMonth?
    private let pagingLayout = MonthPagingLayout()
    private let collectionView: MonthPagesCollectionView

    /// Creates a calendar in code.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
      collectionView = MonthPagesCollectionView(frame: frame, collectionViewLayout: pagingLayout)
      model = CalendarView.initialModel(rule: dayRule)
      super.init(frame: frame)
      setUp()
    }

    /// Creates a calendar from a storyboard or nib.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
      collectionView = MonthPagesCollectionView(frame: .zero, collectionViewLayout: pagingLayout)
      model = CalendarView.initialModel(rule: dayRule)
      super.init(coder: coder)
      setUp()
    }

    /// The model of a new view: the default style and mode, today from the clock.
    private static func initialModel(rule: MainActorDayRule) -> MonthCalendarModel {
      makeModel(
        style: Style(), dataSource: nil, today: Date(), mode: .calendarViewDefault,
        allowsDeselection: true, rule: rule, keeping: nil)
    }

    private func setUp() {
      // Read at every call, so a new delegate's rule applies at once.
      dayRule.rule = { [weak self] day in
        guard let self, let delegate = self.delegate else { return true }
        return delegate.calendar(self, canSelectDate: self.model.context.startDate(of: day))
      }
      pagingLayout.scrollDirection = .horizontal
      pagingLayout.minimumLineSpacing = 0
      pagingLayout.minimumInteritemSpacing = 0
      collectionView.backgroundColor = .clear
      collectionView.contentInsetAdjustmentBehavior = .never
      collectionView.isPagingEnabled = true
      // Days take taps through the pages' gesture recognizers; pages are not selectable.
      collectionView.allowsSelection = false
      collectionView.showsHorizontalScrollIndicator = false
      collectionView.showsVerticalScrollIndicator = false
      collectionView.register(
        MonthPageCollectionCell.self,
        forCellWithReuseIdentifier: MonthPageCollectionCell.reuseIdentifier)
      collectionView.dataSource = pages
      collectionView.delegate = pages
      collectionView.onAccessibilityScroll = { [weak self] direction in
        self?.accessibilityScrollMonths(direction) ?? false
      }
      collectionView.translatesAutoresizingMaskIntoConstraints = false
      addSubview(collectionView)
      NSLayoutConstraint.activate([
        collectionView.topAnchor.constraint(equalTo: topAnchor),
        collectionView.bottomAnchor.constraint(equalTo: bottomAnchor),
        collectionView.leadingAnchor.constraint(equalTo: leadingAnchor),
        collectionView.trailingAnchor.constraint(equalTo: trailingAnchor),
      ])
      NotificationCenter.default.addObserver(
        self, selector: #selector(contentSizeCategoryDidChange(_:)),
        name: UIContentSizeCategory.didChangeNotification, object: nil)
      rebuildModel()
    }

    @objc private func contentSizeCategoryDidChange(_ notification: Notification) {
      // Fonts are scaled when a page is configured, from the trait collection: configure the
      // visible pages again (the row heights and the weekday names follow the fonts).
      reloadPages()
      invalidateIntrinsicContentSize()
    }

    // MARK: Displayed month

    /// The start of the displayed month's first day.
    public var displayDate: Date? {
      model.context.startDate(of: model.displayedMonth.firstDay)
    }

    /// Shows the month of `date` (clamped to the data source's period).
    ///
    /// - Parameters:
    ///   - date: Any instant of the month to show.
    ///   - animated: Whether to scroll.
    public func setDisplayDate(_ date: Date, animated: Bool = false) {
      let month = model.context.month(containing: model.context.day(for: date))
      let update = updateModel { $0.show(month) }
      finish(update, animated: animated)
    }

    /// VoiceOver's three-finger scroll: the calendar pages and announces the month once (the
    /// collection view's own scroll and its "Page 3 of 24" do not run).
    private func accessibilityScrollMonths(_ direction: UIAccessibilityScrollDirection) -> Bool {
      let scroll: AccessibilityScrollStep.Direction
      switch direction {
      case .right: scroll = .right
      case .left: scroll = .left
      case .up: scroll = .up
      case .down: scroll = .down
      case .next: scroll = .next
      case .previous: scroll = .previous
      @unknown default: return false
      }
      guard
        let step = AccessibilityScrollStep.monthStep(
          for: scroll, isVertical: self.direction == .vertical, model: model)
      else { return false }
      let before = model.displayedMonth
      if step > 0 { goToNextMonth() } else { goToPreviousMonth() }
      // At the period's end nothing moved: VoiceOver plays its boundary sound.
      return model.displayedMonth != before
    }

    /// Shows the next month, if the period has one.
    public func goToNextMonth() {
      finish(updateModel { $0.showNextMonth() }, animated: true)
    }

    /// Shows the previous month, if the period has one.
    public func goToPreviousMonth() {
      finish(updateModel { $0.showPreviousMonth() }, animated: true)
    }

    // MARK: Selection

    /// The selected days' starts: in selection order (single, multiple), or a range's ends
    /// (the pending first end, then both ends in ascending order).
    public var selectedDates: [Date] {
      CalendarViewCallback.selectedDays(of: model.selection).map(model.context.startDate(of:))
    }

    /// Selects the day of `date` with a tap's rules (a selected day stays selected; in range
    /// mode it becomes an end; a day the delegate's `canSelectDate` refuses is not selected);
    /// the delegate hears about it as for a tap.
    ///
    /// - Parameter date: Any instant of the day.
    public func selectDate(_ date: Date) {
      let day = model.context.day(for: date)
      perform(updateModel { $0.select(day) }, trigger: day)
    }

    /// Deselects the day of `date` (in range mode, clears the range holding it), even when
    /// `enableDeselection` is off; the delegate hears `didDeselectDate`.
    ///
    /// - Parameter date: Any instant of the day.
    public func deselectDate(_ date: Date) {
      let day = model.context.day(for: date)
      perform(updateModel { $0.deselect(day) }, trigger: day)
    }

    /// Selects the days of `range` (range mode: one range; multiple mode: every selectable
    /// day; single mode: refused); the delegate hears `didSelectRange`.
    ///
    /// - Parameter range: Instants on the first and last days.
    public func selectRange(_ range: ClosedRange<Date>) {
      let days = model.context.days(for: range)
      perform(updateModel { $0.selectRange(days) }, trigger: nil)
    }

    /// Replaces the selection without delegate calls (the SwiftUI wrapper applying its
    /// binding). Days the period or the rules refuse are dropped.
    ///
    /// - Parameter days: The days to select.
    func replaceSelection(with days: [Day]) {
      updateModel { $0.setSelectedDays(days) }
      reloadPages()
    }

    /// The selected days (for the SwiftUI wrapper's binding).
    var selectedDays: [Day] { model.selectedDays }

    /// The engine context the view computes in.
    package var engineContext: CalendarContext { model.context }

    /// The days of the displayed page (its six weeks, adjacent months' days included), which
    /// AlmanacEventKit loads events for.
    package var displayedPageDays: ClosedRange<Day> {
      let days = model.page(for: model.displayedMonth, rows: .fixedSix).cells.compactMap(\.day)
      guard let first = days.min(), let last = days.max() else {
        return model.displayedMonth.days
      }
      return first...last
    }

    /// Called after the displayed month changed (AlmanacEventKit loads that page's events).
    package var displayedMonthDidChange: (@MainActor () -> Void)?

    /// Objects that other modules of the package attach to a view (the EventKit loader).
    package var attachments: [String: AnyObject] = [:]

    /// Clears the selection without delegate calls.
    public func clearAllSelectedDates() {
      updateModel { $0.setSelectedDays([]) }
      reloadPages()
    }

    /// Reads the data source and the clock again and redraws, keeping the selection and the
    /// displayed month where the new period allows.
    public func reloadData() {
      rebuildModel()
    }

    // MARK: Engine

    /// Changes the model through a copy, so that the delegate's `canSelectDate`, which the
    /// engine calls during the change, may read the view (`selectedDates`, `displayDate`)
    /// without overlapping the change (an exclusivity violation traps).
    @discardableResult
    private func updateModel<Result>(_ change: (inout MonthCalendarModel) -> Result) -> Result {
      var next = model
      let result = change(&next)
      model = next
      return result
    }

    private static func makeModel(
      style: Style, dataSource: (any CalendarViewDataSource)?, today: Date,
      mode: SelectionMode, allowsDeselection: Bool, rule: MainActorDayRule,
      keeping old: MonthCalendarModel?
    ) -> MonthCalendarModel {
      MonthCalendarModel.calendarView(
        context: style.context, start: dataSource?.startDate(), end: dataSource?.endDate(),
        today: today, mode: mode, allowsDeselection: allowsDeselection, rule: rule,
        keeping: old)
    }

    private func rebuildModel() {
      model = CalendarView.makeModel(
        style: style, dataSource: dataSource, today: dateProvider(), mode: selectionMode,
        allowsDeselection: enableDeselection, rule: dayRule, keeping: model)
      months = MonthPages(range: model.range, in: model.context)
      scheduleMidnight()
      let isRightToLeft = model.readingDirection.isRightToLeft
      semanticContentAttribute = isRightToLeft ? .forceRightToLeft : .forceLeftToRight
      collectionView.semanticContentAttribute = semanticContentAttribute
      collectionView.reloadData()
      collectionView.layoutIfNeeded()
      scrollToDisplayedMonth(animated: false)
      // The first month shown is not reported; a month that a new period or calendar moved
      // the page to is.
      if reportedMonth == nil {
        reportedMonth = model.displayedMonth
      } else {
        didShow(model.displayedMonth)
      }
    }

    /// Redraws at the start of the next day, when "today" changes.
    private func scheduleMidnight() {
      midnightTimer?.invalidate()
      let fire = TodayClock.nextChange(after: dateProvider(), in: model.context)
      let timer = Timer(fire: fire, interval: 0, repeats: false) { [weak self] _ in
        MainActor.assumeIsolated { self?.dayDidChange() }
      }
      RunLoop.main.add(timer, forMode: .common)
      midnightTimer = timer
    }

    private func dayDidChange() {
      let today = model.context.day(for: dateProvider())
      if today != model.today { rebuildModel() } else { scheduleMidnight() }
    }

    /// Configures the visible days again, asking the delegate's per-day hooks anew (the
    /// SwiftUI wrapper's `canSelect` and `styleForDate` changed).
    func redrawDays() {
      reloadPages()
    }

    private func reloadPages() {
      for case let cell as MonthPageCollectionCell in collectionView.visibleCells {
        guard let indexPath = collectionView.indexPath(for: cell) else { continue }
        configure(cell, at: indexPath.item)
      }
    }

    private func handleTap(on day: Day) {
      // The delegate's canSelectDate is the model's availability: the engine asks it.
      perform(updateModel { $0.tap(day) }, trigger: day)
    }

    private func handleLongPress(on day: Day) {
      delegate?.calendar(
        self, didLongPressDate: model.context.startDate(of: day), withEvents: model.events(on: day))
    }

    private func perform(_ update: MonthCalendarUpdate, trigger: Day?) {
      // Taps and commands do not page today; should one move the displayed month, follow it.
      if update.displayedMonth != nil { finish(update, animated: true) }
      reloadPages()
      if let announcement = update.announcement {
        UIAccessibility.post(notification: .announcement, argument: announcement)
      }
      let context = model.context
      for call in CalendarViewCallback.callbacks(for: update.selectionEvents, trigger: trigger) {
        switch call {
        case .didSelect(let day):
          delegate?.calendar(
            self, didSelectDate: context.startDate(of: day), withEvents: model.events(on: day))
        case .didDeselect(let day):
          delegate?.calendar(self, didDeselectDate: context.startDate(of: day))
        case .didSelectRange(let days):
          delegate?.calendar(self, didSelectRange: context.dates(for: days))
        }
      }
    }

    private func finish(_ update: MonthCalendarUpdate, animated: Bool) {
      guard let month = update.displayedMonth else { return }
      scrollToDisplayedMonth(animated: animated)
      // The model has moved: report now, not when the animation ends (it does not run in a
      // view without a window). The settling scroll finds the month already reported.
      didShow(month)
    }

    private func didShow(_ month: CalendarMonth) {
      reloadPages()
      guard month != reportedMonth else { return }
      reportedMonth = month
      UIAccessibility.post(notification: .pageScrolled, argument: title(of: month))
      displayedMonthDidChange?()
      delegate?.calendar(self, didScrollToMonth: model.context.startDate(of: month.firstDay))
    }

    private func scrollToDisplayedMonth(animated: Bool) {
      guard !months.isEmpty else { return }
      let index = months.index(showing: model.displayedMonth)
      let position: UICollectionView.ScrollPosition =
        direction == .horizontal ? .centeredHorizontally : .centeredVertically
      collectionView.scrollToItem(
        at: IndexPath(item: index, section: 0), at: position, animated: animated)
    }

    private func title(of month: CalendarMonth) -> String {
      let start = model.context.startDate(of: month.firstDay)
      return dataSource?.headerString(start) ?? model.context.title(of: month)
    }

    // MARK: Drawing

    private func configure(_ cell: MonthPageCollectionCell, at index: Int) {
      guard months.indices.contains(index) else { return }
      let page = model.page(for: months[index], rows: .fixedSix)
      let context = model.context
      let isRightToLeft = model.readingDirection.isRightToLeft
      let index = model.eventIndex(for: page)
      let rows = page.weeks.map { week in
        week.map { pageCell in
          content(for: pageCell, context: context, events: index, isRightToLeft: isRightToLeft)
        }
      }
      let fonts = scaledFonts(of: style)
      cell.pageView.configure(
        with: MonthPageContent(
          title: title(of: page.month), titleFont: fonts.header,
          titleColor: style.headerTextColor,
          weekdayNames: WeekdayHeaderText.names(
            page.weekdays,
            isAccessibilitySize: traitCollection.preferredContentSizeCategory
              .isAccessibilityCategory),
          weekdayFont: fonts.weekdays,
          weekdayColor: style.weekdaysTextColor, isRightToLeft: isRightToLeft, rows: rows))
      cell.pageView.onTap = { [weak self] day in self?.handleTap(on: day) }
      cell.pageView.onLongPress = { [weak self] day in self?.handleLongPress(on: day) }
    }

    private func content(
      for pageCell: MonthPageCell, context: CalendarContext,
      events index: EventIndex<CalendarEvent>?, isRightToLeft: Bool
    ) -> DayCellContent {
      guard let day = pageCell.day else { return .empty }
      let dayStyle =
        delegate?.calendar(self, styleForDate: context.startDate(of: day)) ?? style
      let appearance = DayAppearance(
        cell: pageCell, style: dayStyle.spec(marksWeekends: marksWeekends))
      if appearance.isHidden { return .empty }
      let colors = dayStyle.colors(for: appearance)
      var dots: [UIColor] = []
      if appearance.dotCount > 0 {
        dots = (index?.events(on: day) ?? []).prefix(appearance.dotCount).map {
          $0.uiColor ?? dayStyle.color(for: .eventDot)
        }
      }
      let text = pageCell.accessibleText
      let hasEvents = appearance.dotCount + appearance.overflowCount > 0
      return DayCellContent(
        day: day, text: appearance.text, textColor: colors.text,
        font: scaledFonts(of: dayStyle).cell, backgroundColor: .clear, fillColor: colors.fill,
        ringColor: colors.ring, ringWidth: dayStyle.cellSelectedBorderWidth,
        band: appearance.band, bandColor: colors.band,
        shape: dayStyle.spec(marksWeekends: marksWeekends).cellShape,
        isRightToLeft: isRightToLeft, dotColors: dots,
        isInteractive: !appearance.isAdjacent,
        isSelected: appearance.fill == .selection || appearance.band == .full,
        isUnavailable: !appearance.isEnabled && !appearance.isAdjacent,
        accessibilityLabel: text?.label, accessibilityValue: text?.value,
        accessibilityHint: text?.hint, eventsActionName: hasEvents ? text?.hint : nil)
    }

    // MARK: Pages (called by PagesController)

    fileprivate var pageCount: Int { months.count }

    fileprivate func configurePage(_ cell: MonthPageCollectionCell, at index: Int) {
      configure(cell, at: index)
    }

    fileprivate func settle() {
      let center = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
      guard let index = collectionView.indexPathForItem(at: center)?.item,
        months.indices.contains(index)
      else { return }
      if months[index] != model.displayedMonth {
        let month = months[index]
        updateModel { _ = $0.show(month) }
      }
      didShow(model.displayedMonth)
    }

    /// The style's fonts scaled for the view's Dynamic Type size, read from its trait
    /// collection each time a page is configured (so a size changed while the app runs is
    /// applied on the next configure): the day numbers as body text, the title as a
    /// headline, the weekday names as caption text.
    private func scaledFonts(of style: Style) -> (cell: UIFont, header: UIFont, weekdays: UIFont) {
      let traits = traitCollection
      return (
        UIFontMetrics(forTextStyle: .body).scaledFont(for: style.cellFont, compatibleWith: traits),
        UIFontMetrics(forTextStyle: .headline).scaledFont(
          for: style.headerFont, compatibleWith: traits),
        UIFontMetrics(forTextStyle: .caption1).scaledFont(
          for: style.weekdaysFont, compatibleWith: traits)
      )
    }

    /// A natural height: the style's title and weekday fonts, and six rows of 44 points
    /// (Apple's minimum touch target) scaled for the current Dynamic Type size, or two lines of
    /// the day font if taller; no natural width. Constraints may override it.
    public override var intrinsicContentSize: CGSize {
      let fonts = scaledFonts(of: style)
      let title = ceil(fonts.header.lineHeight) + 16
      let weekdays = ceil(fonts.weekdays.lineHeight) + 8
      let target = UIFontMetrics(forTextStyle: .body).scaledValue(
        for: 44, compatibleWith: traitCollection)
      let row = max(ceil(target), ceil(fonts.cell.lineHeight * 2))
      return CGSize(width: UIView.noIntrinsicMetric, height: title + weekdays + 6 * row)
    }

    /// Keeps the displayed month in place when the view's size changes.
    public override func layoutSubviews() {
      let oldSize = collectionView.bounds.size
      super.layoutSubviews()
      if collectionView.bounds.size != oldSize {
        pagingLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        scrollToDisplayedMonth(animated: false)
      }
    }
  }

  /// The month pages' data source and delegate, so that `CalendarView` does not expose UIKit
  /// collection-view plumbing as public API.
  private final class PagesController: NSObject, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
  {
    unowned let owner: CalendarView

    init(owner: CalendarView) {
      self.owner = owner
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      owner.pageCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: MonthPageCollectionCell.reuseIdentifier, for: indexPath)
      if let page = cell as? MonthPageCollectionCell {
        owner.configurePage(page, at: indexPath.item)
      }
      return cell
    }

    /// A page prefetched before a change of selection, events or style is configured again
    /// when it comes on screen, so it never shows what it was prefetched with.
    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      if let page = cell as? MonthPageCollectionCell {
        owner.configurePage(page, at: indexPath.item)
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      collectionView.bounds.size
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      owner.settle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      owner.settle()
    }
  }

  /// The collection view of the month pages; VoiceOver's scroll goes to the calendar.
  final class MonthPagesCollectionView: UICollectionView {
    /// Handles VoiceOver's three-finger scroll; `false` when it did not page.
    var onAccessibilityScroll: ((UIAccessibilityScrollDirection) -> Bool)?

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      onAccessibilityScroll?(direction) ?? false
    }
  }

  /// The flow layout of the month pages, mirrored in right-to-left layouts.
  final class MonthPagingLayout: UICollectionViewFlowLayout {
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
  }
#endif
