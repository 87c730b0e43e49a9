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

  // MARK: - Listing

  /// What one sync-collection report (with its 507 continuations) returned.
  package struct Changes: Hashable, Sendable {
    /// Members added or changed, with their ETag when the server gave one.
    package var changed: [(href: String, etag: String?)] = []
    /// Members removed (404 in the report).
    package var removed: [String] = []
    /// The new token.
    package var token: String

    /// Creates a change list.
    ///
    /// - Parameter token: The new token.
    package init(token: String) { self.token = token }

    /// Whether two change lists hold the same token, removals and changed members with
    /// their ETags, in the same order.
    ///
    /// - Parameters:
    ///   - lhs: A change list.
    ///   - rhs: Another change list.
    /// - Returns: `true` if they are the same.
    package static func == (lhs: Changes, rhs: Changes) -> Bool {
      lhs.token == rhs.token && lhs.removed == rhs.removed
        && lhs.changed.map(\.href) == rhs.changed.map(\.href)
        && lhs.changed.map(\.etag) == rhs.changed.map(\.etag)
    }

    /// Hashes the token, the removals and the changed members (consistent with `==`).
    ///
    /// - Parameter hasher: The hasher to feed.
    package func hash(into hasher: inout Hasher) {
      hasher.combine(token)
      hasher.combine(removed)
      hasher.combine(changed.map(\.href))
    }
  }

  /// Why a sync-collection report could not be used.
  package enum SyncReportFailure: Error, Hashable, Sendable {
    /// The token is no longer valid (403/409 with `valid-sync-token`): resync from empty.
    case invalidToken
    /// The server does not support the report: list with PROPFIND.
    case unsupported(String)
  }

  /// Runs RFC 6578 sync-collection from `token` (empty: a full listing), following 507
  /// truncations with the token each partial answer returns.
  ///
  /// - Parameters:
  ///   - collection: The collection URL.
  ///   - token: The last token, or `""`.
  /// - Returns: The changes, or a ``SyncReportFailure``.
  /// - Throws: ``CalDAVError`` for transport problems and unreadable answers.
  package func syncCollection(_ collection: URL, token: String) throws(CalDAVError) -> Result<
    Changes, SyncReportFailure
  > {
    var token = token
    var changes = Changes(token: token)
    var seen: [String: Int] = [:]
    for _ in 0..<1000 {
      let body = """
        <?xml version="1.0" encoding="utf-8"?>
        <D:sync-collection xmlns:D="DAV:"><D:sync-token>\(Self.escape(token))</D:sync-token>\
        <D:sync-level>1</D:sync-level><D:prop><D:getetag/></D:prop></D:sync-collection>
        """
      let response = try http.send(
        HTTPRequest(
          method: "REPORT", url: collection,
          headers: ["Content-Type": "application/xml; charset=utf-8", "Depth": "0"],
          body: Array(body.utf8)))
      if [403, 409].contains(response.status) {
        let text = String(decoding: response.body, as: UTF8.self)
        if text.contains("valid-sync-token") { return .failure(.invalidToken) }
        return .failure(.unsupported("REPORT answered \(response.status)"))
      }
      if [400, 404, 405, 415, 501].contains(response.status) {
        return .failure(.unsupported("REPORT answered \(response.status)"))
      }
      if response.status == 507 {
        // A 507 for the whole request without a multistatus: nothing to continue from.
        return .failure(.unsupported("REPORT answered 507 without a partial result"))
      }
      guard response.status == 207 else {
        throw .status(
          method: "REPORT sync-collection", url: collection.absoluteString,
          code: response.status, detail: response.bodySnippet)
      }
      let status = try Multistatus(bytes: response.body, url: collection.absoluteString)
      var truncated = false
      for item in status.responses {
        if isSame(item.href, collection) {
          if item.status == 507 { truncated = true }
          continue
        }
        let key = key(ofHref: item.href)
        if item.status == 404 {
          changes.removed.append(item.href)
          if let at = seen.removeValue(forKey: key) { changes.changed[at].href = "" }
        } else if item.status == nil || (200..<300).contains(item.status ?? 0) {
          if let at = seen[key] {
            changes.changed[at].etag = item.etag
          } else {
            seen[key] = changes.changed.count
            changes.changed.append((item.href, item.etag))
          }
          changes.removed.removeAll { self.key(ofHref: $0) == key }
        }
      }
      guard let next = status.syncToken else {
        throw .badResponse(
          url: collection.absoluteString, reason: "sync-collection answer without a sync-token")
      }
      changes.token = next
      if !truncated || next == token { break }
      token = next
    }
    changes.changed.removeAll { $0.href.isEmpty }
    return .success(changes)
  }

  /// Every member's ETag, by PROPFIND Depth 1 (the fallback when sync-collection is not
  /// offered). The collection itself and sub-collections are left out.
  ///
  /// - Parameter collection: The collection URL.
  /// - Returns: The members' hrefs and ETags.
  /// - Throws: ``CalDAVError``.
  package func etags(in collection: URL) throws(CalDAVError) -> [(href: String, etag: String?)] {
    let body = """
      <?xml version="1.0" encoding="utf-8"?>
      <D:propfind xmlns:D="DAV:"><D:prop><D:resourcetype/><D:getetag/>\
      <D:getcontenttype/></D:prop></D:propfind>
      """
    let status = try propfind(collection, depth: 1, body: body)
    return status.responses.compactMap { item in
      if isSame(item.href, collection) { return nil }
      if item.property("resourcetype")?.child("collection") != nil { return nil }
      return (item.href, item.etag)
    }
  }

  /// One fetched item.
  package struct FetchedItem: Hashable, Sendable {
    /// The href as the server wrote it.
    package var href: String
    /// Its ETag.
    package var etag: String?
    /// The iCalendar data.
    package var data: [UInt8]
  }

  /// Fetches items with calendar-multiget (RFC 4791 §7.9), in batches.
  ///
  /// - Parameters:
  ///   - collection: The collection URL.
  ///   - hrefs: The members.
  ///   - batch: Items per request.
  /// - Returns: The items found (members the server no longer has are left out).
  /// - Throws: ``CalDAVError``.
  package func multiget(_ collection: URL, hrefs: [String], batch: Int = 200) throws(CalDAVError)
    -> [FetchedItem]
  {
    var out: [FetchedItem] = []
    var start = 0
    let size = max(1, batch)
    while start < hrefs.count {
      let part = hrefs[start..<min(start + size, hrefs.count)]
      start += size
      let list = part.map { "<D:href>\(Self.escape($0))</D:href>" }.joined()
      let body = """
        <?xml version="1.0" encoding="utf-8"?>
        <C:calendar-multiget xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">\
        <D:prop><D:getetag/><C:calendar-data/></D:prop>\(list)</C:calendar-multiget>
        """
      let response = try http.send(
        HTTPRequest(
          method: "REPORT", url: collection,
          headers: ["Content-Type": "application/xml; charset=utf-8", "Depth": "1"],
          body: Array(body.utf8)))
      guard response.status == 207 else {
        throw .status(
          method: "REPORT calendar-multiget", url: collection.absoluteString,
          code: response.status, detail: response.bodySnippet)
      }
      let status = try Multistatus(bytes: response.body, url: collection.absoluteString)
      for item in status.responses {
        guard let data = item.property("calendar-data", DAVNamespace.caldav)?.text else { continue }
        out.append(FetchedItem(href: item.href, etag: item.etag, data: Self.crlf(data)))
      }
    }
    return out
  }

  /// Fetches one item with GET.
  ///
  /// - Parameters:
  ///   - href: The member.
  ///   - collection: The collection the member belongs to (relative `href`s resolve against it).
  /// - Returns: The item, or `nil` when it is gone (404/410).
  /// - Throws: ``CalDAVError``.
  package func get(_ href: String, in collection: URL) throws(CalDAVError) -> FetchedItem? {
    let url = try memberURL(href, in: collection)
    let response = try http.send(
      HTTPRequest(method: "GET", url: url, headers: ["Accept": "text/calendar"]))
    if [404, 410].contains(response.status) { return nil }
    guard response.status == 200 else {
      throw .status(
        method: "GET", url: url.absoluteString, code: response.status,
        detail: response.bodySnippet)
    }
    return FetchedItem(href: href, etag: response.header("etag"), data: response.body)
  }

  // MARK: - Writing

  /// What a conditional write did.
  package enum WriteOutcome: Hashable, Sendable {
    /// Written; the new ETag when the server sent one (none: it changed the data).
    case written(etag: String?)
    /// 412: the precondition failed (changed or created meanwhile). Nothing was written.
    case preconditionFailed
    /// 404/410 on a delete: already gone.
    case gone
  }

  /// PUTs an item: a create with `If-None-Match: *` (`etag` nil) or an update with
  /// `If-Match: etag`.
  ///
  /// - Parameters:
  ///   - data: The iCalendar text.
  ///   - href: The member.
  ///   - collection: The collection.
  ///   - etag: The ETag the update is based on, or `nil` for a create.
  /// - Returns: ``WriteOutcome/written(etag:)`` or ``WriteOutcome/preconditionFailed``.
  /// - Throws: ``CalDAVError/status(method:url:code:detail:)`` for any other answer (403 a
  ///   refusal such as a UID conflict, 507 no space left…).
  package func put(_ data: [UInt8], href: String, in collection: URL, etag: String?)
    throws(CalDAVError) -> WriteOutcome
  {
    let url = try memberURL(href, in: collection)
    var headers = ["Content-Type": "text/calendar; charset=utf-8"]
    if let etag { headers["If-Match"] = etag } else { headers["If-None-Match"] = "*" }
    let response = try http.send(HTTPRequest(method: "PUT", url: url, headers: headers, body: data))
    if response.status == 412 { return .preconditionFailed }
    guard [200, 201, 204].contains(response.status) else {
      throw .status(
        method: "PUT", url: url.absoluteString, code: response.status,
        detail: Self.detail(response))
    }
    return .written(etag: response.header("etag"))
  }

  /// DELETEs an item with `If-Match: etag`.
  ///
  /// - Parameters:
  ///   - href: The member.
  ///   - collection: The collection.
  ///   - etag: The ETag the delete is based on.
  /// - Returns: ``WriteOutcome/written(etag:)`` (deleted), ``WriteOutcome/preconditionFailed``
  ///   or ``WriteOutcome/gone``.
  /// - Throws: ``CalDAVError/status(method:url:code:detail:)`` for any other answer.
  package func delete(_ href: String, in collection: URL, etag: String?) throws(CalDAVError)
    -> WriteOutcome
  {
    let url = try memberURL(href, in: collection)
    var headers: [String: String] = [:]
    if let etag { headers["If-Match"] = etag }
    let response = try http.send(HTTPRequest(method: "DELETE", url: url, headers: headers))
    if response.status == 412 { return .preconditionFailed }
    if [404, 410].contains(response.status) { return .gone }
    guard [200, 202, 204].contains(response.status) else {
      throw .status(
        method: "DELETE", url: url.absoluteString, code: response.status,
        detail: Self.detail(response))
    }
    return .written(etag: nil)
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
