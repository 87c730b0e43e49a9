extension ICSComponent {
  /// Sets the value of the first property named `name`, keeping its place and parameters, or
  /// appends a new property with `parameters`; `nil` removes every property of that name. A
  /// property whose value and parameters do not change is left as it is (with its source
  /// line), so that writers copy its bytes.
  ///
  /// - Parameters:
  ///   - name: The property name, in upper case.
  ///   - rawValue: The value as written (escaped), or `nil` to remove.
  ///   - parameters: The parameters of a new property; an existing property also gets any of
  ///     these it lacks (a `VALUE=URI` that RFC 7986 requires, say).
  mutating func setFirstProperty(
    _ name: String, rawValue: String?, parameters: [ICSParameter] = []
  ) {
    guard let rawValue else {
      properties.removeAll { $0.name == name }
      return
    }
    guard let index = properties.firstIndex(where: { $0.name == name }) else {
      properties.append(ICSProperty(name: name, parameters: parameters, rawValue: rawValue))
      return
    }
    var property = properties[index]
    var changed = property.rawValue != rawValue
    for parameter in parameters where property.parameter(parameter.name) == nil {
      property.parameters.append(parameter)
      changed = true
    }
    guard changed else { return }
    property.rawValue = rawValue
    property.line = 0
    properties[index] = property
  }

  /// Replaces every property named `name` by `replacement`, placed where the first of them
  /// stood (or at the end). Properties equal to one already there keep their source lines.
  ///
  /// - Parameters:
  ///   - name: The property name, in upper case.
  ///   - replacement: The new properties, all named `name`.
  mutating func replaceProperties(_ name: String, with replacement: [ICSProperty]) {
    let old = properties.filter { $0.name == name }
    let kept = replacement.map { new in
      old.first { $0.rawValue == new.rawValue && $0.parameters == new.parameters } ?? new
    }
    guard kept != old else { return }
    let position = properties.firstIndex { $0.name == name } ?? properties.count
    var before = Array(properties[..<position])
    before.removeAll { $0.name == name }
    var after = Array(properties[position...])
    after.removeAll { $0.name == name }
    properties = before + kept + after
  }
}
