import AlmanacPrimitives
import Foundation

/// A CalDAV account (RFC 4791, RFC 6578, RFC 6764): the server, principal, calendar home or
/// calendar a user names, with the credentials to reach it. ``discover()`` lists its calendars;
/// ``AccountSync`` syncs them with a calendars folder.
///
/// ```swift
/// let account = try CalDAVClient(
///   url: "https://dav.example.com/", credentials: Credentials(user: "ann", password: "…"))
/// let reports = try AccountSync(client: account, root: "/home/ann/.calendars",
///   options: SyncOptions()).run()
/// ```
///
/// Requests are synchronous; credentials go only to the origin of `url`, never to a server a
/// redirect points at.
public final class CalDAVClient: @unchecked Sendable {
  /// The URL the user gave.
  public let baseURL: URL
  /// The HTTP layer.
  package let http: HTTPClient

  /// Creates an account.
  ///
  /// - Parameters:
  ///   - url: The server, principal, calendar home or calendar URL (`http` or `https`).
  ///   - credentials: User name and password for Basic or Digest authentication, or `nil`.
  ///   - timeout: Seconds a request may take before it is cancelled (clamped to 1…3600).
  /// - Throws: ``CalDAVError/invalidURL(_:)`` when `url` is not an `http` or `https` URL with
  ///   a host.
  public convenience init(url: String, credentials: Credentials?, timeout: Int = 60)
    throws(CalDAVError)
  {
    try self.init(url: url, http: HTTPClient(credentials: credentials, timeout: timeout))
  }

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - url: The server, principal, calendar home or calendar URL (`http` or `https`).
  ///   - http: The HTTP layer.
  /// - Throws: ``CalDAVError/invalidURL(_:)``.
  package init(url: String, http: HTTPClient) throws(CalDAVError) {
    guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(),
      ["http", "https"].contains(scheme), parsed.host != nil
    else { throw .invalidURL(url) }
    baseURL = parsed
    self.http = http
    // Credentials go to the server the user named, and to no server a redirect points at.
    if http.credentialOrigin == nil { http.credentialOrigin = HTTPOrigin(parsed) }
  }

  // MARK: - Discovery

  /// Finds the calendar collections: the URL itself if it is one; else its
  /// `current-user-principal` (trying `/.well-known/caldav` when the URL offers none),
  /// the principal's `calendar-home-set`, and the calendars in that home.
  ///
  /// - Returns: The calendar collections, sorted by URL.
  /// - Throws: ``CalDAVError``; ``CalDAVError/noCalendars(url:)`` when none is found.
  public func discover() throws(CalDAVError) -> [RemoteCollection] {
    let calendars = try discoverAccount().calendars
    guard !calendars.isEmpty else { throw .noCalendars(url: baseURL.absoluteString) }
    return calendars
  }

  /// Finds the calendar home and its calendars, as ``discover()`` does, without requiring a
  /// calendar to exist (an account whose calendars are all to be created).
  ///
  /// - Returns: The home (where MKCALENDAR creates calendars), `nil` when the URL is itself a
  ///   calendar; and the calendars, sorted by URL (possibly none).
  /// - Throws: ``CalDAVError``.
  package func discoverAccount() throws(CalDAVError) -> (
    home: URL?, calendars: [RemoteCollection]
  ) {
    let own = try propfind(baseURL, depth: 0, body: Self.discoveryBody)
    if let first = own.responses.first, Self.isCalendar(first) {
      return (nil, [collection(from: first, base: baseURL)])
    }
    var principal = own.responses.first?.property("current-user-principal")?.child("href")
      .flatMap { resolve($0.trimmedText, against: baseURL) }
    var home = own.responses.first?.property("calendar-home-set", DAVNamespace.caldav)?
      .child("href").flatMap { resolve($0.trimmedText, against: baseURL) }
    if principal == nil, home == nil {
      // RFC 6764 §5: the well-known URL redirects to the context path.
      if let wellKnown = URL(string: "/.well-known/caldav", relativeTo: baseURL)?.absoluteURL,
        let found = try? propfind(wellKnown, depth: 0, body: Self.discoveryBody),
        let first = found.responses.first
      {
        principal = first.property("current-user-principal")?.child("href")
          .flatMap { resolve($0.trimmedText, against: wellKnown) }
        home = first.property("calendar-home-set", DAVNamespace.caldav)?.child("href")
          .flatMap { resolve($0.trimmedText, against: wellKnown) }
      }
    }
    if home == nil, let principal {
      let found = try propfind(principal, depth: 0, body: Self.homeBody)
      home = found.responses.first?.property("calendar-home-set", DAVNamespace.caldav)?
        .child("href").flatMap { resolve($0.trimmedText, against: principal) }
    }
    let homeURL = home ?? baseURL
    let listing = try propfind(homeURL, depth: 1, body: Self.discoveryBody)
    let calendars = listing.responses.filter(Self.isCalendar).map {
      collection(from: $0, base: homeURL)
    }
    return (homeURL, calendars.sorted { $0.url.absoluteString < $1.url.absoluteString })
  }

