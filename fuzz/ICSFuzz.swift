// libFuzzer target for the AlmanacICS parser, writer, decoders and recurrence engine.
// Built by fuzz/run.sh (not by SwiftPM): swiftc -sanitize=fuzzer,address.
import AlmanacICS

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let parser = ICSParser(options: .init(maxComponents: 10_000))
  if let document = try? parser.parse(bytes, file: "fuzz.ics") {
    // Writing is idempotent: what was written once reads and writes back the same.
    let writer = ICSWriter()
    let once = writer.string(document)
    if let again = try? parser.parse(once) {
      let twice = writer.string(again)
      if twice != once {
        fatalError("write(parse(write(x))) differs from write(x)")
      }
    }
    for calendar in ICSCalendar.calendars(in: document) {
      _ = try? calendar.instances(from: 1_600_000_000, to: 1_700_000_000, limit: 10_000)
    }
  }
  _ = try? ICSParser(options: .strict).parse(bytes)
  // The same bytes as an RRULE, expanded a little from a fixed start.
  let text = String(decoding: bytes.prefix(200), as: UTF8.self)
  if let rule = try? RecurrenceRule(parsing: text),
    let start = try? ICSDateTime(parsing: "20240131T023000", tzid: "Europe/Berlin"),
    let set = try? RecurrenceSet(start: start, rules: [rule])
  {
    var previous = Int.min
    for occurrence in set.prefix(200) {
      if occurrence.local < previous { fatalError("instances out of order for \(rule)") }
      previous = occurrence.local
    }
    _ = try? set.occurrences(from: 1_800_000_000, to: 1_800_100_000, limit: 10_000)
    if (try? RecurrenceRule(parsing: rule.description)) != rule {
      fatalError("RRULE text does not round-trip: \(rule)")
    }
  }
  return 0
}
