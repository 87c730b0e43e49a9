/// The RFC 7986 properties of events, to-dos and journal entries. Each reads its property
/// from ``ICSEvent/component``; setting one changes only that property, so an event written
/// back is unchanged wherever it was not edited.
extension ICSEvent {
  /// COLOR (§5.9) of this event: a CSS3 colour name or `#RRGGBB`, shown instead of its
  /// calendar's colour; read it with `SRGBColor(css:)`. `nil` removes it.
  public var color: String? {
    get { component.color }
    set { component.color = newValue }
  }

  /// IMAGE (§5.10) properties of the event.
  public var images: [ICSImage] {
    get { component.images }
    set { component.images = newValue }
  }

  /// CONFERENCE (§5.11) properties: how to join the event, in the order written.
  public var conferences: [ICSConference] {
    get { component.conferences }
    set { component.conferences = newValue }
  }
}
