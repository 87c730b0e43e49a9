import Foundation

/// The PUTs of one run's uploads, sent a few at a time on threads of their own ahead of the
/// step that records each, so that the server works on the next item while the answer to the
/// last one travels back (RFC 4791 lets a client write members of a collection concurrently;
/// each PUT is still conditional, `If-None-Match: *` or `If-Match`).
///
/// The steps themselves stay in order on the calling thread: `result(for:)` hands each
/// step its PUT's outcome, waiting for it if it is still on its way. Nothing is recorded in
/// the journal here; a PUT that was sent but whose step never ran (the process was killed) is
/// found on the next run as an item on both sides with the same content, and recorded then.
final class UploadQueue: @unchecked Sendable {
  /// One upload: the bytes, the member's href and the ETag an update is based on.
  struct Job {
    let uid: String
    let bytes: [UInt8]
    let href: String
    let etag: String?
  }

  typealias Outcome = Result<CalDAVClient.WriteOutcome, CalDAVError>

  private let client: CalDAVClient
  private let collection: URL
  private let condition = NSCondition()
  private let jobs: [Job]
  private var next = 0
  private var running = 0
  private var stopped = false
  private var pending: Set<String>
  private var results: [String: Outcome] = [:]

  /// Starts `width` senders over `jobs`, in their order. They stop sending when the HTTP
  /// layer's interrupt check says so.
  init(client: CalDAVClient, collection: URL, jobs: [Job], width: Int) {
    self.client = client
    self.collection = collection
    self.jobs = jobs
    pending = Set(jobs.map(\.uid))
    let senders = min(max(width, 1), jobs.count)
    running = senders
    for _ in 0..<senders {
      let thread = Thread { [self] in send() }
      thread.stackSize = 1 << 20
      thread.start()
    }
  }

  private func send() {
    while true {
      condition.lock()
      guard !stopped, next < jobs.count, !client.http.isInterrupted() else {
        running -= 1
        condition.broadcast()
        condition.unlock()
        return
      }
      let job = jobs[next]
      next += 1
      condition.unlock()
      let outcome: Outcome
      do {
        outcome = .success(
          try client.put(job.bytes, href: job.href, in: collection, etag: job.etag))
      } catch {
        outcome = .failure(error)
      }
      condition.lock()
      results[job.uid] = outcome
      condition.broadcast()
      condition.unlock()
    }
  }

  /// The outcome of `uid`'s PUT, waiting for it while it is on its way; `nil` when `uid` has
  /// no job here, its outcome was taken already, or the senders stopped before sending it
  /// (the step then sends it itself).
  func result(for uid: String) -> Outcome? {
    condition.lock()
    defer { condition.unlock() }
    guard pending.remove(uid) != nil else { return nil }
    while results[uid] == nil, running > 0 { condition.wait() }
    return results.removeValue(forKey: uid)
  }

  /// The outcome of `uid`'s PUT if it has arrived, without waiting.
  func arrived(_ uid: String) -> Outcome? {
    condition.lock()
    defer { condition.unlock() }
    guard let outcome = results.removeValue(forKey: uid) else { return nil }
    pending.remove(uid)
    return outcome
  }

  /// Sends nothing more and waits for the PUTs on their way.
  func stop() {
    condition.lock()
    stopped = true
    while running > 0 { condition.wait() }
    condition.unlock()
  }
}
