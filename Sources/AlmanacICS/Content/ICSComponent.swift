/// A component such as `VCALENDAR`, `VEVENT` or `X-CUSTOM`: its properties and sub-components,
/// in source order. Unknown components and properties are kept as they are.
public struct ICSComponent: Hashable, Sendable {
  /// The component name in upper case (`VEVENT`).
  public var name: String
  /// The properties in source order.
  public var properties: [ICSProperty]
  /// The sub-components in source order.
  public var components: [ICSComponent]
  /// The line of the source where `BEGIN:` stood (1-based), or 0 for a built component.
  public var line: Int
  /// The name as written when it was not upper case; `nil` otherwise.
  var spelling: String?

  /// Creates a component.
  ///
  /// - Parameters:
  ///   - name: The name; it is stored in upper case.
  ///   - properties: The properties, in order.
  ///   - components: The sub-components, in order.
  public init(name: String, properties: [ICSProperty] = [], components: [ICSComponent] = []) {
    let upper = name.uppercased()
    self.init(name: upper, spelling: upper == name ? nil : name, line: 0)
    self.properties = properties
    self.components = components
  }

  init(name: String, spelling: String?, line: Int) {
    self.name = name
    self.spelling = spelling
    self.properties = []
    self.components = []
    self.line = line
  }

  /// The first property with the given name, or `nil`.
  ///
  /// - Parameter name: The property name, in upper case (`DTSTART`).
  /// - Returns: The property.
  /// - Complexity: O(*n*) for *n* properties.
  public func property(_ name: String) -> ICSProperty? {
    for property in properties where property.name == name { return property }
    return nil
  }

  /// Every property with the given name, in source order.
  ///
  /// - Parameter name: The property name, in upper case (`EXDATE`).
  /// - Returns: The properties.
  /// - Complexity: O(*n*) for *n* properties.
  public func properties(named name: String) -> [ICSProperty] {
    properties.filter { $0.name == name }
  }

  /// The sub-components with the given name, in source order.
  ///
  /// - Parameter name: The component name, in upper case (`VEVENT`).
  /// - Returns: The components.
  /// - Complexity: O(*n*) for *n* sub-components.
  public func components(named name: String) -> [ICSComponent] {
    components.filter { $0.name == name }
  }

  /// The value of the first property with the given name, decoded as TEXT.
  ///
  /// - Parameter name: The property name, in upper case.
  /// - Returns: The unescaped text, or `nil` when the property is absent.
  public func text(_ name: String) -> String? { property(name)?.textValue }
}
