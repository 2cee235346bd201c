/// Judges a document from the positions of a phrase's bigrams alone: how often it prints the
/// phrase exactly, and whether some other stretch keeps enough bigrams in place to be an
/// approximate match, which only its stored text can then confirm or refute. Bigram `i` found at
/// `p` says a match starts at `p − i`; a match within `maxEdits` edits has its kept bigrams'
/// starts within `2 × maxEdits` of each other, and each edit breaks at most two neighbouring
/// bigrams (a substitution or deletion of character `j` breaks bigrams `j − 1` and `j`, an
/// insertion one), so the bigrams missing from such a window must be covered by `maxEdits`
/// pairs of neighbours. One edit is judged more closely, from positions alone (`OneEditJudge`):
/// this filter serves two, whose matches only the stored text can confirm.
struct QGramFilter {
    let bigramCount: Int
    let maxEdits: Int

    /// A bigram found at an implied start.
    package struct Placement {
        var start: Int
        var bigram: Int
    }

    /// `placements` is reordered. Exact starts are those where every bigram says the same
    /// start; the stretches around them are taken by the exact match (an approximate one there
    /// overlaps it and loses to it), so only the other placements are looked at.
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

    /// Whether some span of `2 × maxEdits` starts keeps the bigrams a match needs (`placements`
    /// sorted by start).
    private func hasWindow(_ placements: [Placement]) -> Bool {
        var counts = [Int](repeating: 0, count: bigramCount)
        var left = 0
        for placement in placements {
            counts[placement.bigram] += 1
            while placement.start - placements[left].start > 2 * maxEdits {
                counts[placements[left].bigram] -= 1
                left += 1
            }
            if canMatch(keeping: counts) { return true }
        }
        return false
    }

    /// Whether the bigrams missing (count 0) are covered by `maxEdits` pairs of neighbours.
    private func canMatch(keeping counts: [Int]) -> Bool {
        var pairs = 0, index = 0
        while index < bigramCount {
            if counts[index] == 0 {
                pairs += 1
                index += 2
            } else {
                index += 1
            }
        }
        return pairs <= maxEdits
    }
}