  /// Reads one collection's properties again (its sync token and ctag change with it).
  ///
  /// - Parameter url: The collection.
  /// - Returns: The collection.
  /// - Throws: ``CalDAVError``.
  package func collection(at url: URL) throws(CalDAVError) -> RemoteCollection {
    let found = try propfind(url, depth: 0, body: Self.discoveryBody)
    guard let first = found.responses.first else {
      throw .badResponse(url: url.absoluteString, reason: "PROPFIND listed nothing")
    }
    return collection(from: first, base: url)
  }

  /// Creates a calendar collection (MKCALENDAR, RFC 4791 §5.3.1).
  ///
  /// - Parameters:
  ///   - url: The new collection's URL.
  ///   - displayName: Its display name, if any.
  ///   - color: Its colour, if any.
  /// - Throws: ``CalDAVError/status(method:url:code:detail:)`` unless the server answers 201.
  package func makeCalendar(at url: URL, displayName: String?, color: String?) throws(CalDAVError) {
    var props = ""
    if let displayName { props += "<D:displayname>\(Self.escape(displayName))</D:displayname>" }
    if let color { props += "<A:calendar-color>\(Self.escape(color))</A:calendar-color>" }
    let body =
      """
      <?xml version="1.0" encoding="utf-8"?>
      <C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" \
      xmlns:A="http://apple.com/ns/ical/"><D:set><D:prop>\(props)</D:prop></D:set></C:mkcalendar>
      """
    let response = try http.send(
      HTTPRequest(
        method: "MKCALENDAR", url: url,
        headers: ["Content-Type": "application/xml; charset=utf-8"], body: Array(body.utf8)))
    guard response.status == 201 else {
      throw .status(
        method: "MKCALENDAR", url: url.absoluteString, code: response.status,
        detail: response.bodySnippet)
    }
  }

  // MARK: - Helpers

  /// PROPFIND with a body; the answer must be 207.
  ///
  /// - Parameters:
  ///   - url: The resource.
  ///   - depth: 0 or 1.
  ///   - body: The XML body.
  /// - Returns: The parsed multistatus.
  /// - Throws: ``CalDAVError``.
  package func propfind(_ url: URL, depth: Int, body: String) throws(CalDAVError) -> Multistatus {
    let response = try http.send(
      HTTPRequest(
        method: "PROPFIND", url: url,
        headers: ["Content-Type": "application/xml; charset=utf-8", "Depth": String(depth)],
        body: Array(body.utf8)))
    guard response.status == 207 else {
      throw .status(
        method: "PROPFIND", url: url.absoluteString, code: response.status,
        detail: response.bodySnippet)
    }
    return try Multistatus(bytes: response.body, url: response.url.absoluteString)
  }

  /// The absolute URL of a member href (absolute path or URL, as servers write them).
  ///
  /// - Parameters:
  ///   - href: The href.
  ///   - collection: The collection it is in.
  /// - Returns: The URL.
  /// - Throws: ``CalDAVError/badResponse(url:reason:)`` when the href is no URL or points to
  ///   another host.
  package func memberURL(_ href: String, in collection: URL) throws(CalDAVError) -> URL {
    guard let url = resolve(href, against: collection) else {
      throw .badResponse(url: collection.absoluteString, reason: "href '\(href)' is not a URL")
    }
    guard url.host?.lowercased() == collection.host?.lowercased(), url.port == collection.port
    else {
      throw .badResponse(
        url: collection.absoluteString, reason: "href '\(href)' points to another server")
    }
    return url
  }

  func resolve(_ href: String, against base: URL) -> URL? {
    if let url = URL(string: href, relativeTo: base) { return url.absoluteURL }
    let allowed = CharacterSet.urlPathAllowed.union(CharacterSet(charactersIn: "%"))
    guard let encoded = href.addingPercentEncoding(withAllowedCharacters: allowed) else {
      return nil
    }
    return URL(string: encoded, relativeTo: base)?.absoluteURL
  }

  /// Whether an href names this URL (paths compared in their canonical form).
  func isSame(_ href: String, _ url: URL) -> Bool {
    guard let resolved = resolve(href, against: url) else { return false }
    return Self.key(ofURL: resolved) == Self.key(ofURL: url)
  }

  /// The canonical form of a URL's path, as ``key(_:)`` makes it from the path as encoded.
  static func key(ofURL url: URL) -> String {
    let encoded =
      URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? url.path
    return key(encoded)
  }

