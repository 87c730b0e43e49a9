/// The result of parsing: the top-level components (normally one or more `VCALENDAR`) and the
/// problems the parser stepped over.
public struct ICSDocument: Hashable, Sendable {
  /// The top-level components in source order.
  public var components: [ICSComponent]
  /// The problems found and skipped (empty in strict mode, which throws instead).
  public var diagnostics: [ICSError]

  /// Creates a document.
  ///
  /// - Parameters:
  ///   - components: The top-level components.
  ///   - diagnostics: Problems found while reading.
  public init(components: [ICSComponent], diagnostics: [ICSError] = []) {
    self.components = components
    self.diagnostics = diagnostics
  }

  /// The `VCALENDAR` components.
  public var calendars: [ICSComponent] { components.filter { $0.name == "VCALENDAR" } }
}
