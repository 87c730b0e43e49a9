import Foundation

/// How one request travels to the server and its answer back: one attempt, no redirects
/// followed, no authentication answered (``HTTPClient`` does both), the body refused once it
/// passes `limit`, and the request cancelled when `isInterrupted` turns `true` or `timeout`
/// seconds pass.
///
/// On Linux the client uses `CurlTransport` (libcurl's easy interface, which waits without
/// spinning); on Apple systems, and on Linux without `libcurl.so.4`, `URLSessionTransport`.
package protocol HTTPTransport: Sendable {
  /// Sends one request and waits for its answer.
  ///
  /// - Parameters:
  ///   - request: The request, with every header to send.
  ///   - limit: The largest body accepted, in bytes.
  ///   - timeout: Seconds the whole exchange may take.
  ///   - isInterrupted: Asked while the request waits; `true` cancels it.
  /// - Returns: The answer, or the `WWW-Authenticate` of a challenge the transport met.
  /// - Throws: ``CalDAVError/transport(url:reason:)``, ``CalDAVError/timeout(url:seconds:)``,
  ///   ``CalDAVError/badResponse(url:reason:)`` for a body over the limit.
  func perform(
    _ request: HTTPRequest, limit: Int, timeout: Int,
    isInterrupted: @escaping @Sendable () -> Bool
  ) throws(CalDAVError) -> HTTPTransportOutcome
}

/// What one attempt brought back.
package enum HTTPTransportOutcome: Sendable {
  /// An answer, of any status.
  case response(HTTPResponse)
  /// An authentication challenge the transport cancelled, with its `WWW-Authenticate`.
  case challenge(String)
}

extension CalDAVError {
  /// The error for a body over the limit: its declared (Content-Length) or received size.
  static func tooLarge(_ request: HTTPRequest, bytes: Int64, declared: Bool, limit: Int)
    -> CalDAVError
  {
    .badResponse(
      url: request.url.absoluteString,
      reason: "\(request.method) answered with a body of "
        + (declared ? "\(bytes) bytes (Content-Length)" : "more than \(limit) bytes")
        + ", over the limit of \(limit >> 20) MiB; nothing was read past it")
  }

  /// The error for a request a signal cancelled.
  static func interrupted(_ url: URL) -> CalDAVError {
    .transport(
      url: url.absoluteString, reason: "interrupted by a signal; the request was cancelled")
  }
}
