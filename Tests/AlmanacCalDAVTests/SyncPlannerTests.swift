import Testing

@testable import AlmanacCalDAV

/// The decision table, every row: journal entry × local side × remote side.
@Suite struct SyncPlannerTests {
  typealias Side = SyncPlanner.Side
  static let entry = SyncJournal.Entry(
    file: "a.ics", href: "/c/a.ics", etag: "e1", hash: "h1", fingerprint: nil)

  static let rows: [(String, SyncJournal.Entry?, Side?, Side?, SyncAction?)] = [
    ("nothing anywhere", nil, nil, nil, nil),
    ("new here", nil, Side(hash: "h2"), nil, .upload(create: true)),
    ("new there", nil, nil, Side(hash: "h2", etag: "e2"), .download(create: true)),
    ("new on both, same", nil, Side(hash: "h2"), Side(hash: "h2", etag: "e2"), .record),
    ("new on both, different", nil, Side(hash: "h2"), Side(hash: "h3", etag: "e2"), .conflict),
    ("gone on both", entry, nil, nil, .forget),
    ("unchanged", entry, Side(hash: nil), Side(hash: nil, etag: "e1"), nil),
    ("unchanged, hash read", entry, Side(hash: "h1"), Side(hash: nil, etag: "e1"), nil),
    ("changed here", entry, Side(hash: "h2"), Side(hash: nil, etag: "e1"), .upload(create: false)),
    (
      "changed there", entry, Side(hash: nil), Side(hash: "h2", etag: "e2"),
      .download(create: false)
    ),
    ("new ETag, same content", entry, Side(hash: nil), Side(hash: "h1", etag: "e2"), .record),
    ("changed both, same", entry, Side(hash: "h2"), Side(hash: "h2", etag: "e2"), .record),
    ("changed both, different", entry, Side(hash: "h2"), Side(hash: "h3", etag: "e2"), .conflict),
    ("deleted here", entry, nil, Side(hash: nil, etag: "e1"), .deleteRemote),
    ("deleted there", entry, Side(hash: nil), nil, .deleteLocal),
    ("changed here, deleted there", entry, Side(hash: "h2"), nil, .upload(create: true)),
    (
      "deleted here, changed there", entry, nil, Side(hash: "h2", etag: "e2"),
      .download(create: true)
    ),
  ]

  @Test(arguments: rows.indices)
  func row(_ index: Int) {
    let (name, entry, local, remote, expected) = Self.rows[index]
    #expect(
      SyncPlanner.action(entry: entry, local: local, remote: remote) == expected, "\(name)")
  }
}
