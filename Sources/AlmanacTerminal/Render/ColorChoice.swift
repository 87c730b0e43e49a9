/// The `--color` option: `auto`, `always` or `never`.
public enum ColorChoice: String, Sendable, Hashable, CaseIterable, Codable {
  /// Colour when the output is a terminal and `NO_COLOR` is not set.
  case auto
  /// Colour even into a pipe or a file, and despite `NO_COLOR`.
  case always
  /// No colour.
  case never
}
