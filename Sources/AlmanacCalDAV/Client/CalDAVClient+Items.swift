import AlmanacPrimitives
import Foundation

/// A collection's items: listing them (sync-collection, PROPFIND), fetching them
/// (calendar-multiget, GET) and writing them with conditional requests (PUT, DELETE).
extension CalDAVClient {
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
}
