// libFuzzer target: the terminal key decoder on raw bytes, fed at once and in chunks chosen
// by the input, then flushed. It must never trap, and the events must not depend on how the
// bytes were split into reads (a terminal delivers them in any chunks; the seed
// fuzz/seeds/keys/finding-read-size-dollar.bin, `ESC [ 1 ; 5 $ C`, must decode the same when a
// read ends after the "$"). ALMANAC_FUZZ_KEYS_SPLIT=0 turns the check off.
import AlmanacTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let checksSplits = getenv("ALMANAC_FUZZ_KEYS_SPLIT").map { String(cString: $0) } != "0"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let first = bytes.first else { return 0 }
  let body = Array(bytes.dropFirst())
  for handling in [PasteHandling.text, .ignore] {
    var whole = KeyDecoder(pasteHandling: handling, pasteLimit: 256)
    var once = whole.feed(body)
    once += whole.flush()
    var split = KeyDecoder(pasteHandling: handling, pasteLimit: 256)
    var pieces: [TerminalEvent] = []
    let step = Int(first % 7) + 1
    var index = 0
    while index < body.count {
      let end = min(body.count, index + step)
      pieces += split.feed(body[index..<end])
      index = end
    }
    pieces += split.flush()
    if checksSplits, once != pieces {
      fatalError("fuzz finding: decoding depends on the read size \(step): \(once) vs \(pieces)")
    }
  }
  return 0
}
