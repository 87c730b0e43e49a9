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
  public static let environmentVariable = "ALMANAC_CALENDARS"

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
  /// `$XDG_DATA_HOME/almanac/calendars`, else `$HOME/.local/share/almanac/calendars`.
  ///
  /// - Parameter environment: The process environment (passed in; the library reads none).
  /// - Returns: The path (which may not exist yet).
  public static func defaultPath(environment: [String: String]) -> String {
    if let path = environment[environmentVariable], !path.isEmpty { return path }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/almanac/calendars"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
    return home + "/.local/share/almanac/calendars"
  }
}
