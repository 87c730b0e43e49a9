import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends HTTP requests through URLSession so that none can hang: credentials go with the
/// first request (Basic, or Digest once the server has challenged), a session delegate
/// answers every authentication challenge (corelibs-foundation 6.3.1 hangs forever on a 401
/// that no delegate answers, whatever the timeout says), redirects are followed by hand with
/// the same method and body, and a watchdog cancels any request that has not finished in
/// time. TLS certificates are verified by the system as usual.
///
/// Requests are synchronous: the command line syncs one step at a time.
public final class HTTPClient: @unchecked Sendable {
  /// The credentials, if any.
  public let credentials: Credentials?
  /// Seconds a request may take before the watchdog cancels it.
  public let timeout: Int
  /// The `User-Agent` sent.
  public var userAgent = "almanac-caldav/0.1"

  private let session: URLSession
  private let delegate: SessionDelegate
  private let lock = NSLock()
  private var digest: DigestChallenge?
  private var digestCount = 0
  /// How many requests were sent (for tests and `--verbose`).
  public private(set) var requestCount = 0

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
  ///   ``CalDAVError/unauthorized(url:scheme:)``, ``CalDAVError/redirect(url:reason:)``.
  public func send(_ request: HTTPRequest) throws(CalDAVError) -> HTTPResponse {
    var current = request
    var redirects = 0
    var triedDigest = false
    while true {
      var sent = current
      if sent.headers["Authorization"] == nil, let authorization = authorization(for: sent) {
        sent.headers["Authorization"] = authorization
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
          ["http", "https"].contains(next.scheme?.lowercased() ?? "")
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
          header: response.header("www-authenticate") ?? "", url: current.url,
          triedDigest: &triedDigest)
      case .response(let response):
        return response
      case .challenge(let header):
        try handleChallenge(header: header, url: current.url, triedDigest: &triedDigest)
      }
    }
  }

  private func handleChallenge(header: String, url: URL, triedDigest: inout Bool)
    throws(CalDAVError)
  {
    guard let credentials else {
      throw .unauthorized(url: url.absoluteString, scheme: "no credentials given")
    }
    _ = credentials
    if let challenge = DigestChallenge(header: header), !triedDigest || challenge.isStale {
      triedDigest = true
      lock.lock()
      digest = challenge
      digestCount = 0
      lock.unlock()
      return
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
    let box = ResultBox()
    let task = session.dataTask(with: urlRequest) { data, response, error in
      box.set(data: data, response: response, error: error)
    }
    task.resume()
    let url = request.url.absoluteString
    // The watchdog: a little longer than the session's own timeout, which may never fire.
    if box.semaphore.wait(timeout: .now() + .seconds(timeout + 2)) == .timedOut {
      task.cancel()
      _ = box.semaphore.wait(timeout: .now() + .seconds(2))
      delegate.takeChallenge(task.taskIdentifier)
      throw .timeout(url: url, seconds: timeout)
    }
    let challenge = delegate.takeChallenge(task.taskIdentifier)
    let (data, response, error) = box.get()
    if let challenge, (response as? HTTPURLResponse) == nil {
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
        status: http.statusCode, headers: headers, body: data.map { [UInt8]($0) } ?? [],
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

/// The completion handler's results, handed from URLSession's queue to the waiting caller.
private final class ResultBox: @unchecked Sendable {
  let semaphore = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var data: Data?
  private var response: URLResponse?
  private var error: (any Error)?

  func set(data: Data?, response: URLResponse?, error: (any Error)?) {
    lock.lock()
    self.data = data
    self.response = response
    self.error = error
    lock.unlock()
    semaphore.signal()
  }

  func get() -> (Data?, URLResponse?, (any Error)?) {
    lock.lock()
    defer { lock.unlock() }
    return (data, response, error)
  }
}

/// Answers every challenge at once, so none can hang: server trust gets the system's default
/// verification; an HTTP authentication challenge is recorded (with its `WWW-Authenticate`)
/// and cancelled, and the client retries with an answer it computed itself, or fails.
/// Redirects are not followed here (the client follows them with the same method).
private final class SessionDelegate: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var challenges: [Int: String] = [:]

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
    lock.lock()
    challenges[task.taskIdentifier] = header
    lock.unlock()
    completionHandler(.cancelAuthenticationChallenge, nil)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  @discardableResult
  func takeChallenge(_ task: Int) -> String? {
    lock.lock()
    defer { lock.unlock() }
    return challenges.removeValue(forKey: task)
  }
}
