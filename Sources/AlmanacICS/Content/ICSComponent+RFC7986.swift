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

  /// The colour (COLOR): a CSS3 colour name or `#RRGGBB`; setting replaces it in place.
  var color: String? {
    get { rawProperty("COLOR") }
    set { setFirstProperty("COLOR", rawValue: newValue) }
  }

  /// The images (IMAGE), inline ones whose base 64 does not decode left out; setting keeps the
  /// properties of images that did not change as they were written.
  var images: [ICSImage] {
    get { properties(named: "IMAGE").compactMap(ICSImage.init) }
    set { replaceKeepingUnchanged("IMAGE", with: newValue, read: ICSImage.init, write: \.property) }
  }

  /// The conference entries (CONFERENCE); setting keeps the properties of entries that did not
  /// change as they were written.
  var conferences: [ICSConference] {
    get { properties(named: "CONFERENCE").map(ICSConference.init) }
    set {
      replaceKeepingUnchanged(
        "CONFERENCE", with: newValue, read: ICSConference.init, write: \.property)
    }
  }

  /// Replaces the properties named `name` with `values`: the property of a value that was
  /// already there stays as it was written (its parameters, spelling and order), and a new
  /// value is written by `write`.
  private mutating func replaceKeepingUnchanged<Value: Equatable>(
    _ name: String, with values: [Value], read: (ICSProperty) -> Value?,
    write: (Value) -> ICSProperty
  ) {
    let old = properties(named: name)
    replaceProperties(
      name, with: values.map { value in old.first { read($0) == value } ?? write(value) })
  }
}
