/// One place where a text prints a phrase with at most its allowed edits.
package struct FuzzyOccurrence: Hashable, Sendable {
    /// UTF-8 byte range in the text as given, from the first character printed to the last.
    package var range: Range<Int>
    /// The characters printed there, normalized as the index holds them (`复工复严`).
    package var form: String
    package var cost: EditCost
}

extension Analyzer {
    /// Where `pattern` occurs in `text` with at most `pattern.maxEdits` edits, in text order,
    /// overlapping matches resolved to the cheapest. Runs of CJK characters are read as exact
    /// phrases are, so a match crosses OCR spaces and line breaks but never punctuation or a
    /// number; exact occurrences are found with cost 0.
    ///
    /// `windows` (ascending, apart): the positions a match may lie within, when the index says
    /// where; the edit distance is computed there only, each window read as a run of its own
    /// (the rest of a page's text costs only its scan). Nil reads the whole text.
    package func approximateOccurrences(of pattern: FuzzyPattern, inUTF8 bytes: UnsafeBufferPointer<UInt8>,
                                within windows: [Range<Int>]? = nil) -> [FuzzyOccurrence] {
        var sink = ApproximateMatcher(pattern: pattern, windows: windows)
        UnitScanner.scan(bytes, into: &sink)
        return sink.occurrences()
    }

    /// `approximateOccurrences(of:inUTF8:)` over a String.
    package func approximateOccurrences(of pattern: FuzzyPattern, in text: String) -> [FuzzyOccurrence] {
        withUTF8(of: text) { approximateOccurrences(of: pattern, inUTF8: $0) }
    }
}

/// Sellers' edit distance of a pattern against every substring of a text, one column per
/// character: cell `j` holds the cheapest way (packed `EditCost`) to read the pattern's first
/// `j` characters ending at the current one, and the character where that reading starts. A
/// run of joined CJK characters is one text; anything else (punctuation, a word) starts a new one.
private struct ApproximateMatcher: UnitSink {
    private struct Candidate {
        var first: Int
        var last: Int
        var cost: Int
    }

    let pattern: FuzzyPattern
    private let limit: Int
    private var costs: [Int]
    private var starts: [Int]
    private var previousCosts: [Int]
    private var previousStarts: [Int]
    /// Every CJK character read: its scalar and byte range.
    private var scalars: [Unicode.Scalar] = []
    private var ranges: [Range<Int>] = []
    private var candidates: [Candidate] = []

    /// See `approximateOccurrences(of:inUTF8:within:)`.
    private let windows: [Range<Int>]?
    /// The first window not yet passed, and whether the last character read was in one.
    private var window = 0
    private var inWindow = false

    init(pattern: FuzzyPattern, windows: [Range<Int>]?) {
        self.pattern = pattern
        self.windows = windows
        limit = EditCost.packedLimit(edits: pattern.maxEdits)
        let initial = (0...pattern.scalars.count).map { $0 * EditCost.packedOrdinary }
        costs = initial
        previousCosts = initial
        starts = Array(repeating: 0, count: initial.count)
        previousStarts = starts
    }

    mutating func cjk(_ scalar: UInt32, utf8: UInt64, utf8Count: Int, start: Int, end: Int, position: Int, joinsPrevious: Bool) {
        var entersWindow = false
        if let windows {
            while window < windows.count && windows[window].upperBound <= position { window += 1 }
            guard window < windows.count, windows[window].contains(position) else {
                inWindow = false
                return
            }
            entersWindow = !inWindow
            inWindow = true
        }
        let index = scalars.count
        scalars.append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
        ranges.append(start..<end)
        if !joinsPrevious || entersWindow { restart(at: index) }
        step(index)
    }

    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, position: Int) {}

    mutating func finish() {}

    /// A new run begins at character `index`: before it, reading `j` pattern characters costs
    /// `j` deletions.
    private mutating func restart(at index: Int) {
        for j in costs.indices {
            costs[j] = j * EditCost.packedOrdinary
            starts[j] = index
        }
    }

    private mutating func step(_ index: Int) {
        swap(&costs, &previousCosts)
        swap(&starts, &previousStarts)
        let scalar = scalars[index]
        costs[0] = 0
        starts[0] = index + 1
        for j in 1..<costs.count {
            var cost = previousCosts[j - 1] + pattern.substitutionCost(j - 1, scalar)
            var start = previousStarts[j - 1]
            let deletion = costs[j - 1] + EditCost.packedOrdinary
            if deletion < cost { (cost, start) = (deletion, starts[j - 1]) }
            let insertion = previousCosts[j] + EditCost.packedOrdinary
            if insertion < cost { (cost, start) = (insertion, previousStarts[j]) }
            costs[j] = cost
            starts[j] = start
        }
        if let cost = costs.last, cost <= limit, let first = starts.last, first <= index {
            candidates.append(Candidate(first: first, last: index, cost: cost))
        }
    }

    /// The candidates that do not overlap a cheaper one (on equal cost, the longer wins: 复工复学
    /// for 复工复产 is one substitution, not 复工复 with a deletion), in text order.
    func occurrences() -> [FuzzyOccurrence] {
        let ranked = candidates.sorted {
            $0.cost != $1.cost ? $0.cost < $1.cost : $0.last - $0.first != $1.last - $1.first ? $0.last - $0.first > $1.last - $1.first : $0.first < $1.first
        }
        var kept: [Candidate] = []
        for candidate in ranked where !kept.contains(where: { $0.first <= candidate.last && candidate.first <= $0.last }) {
            kept.append(candidate)
        }
        return kept.sorted { $0.first < $1.first }.map { candidate in
            FuzzyOccurrence(range: ranges[candidate.first].lowerBound..<ranges[candidate.last].upperBound,
                            form: String(scalars: scalars[candidate.first...candidate.last]),
                            cost: EditCost(packed: candidate.cost))
        }
    }
}
