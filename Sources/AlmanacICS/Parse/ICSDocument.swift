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

  /// The `VCALENDAR` components, followed, when the file has events, to-dos, journals or time
  /// zones outside any `VCALENDAR` (a bare `VEVENT`, as some producers write), by one calendar
  /// holding those, as python's icalendar reads them.
  public var calendars: [ICSComponent] {
    var out = components.filter { $0.name == "VCALENDAR" }
    let stray = components.filter { ICSDocument.strayNames.contains($0.name) }
    if let first = stray.first {
      var wrapper = ICSComponent(name: "VCALENDAR", spelling: nil, line: first.line)
      wrapper.components = stray
      out.append(wrapper)
    }
    return out
  }

  static let strayNames: Set<String> = ["VEVENT", "VTODO", "VJOURNAL", "VFREEBUSY", "VTIMEZONE"]

  /// A warning when components that belong in a `VCALENDAR` stand outside one (they are read
  /// as if inside one), or `nil`.
  ///
  /// - Parameter file: The file name for the location.
  /// - Returns: The warning, located at the first such component.
  package func strayComponentsWarning(file: String) -> ICSError? {
    let stray = components.filter { ICSDocument.strayNames.contains($0.name) }
    guard let first = stray.first else { return nil }
    return .malformed(
      ICSLocation(file: file, line: first.line, column: 1),
      "\(stray.count) component\(stray.count == 1 ? "" : "s") (BEGIN:\(first.name)) outside a "
        + "VCALENDAR; read as if inside one")
  }
}
