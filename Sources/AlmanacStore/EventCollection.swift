/// A calendar within a source: a vdir collection folder, or a single `.ics` file.
public struct EventCollection: Hashable, Sendable {
  /// The folder's or file's name (`work`, `holidays.ics`): what `--collection` matches.
  public var name: String
  /// The `displayname` file's text (vdir), or X-WR-CALNAME, else RFC 7986 NAME (file), if any.
  public var displayName: String?
  /// The `color` file's text (vdir), or X-APPLE-CALENDAR-COLOR, else RFC 7986 COLOR (file):
  /// `#1E90FF`, `#1E90FFFF` or a CSS3 name such as `turquoise` (read it with
  /// `SRGBColor(css:)`).
  public var color: String?
  /// The folder or file.
  public var path: String
  /// Whether this is a vdir collection folder (one event per file).
  public var isFolder: Bool

  /// The name to show: the display name, else the name.
  public var title: String { displayName ?? name }
}
