/// A set of Calendar weekday numbers (1 = Sunday … 7 = Saturday), stored as seven bits.
///
/// Use it for alarm repeat days, "weekdays only" availability rules and closed-to-arrival
/// weekdays. A ``MonthCalendarModel`` picking weekdays gives one in its
/// ``MonthCalendarModel/result`` and reads it in its ``MonthCalendarModel/summary`` as
/// "Never", "Every day", "Weekdays", "Weekends" or a localized list.
public struct WeekdaySet: Hashable, Sendable, Codable, SetAlgebra {
  /// Bit `w - 1` is set when weekday `w` is a member.
  public private(set) var rawValue: UInt8

  /// Creates a set from its bit pattern (bit 0 = Sunday … bit 6 = Saturday).
  ///
  /// - Parameter rawValue: The bits; bit 7 is ignored.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue & 0x7F
  }

  /// Creates an empty set.
  public init() {
    rawValue = 0
  }

  /// Creates a set of the given weekday numbers.
  ///
  /// - Parameter weekdays: Calendar weekday numbers, 1 = Sunday … 7 = Saturday.
  /// - Precondition: Every number is in 1…7.
  public init(_ weekdays: some Sequence<Int>) {
    rawValue = 0
    for weekday in weekdays { insert(weekday) }
  }

  /// No day.
  public static let none = WeekdaySet()
  /// All seven days.
  public static let all = WeekdaySet(rawValue: 0x7F)
  /// Saturday and Sunday, the classic fixed weekend.
  public static let saturdaySunday = WeekdaySet([1, 7])
  /// Monday through Friday, the classic fixed working week.
  public static let mondayToFriday = WeekdaySet([2, 3, 4, 5, 6])

  /// The weekend of a calendar context (from its locale unless overridden).
  ///
  /// - Parameter context: The context whose ``CalendarContext/weekendDays`` to take.
  /// - Returns: The weekend days.
  package static func weekend(of context: CalendarContext) -> WeekdaySet {
    context.weekend
  }

  /// The working days of a calendar context: every day that is not in its weekend.
  ///
  /// - Parameter context: The context whose ``CalendarContext/weekendDays`` to exclude.
  /// - Returns: The working days.
  package static func workdays(of context: CalendarContext) -> WeekdaySet {
    WeekdaySet.all.subtracting(weekend(of: context))
  }

  /// The number of member days.
  public var count: Int { rawValue.nonzeroBitCount }

  /// Whether the set holds no day.
  public var isEmpty: Bool { rawValue == 0 }

  /// The members in Sunday-first order.
  public var weekdays: [Int] { (1...7).filter { contains($0) } }

  /// The members in the week order of `context`, starting with its first weekday.
  ///
  /// - Parameter context: The calendar context giving the first weekday.
  /// - Returns: Weekday numbers of the members.
  package func ordered(in context: CalendarContext) -> [Int] {
    context.weekdayOrder.filter { contains($0) }
  }

  /// Whether weekday `weekday` is a member.
  ///
  /// - Parameter weekday: A Calendar weekday number, 1 = Sunday.
  /// - Returns: `true` if the set holds `weekday`; `false` for numbers outside 1…7.
  @inlinable
  public func contains(_ weekday: Int) -> Bool {
    (1...7).contains(weekday) && rawValue & (1 << (weekday - 1)) != 0
  }

  /// Whether the weekday of `day` is a member.
  ///
  /// - Parameter day: The day whose weekday to test.
  /// - Returns: `true` if the set holds the day's weekday.
  @inlinable
  public func contains(_ day: Day) -> Bool {
    rawValue & (1 << (day.weekday - 1)) != 0
  }

  /// Adds a weekday.
  ///
  /// - Parameter weekday: A Calendar weekday number, 1 = Sunday.
  /// - Returns: Whether it was new, and the member.
  @discardableResult
  public mutating func insert(_ weekday: Int) -> (inserted: Bool, memberAfterInsert: Int) {
    precondition((1...7).contains(weekday), "a weekday number is 1 (Sunday) through 7")
    let isNew = !contains(weekday)
    rawValue |= 1 << (weekday - 1)
    return (isNew, weekday)
  }

  /// Removes a weekday.
  ///
  /// - Parameter weekday: A Calendar weekday number, 1 = Sunday.
  /// - Returns: The weekday if it was a member.
  @discardableResult
  public mutating func remove(_ weekday: Int) -> Int? {
    guard contains(weekday) else { return nil }
    rawValue &= ~(1 << (weekday - 1))
    return weekday
  }

  /// Adds a weekday, replacing nothing (weekdays have no identity beyond their number).
  ///
  /// - Parameter weekday: A Calendar weekday number, 1 = Sunday.
  /// - Returns: The weekday if it was already a member.
  @discardableResult
  public mutating func update(with weekday: Int) -> Int? {
    insert(weekday).inserted ? nil : weekday
  }

  /// Adds the weekday if absent, removes it if present.
  ///
  /// - Parameter weekday: A Calendar weekday number, 1 = Sunday.
  public mutating func toggle(_ weekday: Int) {
    if remove(weekday) == nil { insert(weekday) }
  }

  /// The days in either set.
  ///
  /// - Parameter other: Another set.
  /// - Returns: The union of the two sets.
  public func union(_ other: WeekdaySet) -> WeekdaySet {
    WeekdaySet(rawValue: rawValue | other.rawValue)
  }

  /// The days in both sets.
  ///
  /// - Parameter other: Another set.
  /// - Returns: The intersection of the two sets.
  public func intersection(_ other: WeekdaySet) -> WeekdaySet {
    WeekdaySet(rawValue: rawValue & other.rawValue)
  }

  /// The days in exactly one of the sets.
  ///
  /// - Parameter other: Another set.
  /// - Returns: The weekdays in one set but not both.
  public func symmetricDifference(_ other: WeekdaySet) -> WeekdaySet {
    WeekdaySet(rawValue: rawValue ^ other.rawValue)
  }

  /// Adds the days of `other`.
  ///
  /// - Parameter other: Another set.
  public mutating func formUnion(_ other: WeekdaySet) { rawValue |= other.rawValue }

  /// Keeps only the days also in `other`.
  ///
  /// - Parameter other: Another set.
  public mutating func formIntersection(_ other: WeekdaySet) { rawValue &= other.rawValue }

  /// Keeps the days in exactly one of the sets.
  ///
  /// - Parameter other: Another set.
  public mutating func formSymmetricDifference(_ other: WeekdaySet) {
    rawValue ^= other.rawValue
  }

  /// The days not in this set.
  public var complement: WeekdaySet { WeekdaySet(rawValue: ~rawValue) }
}

extension WeekdaySet: ExpressibleByArrayLiteral {
  /// Creates a set from weekday numbers, `[2, 4, 6]` for Monday, Wednesday and Friday.
  ///
  /// - Parameter elements: Calendar weekday numbers, 1 = Sunday.
  public init(arrayLiteral elements: Int...) {
    self.init(elements)
  }
}
