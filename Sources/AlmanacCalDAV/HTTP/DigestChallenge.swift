import AlmanacPrimitives
import Foundation

/// An HTTP Digest challenge (RFC 7616) from a `WWW-Authenticate` header, and the
/// `Authorization` answers computed from it.
package struct DigestChallenge: Hashable, Sendable {
  /// The realm.
  package var realm: String
  /// The server's nonce.
  package var nonce: String
  /// The opaque value to echo, if any.
  package var opaque: String?
  /// `MD5`, `MD5-sess`, `SHA-256` or `SHA-256-sess` (upper-cased; MD5 when absent).
  package var algorithm: String
  /// Whether the server offers `qop=auth`.
  package var offersAuthQOP: Bool
  /// Whether the server said the previous nonce was stale (retry with the new one).
  package var isStale: Bool

  /// Reads the Digest challenge out of a `WWW-Authenticate` value (which may hold several
  /// challenges, e.g. `Basic realm="x", Digest realm="y", nonce="…"`).
  ///
  /// The initializer fails (`nil`) when there is no Digest challenge, when it lacks realm or
  /// nonce, or when it names an algorithm this client does not speak.
  ///
  /// - Parameter header: The header's value.
  package init?(header: String) {
    guard let start = header.range(of: "digest ", options: .caseInsensitive) else { return nil }
    let fields = Self.parameters(String(header[start.upperBound...]))
    guard let realm = fields["realm"], let nonce = fields["nonce"] else { return nil }
    let algorithm = (fields["algorithm"] ?? "MD5").uppercased()
    guard ["MD5", "MD5-SESS", "SHA-256", "SHA-256-SESS"].contains(algorithm) else { return nil }
    self.realm = realm
    self.nonce = nonce
    self.opaque = fields["opaque"]
    self.algorithm = algorithm
    let qops = (fields["qop"] ?? "").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    offersAuthQOP = qops.contains("auth")
    isStale = fields["stale"]?.lowercased() == "true"
  }

  /// The `Authorization` value for one request.
  ///
  /// - Parameters:
  ///   - credentials: The user and password.
  ///   - method: The request method.
  ///   - uri: The request target (path and query), as sent.
  ///   - count: The nonce count (1 for the first request with this nonce).
  ///   - clientNonce: The client nonce.
  /// - Returns: The header value.
  package func authorization(
    credentials: Credentials, method: String, uri: String, count: Int, clientNonce: String
  ) -> String {
    let isSHA256 = algorithm.hasPrefix("SHA-256")
    func h(_ text: String) -> String {
      Digests.hex(isSHA256 ? Digests.sha256(Array(text.utf8)) : Digests.md5(Array(text.utf8)))
    }
    var ha1 = h("\(credentials.user):\(realm):\(credentials.password)")
    if algorithm.hasSuffix("-SESS") { ha1 = h("\(ha1):\(nonce):\(clientNonce)") }
    let ha2 = h("\(method):\(uri)")
    let countText = min(max(count, 1), 0xffff_ffff).zeroPadded(to: 8, radix: 16)
    let response =
      offersAuthQOP
      ? h("\(ha1):\(nonce):\(countText):\(clientNonce):auth:\(ha2)") : h("\(ha1):\(nonce):\(ha2)")
    var parts = [
      "username=\(Self.quoted(credentials.user))", "realm=\(Self.quoted(realm))",
      "nonce=\(Self.quoted(nonce))", "uri=\(Self.quoted(uri))", "algorithm=\(algorithm)",
      "response=\"\(response)\"",
    ]
    if offersAuthQOP { parts += ["qop=auth", "nc=\(countText)", "cnonce=\"\(clientNonce)\""] }
    if let opaque { parts.append("opaque=\(Self.quoted(opaque))") }
    return "Digest " + parts.joined(separator: ", ")
  }

  static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"") + "\""
  }

  /// `name=value` and `name="quoted, value"` pairs, names lower-cased.
  static func parameters(_ text: String) -> [String: String] {
    var out: [String: String] = [:]
    var index = text.startIndex
    while index < text.endIndex {
      while index < text.endIndex, text[index] == " " || text[index] == "," {
        index = text.index(after: index)
      }
      guard let equals = text[index...].firstIndex(of: "=") else { break }
      let name = text[index..<equals].trimmingCharacters(in: .whitespaces).lowercased()
      // A new scheme ("Basic realm=…") after this one ends the list.
      if name.contains(" ") { break }
      index = text.index(after: equals)
      var value = ""
      if index < text.endIndex, text[index] == "\"" {
        index = text.index(after: index)
        while index < text.endIndex, text[index] != "\"" {
          if text[index] == "\\", text.index(after: index) < text.endIndex {
            index = text.index(after: index)
          }
          value.append(text[index])
          index = text.index(after: index)
        }
        if index < text.endIndex { index = text.index(after: index) }
      } else {
        while index < text.endIndex, text[index] != "," {
          value.append(text[index])
          index = text.index(after: index)
        }
        value = value.trimmingCharacters(in: .whitespaces)
      }
      out[name] = value
    }
    return out
  }
}
