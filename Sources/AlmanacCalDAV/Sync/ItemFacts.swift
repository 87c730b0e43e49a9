import AlmanacICS

/// What the sync needs to know about one item's text: its UID, SUMMARY, when it was last
/// modified, and a hash of its meaning.
///
/// The hash is SHA-256 of a normalised form: lines unfolded, PRODID and DTSTAMP dropped
/// (servers and clients rewrite them freely), parameters sorted, properties sorted within
/// each component, the parts of RRULE/EXRULE sorted, and sibling components sorted. Two texts with the same hash say the same
/// thing, so a sync that finds both sides changed to the same content records it without a
/// conflict, and a server that only reformats what it is sent causes no ping-pong.
package struct ItemFacts: Hashable, Sendable {
  /// The UID of the first VEVENT/VTODO/VJOURNAL, if any.
  package var uid: String?
  /// Its SUMMARY, if any (for messages).
  package var summary: String?
  /// Its LAST-MODIFIED (else DTSTAMP) as `YYYYMMDDTHHMMSS` text, for `--conflict newest`.
  package var modified: String?
  /// The number of distinct UIDs in the item (a vdir item has one).
  package var uidCount: Int
  /// The hash of the normalised content (hex).
  package var hash: String

  /// Reads an item.
  ///
  /// - Parameter bytes: The iCalendar text.
  package init(_ bytes: [UInt8]) {
    let document = (try? ICSParser().parse(bytes)) ?? ICSDocument(components: [])
    var uids: [String] = []
    var first: ICSComponent?
    var master: ICSComponent?
    for calendar in document.calendars {
      for child in calendar.components where ["VEVENT", "VTODO", "VJOURNAL"].contains(child.name) {
        if let uid = child.text("UID"), !uids.contains(uid) { uids.append(uid) }
        if first == nil { first = child }
        if master == nil, child.property("RECURRENCE-ID") == nil { master = child }
      }
    }
    let main = master ?? first
    uid = uids.first
    uidCount = uids.count
    summary = main?.text("SUMMARY")
    modified = (main?.property("LAST-MODIFIED") ?? main?.property("DTSTAMP")).map {
      $0.rawValue.uppercased()
    }
    if document.components.isEmpty {
      hash = Digests.hex(Digests.sha256(bytes))
    } else {
      var text: [UInt8] = []
      for component in document.components.map(Self.canonical).sorted() {
        text += Array(component.utf8)
      }
      hash = Digests.hex(Digests.sha256(text))
    }
  }

  /// The properties dropped before hashing.
  static let volatile: Set<String> = ["PRODID", "DTSTAMP"]

  static func canonical(_ component: ICSComponent) -> String {
    var lines: [String] = []
    for property in component.properties where !volatile.contains(property.name.uppercased()) {
      let parameters = property.parameters.map {
        $0.name.uppercased() + "=" + $0.values.joined(separator: ",")
      }
      .sorted().joined(separator: ";")
      var value = property.rawValue
      if ["RRULE", "EXRULE"].contains(property.name.uppercased()) {
        // Servers reorder the parts of a rule (xandikos writes BYDAY before BYMONTH).
        value = value.uppercased().split(separator: ";").sorted().joined(separator: ";")
      }
      lines.append(property.name.uppercased() + ";" + parameters + ":" + value)
    }
    lines.sort()
    let children = component.components.map(canonical).sorted()
    return "BEGIN:\(component.name.uppercased())\n" + lines.joined(separator: "\n") + "\n"
      + children.joined() + "END:\(component.name.uppercased())\n"
  }
}
