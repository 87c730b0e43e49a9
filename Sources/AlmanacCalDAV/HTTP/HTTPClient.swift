import Foundation

/// Sends HTTP requests so that none can hang: credentials go with the first request (Basic,
/// or Digest once the server has challenged), and only to the origin the client was set up
/// for; redirects are followed by hand with the same method and body; an answer's body is
/// refused once it passes `bodyLimit(method:depth:)`; and every request ends within the
/// timeout or soon after a signal interrupts it. Each attempt travels through an
/// `HTTPTransport`: libcurl's easy interface on Linux, URLSession on Apple systems. TLS
/// certificates are verified by the system as usual.
///
/// Requests are synchronous, and the client may be used from several threads at once (each
/// request then has a connection of its own).
package final class HTTPClient: @unchecked Sendable {
  /// The credentials, if any.
  package let credentials: Credentials?
  /// Seconds a request may take before it is cancelled.
  package let timeout: Int
  /// The `User-Agent` sent.
  package var userAgent = "almanac-caldav/0.1"
  /// The only origin credentials are sent to (``CalDAVClient`` sets it to the URL the user
  /// gave); `nil`: the origin of each request's own URL, never a redirect's target elsewhere.
  package var credentialOrigin: HTTPOrigin?
  /// Asked while a request waits; `true` cancels it (the command line's SIGINT and SIGTERM).
  package var isInterrupted: @Sendable () -> Bool = { false }
  /// How each attempt travels.
  package let transport: any HTTPTransport

  private let lock = NSLock()
  private var digest: DigestChallenge?
  private var digestCount = 0
  private var sentCount = 0
  /// How many requests were sent (for tests and `--verbose`).
  package var requestCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return sentCount
  }

  /// The largest body an answer may have, in bytes: 32 MiB, or 256 MiB for the answers that
  /// list or carry a whole collection (a REPORT such as calendar-multiget or sync-collection,
  /// a PROPFIND of Depth 1).
  package static func bodyLimit(method: String, depth: String?) -> Int {
    method == "REPORT" || (method == "PROPFIND" && depth != "0") ? 256 << 20 : 32 << 20
  }

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - credentials: User and password, or `nil`.
  ///   - timeout: Seconds before a request is cancelled (clamped to 1...3600).
  package convenience init(credentials: Credentials?, timeout: Int = 60) {
    let timeout = min(max(timeout, 1), 3600)
    self.init(
      credentials: credentials, timeout: timeout, transport: Self.defaultTransport(timeout))
  }

  /// Creates a client whose requests travel through `transport`.
  package init(credentials: Credentials?, timeout: Int, transport: any HTTPTransport) {
    self.credentials = credentials
    self.timeout = min(max(timeout, 1), 3600)
    self.transport = transport
  }

  /// libcurl where it waits without spinning and can be loaded (Linux), else URLSession.
  package static func defaultTransport(_ timeout: Int) -> any HTTPTransport {
    #if os(Linux)
      if let curl = CurlTransport() { return curl }
    #endif
    return URLSessionTransport(timeout: timeout)
  }

  /// Sends a request, following redirects and answering authentication challenges.
  ///
  /// - Parameter request: The request.
  /// - Returns: The final response (any status but a redirect or 401).
  /// - Throws: ``CalDAVError/transport(url:reason:)``, ``CalDAVError/timeout(url:seconds:)``,
  ///   ``CalDAVError/unauthorized(url:scheme:)``, ``CalDAVError/redirect(url:reason:)``,
  ///   ``CalDAVError/badResponse(url:reason:)`` (a body over the limit, a Digest nonce called
  ///   stale again right after a fresh one).
  package func send(_ request: HTTPRequest) throws(CalDAVError) -> HTTPResponse {
    let origin = credentialOrigin ?? HTTPOrigin(request.url)
    var current = request
    var redirects = 0
    var challenges = ChallengeCount()
    while true {
      if isInterrupted() { throw .interrupted(current.url) }
      var sent = current
      if let origin, HTTPOrigin(sent.url) == origin {
        if sent.headers["Authorization"] == nil, let authorization = authorization(for: sent) {
          sent.headers["Authorization"] = authorization
        }
      } else {
        // Credentials never leave the origin, whoever added them.
        sent.headers["Authorization"] = nil
      }
      sent.headers["User-Agent"] = userAgent
      lock.lock()
      sentCount += 1
      lock.unlock()
      let depth = sent.headers.first { $0.key.lowercased() == "depth" }?.value
      let outcome = try transport.perform(
        sent, limit: Self.bodyLimit(method: sent.method, depth: depth), timeout: timeout,
        isInterrupted: isInterrupted)
      switch outcome {
      case .response(let response) where [301, 302, 303, 307, 308].contains(response.status):
        redirects += 1
        guard redirects <= 5 else {
          throw .redirect(url: request.url.absoluteString, reason: "more than 5 redirects")
        }
        guard let location = response.header("location"),
          let next = URL(string: location, relativeTo: current.url)?.absoluteURL,
          ["http", "https"].contains(next.scheme?.lowercased() ?? ""), next.host != nil
        else {
          throw .redirect(
            url: current.url.absoluteString,
            reason: "redirect \(response.status) without a usable Location")
        }
        // An https URL never silently becomes http.
        if current.url.scheme?.lowercased() == "https", next.scheme?.lowercased() != "https" {
          throw .redirect(
            url: current.url.absoluteString, reason: "refused a redirect from https to \(next)")
        }
        current.url = next
        current.headers["Authorization"] = nil
      case .response(let response) where response.status == 401:
        try handleChallenge(
          header: response.header("www-authenticate") ?? "", url: current.url, origin: origin,
          count: &challenges)
      case .response(let response):
        return response
      case .challenge(let header):
        try handleChallenge(header: header, url: current.url, origin: origin, count: &challenges)
      }
    }
  }

  /// The Digest challenges one request met: the first is answered, and one `stale=true`
  /// after it (RFC 7616 §3.3: the nonce expired, the credentials were right); a server that
  /// calls a fresh nonce stale again would otherwise be asked forever.
  struct ChallengeCount {
    var answered = false
    var staleRetries = 0
  }

  private func handleChallenge(
    header: String, url: URL, origin: HTTPOrigin?, count: inout ChallengeCount
  ) throws(CalDAVError) {
    guard credentials != nil else {
      throw .unauthorized(url: url.absoluteString, scheme: "no credentials given")
    }
    guard let origin, HTTPOrigin(url) == origin else {
      throw .unauthorized(
        url: url.absoluteString,
        scheme:
          "asked for credentials after a redirect; they are sent only to \(origin?.text ?? "the URL given")"
      )
    }
    if let challenge = DigestChallenge(header: header) {
      if !count.answered || (challenge.isStale && count.staleRetries == 0) {
        if count.answered { count.staleRetries += 1 }
        count.answered = true
        lock.lock()
        digest = challenge
        digestCount = 0
        lock.unlock()
        return
      }
      if challenge.isStale {
        throw .badResponse(
          url: url.absoluteString,
          reason:
            "the server called a fresh Digest nonce stale again (stale=true twice in a row); gave up"
        )
      }
    }
    let scheme = header.split(separator: " ").first.map(String.init) ?? "unknown scheme"
    throw .unauthorized(url: url.absoluteString, scheme: scheme)
  }

  private func authorization(for request: HTTPRequest) -> String? {
    guard let credentials else { return nil }
    lock.lock()
    defer { lock.unlock() }
    guard let digest else { return credentials.basicAuthorization }
    digestCount += 1
    var uri = request.url.path.isEmpty ? "/" : request.url.path
    if let encoded = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?
      .percentEncodedPath, !encoded.isEmpty
    {
      uri = encoded
    }
    if let query = request.url.query { uri += "?" + query }
    var generator = SystemRandomNumberGenerator()
    let clientNonce = String(generator.next() as UInt64, radix: 16)
    return digest.authorization(
      credentials: credentials, method: request.method, uri: uri, count: digestCount,
      clientNonce: clientNonce)
  }

}

/// A scheme, host and port: where credentials may go (RFC 6454's origin, the port made
/// explicit: 80 for http, 443 for https).
package struct HTTPOrigin: Hashable, Sendable {
  let scheme: String
  let host: String
  let port: Int

  /// The origin of an http or https URL with a host, else `nil`.
  package init?(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
      let host = url.host?.lowercased(), !host.isEmpty
    else { return nil }
    self.scheme = scheme
    self.host = host
    port = url.port ?? (scheme == "https" ? 443 : 80)
  }

  /// `scheme://host:port`.
  var text: String { "\(scheme)://\(host):\(port)" }
}
