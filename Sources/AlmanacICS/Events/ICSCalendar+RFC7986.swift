/// The calendar-level properties of RFC 7986 (§5): what a subscribed or shared calendar says
/// about itself. Each reads its property from ``ICSCalendar/component``; setting one changes
/// only that property (in place, parameters kept), so a calendar written back is unchanged
/// wherever it was not edited. Setting `nil` removes the property.
extension ICSCalendar {
  /// NAME (§5.1): the calendar's name for people, unescaped (the first NAME; others, in other
  /// languages, are kept when this is set). AlmanacStore's collection display name reads
  /// `X-WR-CALNAME` first, then this.
  public var name: String? {
    get { component.textProperty("NAME") }
    set { component.setTextProperty("NAME", newValue) }
  }

  /// DESCRIPTION (§5.2) of the calendar, unescaped (the first one).
  public var description: String? {
    get { component.textProperty("DESCRIPTION") }
    set { component.setTextProperty("DESCRIPTION", newValue) }
  }

  /// UID (§5.3) of the calendar, as written.
  public var uid: String? {
    get { component.rawProperty("UID") }
    set { component.setFirstProperty("UID", rawValue: newValue) }
  }

  /// URL (§5.5): where the calendar can be fetched, as written.
  public var url: String? {
    get { component.rawProperty("URL") }
    set { component.setFirstProperty("URL", rawValue: newValue) }
  }

  /// LAST-MODIFIED (§5.4) of the calendar, or `nil` when absent or not a DATE-TIME.
  public var lastModified: ICSDateTime? {
    get { try? component.property("LAST-MODIFIED")?.dateTimeValue() }
    set { component.setFirstProperty("LAST-MODIFIED", rawValue: newValue?.text) }
  }

  /// CATEGORIES (§5.6) of the calendar, every item of every CATEGORIES property; setting
  /// writes one property.
  public var categories: [String] {
    get { component.properties(named: "CATEGORIES").flatMap(\.textListValue) }
    set {
      component.replaceProperties(
        "CATEGORIES",
        with: newValue.isEmpty
          ? [] : [ICSProperty(name: "CATEGORIES", rawValue: ICSText.joinList(newValue))])
    }
  }

  /// REFRESH-INTERVAL (§5.7): how often a subscriber should fetch the calendar again, or
  /// `nil` when absent, not a DURATION, or not positive (RFC 7986 asks for a positive one).
  public var refreshInterval: ICSDuration? {
    get {
      guard let text = component.rawProperty("REFRESH-INTERVAL"),
        let duration = try? ICSDuration(parsing: text),
        duration.days >= 0, duration.seconds >= 0, duration.days > 0 || duration.seconds > 0
      else { return nil }
      return duration
    }
    set {
      component.setFirstProperty(
        "REFRESH-INTERVAL", rawValue: newValue?.description,
        parameters: [ICSParameter(name: "VALUE", value: "DURATION")])
    }
  }

  /// SOURCE (§5.8): the URI the calendar data can be refreshed from, as written.
  public var source: String? {
    get { component.rawProperty("SOURCE") }
    set {
      component.setFirstProperty(
        "SOURCE", rawValue: newValue, parameters: [ICSParameter(name: "VALUE", value: "URI")])
    }
  }

  /// COLOR (§5.9): a CSS3 colour name (`turquoise`) or, as many producers write, `#RRGGBB`;
  /// read it with `SRGBColor(css:)`. A `.ics` file's collection takes it as its colour when
  /// the file has no `X-APPLE-CALENDAR-COLOR`.
  public var color: String? {
    get { component.color }
    set { component.color = newValue }
  }

  /// IMAGE (§5.10) properties of the calendar; setting keeps the properties of images that
  /// did not change as they were written.
  public var images: [ICSImage] {
    get { component.images }
    set { component.images = newValue }
  }
}
