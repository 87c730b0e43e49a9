import Almanac
import AlmanacTerminal
import Foundation

/// Benchmarks of the interactive picker's frames: one frame of three months at 80×24 (state to
/// cells), the ANSI bytes for it, and the time from a key press to the finished update (the
/// state handles the key, the screen renders, the renderer diffs against the frame on screen).
///
/// `ALMANAC_PICKERFRAME_CASE=NAME` runs only that case (`screenSetup`, `render.color`,
/// `render.noColor`, `fullRedraw.color`, `fullRedraw.noColor`, `keyToFrame`), and
/// `ALMANAC_BENCH_QUICK=N` runs each case N times without timing (one render, one full redraw,
/// or one walk of 122 keys per time), for instruction counts under callgrind: the difference
/// of two counts is the warm cost of the extra runs (`scripts/bench/month-text.sh`).
func pickerFrameBenchmarks() {
  let environment = ProcessInfo.processInfo.environment
  let only = environment["ALMANAC_PICKERFRAME_CASE"]
  let quickRepeats = environment["ALMANAC_BENCH_QUICK"].flatMap { Int($0) }.map {
    min(max($0, 1), 1000)
  }
  let wanted = { (name: String) in only == nil || only == name }
  let context = CalendarContext(locale: Locale(identifier: "en_US"), timeZone: .gmt)
  guard let today = Day("2026-03-01"), let sold = Day("2026-03-20") else { return }
  let availability = Availability(firstDay: today, lastDay: today.adding(days: 3_650))
    .disabling([sold], label: "Sold out")
    .withRangeRules(RangeRules(minimumNights: 2, maximumNights: 30))
  guard
    var state = try? PickerState(
      mode: .range(.forward), context: context, today: today, availability: availability,
      monthCount: 3)
  else { return }
  // A range from March into April, focus in April: the band crosses a month boundary.
  for key in Array("jjj ") + Array("jjl") {
    state.handle(KeyEvent(.character(key)))
  }
  let size = TerminalSize(columns: 80, rows: 24)
  if wanted("screenSetup") {
    if let quickRepeats {
      for _ in 0..<quickRepeats { blackHole(PickerScreen(context: context, colors: .basic)) }
    } else {
      let setup = medianSeconds(runs: 9) {
        blackHole(PickerScreen(context: context, colors: .basic))
      }
      report("picker.frame.screenSetup", setup * 1e6, "µs")
    }
  }
  for colors in [ColorLevel.basic, .none] {
    let name = colors == .none ? "noColor" : "color"
    guard wanted("render.\(name)") || wanted("fullRedraw.\(name)") else { continue }
    let screen = PickerScreen(context: context, colors: colors)
    let iterations = quickRepeats ?? 200
    if wanted("render.\(name)") {
      if quickRepeats != nil {
        for _ in 0..<iterations { blackHole(screen.render(state, size: size)) }
      } else {
        let render = medianSeconds(runs: 9) {
          for _ in 0..<iterations { blackHole(screen.render(state, size: size)) }
        }
        report("picker.frame.render3Months80x24.\(name)", render / Double(iterations) * 1e6, "µs")
      }
    }
    guard wanted("fullRedraw.\(name)") else { continue }
    let renderer = FrameRenderer(colors: colors)
    let frame = screen.render(state, size: size).frame
    var bytes = 0
    if quickRepeats != nil {
      for _ in 0..<iterations { bytes = renderer.fullRedraw(frame).count }
      report("picker.frame.fullRedrawBytes.\(name)", Double(bytes), "bytes")
    } else {
      let full = medianSeconds(runs: 9) {
        for _ in 0..<iterations { bytes = renderer.fullRedraw(frame).count }
      }
      report("picker.frame.fullRedrawBytes.\(name)", Double(bytes), "bytes")
      report("picker.frame.fullRedraw.\(name)", full / Double(iterations) * 1e6, "µs")
    }
  }
  guard wanted("keyToFrame") else { return }
  // Key to finished frame: walk the focus through the days (right, then back left, so the
  // visible months change now and then), each step a handle + render + diff.
  let screen = PickerScreen(context: context, colors: .basic)
  let renderer = FrameRenderer(colors: .basic)
  var onScreen = screen.render(state, size: size).frame
  let keys =
    Array(repeating: KeyEvent(.right), count: 60) + [KeyEvent(.pageDown)]
    + Array(repeating: KeyEvent(.left), count: 60) + [KeyEvent(.pageUp)]
  var diffBytes = 0
  let walk = {
    for key in keys {
      state.handle(key)
      let frame = screen.render(state, size: size).frame
      diffBytes += renderer.update(from: onScreen, to: frame).count
      onScreen = frame
    }
  }
  if let quickRepeats {
    for _ in 0..<quickRepeats { walk() }
    report(
      "picker.keyToFrame.diffBytesPerKey", Double(diffBytes) / Double(keys.count * quickRepeats),
      "bytes")
    return
  }
  let seconds = medianSeconds(runs: 9, walk)
  report("picker.keyToFrame.handleRenderDiff", seconds / Double(keys.count) * 1e6, "µs")
  report(
    "picker.keyToFrame.diffBytesPerKey", Double(diffBytes) / Double(keys.count * 10), "bytes")
}
