import AlmanacPrimitives
import Foundation

/// Time-zone abbreviations (`CET`, `CEST`, `EDT`, `IST`) as the tz database has them, read
/// from the system's compiled zone files (TZif, RFC 8536, in `/usr/share/zoneinfo`), for the
/// TZNAME of generated VTIMEZONEs. Foundation on Linux only gives `GMT+1`-style names.
/// Where there is no such file (or it does not parse) the caller falls back to Foundation.
package final class ZoneAbbreviations: Sendable {
  /// The transitions and local time types of one zone file.
  struct Table: Sendable {
    var times: [Int]
    var typeOfTime: [Int]
    var types: [(offset: Int, isDaylight: Bool, name: String)]
  }

  package static let shared = ZoneAbbreviations(folder: "/usr/share/zoneinfo")

  let folder: String
  private let tables = LockedValue<[String: Table?]>([:])

  init(folder: String) {
    self.folder = folder
  }

  /// The abbreviation in force in zone `identifier` at a UTC instant, if its zone file says.
  ///
  /// - Parameters:
  ///   - identifier: An IANA identifier (as Foundation spells it).
  ///   - instant: Seconds since 1970 UTC.
  ///   - offset: The offset in force then; a name is only given for a type with this offset.
  /// - Returns: The abbreviation, or `nil`.
  package func name(of identifier: String, at instant: Int, offset: Int) -> String? {
    guard let table = table(identifier) else { return nil }
    // The last transition at or before the instant gives its type, when it has the offset.
    var low = 0
    var high = table.times.count
    while low < high {
      let mid = (low + high) / 2
      if table.times[mid] <= instant { low = mid + 1 } else { high = mid }
    }
    if low > 0 {
      let type = table.types[table.typeOfTime[low - 1]]
      if type.offset == offset { return type.name }
    }
    // Past the listed transitions, the file's final rule is in force (a slim file lists none
    // after 1996 in Europe): the latest type used with that offset.
    for index in table.typeOfTime.indices.reversed() {
      let type = table.types[table.typeOfTime[index]]
      if type.offset == offset { return type.name }
    }
    return table.types.first { $0.offset == offset }?.name
  }

  func table(_ identifier: String) -> Table? {
    if let cached = tables.withLock({ $0[identifier] }) { return cached }
    let table = load(identifier)
    tables.withLock { cache in
      if cache.count < 1024 { cache[identifier] = table }
    }
    return table
  }

  func load(_ identifier: String) -> Table? {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/_+-")
    guard !identifier.isEmpty, identifier.count < 64, identifier.allSatisfy(allowed.contains),
      !identifier.hasPrefix("/"), !identifier.contains("..")
    else { return nil }
    guard let data = FileManager.default.contents(atPath: folder + "/" + identifier) else {
      return nil
    }
    return Self.parse([UInt8](data))
  }

  /// Reads a TZif file (version 1 data, or the 64-bit data of version 2 and later).
  static func parse(_ bytes: [UInt8]) -> Table? {
    func u32(_ at: Int) -> Int? {
      guard at >= 0, at + 4 <= bytes.count else { return nil }
      return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8
        | Int(bytes[at + 3])
    }
    func i32(_ at: Int) -> Int? { u32(at).map { Int(Int32(truncatingIfNeeded: $0)) } }
    func i64(_ at: Int) -> Int? {
      guard let high = u32(at), let low = u32(at + 4) else { return nil }
      return Int(Int64(bitPattern: UInt64(high) << 32 | UInt64(low)))
    }
    func header(_ at: Int) -> [Int]? {
      guard at + 44 <= bytes.count, bytes[at..<(at + 4)].elementsEqual("TZif".utf8) else {
        return nil
      }
      let counts = (0..<6).compactMap { u32(at + 20 + 4 * $0) }
      guard counts.count == 6, counts.allSatisfy({ $0 < 1 << 20 }) else { return nil }
      return counts
    }
    guard let first = header(0) else { return nil }
    var base = 0
    var counts = first
    var timeSize = 4
    if bytes[4] >= 0x32 {
      // Skip the version 1 data to the second header.
      let (isUTC, isStandard, leaps, times, types, chars) =
        (first[0], first[1], first[2], first[3], first[4], first[5])
      let size = times * 5 + types * 6 + chars + leaps * 8 + isStandard + isUTC
      guard let second = header(44 + size) else { return nil }
      base = 44 + size
      counts = second
      timeSize = 8
    }
    let (times, types, chars) = (counts[3], counts[4], counts[5])
    let timesAt = base + 44
    let indicesAt = timesAt + times * timeSize
    let typesAt = indicesAt + times
    let charsAt = typesAt + types * 6
    guard charsAt + chars <= bytes.count, types > 0 else { return nil }
    var table = Table(times: [], typeOfTime: [], types: [])
    for index in 0..<times {
      guard
        let time = timeSize == 8 ? i64(timesAt + 8 * index) : i32(timesAt + 4 * index)
      else { return nil }
      let type = Int(bytes[indicesAt + index])
      guard type < types else { return nil }
      table.times.append(time)
      table.typeOfTime.append(type)
    }
    for index in 0..<types {
      let at = typesAt + 6 * index
      guard let offset = i32(at) else { return nil }
      let nameAt = Int(bytes[at + 5])
      guard nameAt < chars else { return nil }
      let start = charsAt + nameAt
      var end = start
      while end < charsAt + chars, bytes[end] != 0 { end += 1 }
      let name = String(decoding: bytes[start..<end], as: UTF8.self)
      table.types.append((offset, bytes[at + 4] != 0, name))
    }
    return table
  }
}
