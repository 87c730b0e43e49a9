/// The RFC 7986 properties, read from and written into a component; ``ICSCalendar`` and
/// ``ICSEvent`` give them their public names.
extension ICSComponent {
  /// The first property's value as TEXT; setting replaces it in place or appends one.
  func textProperty(_ name: String) -> String? { property(name)?.textValue }

  mutating func setTextProperty(_ name: String, _ text: String?) {
    setFirstProperty(name, rawValue: text.map(ICSText.escape))
  }

  /// The first property's raw value (URI, CAL-ADDRESS, COLOR…).
  func rawProperty(_ name: String) -> String? { property(name)?.rawValue }

  /// The images (IMAGE), inline ones whose base 64 does not decode left out.
  var images: [ICSImage] { properties(named: "IMAGE").compactMap(ICSImage.init) }

  mutating func setImages(_ images: [ICSImage]) {
    let old = properties(named: "IMAGE")
    replaceProperties(
      "IMAGE",
      with: images.map { image in old.first { ICSImage($0) == image } ?? image.property })
  }

  /// The conference entries (CONFERENCE).
  var conferences: [ICSConference] { properties(named: "CONFERENCE").map(ICSConference.init) }

  mutating func setConferences(_ conferences: [ICSConference]) {
    let old = properties(named: "CONFERENCE")
    replaceProperties(
      "CONFERENCE",
      with: conferences.map { entry in
        old.first { ICSConference($0) == entry } ?? entry.property
      })
  }
}
