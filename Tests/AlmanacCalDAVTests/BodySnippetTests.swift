import Foundation
import Testing

@testable import AlmanacCalDAV

/// What an error message quotes of a server's answer: the start of its text, or for an HTML
/// page (a web server or proxy that is no CalDAV server) its title.
@Suite struct BodySnippetTests {
  static func response(_ body: String, type: String? = nil) -> HTTPResponse {
    HTTPResponse(
      status: 404, headers: type.map { ["content-type": $0] } ?? [:], body: Array(body.utf8),
      url: URL(fileURLWithPath: "/"))
  }

  @Test(arguments: [
    ("<!DOCTYPE html><html><head><title>404 Not Found</title>", nil, "404 Not Found"),
    ("\n  <HTML><HEAD><TITLE lang=en>\n Bad\n  Gateway </TITLE>", nil, "Bad Gateway"),
    (
      "<p>oops</p><title>Tom &amp; Jerry &lt;3</title>", "text/html; charset=utf-8",
      "Tom & Jerry <3"
    ),
  ])
  func anHTMLPageIsNamedByItsTitle(body: String, type: String?, title: String) {
    #expect(Self.response(body, type: type).bodySnippet == "an HTML page (title: \(title))")
  }

  @Test func anHTMLPageWithoutATitleIsNamedAsSuch() {
    let page = Self.response("<html><body>" + String(repeating: "<p>x</p>", count: 99))
    #expect(page.bodySnippet == "an HTML page")
    #expect(Self.response("<title></title>", type: "text/html").bodySnippet == "an HTML page")
  }

  @Test func aLongTitleIsCut() {
    let snippet = Self.response("<html><title>" + String(repeating: "t", count: 500) + "</title>")
      .bodySnippet
    #expect(snippet == "an HTML page (title: " + String(repeating: "t", count: 80) + "…)")
  }

  @Test func otherTextIsQuotedByItsStartOnOneLine() {
    let xml = "<d:error xmlns:d=\"DAV:\">\n<d:need-privileges/>\n</d:error>"
    let snippet = Self.response(xml, type: "application/xml").bodySnippet
    #expect(snippet == "<d:error xmlns:d=\"DAV:\"> <d:need-privileges/> </d:error>")
    #expect(Self.response(String(repeating: "y", count: 900)).bodySnippet.count == 200)
  }
}
