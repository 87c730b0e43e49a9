// libFuzzer target, structure-aware: the input bytes choose an RRULE part by part (frequency,
// interval, end, BY* lists with values drawn from the valid ranges, their edges and extreme
// integers), a DTSTART form and zone, and optional raw text; the rule is written as text,
// parsed, expanded and checked. Random bytes therefore reach the expansion with well-formed
// rules nearly every time, instead of dying in the parser.
import AlmanacICS

#if canImport(Glibc)
  import Glibc
#endif

/// ALMANAC_FUZZ_PRINT=1 prints each unit's rules and start (to see what a slow unit does).
let printsRules = getenv("ALMANAC_FUZZ_PRINT") != nil

struct Bytes {
  var data: UnsafeBufferPointer<UInt8>
  var index = 0
  mutating func next() -> UInt8 {
    guard index < data.count else { return 0 }
    defer { index += 1 }
    return data[index]
  }
  mutating func pick<T>(_ values: [T]) -> T { values[Int(next()) % values.count] }
  var isAtEnd: Bool { index >= data.count }
}

let extremes = [
  "-9223372036854775808", "9223372036854775807", "0", "-0", "+1", "-1", "99999999999999999999",
  "", "+-1", "1.5",
]

func number(_ bytes: inout Bytes, _ range: ClosedRange<Int>, signed: Bool) -> String {
  switch bytes.next() % 16 {
  case 0: return bytes.pick(extremes)
  case 1: return String(range.upperBound + 1)
  case 2: return String(range.lowerBound)
  case 3: return String(range.upperBound)
  default:
    let span = range.upperBound - range.lowerBound + 1
    let value = range.lowerBound + (Int(bytes.next()) << 8 | Int(bytes.next())) % span
    return signed && bytes.next() & 1 == 1 ? String(-value) : String(value)
  }
}

func list(_ bytes: inout Bytes, _ range: ClosedRange<Int>, signed: Bool) -> String {
  (0...Int(bytes.next() % 4)).map { _ in number(&bytes, range, signed: signed) }
    .joined(separator: ",")
}

let weekdays = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

func ruleText(_ bytes: inout Bytes) -> String {
  var parts = [
    "FREQ=" + bytes.pick(["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"])
  ]
  let mask = Int(bytes.next()) | Int(bytes.next()) << 8
  if mask & 1 != 0 { parts.append("INTERVAL=" + number(&bytes, 1...1_000_000, signed: false)) }
  if mask & 2 != 0 { parts.append("COUNT=" + number(&bytes, 1...2_000, signed: false)) }
  if mask & 4 != 0 {
    let year = 1990 + Int(bytes.next() % 60)
    parts.append("UNTIL=\(year)0" + "\(1 + bytes.next() % 9)15" + bytes.pick(["", "T120000Z", "T120000"]))
  }
  if mask & 8 != 0 { parts.append("BYSECOND=" + list(&bytes, 0...60, signed: false)) }
  if mask & 16 != 0 { parts.append("BYMINUTE=" + list(&bytes, 0...59, signed: false)) }
  if mask & 32 != 0 { parts.append("BYHOUR=" + list(&bytes, 0...23, signed: false)) }
  if mask & 64 != 0 {
    let days = (0...Int(bytes.next() % 3)).map { _ -> String in
      let ordinal = bytes.next() % 3 == 0 ? number(&bytes, 1...53, signed: true) : ""
      return ordinal + bytes.pick(weekdays)
    }
    parts.append("BYDAY=" + days.joined(separator: ","))
  }
  if mask & 128 != 0 { parts.append("BYMONTHDAY=" + list(&bytes, 1...31, signed: true)) }
  if mask & 256 != 0 { parts.append("BYYEARDAY=" + list(&bytes, 1...366, signed: true)) }
  if mask & 512 != 0 { parts.append("BYWEEKNO=" + list(&bytes, 1...53, signed: true)) }
  if mask & 1024 != 0 { parts.append("BYMONTH=" + list(&bytes, 1...12, signed: false)) }
  if mask & 2048 != 0 { parts.append("BYSETPOS=" + list(&bytes, 1...366, signed: true)) }
  if mask & 4096 != 0 { parts.append("WKST=" + bytes.pick(weekdays)) }
  if mask & 8192 != 0 { parts.append("X-FUZZ=" + String(bytes.next())) }
  if mask & 16384 != 0 { parts.swapAt(0, parts.count - 1) }
  return parts.joined(separator: ";")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var bytes = Bytes(data: UnsafeBufferPointer(start: data, count: size))
  // The first byte's top bit: the rest is raw RRULE text (mutations of real rules) instead.
  let isRaw = bytes.next() & 0x80 != 0
  var texts: [String] = []
  if isRaw {
    texts = [String(decoding: UnsafeBufferPointer(start: data + 1, count: max(0, size - 1)), as: UTF8.self)]
  } else {
    for _ in 0...Int(bytes.next() % 3) where !bytes.isAtEnd { texts.append(ruleText(&bytes)) }
  }
  let starts = [
    ("20240131T023000", "Europe/Berlin"), ("20260329T023000", "Europe/Berlin"),
    ("19970902T090000", "America/New_York"), ("20111229T120000", "Pacific/Apia"),
    ("20240229T000000Z", nil), ("20240229", nil), ("00010101T000000", nil),
    ("99991231T235959Z", nil),
  ]
  let (startText, tzid) = starts[Int(bytes.next()) % starts.count]
  if printsRules { print("rrule unit:", texts, startText, tzid ?? "") }
  guard let start = try? ICSDateTime(parsing: startText, tzid: startText.hasSuffix("Z") ? nil : tzid)
  else { return 0 }
  var rules: [RecurrenceRule] = []
  for text in texts {
    guard let rule = try? RecurrenceRule(parsing: text) else { continue }
    // The text form reads back as the same rule.
    if (try? RecurrenceRule(parsing: rule.description)) != rule {
      finding("RRULE text does not round-trip: \(text) -> \(rule)")
    }
    rules.append(rule)
  }
  guard !rules.isEmpty, let set = try? RecurrenceSet(start: start, rules: rules) else { return 0 }
  var previous: Occurrence?
  var emitted = 0
  for occurrence in set.prefix(60) {
    if let previous, !(previous < occurrence) {
      finding("instances not strictly increasing for \(texts)")
    }
    previous = occurrence
    emitted += 1
  }
  if rules.count == 1, let count = rules[0].count, emitted > count {
    finding("\(emitted) instances for COUNT=\(count)")
  }
  // The same rule repeated is the same set (identical rules are expanded once).
  if let doubled = try? RecurrenceSet(start: start, rules: rules + rules),
    Array(doubled.prefix(20)) != Array(set.prefix(20))
  {
    finding("repeating the rules changed the instances")
  }
  // A window far from the start: rules with COUNT are walked there (up to 10,000,000 instances
  // by design, seconds under the sanitizers), so only for rules without COUNT; 500 instances
  // reach every path of the window's walk (docs/fuzzing.md, "Budgets").
  if rules.allSatisfy({ $0.count == nil }) {
    _ = try? set.occurrences(from: 1_800_000_000, to: 1_800_100_000, limit: 500)
  }
  _ = try? set.occurrences(from: Int.min, to: Int.min + 1, duration: Int.max, limit: 10)
  return 0
}
