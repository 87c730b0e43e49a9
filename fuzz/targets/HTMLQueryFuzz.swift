// libFuzzer target for AlmanacHTML's query parsing: any bytes as a query of a range picker
// with booking rules, and of a weekdays picker. A query is either refused with a reason or
// becomes a state whose own query round-trips to the same state and markup.
// Built by fuzz/build.sh (not by SwiftPM): swiftc -sanitize=fuzzer,address.
import Almanac
import AlmanacHTML
import Foundation

let context = CalendarContext(
  locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC") ?? .gmt)
let today = Day("2026-03-18") ?? Day.earliest
let pickers: [HTMLPicker] = {
  let availability = Availability(
    firstDay: Day("2026-03-01"), lastDay: Day("2027-02-28"),
    rangeRules: RangeRules(minimumNights: 2, maximumNights: 7)
  ).disabling(ranges: [(Day("2026-03-10") ?? today)...(Day("2026-03-12") ?? today)])
  return [
    HTMLPicker(
      name: "stay", mode: .range(.forward), context: context, today: today,
      availability: availability, monthCount: 2),
    HTMLPicker(
      name: "stay", mode: .multiple(maximumCount: 5), context: context, today: today,
      availability: availability),
    HTMLPicker(name: "stay", mode: .ranges, context: context, today: today),
    HTMLPicker(name: "stay", mode: .weekdays, context: context, today: today),
  ]
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  // Rendering is most of a unit's time: every picker parses the query, and the one chosen by the
  // input's length also renders it twice (docs/fuzzing.md, "Budgets").
  for (index, picker) in pickers.enumerated() {
    guard let state = try? picker.state(fromQuery: text) else { continue }
    let query = FormQuery.encode(picker.queryItems(for: state))
    guard let again = try? picker.state(fromQuery: query) else {
      fatalError("the query of an accepted state is refused: \(query)")
    }
    if FormQuery.encode(picker.queryItems(for: again)) != query {
      fatalError("state → query → state changed: \(query)")
    }
    guard index == size % pickers.count else { continue }
    var plain = state
    plain.message = nil
    plain.isRejected = false
    plain.isConfirmed = false
    plain.lastAction = nil
    if picker.fragment(for: plain) != picker.fragment(for: again) {
      fatalError("the round trip renders differently: \(query)")
    }
  }
  return 0
}
