import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Requests through URLSession, so that none can hang: a session delegate answers every
/// authentication challenge (corelibs-foundation 6.3.1 hangs forever on a 401 that no delegate
/// answers, whatever the timeout says), redirects are not followed, an answer's body is
/// refused once it passes the limit, and a watchdog cancels any request that has not finished
/// in time or that a signal interrupted. TLS certificates are verified by the system as usual.
///
/// The transport on Apple systems. On Linux, corelibs-foundation's URLSession spins while it
/// waits (docs/performance.md, "CalDAV sync"), so `CurlTransport` is preferred there.
package final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
  private let session: URLSession
  private let delegate: SessionDelegate

  /// Creates a transport whose session times requests out after `timeout` seconds.
  package init(timeout: Int) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = TimeInterval(timeout)
    configuration.timeoutIntervalForResource = TimeInterval(timeout)
    configuration.httpMaximumConnectionsPerHost = 4
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    let delegate = SessionDelegate()
    self.delegate = delegate
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit { session.invalidateAndCancel() }

  package func perform(
    _ request: HTTPRequest, limit: Int, timeout: Int,
    isInterrupted: @escaping @Sendable () -> Bool
  ) throws(CalDAVError) -> HTTPTransportOutcome {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    urlRequest.timeoutInterval = TimeInterval(timeout)
    urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    if !request.body.isEmpty { urlRequest.httpBody = Data(request.body) }
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
      if interrupted { throw .interrupted(request.url) }
      throw .timeout(url: url, seconds: timeout)
    }
    let (data, response, error, challenge, tooLarge) = state.get()
    if let tooLarge {
      task.cancel()
      throw .tooLarge(
        request, bytes: Int64(tooLarge.bytes), declared: tooLarge.declared, limit: limit)
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
