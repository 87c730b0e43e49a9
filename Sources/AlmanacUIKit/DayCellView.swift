#if canImport(UIKit)
  import Almanac
  import UIKit

  /// What one grid slot of a month page draws; built by ``CalendarView`` from the engine.
  struct DayCellContent {
    var day: Day?
    var text: String
    var textColor: UIColor
    var font: UIFont
    var backgroundColor: UIColor
    var fillColor: UIColor
    var ringColor: UIColor?
    var ringWidth: CGFloat
    var band: RangeBand
    var bandColor: UIColor
    var shape: Almanac.CellShape
    var isRightToLeft: Bool
    var dotColors: [UIColor]
    var isInteractive: Bool
    var isSelected: Bool
    var isUnavailable: Bool
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHint: String?
    /// The VoiceOver action that does what a long press does (its name is the engine's
    /// event count, "2 events"), or `nil` on a day without events.
    var eventsActionName: String?

    static let empty = DayCellContent(
      day: nil, text: "", textColor: .clear, font: .systemFont(ofSize: 17),
      backgroundColor: .clear, fillColor: .clear, ringColor: nil, ringWidth: 0, band: .none,
      bandColor: .clear, shape: .square, isRightToLeft: false, dotColors: [], isInteractive: false,
      isSelected: false, isUnavailable: false, accessibilityLabel: nil, accessibilityValue: nil,
      accessibilityHint: nil, eventsActionName: nil)
  }

  /// One day of a month page: a range band, a ring, a fill, the day number and up to three
  /// event dots.
  /// Colours are views' background colours, so dynamic colours follow dark mode by themselves.
  final class DayCellView: SetUpView {
    private let bandView = UIView()
    private let ringView = UIView()
    private let fillView = UIView()
    private let numberLabel = UILabel()
    private var dotViews: [UIView] = []
    private(set) var content = DayCellContent.empty
    var onActivate: ((Day) -> Void)?
    var onLongPress: ((Day) -> Void)?

    override func setUp() {
      addSubview(bandView)
      addSubview(ringView)
      addSubview(fillView)
      numberLabel.centerOnOneLine()
      addSubview(numberLabel)
      for _ in 0..<3 {
        let dot = UIView()
        dot.isHidden = true
        addSubview(dot)
        dotViews.append(dot)
      }
    }

    func configure(with content: DayCellContent) {
      self.content = content
      numberLabel.text = content.text
      numberLabel.font = content.font
      numberLabel.textColor = content.textColor
      backgroundColor = content.backgroundColor
      bandView.backgroundColor = content.bandColor
      bandView.isHidden = content.band == .none
      fillView.backgroundColor = content.fillColor
      ringView.backgroundColor = content.ringColor ?? .clear
      for (index, dot) in dotViews.enumerated() {
        dot.isHidden = index >= content.dotColors.count
        if index < content.dotColors.count { dot.backgroundColor = content.dotColors[index] }
      }
      isAccessibilityElement = content.isInteractive
      accessibilityLabel = content.accessibilityLabel
      accessibilityValue = content.accessibilityValue
      accessibilityHint = content.accessibilityHint
      var traits: UIAccessibilityTraits = .button
      if content.isSelected { traits.insert(.selected) }
      if content.isUnavailable { traits.insert(.notEnabled) }
      accessibilityTraits = traits
      if let name = content.eventsActionName, let day = content.day {
        accessibilityCustomActions = [
          UIAccessibilityCustomAction(name: name) { [weak self] _ in
            self?.onLongPress?(day)
            return true
          }
        ]
      } else {
        accessibilityCustomActions = nil
      }
      setNeedsLayout()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let side = min(bounds.width, bounds.height) - 2
      let square = CGRect(
        x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
      let ringFrame = content.shape == .round ? square : bounds.insetBy(dx: 1, dy: 1)
      let radius = CGFloat(
        content.shape.cornerRadius(forSide: Double(min(ringFrame.width, ringFrame.height))))
      // The band runs toward later days: right in left-to-right, left in right-to-left.
      let trailingIsRight = !content.isRightToLeft
      var band = CGRect(x: 0, y: ringFrame.minY, width: bounds.width, height: ringFrame.height)
      switch content.band {
      case .none, .full:
        break
      case .trailingHalf:
        band.size.width = bounds.width / 2
        if trailingIsRight { band.origin.x = bounds.midX }
      case .leadingHalf:
        band.size.width = bounds.width / 2
        if !trailingIsRight { band.origin.x = bounds.midX }
      }
      bandView.frame = band
      ringView.frame = ringFrame
      ringView.layer.cornerRadius = radius
      let inset = content.ringColor == nil ? 0 : content.ringWidth
      fillView.frame = ringFrame.insetBy(dx: inset, dy: inset)
      fillView.layer.cornerRadius = max(0, radius - inset)
      numberLabel.frame = bounds
      let dotSide: CGFloat = 5
      let count = CGFloat(min(content.dotColors.count, dotViews.count))
      let rowWidth = count * dotSide + max(0, count - 1) * 3
      var x = bounds.midX - rowWidth / 2
      let y = ringFrame.maxY - dotSide - max(3, inset + 2)
      for dot in dotViews where !dot.isHidden {
        dot.frame = CGRect(x: x, y: y, width: dotSide, height: dotSide)
        dot.layer.cornerRadius = dotSide / 2
        x += dotSide + 3
      }
    }

    override func accessibilityActivate() -> Bool {
      guard content.isInteractive, let day = content.day else { return false }
      onActivate?(day)
      return true
    }
  }
#endif
