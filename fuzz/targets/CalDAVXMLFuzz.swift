// libFuzzer target for what a CalDAV server sends back: multistatus XML, status lines,
// WWW-Authenticate challenges and calendar data. Built by fuzz/build.sh (not by SwiftPM).
import AlmanacCalDAV

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let status = try? Multistatus(bytes: bytes, url: "http://fuzz/c/") {
    for response in status.responses {
      if response.href.isEmpty { fatalError("a response without href was accepted") }
      if let code = response.status, !(100...599).contains(code) {
        fatalError("status \(code) out of range was accepted")
      }
      _ = response.etag
    }
  }
  let text = String(decoding: bytes.prefix(2000), as: UTF8.self)
  if let code = Multistatus.statusCode(text), !(100...599).contains(code) {
    fatalError("statusCode(\(text)) = \(code)")
  }
  if let challenge = DigestChallenge(header: text) {
    let answer = challenge.authorization(
      credentials: Credentials(user: "u", password: "p"), method: "PROPFIND", uri: "/c/",
      count: 1, clientNonce: "n")
    if !answer.hasPrefix("Digest ") { fatalError("Digest answer without scheme") }
  }
  let facts = ItemFacts(bytes)
  if facts.hash.count != 64 { fatalError("hash of \(facts.hash.count) digits") }
  return 0
}
