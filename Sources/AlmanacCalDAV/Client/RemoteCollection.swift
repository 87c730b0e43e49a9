import Foundation

/// A collection on the server, as discovery found it.
public struct RemoteCollection: Hashable, Sendable {
  /// Its URL (ends in `/`).
  public var url: URL
  /// `DAV:displayname`, if set.
  public var displayName: String?
  /// The Apple `calendar-color` (`#RRGGBB` or `#RRGGBBAA`), if set.
  public var color: String?
  /// The component types it holds (`VEVENT`, `VTODO`…); empty when the server does not say
  /// (which means all).
  public var components: [String] = []
  /// CalendarServer `getctag`, if offered.
  public var ctag: String?
  /// RFC 6578 `sync-token`, if offered (then sync-collection is tried first).
  public var syncToken: String?

  /// The last path segment, decoded (`work` for `…/calendars/alice/work/`): the local
  /// folder's name.
  public var name: String {
    let parts = url.path.split(separator: "/")
    return parts.last.map(String.init) ?? "calendar"
  }
}
