import Foundation

/// One HTTP request as the client builds it: method, URL, headers and body.
package struct HTTPRequest: Hashable, Sendable {
  /// The method (`PROPFIND`, `REPORT`, `PUT`…).
  package var method: String
  /// The absolute URL.
  package var url: URL
  /// Header fields (names as sent).
  package var headers: [String: String]
  /// The body, empty for none.
  package var body: [UInt8]

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - method: The method.
  ///   - url: The absolute URL.
  ///   - headers: Header fields.
  ///   - body: The body.
  package init(method: String, url: URL, headers: [String: String] = [:], body: [UInt8] = []) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }
}

/// One HTTP response: status, headers (names lower-cased) and body.
package struct HTTPResponse: Hashable, Sendable {
  /// The status code.
  package var status: Int
  /// Header fields, names lower-cased.
  package var headers: [String: String]
  /// The body.
  package var body: [UInt8]
  /// The URL that answered (after redirects).
  package var url: URL

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - status: The status code.
  ///   - headers: Header fields, names lower-cased.
  ///   - body: The body.
  ///   - url: The URL that answered.
  package init(status: Int, headers: [String: String], body: [UInt8], url: URL) {
    self.status = status
    self.headers = headers
    self.body = body
    self.url = url
  }

  /// A header's value.
  ///
  /// - Parameter name: The name, any case.
  /// - Returns: Its value, if present.
  package func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// Whether the status is 2xx.
  package var isSuccess: Bool { (200..<300).contains(status) }

  /// The start of the body as text, for error messages (at most 200 characters, one line).
  /// An HTML page (a web server or proxy that is no CalDAV server) is named by its title
  /// rather than quoted: `an HTML page (title: 404 Not Found)`.
  package var bodySnippet: String {
    if isHTML {
      let title = Self.title(in: String(decoding: body.prefix(16_384), as: UTF8.self))
      return title.map { "an HTML page (title: \($0))" } ?? "an HTML page"
    }
    let text = String(decoding: body.prefix(600), as: UTF8.self)
    let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return String(flat.prefix(200))
  }

  /// Whether the body is an HTML page: said so by its Content-Type, or starting (after
  /// white space) with `<!DOCTYPE html` or `<html`.
  var isHTML: Bool {
    if let type = header("content-type")?.lowercased(),
      type.hasPrefix("text/html") || type.hasPrefix("application/xhtml")
    {
      return true
    }
    let start = String(decoding: body.prefix(256), as: UTF8.self)
      .drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).lowercased()
    return start.hasPrefix("<!doctype html") || start.hasPrefix("<html")
  }

  /// The text of a page's `<title>`, white space collapsed, entities for `&`, `<`, `>` and
  /// quotes read, at most 80 characters; `nil` when there is none or it is empty.
  static func title(in page: String) -> String? {
    guard let open = page.range(of: "<title", options: .caseInsensitive),
      let end = page[open.upperBound...].firstIndex(of: ">"),
      let close = page[end...].range(of: "</title", options: .caseInsensitive)
    else { return nil }
    var text = page[page.index(after: end)..<close.lowerBound]
      .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
    ] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    guard !text.isEmpty else { return nil }
    return text.count > 80 ? String(text.prefix(80)) + "…" : text
  }
}
