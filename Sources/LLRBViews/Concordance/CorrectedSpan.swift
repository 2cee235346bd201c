/// What readers' corrections took away from one entry of an article's `original` field. An entry
/// is a span as OCR printed it with up to 12 characters of its paragraph on each side (or a
/// headline replaced whole); the corrected texts hold the same sides around the new text. The
/// entry is placed where the corrected texts hold most of its start and end together, and the
/// characters between them that the new text does not keep (by their longest common
/// subsequence) are the ones taken away. OCR's spaces count for nothing, as in search. A
/// concordance lists from the original only the occurrences that touch a character taken away:
/// the others are in the corrected text, and listed from there.
enum CorrectedSpan {
    /// An article's corrected fields as the placement reads them, made once for all its entries:
    /// their scalars without OCR's spaces, line breaks kept (they part paragraphs and fields,
    /// which no entry runs across), and where the line of each scalar starts.
    struct Corrected {
        let scalars: [Unicode.Scalar]
        let lineStarts: [Int]

        init(_ fields: [String]) {
            var scalars: [Unicode.Scalar] = []
            for field in fields {
                scalars.append(contentsOf: field.unicodeScalars.filter { !$0.properties.isWhitespace || $0 == "\n" })
                scalars.append("\n")
            }
            var lineStarts: [Int] = []
            lineStarts.reserveCapacity(scalars.count + 1)
            var start = 0
            for (index, scalar) in scalars.enumerated() {
                lineStarts.append(start)
                if scalar == "\n" { start = index + 1 }
            }
            lineStarts.append(start)
            self.scalars = scalars
            self.lineStarts = lineStarts
        }
    }

    /// The characters of `entry` that `corrected` no longer holds, as indices into `entry`.
    static func takenAway(from entry: Substring, corrected: Corrected) -> [String.Index] {
        let old = entry.unicodeScalars.indices.filter { !entry.unicodeScalars[$0].properties.isWhitespace }
        let printed = old.map { entry.unicodeScalars[$0] }
        guard !printed.isEmpty else { return [] }
        let place = Placement(printed, in: corrected)
        let kept = keptCharacters(Array(printed[place.start..<(printed.count - place.end)]), Array(corrected.scalars[place.newText]))
        return (place.start..<(printed.count - place.end)).filter { !kept.contains($0 - place.start) }.map { old[$0] }
    }

    /// Where the entry stands in the corrected text: how many of its first and last characters
    /// are there around the new text, and the new text's place.
    private struct Placement {
        var start = 0
        var end = 0
        var newText = 0..<0

        init(_ printed: [Unicode.Scalar], in corrected: Corrected) {
            let now = corrected.scalars
            let count = printed.count
            // For each place in the corrected text, how much of the entry's start begins there
            // and how much of its end finishes there, up to `reach` characters: the sides are 12
            // characters, and a correction's text (a journal line holds up to 64 KB) must not make
            // a concordance quadratic in it.
            let reach = min(count, 256)
            let starts = now.indices.map { at in
                var length = 0
                while length < reach, at + length < now.count, now[at + length] == printed[length] { length += 1 }
                return length
            }
            let ends = (0...now.count).map { at in
                var length = 0
                while length < reach, at - length > 0, now[at - length - 1] == printed[count - length - 1] { length += 1 }
                return length
            }
            // The new text is at most a few times the entry's length (a span or a line replaced).
            let longest = min(max(64, 4 * count), 1024)
            var best = (kept: -1, gap: 0)
            func consider(start: Int, from: Int, end endAt: Int) {
                let end = min(ends[endAt], count - start)
                let gap = endAt - end - from
                guard gap >= 0, start + end > best.kept || (start + end == best.kept && gap < best.gap) else { return }
                best = (start + end, gap)
                self.start = start
                self.end = end
                newText = from..<(endAt - end)
            }
            for at in now.indices where starts[at] > 0 {
                let from = at + starts[at]
                for endAt in from...min(now.count, from + longest + count) { consider(start: starts[at], from: from, end: endAt) }
            }
            // No start kept (the span opens its paragraph): placed by its end alone, the new
            // text running back from it to the paragraph's start.
            for endAt in 0...now.count where ends[endAt] > 0 {
                let end = min(ends[endAt], count)
                consider(start: 0, from: max(corrected.lineStarts[endAt - end], endAt - end - longest), end: endAt)
            }
        }
    }

    /// The positions in `old` of a longest common subsequence of `old` and `new`: the
    /// characters between the kept start and end that the new text still has.
    /// Past a million pairs (a correction of thousands of characters) none is taken as kept.
    private static func keptCharacters(_ old: [Unicode.Scalar], _ new: [Unicode.Scalar]) -> Set<Int> {
        guard !old.isEmpty, !new.isEmpty, old.count * new.count <= 1_000_000 else { return [] }
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var kept: Set<Int> = []
        var (i, j) = (0, 0)
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                kept.insert(i)
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return kept
    }
}
