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
  static func suggestion(for word: String, among candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    let lowered = word.lowercased()
    for candidate in candidates {
      let distance = between(lowered, candidate.lowercased())
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let found = best else { return nil }
    let limit = min(2, max(1, word.count / 2))
    return found.distance <= limit ? found.candidate : nil
  }
}
