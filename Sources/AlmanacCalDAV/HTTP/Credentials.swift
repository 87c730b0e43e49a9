import Foundation

/// A user name and password for HTTP Basic or Digest authentication.
public struct Credentials: Hashable, Sendable {
  /// The user name.
  public var user: String
  /// The password.
  public var password: String

  /// Creates credentials.
  ///
  /// - Parameters:
  ///   - user: The user name.
  ///   - password: The password.
  public init(user: String, password: String) {
    self.user = user
    self.password = password
  }

  /// The `Authorization` value for HTTP Basic (RFC 7617, UTF-8).
  package var basicAuthorization: String {
    "Basic " + Data((user + ":" + password).utf8).base64EncodedString()
  }
}
