/// Typed view of a VEVENT (also usable for VTODO and VJOURNAL): the common properties decoded,
/// the component kept whole for everything else.
public struct ICSEvent: Hashable, Sendable {
  /// The component, with every property and sub-component (alarms) as read.
  public var component: ICSComponent
  /// UID.
  public var uid: String?
  /// SUMMARY, unescaped.
  public var summary: String?
  /// DESCRIPTION, unescaped.
  public var description: String?
  /// LOCATION, unescaped.
  public var location: String?
  /// DTSTART.
  public var start: ICSDateTime?
  /// DTEND (or DUE for a VTODO).
  public var end: ICSDateTime?
  /// DURATION.
  public var duration: ICSDuration?
  /// RRULE values (normally one).
  public var rules: [RecurrenceRule]
  /// RDATE values given as DATE or DATE-TIME, and the starts of RDATE periods.
  public var recurrenceDates: [ICSDateTime]
  /// RDATE values given as PERIOD.
  public var recurrencePeriods: [ICSPeriod]
  /// EXDATE values.
  public var exceptionDates: [ICSDateTime]
  /// RECURRENCE-ID, when this component overrides one instance of a recurring event.
  public var recurrenceID: ICSDateTime?
  /// Whether RECURRENCE-ID has `RANGE=THISANDFUTURE` (the change applies to later instances).
  public var isThisAndFuture: Bool
  /// STATUS (`CONFIRMED`, `TENTATIVE`, `CANCELLED`, …).
  public var status: String?
  /// TRANSP (`OPAQUE`, `TRANSPARENT`).
  public var transparency: String?
  /// CATEGORIES, every item of every CATEGORIES property.
  public var categories: [String]
  /// SEQUENCE.
  public var sequence: Int?
  /// DTSTAMP.
  public var stamp: ICSDateTime?
  /// Values that were malformed but whose meaning is clear, kept rather than dropping the
  /// event: a DTSTAMP that is not a date-time (ignored), a `VALUE=DATE` value written with a
  /// time (`20200914T000000`, read as its date). Each problem is located at its property and
  /// its reason starts with the property name.
  public var repairs: [ICSError] = []

  /// Decodes the typed properties of a component.
  ///
  /// - Parameter component: A VEVENT, VTODO or VJOURNAL.
  /// - Throws: ``ICSError/invalidValue(_:_:)`` for a malformed date, duration or rule, with the
  ///   line of the property.
  /// - Complexity: O(*n*) in the number of properties.
  public init(_ component: ICSComponent) throws(ICSError) {
    self.component = component
    rules = []
    recurrenceDates = []
    recurrencePeriods = []
    exceptionDates = []
    categories = []
    isThisAndFuture = false
    var repairs: [ICSError] = []
    /// A DATE or DATE-TIME; a `VALUE=DATE` value with a time is read as its date.
    func dateTime(_ property: ICSProperty) throws(ICSError) -> ICSDateTime {
      do {
        return try property.dateTimeValue()
      } catch {
        guard property.isDateValued, let date = ICSEvent.date(ofDateTime: property.rawValue) else {
          throw error
        }
        repairs.append(error)
        return date
      }
    }
    func dateTimes(_ property: ICSProperty) throws(ICSError) -> [ICSDateTime] {
      do {
        return try property.dateTimeListValue()
      } catch {
        guard property.isDateValued else { throw error }
        var out: [ICSDateTime] = []
        for item in property.rawValue.split(separator: ",") {
          guard let date = ICSEvent.date(ofDateTime: String(item)) else { throw error }
          out.append(date)
        }
        repairs.append(error)
        return out
      }
    }
    for property in component.properties {
      switch property.name {
      case "UID": uid = property.rawValue
      case "SUMMARY": summary = property.textValue
      case "DESCRIPTION": description = property.textValue
      case "LOCATION": location = property.textValue
      case "DTSTART": start = try dateTime(property)
      case "DTEND", "DUE": end = try dateTime(property)
      case "DURATION": duration = try property.durationValue()
      case "RRULE": rules.append(try property.recurrenceRuleValue())
      case "RDATE":
        if property.parameter("VALUE").map(ICSText.uppercasedASCII) == "PERIOD" {
          let periods = try property.periodListValue()
          recurrencePeriods += periods
          recurrenceDates += periods.map(\.start)
        } else {
          recurrenceDates += try dateTimes(property)
        }
      case "EXDATE": exceptionDates += try dateTimes(property)
      case "RECURRENCE-ID":
        recurrenceID = try dateTime(property)
        isThisAndFuture =
          property.parameter("RANGE").map(ICSText.uppercasedASCII) == "THISANDFUTURE"
      case "STATUS": status = ICSText.uppercasedASCII(property.rawValue)
      case "TRANSP": transparency = ICSText.uppercasedASCII(property.rawValue)
      case "CATEGORIES": categories += property.textListValue
      case "SEQUENCE": sequence = property.integerValue
      case "DTSTAMP":
        // Only scheduling reads DTSTAMP; a broken one is no reason to lose the event.
        do { stamp = try property.dateTimeValue() } catch { repairs.append(error) }
      default: break
      }
    }
    self.repairs = repairs
  }

  /// The date of a DATE-TIME text (`20200914T000000Z` → `20200914`), or `nil` when the text is
  /// not a valid DATE-TIME.
  static func date(ofDateTime text: String) -> ICSDateTime? {
    guard (try? ICSDateTime(parsing: text)) != nil,
      let date = try? ICSDateTime(parsing: String(text.prefix(8)), isDate: true)
    else { return nil }
    return date
  }

  /// Whether the event repeats (has an RRULE or RDATE).
  public var isRecurring: Bool { !rules.isEmpty || !recurrenceDates.isEmpty }

  /// Whether the event is cancelled (STATUS:CANCELLED).
  public var isCancelled: Bool { status == "CANCELLED" }
}
