/// "Did you mean": the valid name closest to a typo by edit distance, when it is close enough
/// that the suggestion helps rather than puzzles.
enum Suggestion {
    static func closest(to typo: String, among candidates: [String]) -> String? {
        let lowered = typo.lowercased()
        let scored = candidates.map { (name: $0, distance: distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        let tolerance = max(2, best.name.count / 3)
        if best.distance <= tolerance { return best.name }
        return candidates.first { $0.hasPrefix(lowered) && !lowered.isEmpty }
    }

    /// Damerau–Levenshtein (optimal string alignment) distance: a swap of two neighbours counts
    /// once, because `--lmiit` is a slip of the fingers, not two mistakes.
    static func distance(_ a: String, _ b: String) -> Int {
        let left = Array(a), right = Array(b)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previousPrevious = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    best = min(best, previousPrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[right.count]
    }
}
