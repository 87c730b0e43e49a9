/// A per-day test (`canSelect`) with an identity, so availabilities, selections and whole
/// calendar models that hold one still compare with `==`.
///
/// Closures cannot be compared, so a predicate compares by its ``id``: two predicates with the
/// same identifier are taken to be the same test. Give different tests different identifiers
/// (a stable name such as `"sold-out:v3"`, or a version number that grows when the data
/// behind the closure changes), the way a test store tells its dependencies apart.
///
/// ```swift
/// let soldOut = DayPredicate(id: "sold-out", label: "Sold out") { !booked.contains($0) }
/// let availability = Availability().adding(.predicate(soldOut))
/// ```
@usableFromInline
package struct DayPredicate: Hashable, Sendable {
  /// What identifies the test: equal identifiers mean the same test.
  package let id: String
  /// The label of refused days ("Sold out"), or `nil`.
  package let label: String?
  @usableFromInline let test: @Sendable (Day) -> Bool

  /// Creates an identified predicate.
  ///
  /// - Parameters:
  ///   - id: What identifies the test; equal identifiers mean the same test.
  ///   - label: The label of refused days, or `nil`.
  ///   - test: Returns `true` for days that may be selected; it must be pure and fast.
  package init(id: String, label: String? = nil, _ test: @escaping @Sendable (Day) -> Bool) {
    self.id = id
    self.label = label
    self.test = test
  }

  /// Whether `day` passes the test.
  ///
  /// - Parameter day: The day.
  /// - Returns: What the test says.
  @inlinable
  package func callAsFunction(_ day: Day) -> Bool { test(day) }

  /// Whether two predicates are the same test: their identifiers and labels are equal.
  ///
  /// - Parameters:
  ///   - lhs: A predicate.
  ///   - rhs: Another predicate.
  /// - Returns: `true` when ``id`` and ``label`` are equal.
  @usableFromInline package static func == (lhs: DayPredicate, rhs: DayPredicate) -> Bool {
    lhs.id == rhs.id && lhs.label == rhs.label
  }

  /// Hashes the identifier and the label.
  ///
  /// - Parameter hasher: The hasher.
  @usableFromInline package func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(label)
  }
}
