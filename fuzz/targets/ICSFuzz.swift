// libFuzzer target: the iCalendar parser, writer, event decoding and the event expansion
// behind every view (fuzz/build.sh builds it; fuzz/run.sh ics runs it).
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
      if twice != once { finding("write(parse(write(x))) differs from write(x)") }
    }
    for calendar in ICSCalendar.calendars(in: document, file: "fuzz.ics") {
      // Around 2020, and for one input in four (by length) far out: rules that began long ago
      // are skipped ahead, not walked, but a calendar system other than the Gregorian is
      // walked year by year through ICU (a second per input), so the far window is kept to a
      // share of the inputs that leaves long runs their speed (docs/fuzzing.md, "Budgets").
      checkExpansion(calendar, from: 1_600_000_000, to: 1_610_000_000, limit: 500)
      if size % 4 == 0 {
        checkExpansion(calendar, from: 250_000_000_000, to: 250_001_000_000, limit: 100)
      }
      for event in calendar.events { _ = event.component.contentDerivedUID }
      _ = calendar.warnings
    }
    _ = document.strayComponentsWarning(file: "fuzz.ics")
  }
  _ = try? ICSParser(options: .strict).parse(bytes)
  return 0
}
