import Foundation

/// MD5 (RFC 1321) and SHA-256 (FIPS 180-4), for HTTP Digest authentication and content hashes.
/// There is no CryptoKit on Linux and no package can be fetched, so they live here; tests
/// check them against the standards' vectors.
package enum Digests {
  /// The MD5 of `bytes`.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: 16 bytes.
  /// - Complexity: O(*n*).
  package static func md5(_ bytes: [UInt8]) -> [UInt8] {
    let shifts: [UInt32] = [
      7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
      5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
      4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
      6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]
    let table: [UInt32] = (0..<64).map { index in
      UInt32(truncatingIfNeeded: Int64(abs(sin(Double(index + 1))) * 4_294_967_296.0))
    }
    var state: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]
    var message = bytes
    let bitLength = UInt64(bytes.count) &* 8
    message.append(0x80)
    while message.count % 64 != 56 { message.append(0) }
    for shift in stride(from: 0, to: 64, by: 8) {
      message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    for chunk in stride(from: 0, to: message.count, by: 64) {
      var words = [UInt32](repeating: 0, count: 16)
      for index in 0..<16 {
        let base = chunk + index * 4
        words[index] =
          UInt32(message[base]) | UInt32(message[base + 1]) << 8 | UInt32(message[base + 2]) << 16
          | UInt32(message[base + 3]) << 24
      }
      var (a, b, c, d) = (state[0], state[1], state[2], state[3])
      for index in 0..<64 {
        var f: UInt32
        let g: Int
        switch index {
        case 0..<16:
          f = (b & c) | (~b & d)
          g = index
        case 16..<32:
          f = (d & b) | (~d & c)
          g = (5 * index + 1) % 16
        case 32..<48:
          f = b ^ c ^ d
          g = (3 * index + 5) % 16
        default:
          f = c ^ (b | ~d)
          g = (7 * index) % 16
        }
        f = f &+ a &+ table[index] &+ words[g]
        a = d
        d = c
        c = b
        b = b &+ rotateLeft(f, shifts[index])
      }
      state[0] = state[0] &+ a
      state[1] = state[1] &+ b
      state[2] = state[2] &+ c
      state[3] = state[3] &+ d
    }
    return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) } }
  }

  /// The SHA-256 of `bytes`.
  ///
  /// - Parameter bytes: The input.
  /// - Returns: 32 bytes.
  /// - Complexity: O(*n*).
  package static func sha256(_ bytes: [UInt8]) -> [UInt8] {
    var hash: [UInt32] = [
      0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
      0x5be0_cd19,
    ]
    var message = bytes
    let bitLength = UInt64(bytes.count) &* 8
    message.append(0x80)
    while message.count % 64 != 56 { message.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    var words = [UInt32](repeating: 0, count: 64)
    for chunk in stride(from: 0, to: message.count, by: 64) {
      for index in 0..<16 {
        let base = chunk + index * 4
        words[index] =
          UInt32(message[base]) << 24 | UInt32(message[base + 1]) << 16
          | UInt32(message[base + 2]) << 8 | UInt32(message[base + 3])
      }
      for index in 16..<64 {
        let s0 =
          rotateRight(words[index - 15], 7) ^ rotateRight(words[index - 15], 18)
          ^ (words[index - 15] >> 3)
        let s1 =
          rotateRight(words[index - 2], 17) ^ rotateRight(words[index - 2], 19)
          ^ (words[index - 2] >> 10)
        words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
      }
      var (a, b, c, d, e, f, g, h) =
        (hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7])
      for index in 0..<64 {
        let s1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)
        let choice = (e & f) ^ (~e & g)
        let temp1 = h &+ s1 &+ choice &+ sha256Constants[index] &+ words[index]
        let s0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        let temp2 = s0 &+ majority
        h = g
        g = f
        f = e
        e = d &+ temp1
        d = c
        c = b
        b = a
        a = temp1 &+ temp2
      }
      for (index, value) in [a, b, c, d, e, f, g, h].enumerated() {
        hash[index] = hash[index] &+ value
      }
    }
    return hash.flatMap { word in
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
    }
  }

  /// Lower-case hexadecimal text of `bytes`.
  ///
  /// - Parameter bytes: The bytes.
  /// - Returns: Two digits per byte.
  package static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef")
    var out = ""
    out.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0x0f)])
    }
    return out
  }

  private static func rotateLeft(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value << count) | (value >> (32 - count))
  }

  private static func rotateRight(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value >> count) | (value << (32 - count))
  }

  private static let sha256Constants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]
}
