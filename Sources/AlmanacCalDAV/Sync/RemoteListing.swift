/// The server's members at a listing, each found by the canonical form of its href (see
/// ``CalDAVClient/key(ofHref:)``) and kept with the href as last written and its ETag (`""`
/// when the server gave none). A server may name one member `…%40x.ics` in a sync report and
/// `…@x.ics` elsewhere; both spellings reach the same entry, so a removal reported in one
/// form removes what was recorded in the other.
struct RemoteListing {
  private var members: [String: (href: String, etag: String)] = [:]
  private let key: (String) -> String

  /// An empty listing whose hrefs are compared by `key`.
  init(key: @escaping (String) -> String) { self.key = key }

  /// A listing as the journal recorded it (href → ETag).
  init(_ recorded: [String: String], key: @escaping (String) -> String) {
    self.key = key
    for (href, etag) in recorded.sorted(by: { $0.key < $1.key }) { self[href] = etag }
  }

  var isEmpty: Bool { members.isEmpty }

  /// The ETag of the member `href` names, in any spelling; setting it records `href` as the
  /// member's spelling from then on, and `nil` removes the member.
  subscript(href: String) -> String? {
    get { members[key(href)]?.etag }
    set {
      if let newValue { members[key(href)] = (href, newValue) } else { members[key(href)] = nil }
    }
  }

  /// The members, by href as last written, sorted.
  var sorted: [(href: String, etag: String)] {
    members.values.map { ($0.href, $0.etag) }.sorted { $0.href < $1.href }
  }

  /// The form the journal records: href → ETag.
  var recorded: [String: String] {
    var out: [String: String] = [:]
    for member in members.values { out[member.href] = member.etag }
    return out
  }
}
