import Almanac
import Foundation
import Testing

@Test func tmpHebr() {
  for id in [
    "he-IL-u-nu-hebr", "zh-CN-u-nu-hanidec", "ja-JP-u-nu-jpan", "ta-IN-u-nu-taml",
    "th-TH-u-nu-thai",
  ] {
    print("START", id)
    let ctx = CalendarContext(locale: Locale(identifier: id), timeZone: .gmt)
    print("NU", id, [1, 10, 15, 16, 29, 30].map { ctx.format(number: $0) })
  }
}
