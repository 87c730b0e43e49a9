extension ICSEvent {
  /// DUE, when the component is a VTODO that has one (``end`` holds it).
  public var due: ICSDateTime? {
    component.name == "VTODO" && component.property("DUE") != nil ? end : nil
  }

  /// COMPLETED (when the to-do was done, a UTC date-time), or `nil` when missing or not a
  /// date-time.
  public var completed: ICSDateTime? {
    guard let property = component.property("COMPLETED") else { return nil }
    return try? property.dateTimeValue()
  }

  /// PERCENT-COMPLETE, 0 through 100, or `nil` when missing or out of range.
  public var percentComplete: Int? {
    guard let value = component.property("PERCENT-COMPLETE")?.integerValue, (0...100) ~= value
    else { return nil }
    return value
  }

  /// PRIORITY, 1 (highest) through 9 (lowest), or `nil` when missing, 0 (undefined) or out of
  /// range.
  public var priority: Int? {
    guard let value = component.property("PRIORITY")?.integerValue, (1...9) ~= value else {
      return nil
    }
    return value
  }

  /// Whether a to-do is finished: STATUS COMPLETED or CANCELLED, or a COMPLETED date (as
  /// todoman and Thunderbird read it; PERCENT-COMPLETE alone does not finish it).
  public var isDone: Bool {
    status == "COMPLETED" || status == "CANCELLED" || component.property("COMPLETED") != nil
  }
}
