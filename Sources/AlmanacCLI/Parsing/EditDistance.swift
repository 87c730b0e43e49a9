/// Levenshtein distance, used to suggest the option or value the user probably meant.
enum EditDistance {
  /// The number of single-character insertions, deletions and substitutions that turn
  /// `source` into `target`.
  ///
  /// - Complexity: O(n·m) time, O(m) space.
  static func between(_ source: String, _ target: String) -> Int {
    let a = Array(source)
    let b = Array(target)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The candidate closest to `word` if it is close enough to be a plausible typo: at most
  /// two edits, and fewer edits than half the word's length. Ties go to the earlier candidate.
  ///
  /// Candidates whose length differs from the word's by more than the edits allowed are not
  /// measured (the difference is a lower bound of the distance), so a long mistyped argument
  /// costs a comparison of lengths per candidate, not a table of its length times theirs.
  static func suggestion(for word: String, among candidates: [String]) -> String? {
    let limit = min(2, max(1, word.count / 2))
    var best: (candidate: String, distance: Int)?
    let lowered = word.lowercased()
    let length = lowered.count
    for candidate in candidates {
      let other = candidate.lowercased()
      guard abs(other.count - length) <= limit else { continue }
      let distance = between(lowered, other)
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let found = best else { return nil }
    return found.distance <= limit ? found.candidate : nil
  }
}
