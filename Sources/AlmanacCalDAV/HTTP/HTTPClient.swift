import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends HTTP requests through URLSession so that none can hang: credentials go with the
/// first request (Basic, or Digest once the server has challenged), and only to the origin
/// the client was set up for; a session delegate answers every authentication challenge
/// (corelibs-foundation 6.3.1 hangs forever on a 401 that no delegate answers, whatever the
/// timeout says), redirects are followed by hand with the same method and body, an answer's
/// body is refused once it passes `bodyLimit(method:depth:)`, and a watchdog cancels any
/// request that has not finished in time or that a signal interrupted. TLS certificates are
/// verified by the system as usual.
///
/// Requests are synchronous: the command line syncs one step at a time.
public final class HTTPClient: @unchecked Sendable {
  /// The credentials, if any.
  public let credentials: Credentials?
  /// Seconds a request may take before the watchdog cancels it.
  public let timeout: Int
  /// The `User-Agent` sent.
  public var userAgent = "almanac-caldav/0.1"
  /// The only origin credentials are sent to (``CalDAVClient`` sets it to the URL the user
  /// gave); `nil`: the origin of each request's own URL, never a redirect's target elsewhere.
  package var credentialOrigin: HTTPOrigin?
  /// Asked while a request waits; `true` cancels it (the command line's SIGINT and SIGTERM).
  package var isInterrupted: @Sendable () -> Bool = { false }

