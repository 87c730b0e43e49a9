import Testing

@testable import AlmanacCalDAV

/// Servers' answers, odd ones included: prefixes, missing statuses, 404 members, errors.
@Suite struct MultistatusTests {
  static func parse(_ text: String) throws(CalDAVError) -> Multistatus {
    try Multistatus(bytes: Array(text.utf8), url: "http://h/c/")
  }

  @Test func syncReportWithRemovalsAndToken() throws {
    let status = try Self.parse(
      """
      <?xml version="1.0"?>
      <multistatus xmlns="DAV:"><response><href>/c/a.ics</href><propstat><prop>
      <getetag>"1"</getetag></prop><status>HTTP/1.1 200 OK</status></propstat></response>
      <response><href>/c/b.ics</href><status>HTTP/1.1 404 Not Found</status></response>
      <sync-token>http://h/sync/9</sync-token></multistatus>
      """)
    #expect(status.responses.count == 2)
    #expect(status.responses[0].etag == "\"1\"")
    #expect(status.responses[1].status == 404)
    #expect(status.syncToken == "http://h/sync/9")
  }

  @Test func prefixesAndAPropstatWithoutStatus() throws {
    let status = try Self.parse(
      """
      <D:multistatus xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
      <D:response><D:href> /c/x.ics </D:href><D:propstat><D:prop><D:getetag>e</D:getetag>
      <C:calendar-data><![CDATA[BEGIN:VCALENDAR
      END:VCALENDAR]]></C:calendar-data></D:prop></D:propstat>
      <D:propstat><D:prop><D:displayname/></D:prop><D:status>HTTP/1.1 404 Not Found</D:status>
      </D:propstat></D:response></D:multistatus>
      """)
    let response = try #require(status.responses.first)
    #expect(response.href == "/c/x.ics")
    #expect(response.etag == "e")
    #expect(
      response.property("calendar-data", DAVNamespace.caldav)?.text.hasPrefix("BEGIN") == true)
    #expect(response.missing.map(\.name) == ["displayname"])
  }

  @Test(arguments: [
    ("HTTP/1.1 200 OK", 200), ("HTTP/1.1 404 Not Found", 404), ("HTTP/2 507", 507),
    ("HTTP/1.1 99 Low", nil), ("HTTP/1.1 600 High", nil), ("garbage", nil), ("", nil),
    ("HTTP/1.1 2OO OK", nil), ("HTTP/1.1 99999999999999999999 Big", nil),
  ])
  func statusLines(line: String, code: Int?) {
    #expect(Multistatus.statusCode(line) == code)
  }

  @Test func wrongRootIsAClearError() {
    #expect(
      throws: CalDAVError.badResponse(
        url: "http://h/c/",
        reason: "expected a DAV: multistatus element, got 'html' without a namespace")
    ) {
      try Self.parse("<html><body>Login</body></html>")
    }
  }

  @Test func responseWithoutHrefIsAnError() {
    #expect(throws: CalDAVError.badResponse(url: "http://h/c/", reason: "response 1 has no href")) {
      try Self.parse(
        "<multistatus xmlns=\"DAV:\"><response><status>HTTP/1.1 200 OK</status></response></multistatus>"
      )
    }
  }

  @Test(arguments: ["", "not xml at all", "<multistatus xmlns=\"DAV:\"><response>", "<a><b></a>"])
  func malformedXMLSaysWhere(text: String) {
    do {
      _ = try Self.parse(text)
      Issue.record("parsed \(text)")
    } catch {
      guard case .badXML(let url, _, _, let reason) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(url == "http://h/c/")
      #expect(!reason.isEmpty)
    }
  }

  @Test func deepNestingIsRefused() {
    let text = String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100)
    do {
      _ = try Self.parse(text)
      Issue.record("parsed")
    } catch {
      #expect("\(error)".contains("nested deeper than 64"))
    }
  }

  @Test func externalEntitiesAreNotResolved() {
    let text = """
      <?xml version="1.0"?><!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]>
      <multistatus xmlns="DAV:"><response><href>&x;</href></response></multistatus>
      """
    do {
      _ = try Self.parse(text)
      Issue.record("a document with a DTD was read")
    } catch {
      // The whole document type is refused, so no entity (external or expanding) is read.
      #expect("\(error)".contains("document type declaration"))
      #expect(!"\(error)".contains("root:"))
    }
  }
}
