import AlmanacStore

/// What can go wrong talking to a CalDAV server or syncing with it. Every case names the URL
/// (or file) and says what was expected, so the one-line message is enough to act on.
public enum CalDAVError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The URL given is not an `http` or `https` URL.
  case invalidURL(String)
  /// The request could not be sent or answered (DNS, refused connection, TLS failure…).
  case transport(url: String, reason: String)
  /// No answer within the watchdog's time; the request was cancelled.
  case timeout(url: String, seconds: Int)
  /// The server refused the credentials (or asked for some and none were given).
  case unauthorized(url: String, scheme: String)
  /// The server answered with a status the operation cannot use.
  case status(method: String, url: String, code: Int, detail: String)
  /// The server's XML could not be read.
  case badXML(url: String, line: Int, column: Int, reason: String)
  /// The server's answer is well-formed but not what the protocol says (a missing element,
  /// a status line that is no status, an href outside the collection…).
  case badResponse(url: String, reason: String)
  /// Too many redirects, or a redirect without a usable `Location`.
  case redirect(url: String, reason: String)
  /// Discovery found no calendar collection at or under the URL.
  case noCalendars(url: String)
  /// A local file or the status journal could not be read or written.
  case local(path: String, reason: String)
  /// A collection asked for by name is neither on the server (by folder or display name) nor,
  /// when calendars may be created there, a local folder; `known` are the names there are.
  case unknownCollection(url: String, name: String, known: [String])

  /// One line for an error message.
  public var description: String {
    switch self {
    case .invalidURL(let url): "\(url): not an http:// or https:// URL"
    case .transport(let url, let reason): "\(url): \(reason)"
    case .timeout(let url, let seconds):
      "\(url): no answer within \(seconds) s; the request was cancelled"
    case .unauthorized(let url, let scheme):
      "\(url): the server refused the credentials (\(scheme)); check --user and the password"
    case .status(let method, let url, let code, let detail):
      "\(url): \(method) answered \(code)" + (detail.isEmpty ? "" : " (\(detail))")
    case .badXML(let url, let line, let column, let reason):
      "\(url): unreadable XML at line \(line), column \(column): \(reason)"
    case .badResponse(let url, let reason): "\(url): unexpected answer: \(reason)"
    case .redirect(let url, let reason): "\(url): \(reason)"
    case .noCalendars(let url): "\(url): no calendar collection found at or under this URL"
    case .local(let path, let reason):
      WriteFailure.parse(reason).map { "cannot write to '\(path)': \($0.words)" }
        ?? "\(path): \(reason)"
    case .unknownCollection(let url, let name, let known):
      "\(url): no calendar named '\(name)'; found: "
        + (known.isEmpty ? "none" : known.joined(separator: ", "))
    }
  }
}

extension CalDAVError {
  /// A local store's error as ``local(path:reason:)``, naming the file once: the store's own
  /// path when it has one (the folder or file it could not write), else `path`.
  static func local(_ error: any Error, at path: String) -> CalDAVError {
    guard let error = error as? EventStoreError else {
      return .local(path: path, reason: "\(error)")
    }
    switch error {
    case .io(let own, let reason):
      return .local(path: own, reason: reason)
    case .conflict(let own), .unreadable(let own, _), .notASource(let own):
      let text = error.description
      let prefix = own + ": "
      return .local(
        path: own, reason: text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text)
    default:
      return .local(path: path, reason: error.description)
    }
  }
}