  private let session: URLSession
  private let delegate: SessionDelegate
  private let lock = NSLock()
  private var digest: DigestChallenge?
  private var digestCount = 0
  /// How many requests were sent (for tests and `--verbose`).
  public private(set) var requestCount = 0

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
  ///   - timeout: Seconds before the watchdog cancels a request (clamped to 1...3600).
  public init(credentials: Credentials?, timeout: Int = 60) {
    self.credentials = credentials
    self.timeout = min(max(timeout, 1), 3600)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = TimeInterval(self.timeout)
    configuration.timeoutIntervalForResource = TimeInterval(self.timeout)
    configuration.httpMaximumConnectionsPerHost = 4
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    let delegate = SessionDelegate()
    self.delegate = delegate
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit { session.invalidateAndCancel() }

  /// Sends a request, following redirects and answering authentication challenges.
  ///
  /// - Parameter request: The request.
  /// - Returns: The final response (any status but a redirect or 401).
  /// - Throws: ``CalDAVError/transport(url:reason:)``, ``CalDAVError/timeout(url:seconds:)``,
  ///   ``CalDAVError/unauthorized(url:scheme:)``, ``CalDAVError/redirect(url:reason:)``,
  ///   ``CalDAVError/badResponse(url:reason:)`` (a body over the limit, a Digest nonce called
  ///   stale again right after a fresh one).
  public func send(_ request: HTTPRequest) throws(CalDAVError) -> HTTPResponse {
    let origin = credentialOrigin ?? HTTPOrigin(request.url)
    var current = request
    var redirects = 0
    var challenges = ChallengeCount()
    while true {
      if isInterrupted() { throw Self.interrupted(current.url) }
      var sent = current
      if let origin, HTTPOrigin(sent.url) == origin {
        if sent.headers["Authorization"] == nil, let authorization = authorization(for: sent) {
          sent.headers["Authorization"] = authorization
        }
      } else {
        // Credentials never leave the origin, whoever added them.
        sent.headers["Authorization"] = nil
      }
      let outcome = try perform(sent)
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

  enum Outcome {
    case response(HTTPResponse)
    case challenge(String)
  }

  static func interrupted(_ url: URL) -> CalDAVError {
    .transport(
      url: url.absoluteString, reason: "interrupted by a signal; the request was cancelled")
  }

  private func perform(_ request: HTTPRequest) throws(CalDAVError) -> Outcome {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    urlRequest.timeoutInterval = TimeInterval(timeout)
    urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    urlRequest.setValue(userAgent, forHTTPHeaderField: "User-Agent")
    if !request.body.isEmpty { urlRequest.httpBody = Data(request.body) }
    lock.lock()
    requestCount += 1
    lock.unlock()
    let depth = request.headers.first { $0.key.lowercased() == "depth" }?.value
    let limit = Self.bodyLimit(method: request.method, depth: depth)
    let state = TaskState(limit: limit)
    let task = session.dataTask(with: urlRequest)
    delegate.register(task.taskIdentifier, state)
    defer { delegate.forget(task.taskIdentifier) }
    task.resume()
    let url = request.url.absoluteString
    // The watchdog: a little longer than the session's own timeout, which may never fire.
    // One blocking wait per request, woken four times a second to honour a signal.
    let deadline = DispatchTime.now() + .seconds(timeout + 2)
    while state.semaphore.wait(timeout: min(deadline, .now() + .milliseconds(250))) == .timedOut {
      let interrupted = isInterrupted()
      guard interrupted || DispatchTime.now() >= deadline else { continue }
      task.cancel()
      _ = state.semaphore.wait(timeout: .now() + .seconds(2))
      if interrupted { throw Self.interrupted(request.url) }
      throw .timeout(url: url, seconds: timeout)
    }
    let (data, response, error, challenge, tooLarge) = state.get()
    if let tooLarge {
      task.cancel()
      throw .badResponse(
        url: url,
        reason: "\(request.method) answered with a body of "
          + (tooLarge.declared
            ? "\(tooLarge.bytes) bytes (Content-Length)" : "more than \(limit) bytes")
          + ", over the limit of \(limit >> 20) MiB; nothing was read past it")
    }
    // A challenge the delegate cancelled: the task ends with an error (and perhaps the 401).
    if let challenge, error != nil || (response as? HTTPURLResponse) == nil {
      return .challenge(challenge)
    }
    if let error {
      throw .transport(url: url, reason: Self.describe(error))
    }
    guard let http = response as? HTTPURLResponse else {
      throw .transport(url: url, reason: "no HTTP response")
    }
    var headers: [String: String] = [:]
    for (key, value) in http.allHeaderFields {
      if let key = key as? String, let value = value as? String {
        headers[key.lowercased()] = value
      }
    }
    return .response(
      HTTPResponse(
        status: http.statusCode, headers: headers, body: [UInt8](data),
        url: http.url ?? request.url))
  }

  static func describe(_ error: any Error) -> String {
    let error = error as NSError
    switch error.code {
    case NSURLErrorCannotConnectToHost: return "cannot connect (is the server running?)"
    case NSURLErrorCannotFindHost: return "unknown host"
    case NSURLErrorTimedOut: return "timed out"
    case NSURLErrorServerCertificateUntrusted, NSURLErrorServerCertificateHasBadDate,
      NSURLErrorServerCertificateHasUnknownRoot, NSURLErrorServerCertificateNotYetValid,
      NSURLErrorSecureConnectionFailed:
      return "TLS certificate not trusted (\(error.localizedDescription))"
    default: return error.localizedDescription
    }
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

/// One request's results, handed from URLSession's queue to the waiting caller: the body as
/// it arrives (refused once it passes the limit), the response, the error, the challenge.
private final class TaskState: @unchecked Sendable {
  let semaphore = DispatchSemaphore(value: 0)
  let limit: Int
  private let lock = NSLock()
  private var data = Data()
  private var response: URLResponse?
  private var error: (any Error)?
  private var challenge: String?
  /// The size that passed the limit: the Content-Length (`declared`), or the bytes received.
  private var tooLarge: (bytes: Int, declared: Bool)?

  init(limit: Int) { self.limit = limit }

  /// Records the response; `false` when its Content-Length is over the limit, and then the
  /// waiting caller is woken at once (the task's end may come only after data already queued).
  func accept(_ response: URLResponse) -> Bool {
    lock.lock()
    self.response = response
    let expected = (response as? HTTPURLResponse)?.expectedContentLength ?? -1
    guard expected > Int64(limit), tooLarge == nil else {
      lock.unlock()
      return true
    }
    tooLarge = (Int(expected), true)
    lock.unlock()
    semaphore.signal()
    return false
  }

  /// Appends a part of the body. Returns `false` the first time the body passes the limit
  /// (the task is to be cancelled; the caller is woken at once), `true` otherwise; once over,
  /// every further part is dropped.
  func append(_ part: Data) -> Bool {
    lock.lock()
    if tooLarge != nil {
      lock.unlock()
      return true
    }
    guard data.count + part.count > limit else {
      data.append(part)
      lock.unlock()
      return true
    }
    tooLarge = (data.count + part.count, false)
    data = Data()
    lock.unlock()
    semaphore.signal()
    return false
  }

  func record(challenge: String) {
    lock.lock()
    self.challenge = challenge
    lock.unlock()
  }

  func finish(_ error: (any Error)?) {
    lock.lock()
    self.error = error
    let woken = tooLarge != nil
    lock.unlock()
    if !woken { semaphore.signal() }
  }

  func get() -> (Data, URLResponse?, (any Error)?, String?, (bytes: Int, declared: Bool)?) {
    lock.lock()
    defer { lock.unlock() }
    return (data, response, error, challenge, tooLarge)
  }
}

/// Answers every challenge at once, so none can hang: server trust gets the system's default
/// verification; an HTTP authentication challenge is recorded (with its `WWW-Authenticate`)
/// and cancelled, and the client retries with an answer it computed itself, or fails.
/// Redirects are not followed here (the client follows them with the same method). Bodies are
/// collected per task up to the task's limit; past it the task is cancelled.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var tasks: [Int: TaskState] = [:]

  func register(_ task: Int, _ state: TaskState) {
    lock.lock()
    tasks[task] = state
    lock.unlock()
  }

  func forget(_ task: Int) {
    lock.lock()
    tasks[task] = nil
    lock.unlock()
  }

  private func state(_ task: Int) -> TaskState? {
    lock.lock()
    defer { lock.unlock() }
    return tasks[task]
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
    completionHandler:
      @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) ->
      Void
  ) {
    // Server trust (the TLS certificate) gets the system's verification. The constant is
    // unavailable in corelibs-foundation, so it is compared by its value.
    if challenge.protectionSpace.authenticationMethod == "NSURLAuthenticationMethodServerTrust" {
      completionHandler(.performDefaultHandling, nil)
      return
    }
    let header =
      (challenge.failureResponse as? HTTPURLResponse)?.value(
        forHTTPHeaderField: "WWW-Authenticate")
      ?? challenge.protectionSpace.authenticationMethod
    state(task.taskIdentifier)?.record(challenge: header)
    completionHandler(.cancelAuthenticationChallenge, nil)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let accepted = state(dataTask.taskIdentifier)?.accept(response) ?? true
    completionHandler(accepted ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    if state(dataTask.taskIdentifier)?.append(data) == false { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    state(task.taskIdentifier)?.finish(error)
  }
}
