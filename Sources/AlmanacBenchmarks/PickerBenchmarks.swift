import AlmanacTerminal
import Foundation

/// Benchmarks of the picker group: the terminal runtime under `almanac pick`.
///
/// - render: a full 80×24 frame of styled cells (a month grid look: headers, weekend colours,
///   a selected range in inverse, some CJK) to ANSI bytes, full and as a diff after the focus
///   moves one day;
/// - decode: 1 MiB of mixed key input (letters, arrows with modifiers, SGR mouse, UTF-8) fed in
///   4 KiB reads;
/// - width: `displayWidth` on mixed-script labels, with glibc `wcswidth` as the peer.
func pickerBenchmarks() {
  let size = TerminalSize(columns: 80, rows: 24)
  let dayLabels = (1...31).map { $0 < 10 ? " \($0) " : "\($0) " }
  func frame(focus: Int) -> Frame {
    var frame = Frame(size: size)
    let header = CellStyle(foreground: .cyan, attributes: .bold)
    let weekend = CellStyle(foreground: .rgb(200, 80, 80))
    let selected = CellStyle(background: .palette(24), attributes: .inverse)
    let focused = CellStyle(
      foreground: .black, background: .yellow, attributes: [.bold, .underline])
    for row in 0..<size.rows {
      var column = 0
      var day = row * 11
      while column < size.columns {
        let label = row == 0 ? "月火水木" : dayLabels[day % 31]
        let style: CellStyle =
          row == 0
          ? header
          : day == focus
            ? focused
            : (day % 7 >= 5 ? weekend : (day % 13 < 4 ? selected : .plain))
        column = frame.put(label, row: row, column: column, style: style)
        day += 1
      }
    }
    return frame
  }

  let renderer = FrameRenderer(colors: .trueColor)
  let before = frame(focus: 40)
  let after = frame(focus: 41)
  var bytes = 0
  let build = medianSeconds {
    for _ in 0..<100 { blackHole(frame(focus: 40)) }
  }
  report("picker.frame.build80x24", build / 100 * 1e6, "µs")
  let full = medianSeconds {
    for _ in 0..<100 { bytes = renderer.fullRedraw(before).count }
  }
  report("picker.render.full80x24", full / 100 * 1e6, "µs")
  report("picker.render.full80x24.bytes", Double(bytes), "bytes")
  let diff = medianSeconds {
    for _ in 0..<100 { bytes = renderer.update(from: before, to: after).count }
  }
  report("picker.render.diff80x24", diff / 100 * 1e6, "µs")
  report("picker.render.diff80x24.bytes", Double(bytes), "bytes")
  let same = medianSeconds {
    for _ in 0..<100 { blackHole(renderer.update(from: before, to: before)) }
  }
  report("picker.render.unchanged80x24", same / 100 * 1e6, "µs")

  // 1 MiB of mixed input.
  let pieces = [
    "j", "k", "h", "l", "\u{1B}[A", "\u{1B}[1;5C", "\u{1B}[5;2~", "\u{1B}OH", "\u{1B}[<0;12;7M",
    "\u{1B}[<0;12;7m", "\u{1B}[<65;3;3M", "2026-11-29", "日本", " ", "\r", "\u{7F}", "\u{1B}b",
  ]
  var input: [UInt8] = []
  var index = 0
  while input.count < 1 << 20 {
    input += Array(pieces[index].utf8)
    index = (index * 7 + 3) % pieces.count
  }
  var events = 0
  let decode = medianSeconds {
    var decoder = KeyDecoder()
    events = 0
    var start = 0
    while start < input.count {
      let end = min(input.count, start + 4096)
      events += decoder.feed(input[start..<end]).count
      start = end
    }
    events += decoder.flush().count
  }
  report("picker.decode.1MiB", decode * 1e3, "ms")
  report("picker.decode.perByte", decode / Double(input.count) * 1e9, "ns")
  report("picker.decode.perEvent", decode / Double(events) * 1e9, "ns")

  // Width of mixed labels, and glibc wcswidth on the same text as the peer.
  setlocale(LC_CTYPE, "C.UTF-8")
  typealias WideWidth = @convention(c) (UnsafePointer<Int32>?, Int) -> Int32
  let wcswidth = dlsym(dlopen(nil, RTLD_NOW), "wcswidth").map {
    unsafeBitCast($0, to: WideWidth.self)
  }
  let labels = [
    "Sunday", "2026-11-29", "日曜日", "일요일", "الأحد", "۱۴۰۵/۰۹/۰۸", "Κυριακή", "e\u{301}te\u{301}",
  ]
  var width = 0
  for (name, extra) in [("scripts", ""), ("scriptsAndEmoji", " 👍🏽 🇯🇵")] {
    let text = String(repeating: labels.joined(separator: " ") + extra, count: 100)
    let ours = medianSeconds { width = displayWidth(text) }
    report("picker.width.\(name).displayWidth", ours / Double(text.count) * 1e9, "ns/char")
    guard let wcswidth else { continue }
    let wide = text.unicodeScalars.map { Int32(bitPattern: $0.value) }
    var theirs: Int32 = 0
    let peer = medianSeconds {
      theirs = wide.withUnsafeBufferPointer { wcswidth($0.baseAddress, $0.count) }
    }
    report("picker.width.\(name).glibcWcswidth(peer)", peer / Double(text.count) * 1e9, "ns/char")
    report("picker.width.\(name).ratio", ours / peer, "x glibc")
    blackHole(theirs)
  }
  let ascii = String(repeating: "Mo Tu We Th Fr Sa Su 2026-11-29 ", count: 100)
  let asciiTime = medianSeconds { width = displayWidth(ascii) }
  report("picker.width.ascii.displayWidth", asciiTime / Double(ascii.utf8.count) * 1e9, "ns/char")
  blackHole(width)
}
