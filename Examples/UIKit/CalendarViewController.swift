// A small UIKit screen that owns a CalendarView as its data source and delegate: a year of
// selectable days from the start of the current month, range selection, two events, round
// cells, weekends marked, and buttons to page and to clear the selection.
#if canImport(UIKit)
  import UIKit
  #if canImport(AlmanacUIKit)
    import AlmanacUIKit
  #endif

  final class CalendarViewController: UIViewController, CalendarViewDataSource,
    CalendarViewDelegate
  {
    private let calendarView = CalendarView(frame: .zero)
    private let summaryLabel = UILabel()
    private var calendar = Calendar.autoupdatingCurrent
    private let holidays: Set<Date> = []

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      title = "Trip"

      var style = CalendarView.Style()
      style.cellShape = .round
      style.firstWeekday = .monday
      style.showAdjacentDays = true
      style.calendar = calendar
      style.cellSelectedBorderColor = .systemOrange
      style.headerFont = UIFontMetrics(forTextStyle: .title2).scaledFont(
        for: .systemFont(ofSize: 22, weight: .bold))
      calendarView.style = style
      calendarView.style.cellEventColor = .systemTeal  // restyles in place
      calendarView.direction = .horizontal
      calendarView.selectionMode = .range
      calendarView.enableDeselection = true
      calendarView.marksWeekends = true
      calendarView.dataSource = self
      calendarView.delegate = self

      let now = Date()
      calendarView.events = [
        CalendarEvent(
          title: "Flight", startDate: now, endDate: now.addingTimeInterval(3 * 3600),
          color: .systemIndigo),
        CalendarEvent(
          title: "Conference", startDate: calendar.startOfDay(for: now),
          endDate: calendar.startOfDay(for: now).addingTimeInterval(3 * 86_400), isAllDay: true),
      ]

      summaryLabel.font = .preferredFont(forTextStyle: .body)
      summaryLabel.adjustsFontForContentSizeCategory = true
      summaryLabel.numberOfLines = 0
      summaryLabel.text = "Pick your dates"

      let previous = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Previous") { [weak self] _ in
          self?.calendarView.goToPreviousMonth()
        })
      let next = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Next") { [weak self] _ in
          self?.calendarView.goToNextMonth()
        })
      let clear = UIButton(type: .system)
      clear.setTitle("Clear", for: .normal)
      clear.addTarget(self, action: #selector(clearSelection(_:)), for: .touchUpInside)
      let buttons = UIStackView(arrangedSubviews: [previous, clear, next])
      buttons.distribution = .equalSpacing

      let stack = UIStackView(arrangedSubviews: [calendarView, buttons, summaryLabel])
      stack.axis = .vertical
      stack.spacing = 12
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        calendarView.heightAnchor.constraint(equalTo: calendarView.widthAnchor, multiplier: 1.1),
      ])
      calendarView.setDisplayDate(now, animated: false)
    }

    @objc private func clearSelection(_ sender: UIButton) {
      calendarView.clearAllSelectedDates()
      summaryLabel.text = "Pick your dates"
    }

    // MARK: CalendarViewDataSource

    func startDate() -> Date {
      calendar.dateInterval(of: .month, for: Date())?.start ?? Date()
    }

    func endDate() -> Date {
      calendar.date(byAdding: .year, value: 1, to: startDate()) ?? Date()
    }

    func headerString(_ date: Date) -> String? {
      nil  // keep the engine's localized title ("March 2026", "令和8年3月")
    }

    // MARK: CalendarViewDelegate

    func calendar(_ calendar: CalendarView, didScrollToMonth date: Date) {
      navigationItem.title = date.formatted(.dateTime.month(.wide).year())
    }

    func calendar(
      _ calendar: CalendarView, didSelectDate date: Date, withEvents events: [CalendarEvent]
    ) {
      let titles = events.map(\.title).joined(separator: ", ")
      summaryLabel.text = titles.isEmpty ? "Now pick the other end" : "On that day: \(titles)"
    }

    func calendar(_ calendar: CalendarView, canSelectDate date: Date) -> Bool {
      !holidays.contains(date)
    }

    func calendar(_ calendar: CalendarView, didSelectRange range: ClosedRange<Date>) {
      let nights =
        self.calendar.dateComponents([.day], from: range.lowerBound, to: range.upperBound).day ?? 0
      summaryLabel.text = "\(nights) nights selected"
    }

    func calendar(_ calendar: CalendarView, didDeselectDate date: Date) {
      summaryLabel.text = "Pick your dates"
    }

    func calendar(
      _ calendar: CalendarView, didLongPressDate date: Date, withEvents events: [CalendarEvent]?
    ) {
      // (UIAlertController is not in the type-check stub; a real app would show one here.)
      summaryLabel.text = events?.first.map { "Long press: \($0.title)" } ?? "No events that day"
    }

    func calendar(_ calendar: CalendarView, styleForDate date: Date) -> CalendarView.Style? {
      guard self.calendar.isDateInToday(date) else { return nil }
      var style = calendar.style
      style.cellTextColorToday = .systemGreen
      return style
    }
  }
#endif
