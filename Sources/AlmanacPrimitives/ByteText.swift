/// Text appended to a byte buffer: the pieces the hand-written writers (JSON, ISO 8601 times,
/// UTC offsets) need, without making a `String` per field.
///
/// Each function writes exactly the UTF-8 bytes of its `String` counterpart
/// (``BinaryInteger/zeroPadded(to:radix:)``, ``JSONText/quoted(_:)``,
/// ``OffsetText/extended(_:)``); the tests compare the two.
package enum ByteText {
  /// The decimal digits of `value`, padded on the left with zeros to `width` digits; a
  /// negative value keeps its sign in front (`value.zeroPadded(to: width)`).
  ///
  /// - Parameters:
  ///   - value: Any value, `Int.min` included.
  ///   - width: The least number of digits, not counting a minus sign.
  ///   - out: The buffer.
  @inlinable
  package static func appendDecimal(_ value: Int, width: Int, to out: inout [UInt8]) {
    if value < 0 { out.append(0x2D) }
    var magnitude = value.magnitude
    // 20 digits hold any UInt64; the digits are made from the right.
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { raw in
      repeat {
        raw[23 - count] = UInt8(truncatingIfNeeded: magnitude % 10) &+ 0x30
        magnitude /= 10
        count += 1
      } while magnitude != 0
      if width > count {
        for _ in 0..<width - count { out.append(0x30) }
      }
      out.append(contentsOf: raw[(24 - count)...])
    }
  }

  /// Two digits, `00` … `99`, of a value known to be in that range.
  @inlinable @inline(__always)
  package static func appendTwoDigits(_ value: Int, to out: inout [UInt8]) {
    out.append(UInt8(truncatingIfNeeded: value / 10) &+ 0x30)
    out.append(UInt8(truncatingIfNeeded: value % 10) &+ 0x30)
  }

  /// `text` as a JSON string literal, quotes included: the bytes of
  /// ``JSONText/quoted(_:)``.
  ///
  /// The reserved characters (`"`, `\` and U+0000 through U+001F) are ASCII, and no byte of
  /// a multi-byte UTF-8 sequence is below 0x80, so escaping bytes is escaping scalars.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - out: The buffer.
  /// - Complexity: O(*n*) in the length of `text`.
  @inlinable
  package static func appendJSONQuoted(_ text: String, to out: inout [UInt8]) {
    out.append(0x22)
    var text = text
    text.withUTF8 { bytes in
      var start = 0
      for index in bytes.indices {
        let byte = bytes[index]
        guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
        if start < index {
          out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        }
        start = index + 1
        out.append(0x5C)
        switch byte {
        case 0x22, 0x5C: out.append(byte)
        case 0x0A: out.append(0x6E)
        case 0x0D: out.append(0x72)
        case 0x09: out.append(0x74)
        default:
          let hex: (UInt8) -> UInt8 = { $0 < 10 ? $0 &+ 0x30 : $0 &+ 0x57 }
          out.append(contentsOf: [0x75, 0x30, 0x30, hex(byte >> 4), hex(byte & 0xF)])
        }
      }
      if start < bytes.count {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
      }
    }
    out.append(0x22)
  }

  /// A UTC offset in ISO 8601 extended form: the bytes of ``OffsetText/extended(_:)``
  /// (`+02:00`, `-05:00`, `+05:30:15`).
  ///
  /// - Parameters:
  ///   - seconds: Seconds east of UTC; any value.
  ///   - out: The buffer.
  @inlinable
  package static func appendExtendedOffset(_ seconds: Int, to out: inout [UInt8]) {
    let magnitude = seconds.magnitude
    out.append(seconds < 0 ? 0x2D : 0x2B)
    let hours = magnitude / 3600
    if hours < 100 {
      appendTwoDigits(Int(hours), to: &out)
    } else {
      out.append(contentsOf: String(hours).utf8)
    }
    out.append(0x3A)
    appendTwoDigits(Int(magnitude % 3600 / 60), to: &out)
    if magnitude % 60 != 0 {
      out.append(0x3A)
      appendTwoDigits(Int(magnitude % 60), to: &out)
    }
  }
}
