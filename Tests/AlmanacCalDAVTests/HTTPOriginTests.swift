import Foundation
import Testing

@testable import AlmanacCalDAV

@Suite struct HTTPOriginTests {
  static func origin(_ text: String) -> HTTPOrigin? { URL(string: text).flatMap(HTTPOrigin.init) }

  @Test func theDefaultPortIsWrittenOrNot() {
    #expect(Self.origin("http://Example.com/dav/") == Self.origin("http://example.com:80/x"))
    #expect(Self.origin("https://example.com/") == Self.origin("HTTPS://example.com:443/"))
  }

  @Test(arguments: [
    ("http://127.0.0.1:5232/", "http://127.0.0.1:5233/"),
    ("http://127.0.0.1:5232/", "http://localhost:5232/"),
    ("https://example.com/", "http://example.com:443/"),
    ("http://example.com/", "http://example.com.evil/"),
  ])
  func anotherPortHostOrSchemeIsAnotherOrigin(_ first: String, _ second: String) {
    #expect(Self.origin(first) != Self.origin(second))
  }

  @Test func onlyHTTPURLsWithAHostHaveOne() {
    #expect(Self.origin("ftp://example.com/") == nil)
    #expect(Self.origin("file:///tmp/x") == nil)
  }

  @Test func theBodyLimitIsLargerForListings() {
    #expect(HTTPClient.bodyLimit(method: "GET", depth: nil) == 32 << 20)
    #expect(HTTPClient.bodyLimit(method: "PROPFIND", depth: "0") == 32 << 20)
    #expect(HTTPClient.bodyLimit(method: "PROPFIND", depth: "1") == 256 << 20)
    #expect(HTTPClient.bodyLimit(method: "REPORT", depth: "1") == 256 << 20)
  }
}
