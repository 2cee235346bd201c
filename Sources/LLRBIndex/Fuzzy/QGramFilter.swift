/// Judges a document from the positions of a phrase's bigrams alone: how often it prints the
/// phrase exactly, and whether some other stretch keeps enough bigrams in place to be an
/// approximate match, which only its stored text can then confirm or refute. A match within
/// `maxEdits` keeps at least `threshold` bigrams, each at a position that says the match starts
/// within `maxEdits` of where the others say (bigram `i` at `p` says `p − i`).
struct QGramFilter {
    let bigramCount: Int
    let maxEdits: Int
    /// At least 1 (`FuzzyPhrase.keptBigrams`).
    let threshold: Int

    /// A bigram found at an implied start.
    struct Placement {
        var start: Int
        var bigram: Int
    }

    /// `placements` is reordered. Exact starts are those where every bigram says the same
    /// start; the stretches around them are taken by the exact match (an approximate one there
    /// overlaps it and loses to it), so only the other placements are looked at for a window of
    /// `2 × maxEdits` starts with `threshold` distinct bigrams.
    func judge(_ placements: inout [Placement]) -> (exact: Int, needsText: Bool) {
        placements.sort { $0.start != $1.start ? $0.start < $1.start : $0.bigram < $1.bigram }
        var exactStarts: [Int] = []
        var index = 0
        while index < placements.count {
            var end = index + 1
            while end < placements.count && placements[end].start == placements[index].start { end += 1 }
            if end - index == bigramCount { exactStarts.append(placements[index].start) }
            index = end
        }
        let rest = exactStarts.isEmpty ? placements : placements.filter { !exactStarts.contains($0.start) }
        return (exactStarts.count, hasWindow(rest))
    }

    /// Whether some `2 × maxEdits` span of starts holds `threshold` distinct bigrams
    /// (`placements` sorted by start).
    private func hasWindow(_ placements: [Placement]) -> Bool {
        guard placements.count >= threshold else { return false }
        var counts = [Int](repeating: 0, count: bigramCount)
        var distinct = 0, left = 0
        for placement in placements {
            if counts[placement.bigram] == 0 { distinct += 1 }
            counts[placement.bigram] += 1
            while placement.start - placements[left].start > 2 * maxEdits {
                counts[placements[left].bigram] -= 1
                if counts[placements[left].bigram] == 0 { distinct -= 1 }
                left += 1
            }
            if distinct >= threshold { return true }
        }
        return false
    }
}
