import Foundation
import Testing

@testable import AlmanacCalDAV

/// A server in memory: each request is recorded and answered by `answer`, after `delay`.
final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
  private let lock = NSLock()
  private(set) var requests: [HTTPRequest] = []
  private var inFlight = 0
  private(set) var mostInFlight = 0
  let delay: TimeInterval
  let answer: @Sendable (HTTPRequest) -> HTTPResponse

  init(delay: TimeInterval = 0, answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
    self.delay = delay
    self.answer = answer
  }

  func perform(
    _ request: HTTPRequest, limit: Int, timeout: Int,
    isInterrupted: @escaping @Sendable () -> Bool
  ) throws(CalDAVError) -> HTTPTransportOutcome {
    lock.lock()
    requests.append(request)
    inFlight += 1
    mostInFlight = max(mostInFlight, inFlight)
    lock.unlock()
    if delay > 0 { Thread.sleep(forTimeInterval: delay) }
    lock.lock()
    inFlight -= 1
    lock.unlock()
    return .response(answer(request))
  }
}

@Suite struct HTTPTransportTests {
  static let base = url("http://127.0.0.1:5232/alice/work/")

  static func url(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
    return url
  }

  @Test func headerBlockOfTheFinalResponse() {
    let block = Array(
      ("HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Basic realm=\"x\"\r\n"
        + "www-authenticate: Digest realm=\"y\", nonce=\"n\"\r\nETag: \"1\"\r\n"
        + "X-Folded: one\r\n two\r\nNo-Colon\r\n\r\n").utf8)
    let fields = CurlTransport.headers(block)
    #expect(fields["www-authenticate"] == "Basic realm=\"x\", Digest realm=\"y\", nonce=\"n\"")
    #expect(fields["etag"] == "\"1\"")
    #expect(fields["x-folded"] == "one two")
    #expect(fields.count == 3)
    #expect(DigestChallenge(header: fields["www-authenticate"] ?? "")?.nonce == "n")
  }

  @Test func curlNamesARefusedConnection() throws {
    // No server listens on port 9 of the loopback address: the refusal names it.
    let transport = try #require(CurlTransport())
    let request = HTTPRequest(method: "GET", url: Self.url("http://127.0.0.1:9/"))
    #expect(
      throws: CalDAVError.transport(
        url: "http://127.0.0.1:9/", reason: "cannot connect (is the server running?)")
    ) {
      _ = try transport.perform(request, limit: 1 << 20, timeout: 5, isInterrupted: { false })
    }
  }

  @Test func clientAddsUserAgentAndCountsRequests() throws {
    let transport = ScriptedTransport { request in
      HTTPResponse(status: 204, headers: [:], body: [], url: request.url)
    }
    let http = HTTPClient(credentials: nil, timeout: 5, transport: transport)
    _ = try http.send(HTTPRequest(method: "DELETE", url: Self.base))
    _ = try http.send(HTTPRequest(method: "DELETE", url: Self.base))
    #expect(http.requestCount == 2)
    #expect(
      transport.requests.map { $0.headers["User-Agent"] } == [http.userAgent, http.userAgent])
  }

  @Test func credentialsStayWithTheirOriginAcrossARedirect() throws {
    let transport = ScriptedTransport { request in
      request.url.port == 5232
        ? HTTPResponse(
          status: 307, headers: ["location": "http://127.0.0.1:8000/elsewhere/"], body: [],
          url: request.url)
        : HTTPResponse(status: 200, headers: [:], body: [], url: request.url)
    }
    let http = HTTPClient(
      credentials: Credentials(user: "alice", password: "secret"), timeout: 5,
      transport: transport)
    http.credentialOrigin = HTTPOrigin(Self.base)
    let response = try http.send(HTTPRequest(method: "GET", url: Self.base))
    #expect(response.status == 200)
    #expect(transport.requests.count == 2)
    #expect(transport.requests.first?.headers["Authorization"] != nil)
    #expect(transport.requests.last?.headers["Authorization"] == nil)
  }

  @Test func uploadsOverlapAndEachOutcomeReachesItsStep() throws {
    let transport = ScriptedTransport(delay: 0.02) { request in
      let name = request.url.lastPathComponent
      return name.hasPrefix("refused")
        ? HTTPResponse(status: 403, headers: [:], body: [], url: request.url)
        : HTTPResponse(status: 201, headers: ["etag": "\"\(name)\""], body: [], url: request.url)
    }
    let client = try CalDAVClient(
      url: Self.base.absoluteString,
      http: HTTPClient(credentials: nil, timeout: 5, transport: transport))
    let names = (0..<20).map { $0 == 7 ? "refused-\($0).ics" : "item-\($0).ics" }
    let jobs = names.map {
      UploadQueue.Job(uid: $0, bytes: Array("BEGIN:VCALENDAR".utf8), href: $0, etag: nil)
    }
    let queue = UploadQueue(client: client, collection: Self.base, jobs: jobs, width: 4)
    for name in names {
      let outcome = try #require(queue.result(for: name))
      switch outcome {
      case .success(.written(let etag)): #expect(etag == "\"\(name)\"")
      case .failure(.status(_, _, let code, _)): #expect(code == 403 && name.hasPrefix("refused"))
      default: Issue.record("\(name): \(outcome)")
      }
    }
    #expect(queue.result(for: "item-0.ics") == nil, "an outcome is handed out once")
    queue.stop()
    #expect(transport.requests.count == 20)
    #expect(Set(transport.requests.map(\.url.lastPathComponent)) == Set(names))
    #expect(transport.requests.allSatisfy { $0.headers["If-None-Match"] == "*" })
    #expect((2...4).contains(transport.mostInFlight), "\(transport.mostInFlight) at once")
  }

  @Test func stoppedQueueLeavesTheRestToTheirSteps() throws {
    let transport = ScriptedTransport(delay: 0.05) { request in
      HTTPResponse(status: 201, headers: ["etag": "\"e\""], body: [], url: request.url)
    }
    let client = try CalDAVClient(
      url: Self.base.absoluteString,
      http: HTTPClient(credentials: nil, timeout: 5, transport: transport))
    let jobs = (0..<40).map {
      UploadQueue.Job(uid: "u\($0)", bytes: [], href: "u\($0).ics", etag: "\"old\"")
    }
    let queue = UploadQueue(client: client, collection: Self.base, jobs: jobs, width: 2)
    Thread.sleep(forTimeInterval: 0.12)
    queue.stop()
    let sent = transport.requests.count
    #expect((2..<40).contains(sent))
    #expect(transport.requests.allSatisfy { $0.headers["If-Match"] == "\"old\"" })
    // What was sent has its outcome; the rest is for the steps to send.
    let arrived = jobs.filter { queue.arrived($0.uid) != nil }.count
    #expect(arrived == sent)
    #expect(queue.result(for: "u39") == nil)
  }
}
