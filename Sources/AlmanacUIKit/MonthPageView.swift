#if canImport(UIKit)
  import Almanac
  import UIKit

  /// What one month page draws: the title, the weekday names and the grid.
  struct MonthPageContent {
    var title: String
    var titleFont: UIFont
    var titleColor: UIColor
    var weekdayNames: [String]
    var weekdayFont: UIFont
    var weekdayColor: UIColor
    var isRightToLeft: Bool
    /// Rows of seven cells, in logical (reading) order; the view mirrors them right to left.
    var rows: [[DayCellContent]]
  }

  /// A month page: title, weekday row and day grid, laid out by hand (mirrored right to
  /// left) so that every page of every calendar has the same geometry.
  final class MonthPageView: SetUpView {
    private let titleLabel = UILabel()
    private var weekdayLabels: [UILabel] = []
    private var cellViews: [DayCellView] = []
    private var rowCount = 6
    private var isRightToLeft = false
    var onTap: ((Day) -> Void)?
    var onLongPress: ((Day) -> Void)?

    override func setUp() {
      titleLabel.textAlignment = .center
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.accessibilityTraits = .header
      addSubview(titleLabel)
      for _ in 0..<7 {
        let label = UILabel()
        // One line in a seventh of the width.
        label.centerOnOneLine()
        label.isAccessibilityElement = false
        addSubview(label)
        weekdayLabels.append(label)
      }
      for _ in 0..<42 {
        let cell = DayCellView(frame: .zero)
        cell.onActivate = { [weak self] day in self?.onTap?(day) }
        cell.onLongPress = { [weak self] day in self?.onLongPress?(day) }
        addSubview(cell)
        cellViews.append(cell)
      }
      let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
      let longPress = UILongPressGestureRecognizer(
        target: self, action: #selector(longPressed(_:)))
      longPress.minimumPressDuration = 0.5
      // A long press is not also a tap.
      tap.require(toFail: longPress)
      addGestureRecognizer(tap)
      addGestureRecognizer(longPress)
    }

    func configure(with content: MonthPageContent) {
      titleLabel.text = content.title
      titleLabel.font = content.titleFont
      titleLabel.textColor = content.titleColor
      for (index, label) in weekdayLabels.enumerated() {
        label.text = index < content.weekdayNames.count ? content.weekdayNames[index] : ""
        label.font = content.weekdayFont
        label.textColor = content.weekdayColor
      }
      rowCount = max(1, min(6, content.rows.count))
      isRightToLeft = content.isRightToLeft
      for (index, cell) in cellViews.enumerated() {
        let row = index / 7
        let column = index % 7
        let isShown = row < content.rows.count && column < content.rows[row].count
        cell.isHidden = !isShown
        cell.configure(with: isShown ? content.rows[row][column] : .empty)
      }
      // VoiceOver reads the title, then the days in reading order.
      accessibilityElements =
        [titleLabel] + cellViews.filter { !$0.isHidden && $0.content.isInteractive }
      setNeedsLayout()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let titleHeight = ceil(titleLabel.font.lineHeight) + 16
      titleLabel.frame = CGRect(x: 8, y: 0, width: bounds.width - 16, height: titleHeight)
      let weekdayHeight = ceil(weekdayLabels[0].font.lineHeight) + 8
      let columnWidth = bounds.width / 7
      func x(ofColumn column: Int) -> CGFloat {
        CGFloat(isRightToLeft ? 6 - column : column) * columnWidth
      }
      for (column, label) in weekdayLabels.enumerated() {
        label.frame = CGRect(
          x: x(ofColumn: column), y: titleHeight, width: columnWidth, height: weekdayHeight)
      }
      let gridTop = titleHeight + weekdayHeight
      let rowHeight = max(0, bounds.height - gridTop) / CGFloat(rowCount)
      for (index, cell) in cellViews.enumerated() {
        let row = index / 7
        cell.frame = CGRect(
          x: x(ofColumn: index % 7), y: gridTop + CGFloat(row) * rowHeight, width: columnWidth,
          height: rowHeight)
      }
    }

    private func day(at point: CGPoint) -> Day? {
      for cell in cellViews where !cell.isHidden && cell.frame.contains(point) {
        return cell.content.isInteractive ? cell.content.day : nil
      }
      return nil
    }

    @objc private func tapped(_ recognizer: UITapGestureRecognizer) {
      guard recognizer.state == .ended, let day = day(at: recognizer.location(in: self)) else {
        return
      }
      onTap?(day)
    }

    @objc private func longPressed(_ recognizer: UILongPressGestureRecognizer) {
      guard recognizer.state == .began, let day = day(at: recognizer.location(in: self)) else {
        return
      }
      onLongPress?(day)
    }
  }

  /// The collection view cell that shows one month page.
  final class MonthPageCollectionCell: UICollectionViewCell {
    static let reuseIdentifier = "AlmanacMonthPage"
    let pageView = MonthPageView(frame: .zero)

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(pageView)
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      contentView.addSubview(pageView)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      pageView.frame = contentView.bounds
    }
  }
#endif
