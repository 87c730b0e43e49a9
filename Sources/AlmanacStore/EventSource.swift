#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where events live: a single `.ics` file, or a vdir folder (a folder of collections, one
/// event per `.ics` file, as khal and vdirsyncer keep them).
public struct EventSource: Hashable, Sendable {
  /// What kind of source a path is.
  public enum Kind: Hashable, Sendable {
    /// One iCalendar file holding many events.
    case file
    /// A vdir: a folder of collection folders (or itself one collection).
    case folder
  }

  /// The path as given.
  public var path: String
  /// File or folder.
  public var kind: Kind

  /// The environment variable that overrides the default location.
  package static let environmentVariable = "ALMANAC_CALENDARS"

  /// A source of a known kind.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - kind: File or folder.
  public init(path: String, kind: Kind) {
    self.path = path
    self.kind = kind
  }

  /// A source at `path`: a folder is a vdir, anything else a file. A path that does not exist
  /// yet is a file when it ends in `.ics` and a folder otherwise (the first write creates it).
  ///
  /// - Parameter path: The path.
  public init(path: String) {
    var info = stat()
    if stat(path, &info) == 0 {
      self.init(path: path, kind: (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file)
    } else {
      self.init(path: path, kind: path.lowercased().hasSuffix(".ics") ? .file : .folder)
    }
  }

  /// The default calendars folder: `$ALMANAC_CALENDARS`, else
  /// `$XDG_DATA_HOME/almanac/calendars`, else `$HOME/.local/share/almanac/calendars`, else
  /// (nothing set) `./.local/share/almanac/calendars`; prefer ``defaultLocation(environment:)``,
  /// which says when nothing is set.
  ///
  /// - Parameter environment: The process environment (passed in; the library reads none).
  /// - Returns: The path (which may not exist yet).
  package static func defaultPath(environment: [String: String]) -> String {
    defaultLocation(environment: environment) ?? "./.local/share/almanac/calendars"
  }

  /// The default calendars folder, or `nil` when the environment names none: `HOME`,
  /// `XDG_DATA_HOME` (absolute) and `ALMANAC_CALENDARS` all unset or empty, as under cron or
  /// some service managers. A caller should then refuse rather than write into the current
  /// directory.
  ///
  /// - Parameter environment: The process environment (passed in; the library reads none).
  /// - Returns: `$ALMANAC_CALENDARS`, else `$XDG_DATA_HOME/almanac/calendars`, else
  ///   `$HOME/.local/share/almanac/calendars`; `nil` when none is set.
  package static func defaultLocation(environment: [String: String]) -> String? {
    if let path = environment[environmentVariable], !path.isEmpty { return path }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/almanac/calendars"
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.local/share/almanac/calendars"
  }
}
