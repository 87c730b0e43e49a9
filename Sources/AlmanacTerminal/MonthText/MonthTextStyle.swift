/// How ``MonthTextRenderer`` draws months: colour level, week numbers and the styles of
/// today, weekend and selected days.
public struct MonthTextStyle: Hashable, Sendable {
  /// How much colour to write; `.none` writes plain text and marks today with brackets.
  public var colorLevel: ColorLevel
  /// Whether a week-number column is drawn left of each month.
  public var showsWeekNumbers: Bool
  /// Whether days are numbered by their day of the year (cal's `-j`) instead of the month.
  public var numbersDaysOfYear = false
  /// The style of today (inverse video by default).
  public var today: CellStyle
  /// The style of weekend days and their weekday names.
  public var weekend: CellStyle
  /// The style of selected days and of the gaps inside a selected run.
  public var selected: CellStyle
  /// The style of week numbers.
  public var weekNumber: CellStyle
  /// Whether months are laid out as BSD cal prints them (Debian's `cal`, `ncal -b`): no
  /// column left of a block, every line padded to its block and a two-column gutter, six week
  /// rows under each title, three months a row (two with days of the year), and a year heading
  /// over a row of months when the row starts a run of whole rows, as BSD cal decides it.
  package var isBSDLayout = false

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - colorLevel: How much colour to write.
  ///   - showsWeekNumbers: Whether to draw week numbers.
  public init(colorLevel: ColorLevel, showsWeekNumbers: Bool = false) {
    self.colorLevel = colorLevel
    self.showsWeekNumbers = showsWeekNumbers
    self.today = CellStyle(attributes: [.inverse])
    self.weekend = CellStyle(foreground: .red)
    self.selected = CellStyle(foreground: .black, background: .cyan)
    self.weekNumber = CellStyle(attributes: [.dim])
  }
}
