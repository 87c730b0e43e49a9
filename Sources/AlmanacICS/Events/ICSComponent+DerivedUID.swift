import AlmanacPrimitives

extension ICSComponent {
  /// A UID derived from the component's content, for events that have none (RFC 5545 requires
  /// one; some exporters leave it out): the same content always gives the same UID, so
  /// importing a file twice finds the events already there rather than adding them again.
  ///
  /// Every property but UID and DTSTAMP (which exporters set to the export time) is hashed, in
  /// order, with its parameters, and so are the sub-components (alarms): two 64-bit FNV-1a
  /// hashes with different bases, written as `derived-<32 hex digits>@almanac`.
  ///
  /// - Complexity: O(*n*) in the size of the component.
  package var contentDerivedUID: String {
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x6c62_272e_07bb_0142
    func feed(_ text: String) {
      for byte in text.utf8 {
        first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
        second = (second ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      // A separator that cannot occur in the text, so that "AB"+"C" differs from "A"+"BC".
      first = (first ^ 0xFF) &* 0x100_0000_01b3
      second = (second ^ 0xFE) &* 0x100_0000_01b3
    }
    func walk(_ component: ICSComponent) {
      feed("BEGIN:" + component.name)
      for property in component.properties
      where property.name != "UID" && property.name != "DTSTAMP" {
        feed(property.name)
        for parameter in property.parameters {
          feed(parameter.name + "=" + parameter.values.joined(separator: ","))
        }
        feed(property.rawValue)
      }
      for child in component.components { walk(child) }
      feed("END:" + component.name)
    }
    walk(self)
    return "derived-" + first.zeroPadded(to: 16, radix: 16) + second.zeroPadded(to: 16, radix: 16)
      + "@almanac"
  }

  /// The component with a UID property added at the top, its value ``contentDerivedUID``
  /// (made unique against `taken` by a `-2`, `-3`… suffix: identical copies in one file).
  ///
  /// The copy has no source line (`line` is 0), so that writers render it property by property
  /// (keeping every original line) instead of copying its old text without the UID.
  ///
  /// - Parameter taken: UIDs already used; the new one is added.
  /// - Returns: The component and its new UID.
  package func addingDerivedUID(avoiding taken: inout Set<String>) -> (
    component: ICSComponent, uid: String
  ) {
    let base = contentDerivedUID
    var uid = base
    var n = 1
    while taken.contains(uid) {
      n += 1
      uid = base + "-\(n)"
    }
    taken.insert(uid)
    var copy = self
    copy.properties.insert(ICSProperty(name: "UID", rawValue: uid), at: 0)
    copy.line = 0
    return (copy, uid)
  }
}
