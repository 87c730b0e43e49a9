/// Tells the focus model which days may be chosen.
///
/// The selection and availability engine decides availability (bounds, blocked dates, weekend
/// rules, booked days); the focus model only asks. Adapt any availability type with a
/// one-line conformance, or wrap a closure in ``AvailabilityPredicate``.
///
/// Implementations should answer in O(1) or O(log n): a skip search may ask about many days.
public protocol DayAvailability: Sendable {
  /// Whether `day` may be chosen.
  ///
  /// - Parameter day: The day to test.
  /// - Returns: `true` if the day is available.
  func isAvailable(_ day: Day) -> Bool
}

/// A ``DayAvailability`` made from a closure, identified so that focus models holding one
/// compare with `==` (equal identifiers mean the same test, as for `DayPredicate`).
public struct AvailabilityPredicate: DayAvailability, Hashable {
  /// What identifies the test.
  public let id: String
  private let body: @Sendable (Day) -> Bool

  /// Wraps `body`.
  ///
  /// - Parameters:
  ///   - id: What identifies the test; equal identifiers mean the same test.
  ///   - body: Returns `true` for available days.
  public init(id: String = "predicate", _ body: @escaping @Sendable (Day) -> Bool) {
    self.id = id
    self.body = body
  }

  /// Whether two predicates have the same identifier.
  ///
  /// - Parameters:
  ///   - lhs: A predicate.
  ///   - rhs: Another predicate.
  /// - Returns: `true` when the identifiers are equal.
  public static func == (lhs: AvailabilityPredicate, rhs: AvailabilityPredicate) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes the identifier.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// Whether `day` may be chosen.
  ///
  /// - Parameter day: The day to test.
  /// - Returns: What the closure says.
  public func isAvailable(_ day: Day) -> Bool {
    body(day)
  }

  /// Every day is available.
  public static let everyDay = AvailabilityPredicate(id: "everyDay") { _ in true }
}
