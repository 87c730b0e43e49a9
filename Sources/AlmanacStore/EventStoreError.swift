import AlmanacICS

/// What can go wrong while reading or writing event sources. Every case names the file.
public enum EventStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A file or folder could not be read, created or written (the `errno` text).
  case io(path: String, reason: String)
  /// The file changed on disk since it was read: someone else wrote it. Nothing was written.
  case conflict(path: String)
  /// The file had parse problems, so it is never rewritten (the first problem is given).
  case unreadable(path: String, problem: ICSError)
  /// An event, date or rule is not acceptable (end before start, unknown zone…).
  case invalidEvent(reason: String)
  /// No event with this UID in the sources.
  case notFound(uid: String)
  /// No collection with this name in the sources.
  case unknownCollection(name: String, known: [String])
  /// The path is neither an `.ics` file nor a folder.
  case notASource(path: String)
  /// Expanding the events failed (too many instances, a rule walked too far).
  case expansion(ICSError)
  /// A new event's UID is already used by an event in this file.
  case duplicateUID(uid: String, path: String)

  /// One line for an error message.
  public var description: String {
    switch self {
    case .io(let path, let reason): "\(path): \(reason)"
    case .conflict(let path):
      "\(path): changed by someone else since it was read; nothing written (read it again)"
    case .unreadable(let path, let problem):
      "\(path): not rewritten because it could not be fully read (\(problem))"
    case .invalidEvent(let reason): reason
    case .notFound(let uid): "no event with UID \(uid)"
    case .unknownCollection(let name, let known):
      "no collection named \(name); known: "
        + (known.isEmpty ? "none" : known.joined(separator: ", "))
    case .notASource(let path): "\(path): not an .ics file or a vdir folder"
    case .expansion(let error): "\(error)"
    case .duplicateUID(let uid, let path): "\(path): already has an event with UID \(uid)"
    }
  }
}
