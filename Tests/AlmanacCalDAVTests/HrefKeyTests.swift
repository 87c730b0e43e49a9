import Foundation
import Testing

@testable import AlmanacCalDAV

@Suite struct HrefKeyTests {
  static let client = try? CalDAVClient(
    url: "http://127.0.0.1:5232/alice/work/", http: HTTPClient(credentials: nil))

  static func key(_ href: String) -> String { client?.key(ofHref: href) ?? "no client" }

  @Test(arguments: [
    ("/alice/work/a%40almanac.ics", "/alice/work/a@almanac.ics"),
    ("/alice/work/a%2Bb.ics", "/alice/work/a+b.ics"),
    ("/alice/work/a%20b.ics", "/alice/work/a b.ics"),
    ("/alice/work/caf%C3%A9.ics", "/alice/work/café.ics"),
    ("/alice/work/caf%c3%a9.ics", "/alice/work/caf%C3%A9.ics"),
    ("/alice/work/a%2fb.ics", "/alice/work/a%2Fb.ics"),
    ("http://127.0.0.1:5232/alice/work/x%40y.ics", "/alice/work/x@y.ics"),
    ("/alice/work/", "/alice/work"),
    ("x%40y.ics", "/alice/work/x@y.ics"),
  ])
  func spellingsOfOneMemberAreOneKey(_ first: String, _ second: String) {
    #expect(Self.key(first) == Self.key(second), "\(first) vs \(second)")
  }

  @Test(arguments: [
    // A percent sign in the UID is `%25` on the wire: decoded once, it stays a `%`.
    ("/alice/work/a%2540b.ics", "/alice/work/a@b.ics"),
    // An escaped slash inside a segment is not a separator.
    ("/alice/work/a%2Fb.ics", "/alice/work/a/b.ics"),
    ("/alice/work/a+b.ics", "/alice/work/a b.ics"),
  ])
  func distinctMembersStayDistinct(_ first: String, _ second: String) {
    #expect(Self.key(first) != Self.key(second), "\(first) vs \(second)")
  }

  @Test func decodedKeysKeepTheirText() {
    #expect(Self.key("/alice/work/a%2540b.ics") == "/alice/work/a%40b.ics")
    #expect(Self.key("/alice/work/caf%C3%A9.ics") == "/alice/work/café.ics")
    // Bytes that are no UTF-8 leave the escapes in place.
    #expect(Self.key("/alice/work/%FF.ics") == "/alice/work/%FF.ics")
  }

  @Test func aRemovalInAnotherSpellingRemovesTheMember() {
    var listing = RemoteListing(
      ["/alice/work/0802ce9b@almanac.ics": "\"1\"", "/alice/work/other.ics": "\"2\""],
      key: { Self.key($0) })
    #expect(listing["/alice/work/0802ce9b%40almanac.ics"] == "\"1\"")
    listing["/alice/work/0802ce9b%40almanac.ics"] = nil
    #expect(listing.recorded == ["/alice/work/other.ics": "\"2\""])
    // A change in another spelling replaces the entry and keeps the server's latest form.
    listing["/alice/work/other%2Eics"] = "\"3\""
    #expect(listing.recorded == ["/alice/work/other%2Eics": "\"3\""])
  }
}
