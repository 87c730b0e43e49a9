// Checks shared by the iCalendar and RRULE fuzz targets: a failed check is a finding (libFuzzer
// reports the crash and saves the input).
import AlmanacICS

/// Stops with a message; libFuzzer saves the input that got here.
func finding(_ message: String) -> Never {
  fatalError("fuzz finding: " + message)
}

/// Expands a calendar both ways (throwing and skipping) and checks what must hold whatever
/// the input: sorted, within the limit, the two forms agree, every instance meets the window.
func checkExpansion(_ calendar: ICSCalendar, from: Int, to: Int, limit: Int) {
  var skipped: [ICSError] = []
  let kept = calendar.instances(from: from, to: to, limit: limit, skipped: &skipped)
  if kept.count > limit { finding("\(kept.count) instances past the limit \(limit)") }
  for (a, b) in zip(kept, kept.dropFirst()) where b.startUTC < a.startUTC {
    finding("instances out of order: \(a.startUTC) then \(b.startUTC)")
  }
  for instance in kept where instance.startUTC >= to {
    finding("an instance starts at or after the window end")
  }
  switch Result(catching: { () throws(ICSError) in
    try calendar.instances(from: from, to: to, limit: limit)
  }) {
  case .success(let all):
    if !skipped.isEmpty { finding("the throwing form succeeded where events were skipped") }
    if all.count != kept.count { finding("the two forms disagree: \(all.count) ≠ \(kept.count)") }
  case .failure(let error):
    if skipped.first != error { finding("the throwing form failed differently: \(error)") }
  }
}
