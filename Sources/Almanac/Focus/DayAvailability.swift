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

/// A ``DayAvailability`` made from a closure.
public struct AvailabilityPredicate: DayAvailability {
  private let body: @Sendable (Day) -> Bool

  /// Wraps `body`.
  ///
  /// - Parameter body: Returns `true` for available days.
  public init(_ body: @escaping @Sendable (Day) -> Bool) {
    self.body = body
  }

  /// Whether `day` may be chosen.
  ///
  /// - Parameter day: The day to test.
  /// - Returns: What the closure says.
  public func isAvailable(_ day: Day) -> Bool {
    body(day)
  }

  /// Every day is available.
  public static let everyDay = AvailabilityPredicate { _ in true }
}
