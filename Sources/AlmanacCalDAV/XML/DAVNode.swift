/// One XML element of a WebDAV answer: namespace, local name, text and children. Only what
/// CalDAV needs is kept (attributes matter for `comp name="VEVENT"` only).
package struct DAVNode: Hashable, Sendable {
  /// The namespace URI (`DAV:`, `urn:ietf:params:xml:ns:caldav`…), empty when none.
  package var namespace: String
  /// The local name (`multistatus`, `href`…).
  package var name: String
  /// The attributes, by local name.
  package var attributes: [String: String] = [:]
  /// The text directly inside the element, whitespace kept.
  package var text = ""
  /// The child elements, in order.
  package var children: [DAVNode] = []

  /// The first child with this name and namespace.
  ///
  /// - Parameters:
  ///   - name: The local name.
  ///   - namespace: The namespace (default `DAV:`).
  /// - Returns: The child, if any.
  package func child(_ name: String, _ namespace: String = DAVNamespace.dav) -> DAVNode? {
    children.first { $0.name == name && $0.namespace == namespace }
  }

  /// Every child with this name and namespace.
  ///
  /// - Parameters:
  ///   - name: The local name.
  ///   - namespace: The namespace (default `DAV:`).
  /// - Returns: The children, in order.
  package func children(_ name: String, _ namespace: String = DAVNamespace.dav) -> [DAVNode] {
    children.filter { $0.name == name && $0.namespace == namespace }
  }

  /// The text with surrounding whitespace removed.
  package var trimmedText: String {
    var scalars = Substring(text)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}

/// The XML namespaces of WebDAV and CalDAV.
package enum DAVNamespace {
  /// WebDAV (RFC 4918).
  package static let dav = "DAV:"
  /// CalDAV (RFC 4791).
  package static let caldav = "urn:ietf:params:xml:ns:caldav"
  /// CalendarServer extensions (`getctag`).
  package static let calendarServer = "http://calendarserver.org/ns/"
  /// Apple iCal extensions (`calendar-color`).
  package static let apple = "http://apple.com/ns/ical/"
}
