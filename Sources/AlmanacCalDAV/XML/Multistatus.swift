/// A WebDAV 207 Multi-Status answer (RFC 4918 §13), read leniently: unknown elements are
/// ignored, a missing optional part is `nil`, and only what no server may omit (an `href` per
/// response) is an error.
package struct Multistatus: Hashable, Sendable {
  /// One `response` element.
  package struct Response: Hashable, Sendable {
    /// The first `href`, as the server wrote it (trimmed).
    package var href: String
    /// The `status` directly inside `response` (used for 404 members of a sync report),
    /// or `nil`.
    package var status: Int?
    /// The properties found with a 2xx `propstat` status.
    package var properties: [DAVNode]
    /// The properties the server reported with a non-2xx status (not found, forbidden).
    package var missing: [DAVNode]

    /// The property with this name, among those found.
    ///
    /// - Parameters:
    ///   - name: The local name.
    ///   - namespace: The namespace.
    /// - Returns: The property element, if found.
    package func property(_ name: String, _ namespace: String = DAVNamespace.dav) -> DAVNode? {
      properties.first { $0.name == name && $0.namespace == namespace }
    }

    /// The `getetag` value, if found.
    package var etag: String? {
      property("getetag").map(\.trimmedText).flatMap { $0.isEmpty ? nil : $0 }
    }
  }

  /// The responses, in order.
  package var responses: [Response]
  /// The top-level `sync-token` (RFC 6578), if any.
  package var syncToken: String?

  /// Reads a parsed document.
  ///
  /// - Parameters:
  ///   - root: The root element.
  ///   - url: Where it came from, for messages.
  /// - Throws: ``CalDAVError/badResponse(url:reason:)`` when the root is not
  ///   `DAV:multistatus` or a response has no `href`.
  package init(_ root: DAVNode, url: String) throws(CalDAVError) {
    guard root.name == "multistatus", root.namespace == DAVNamespace.dav else {
      throw .badResponse(
        url: url,
        reason: "expected a DAV: multistatus element, got '\(root.name)'"
          + (root.namespace.isEmpty ? " without a namespace" : " in \(root.namespace)"))
    }
    var responses: [Response] = []
    for (position, node) in root.children("response").enumerated() {
      guard let href = node.child("href")?.trimmedText, !href.isEmpty else {
        throw .badResponse(url: url, reason: "response \(position + 1) has no href")
      }
      var found: [DAVNode] = []
      var missing: [DAVNode] = []
      for propstat in node.children("propstat") {
        let properties = propstat.child("prop")?.children ?? []
        // A propstat without a status is taken as 200 (some servers omit it).
        let code = propstat.child("status").flatMap { Self.statusCode($0.trimmedText) } ?? 200
        if (200..<300).contains(code) { found += properties } else { missing += properties }
      }
      responses.append(
        Response(
          href: href, status: node.child("status").flatMap { Self.statusCode($0.trimmedText) },
          properties: found, missing: missing))
    }
    self.responses = responses
    let token = root.child("sync-token")?.trimmedText
    syncToken = token?.isEmpty == false ? token : nil
  }

  /// Parses XML bytes.
  ///
  /// - Parameters:
  ///   - bytes: The body.
  ///   - url: Where it came from.
  /// - Throws: ``CalDAVError/badXML(url:line:column:reason:)`` or
  ///   ``CalDAVError/badResponse(url:reason:)``.
  package init(bytes: [UInt8], url: String) throws(CalDAVError) {
    try self.init(DAVXMLParser().parse(bytes, url: url), url: url)
  }

  /// The code of an `HTTP/1.1 404 Not Found` status line: three digits in 100...599, else
  /// `nil`.
  ///
  /// - Parameter line: The status line.
  /// - Returns: The code.
  package static func statusCode(_ line: String) -> Int? {
    let parts = line.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count >= 2, parts[0].uppercased().hasPrefix("HTTP/"), parts[1].count == 3,
      let code = Int(parts[1]), (100...599).contains(code)
    else { return nil }
    return code
  }
}
