import Foundation

extension ICSProperty {
  /// Rewrites an error from a value parser so that it points into this property's line.
  func located(_ error: ICSError, file: String = "") -> ICSError {
    let prefix = ICSWriter().contentLine(
      ICSProperty(name: name, parameters: parameters, rawValue: "")
    ).utf8.count
    let column = prefix + error.location.column
    let location = ICSLocation(file: file, line: line, column: column)
    switch error {
    case .malformed(_, let why): return .malformed(location, "\(name): \(why)")
    case .invalidValue(_, let why): return .invalidValue(location, "\(name): \(why)")
    case .limitExceeded(_, let why): return .limitExceeded(location, "\(name): \(why)")
    case .unknownTimeZone(_, let tzid): return .unknownTimeZone(location, tzid)
    }
  }

  /// Whether `VALUE=DATE` is given.
  var isDateValued: Bool { parameter("VALUE").map(ICSText.uppercasedASCII) == "DATE" }

  /// The value as a DATE or DATE-TIME, with the TZID parameter applied.
  ///
  /// - Returns: The value.
  /// - Throws: ``ICSError/invalidValue(_:_:)`` located at this property.
  public func dateTimeValue() throws(ICSError) -> ICSDateTime {
    do {
      return try ICSDateTime(
        parsing: rawValue, tzid: parameter("TZID"), isDate: isDateValued ? true : nil)
    } catch {
      throw located(error)
    }
  }

  /// The value as a comma-separated list of DATE or DATE-TIME values (EXDATE, RDATE).
  ///
  /// - Returns: The values.
  /// - Throws: ``ICSError/invalidValue(_:_:)`` located at this property.
  public func dateTimeListValue() throws(ICSError) -> [ICSDateTime] {
    let tzid = parameter("TZID")
    let isDate: Bool? = isDateValued ? true : nil
    var out: [ICSDateTime] = []
    for item in rawValue.split(separator: ",") {
      do {
        out.append(try ICSDateTime(parsing: String(item), tzid: tzid, isDate: isDate))
      } catch {
        throw located(error)
      }
    }
    return out
  }

  /// The value as a list of PERIOD values (RDATE;VALUE=PERIOD, FREEBUSY).
  ///
  /// - Returns: The periods.
  /// - Throws: ``ICSError/invalidValue(_:_:)`` located at this property.
  public func periodListValue() throws(ICSError) -> [ICSPeriod] {
    var out: [ICSPeriod] = []
    for item in rawValue.split(separator: ",") {
      do {
        out.append(try ICSPeriod(parsing: String(item), tzid: parameter("TZID")))
      } catch {
        throw located(error)
      }
    }
    return out
  }

  /// The value as a DURATION.
  ///
  /// - Returns: The duration.
  /// - Throws: ``ICSError/invalidValue(_:_:)`` located at this property.
  public func durationValue() throws(ICSError) -> ICSDuration {
    do { return try ICSDuration(parsing: rawValue) } catch { throw located(error) }
  }

  /// The value as a RECUR (RRULE).
  ///
  /// - Returns: The rule.
  /// - Throws: ``ICSError/invalidValue(_:_:)`` located at this property.
  public func recurrenceRuleValue() throws(ICSError) -> RecurrenceRule {
    do { return try RecurrenceRule(parsing: rawValue) } catch { throw located(error) }
  }

  /// The value as a UTC-OFFSET.
  ///
  /// - Returns: The offset.
  /// - Throws: ``ICSError/invalidValue(_:_:)`` located at this property.
  public func utcOffsetValue() throws(ICSError) -> UTCOffset {
    do { return try UTCOffset(parsing: rawValue) } catch { throw located(error) }
  }

  /// The value as an INTEGER, or `nil` when it is not one.
  public var integerValue: Int? {
    // Foundation trims tabs and Unicode space separators; when the value starts and ends with
    // an ASCII byte that is neither space nor tab there is nothing to trim, so skip it.
    func isPlain(_ byte: UInt8?) -> Bool {
      guard let byte else { return false }
      return byte < 0x80 && byte != 0x20 && byte != 0x09
    }
    if isPlain(rawValue.utf8.first), isPlain(rawValue.utf8.last) { return Int(rawValue) }
    return Int(rawValue.trimmingCharacters(in: .whitespaces))
  }

  /// The value as a BOOLEAN (`TRUE`/`FALSE`, any case), or `nil`.
  public var booleanValue: Bool? {
    switch rawValue.uppercased() {
    case "TRUE": true
    case "FALSE": false
    default: nil
    }
  }

  /// The value as a URI or CAL-ADDRESS (the raw text; these values are not escaped).
  public var uriValue: String { rawValue }
}