  /// The comparison key of a percent-encoded path (RFC 3986 §6.2.2): every escape decoded
  /// once, except `%2F` (a `/` inside a segment names another path than a separator does),
  /// which is kept with upper-case digits; a trailing `/` dropped. So `…/a%40b.ics` and
  /// `…/a@b.ics` are one member, as every server treats them, while `%2540` stays `%40`. Bytes
  /// that do not decode to UTF-8 leave the path as it was, hex digits upper-cased.
  static func key(_ path: String) -> String {
    let bytes = Array(path.utf8)
    var decoded: [UInt8] = []
    var encoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    encoded.reserveCapacity(bytes.count)
    func hex(_ byte: UInt8) -> UInt8? {
      switch byte {
      case 0x30...0x39: byte - 0x30
      case 0x41...0x46: byte - 0x41 + 10
      case 0x61...0x66: byte - 0x61 + 10
      default: nil
      }
    }
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x25, index + 2 < bytes.count,
        let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2])
      {
        let value = high << 4 | low
        let digits = Array("0123456789ABCDEF".utf8)
        let upper = [0x25, digits[Int(high)], digits[Int(low)]]
        encoded += upper
        decoded += value == 0x2F ? upper : [value]
        index += 3
      } else {
        encoded.append(bytes[index])
        decoded.append(bytes[index])
        index += 1
      }
    }
    var text =
      String(validating: decoded, as: UTF8.self) ?? String(decoding: encoded, as: UTF8.self)
    while text.count > 1, text.hasSuffix("/") { text.removeLast() }
    return text
  }

  /// The comparison key of a member href: the canonical form of its path, so that two
  /// spellings of one member (`%40` and `@`, `%c3%a9` and `é`) are one key. The href as the
  /// server wrote it is what requests use.
  ///
  /// - Parameter href: The href.
  /// - Returns: Its path in canonical form, without a trailing `/`.
  package func key(ofHref href: String) -> String {
    resolve(href, against: baseURL).map { Self.key(ofURL: $0) } ?? Self.key(href)
  }

  static func isCalendar(_ response: Multistatus.Response) -> Bool {
    response.property("resourcetype")?.child("calendar", DAVNamespace.caldav) != nil
  }

  func collection(from response: Multistatus.Response, base: URL) -> RemoteCollection {
    var url = resolve(response.href, against: base) ?? base
    if !url.absoluteString.hasSuffix("/"), let slashed = URL(string: url.absoluteString + "/") {
      url = slashed
    }
    let components =
      response.property("supported-calendar-component-set", DAVNamespace.caldav)?
      .children("comp", DAVNamespace.caldav).compactMap { $0.attributes["name"]?.uppercased() }
      ?? []
    let text = { (node: DAVNode?) -> String? in
      guard let value = node?.trimmedText, !value.isEmpty else { return nil }
      return value
    }
    return RemoteCollection(
      url: url, displayName: text(response.property("displayname")),
      color: text(response.property("calendar-color", DAVNamespace.apple)),
      components: components, ctag: text(response.property("getctag", DAVNamespace.calendarServer)),
      syncToken: text(response.property("sync-token")))
  }

  static func detail(_ response: HTTPResponse) -> String {
    let text = String(decoding: response.body.prefix(4000), as: UTF8.self)
    for condition in [
      "no-uid-conflict", "valid-calendar-data", "supported-calendar-component",
      "max-resource-size", "quota-not-exceeded", "need-privileges",
    ] where text.contains(condition) {
      return "precondition \(condition)"
    }
    switch response.status {
    case 403: return "forbidden"
    case 507: return "insufficient storage on the server"
    default: return response.bodySnippet
    }
  }

  /// `text` for XML element content.
  static func escape(_ text: String) -> String {
    MarkupText.escaped(text)
  }

  /// Calendar data arrives with its line ends turned into LF by XML (§2.11); iCalendar wants
  /// CRLF.
  static func crlf(_ text: String) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + text.utf8.count / 30)
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == 0x0A, previous != 0x0D { out.append(0x0D) }
      out.append(byte)
      previous = byte
    }
    // Leading whitespace XML pretty-printers put before BEGIN:VCALENDAR.
    while let first = out.first, first == 0x20 || first == 0x0A || first == 0x0D || first == 0x09 {
      out.removeFirst()
    }
    return out
  }

  static let discoveryBody = """
    <?xml version="1.0" encoding="utf-8"?>
    <D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" \
    xmlns:CS="http://calendarserver.org/ns/" xmlns:A="http://apple.com/ns/ical/"><D:prop>\
    <D:resourcetype/><D:displayname/><D:current-user-principal/><C:calendar-home-set/>\
    <C:supported-calendar-component-set/><CS:getctag/><D:sync-token/><A:calendar-color/>\
    </D:prop></D:propfind>
    """

  static let homeBody = """
    <?xml version="1.0" encoding="utf-8"?>
    <D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop>\
    <C:calendar-home-set/></D:prop></D:propfind>
    """
}
