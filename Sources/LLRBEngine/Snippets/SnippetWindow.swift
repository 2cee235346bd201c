/// Chooses which stretch of a document a snippet shows: the densest cluster of matches,
/// centred, with its ends moved to a sentence end (or a word boundary) when one is near.
struct SnippetWindow {
    var start: Int
    var end: Int

    private static let sentenceEnds: Set<Unicode.Scalar> = ["。", "！", "？", "；", "!", "?", ";", "\n"]

    /// - Parameters:
    ///   - matches: scalar ranges of the text, sorted by start.
    ///   - scalars: the whole text.
    init(matches: [Range<Int>], scalars: [Unicode.Scalar], width: Int) {
        let count = scalars.count
        guard count > width else {
            self.init(start: 0, end: count)
            return
        }
        let cluster = Self.densestCluster(matches, width: width) ?? 0..<0
        let slack = max(0, width - cluster.count)
        var start = min(max(0, cluster.lowerBound - slack / 2), count - width)
        start = Self.adjustedStart(start, before: cluster.lowerBound, scalars: scalars, reach: width / 5)
        var end = min(count, start + width)
        end = Self.adjustedEnd(end, after: cluster.upperBound, scalars: scalars, reach: width / 5)
        self.init(start: start, end: max(end, start))
    }

    private init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// The run of consecutive matches that fits in `width` and has the most matches (the first
    /// such run on a tie); a match longer than `width` is cut to it.
    private static func densestCluster(_ matches: [Range<Int>], width: Int) -> Range<Int>? {
        var best: (count: Int, range: Range<Int>)?
        var last = 0
        for first in matches.indices {
            last = max(last, first)
            while last + 1 < matches.count, matches[last + 1].upperBound - matches[first].lowerBound <= width {
                last += 1
            }
            let count = last - first + 1
            if count > best?.count ?? 0 {
                let lower = matches[first].lowerBound
                best = (count, lower..<min(max(matches[last].upperBound, lower), lower + width))
            }
        }
        return best?.range
    }

    /// Starts just after a nearby sentence end, else after a nearby space, never past `limit`.
    private static func adjustedStart(_ start: Int, before limit: Int, scalars: [Unicode.Scalar], reach: Int) -> Int {
        guard start > 0 else { return 0 }
        let candidates = max(1, start - reach)...max(1, min(start + reach, limit))
        let sentence = candidates.filter { sentenceEnds.contains(scalars[$0 - 1]) }
        let spaces = candidates.filter { scalars[$0 - 1].isSnippetWhitespace }
        let chosen = closest(to: start, in: sentence) ?? closest(to: start, in: spaces) ?? start
        var index = chosen
        while index < scalars.count, index < limit, scalars[index].isSnippetWhitespace {
            index += 1
        }
        return index
    }

    /// Ends just after a nearby sentence end, else at a nearby space, never before `limit`.
    private static func adjustedEnd(_ end: Int, after limit: Int, scalars: [Unicode.Scalar], reach: Int) -> Int {
        guard end < scalars.count else { return end }
        let lower = min(max(limit, end - reach), scalars.count)
        let upper = max(lower, min(scalars.count, end + reach))
        let candidates = lower...upper
        let sentence = candidates.filter { $0 > 0 && sentenceEnds.contains(scalars[$0 - 1]) }
        let spaces = candidates.filter { $0 < scalars.count && scalars[$0].isSnippetWhitespace }
        return closest(to: end, in: sentence) ?? closest(to: end, in: spaces) ?? end
    }

    private static func closest(to target: Int, in positions: [Int]) -> Int? {
        positions.min { abs($0 - target) < abs($1 - target) }
    }
}
