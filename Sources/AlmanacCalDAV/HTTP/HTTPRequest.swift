import Foundation

/// One HTTP request as the client builds it: method, URL, headers and body.
public struct HTTPRequest: Hashable, Sendable {
  /// The method (`PROPFIND`, `REPORT`, `PUT`…).
  public var method: String
  /// The absolute URL.
  public var url: URL
  /// Header fields (names as sent).
  public var headers: [String: String]
  /// The body, empty for none.
  public var body: [UInt8]

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - method: The method.
  ///   - url: The absolute URL.
  ///   - headers: Header fields.
  ///   - body: The body.
  public init(method: String, url: URL, headers: [String: String] = [:], body: [UInt8] = []) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }
}

/// One HTTP response: status, headers (names lower-cased) and body.
public struct HTTPResponse: Hashable, Sendable {
  /// The status code.
  public var status: Int
  /// Header fields, names lower-cased.
  public var headers: [String: String]
  /// The body.
  public var body: [UInt8]
  /// The URL that answered (after redirects).
  public var url: URL

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - status: The status code.
  ///   - headers: Header fields, names lower-cased.
  ///   - body: The body.
  ///   - url: The URL that answered.
  public init(status: Int, headers: [String: String], body: [UInt8], url: URL) {
    self.status = status
    self.headers = headers
    self.body = body
    self.url = url
  }

  /// A header's value.
  ///
  /// - Parameter name: The name, any case.
  /// - Returns: Its value, if present.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// Whether the status is 2xx.
  public var isSuccess: Bool { (200..<300).contains(status) }

  /// The start of the body as text, for error messages (at most 200 characters, one line).
  public var bodySnippet: String {
    let text = String(decoding: body.prefix(600), as: UTF8.self)
    let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return String(flat.prefix(200))
  }
}
