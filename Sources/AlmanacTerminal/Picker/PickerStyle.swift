import Almanac

/// How the picker draws each kind of cell, with colour and without.
///
/// Without colour (``ColorLevel/none``, `NO_COLOR`) only attributes remain, and every state
/// stays visible: selected days and the range band in inverse video (ends also bold), today
/// underlined, unavailable days dim, the focused day bold between `[` `]`.
public struct PickerStyle: Hashable, Sendable {
  /// Month titles and the summary line.
  public var title: CellStyle
  /// The ‹ › paging arrows.
  public var arrow: CellStyle
  /// Weekday names in the header.
  public var header: CellStyle
  /// Weekend days and their names (colour only).
  public var weekend: CellStyle
  /// Days that cannot be picked.
  public var unavailable: CellStyle
  /// Today.
  public var today: CellStyle
  /// Days inside a range, and the gaps between them (the band).
  public var band: CellStyle
  /// A selected day, and the ends of a range.
  public var endpoint: CellStyle
  /// Added to the focused day.
  public var focus: CellStyle
  /// The `[` `]` around the focused day.
  public var bracket: CellStyle
  /// The message line.
  public var message: CellStyle
  /// The key help line.
  public var help: CellStyle
  /// Dialog frames and their entries.
  public var dialog: CellStyle
  /// The highlighted dialog entry.
  public var highlighted: CellStyle

  /// The style for a colour level.
  ///
  /// - Parameter colors: the colours the terminal can draw; `.none` gives attributes only.
  public init(colors: ColorLevel) {
    title = CellStyle(attributes: [.bold])
    arrow = CellStyle(attributes: [.bold])
    header = CellStyle()
    dialog = CellStyle()
    highlighted = CellStyle(attributes: [.inverse, .bold])
    if colors == .none {
      weekend = CellStyle()
      unavailable = CellStyle(attributes: [.dim])
      today = CellStyle(attributes: [.underline])
      band = CellStyle(attributes: [.inverse])
      endpoint = CellStyle(attributes: [.inverse, .bold])
      focus = CellStyle(attributes: [.bold])
      bracket = CellStyle(attributes: [.bold])
      message = CellStyle(attributes: [.bold])
      help = CellStyle()
    } else {
      weekend = CellStyle(foreground: .red)
      unavailable = CellStyle(attributes: [.dim])
      today = CellStyle(attributes: [.bold, .underline])
      band = CellStyle(foreground: .black, background: .cyan)
      endpoint = CellStyle(foreground: .white, background: .blue, attributes: [.bold])
      focus = CellStyle(attributes: [.inverse, .bold])
      bracket = CellStyle(foreground: .yellow, attributes: [.bold])
      message = CellStyle(foreground: .yellow, attributes: [.bold])
      help = CellStyle(attributes: [.dim])
    }
  }

  /// The style of a day's number for the colour roles the engine gives it
  /// (``/Almanac/DayAppearance/roles``): this face's one appearance table, each role's style
  /// laid over the ones before it in this order (events change no style).
  ///
  /// - Parameter roles: the day's colour roles.
  /// - Returns: the combined style.
  public func day(_ roles: ColorRoles) -> CellStyle {
    var style = CellStyle()
    if roles.contains(.weekendText) { style = Self.layer(weekend, over: style) }
    if roles.contains(.selectionBand) { style = Self.layer(band, over: style) }
    if roles.contains(.selection) { style = Self.layer(endpoint, over: style) }
    if roles.contains(.unavailableText) { style = Self.layer(unavailable, over: style) }
    if roles.contains(.today) { style = Self.layer(today, over: style) }
    if roles.contains(.focusRing) { style = Self.layer(focus, over: style) }
    return style
  }

  /// `top` over `bottom`: its colours where set, the union of attributes.
  ///
  /// - Parameters:
  ///   - top: the style laid over.
  ///   - bottom: the style below.
  /// - Returns: the combination.
  public static func layer(_ top: CellStyle, over bottom: CellStyle) -> CellStyle {
    var result = bottom
    if top.foreground != .default { result.foreground = top.foreground }
    if top.background != .default { result.background = top.background }
    result.attributes.formUnion(top.attributes)
    return result
  }
}
