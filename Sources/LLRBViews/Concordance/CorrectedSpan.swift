/// Where readers changed the text of one entry of an article's `original` field: the entry is a
/// span as OCR printed it with up to 12 characters of unchanged text on each side (or a headline
/// replaced whole), so the changed part is the entry less its longest start and longest end that
/// the corrected texts still hold. A concordance lists from the original only the occurrences
/// that touch it: the others are in the corrected text, and listed from there.
enum CorrectedSpan {
    /// The changed part of `entry` against `corrected` (the article's corrected fields); empty
    /// when the corrected texts still hold all of it (a word inserted, nothing OCR printed lost).
    static func changed(in entry: Substring, corrected: [String]) -> Range<String.Index> {
        let characters = Array(entry.indices)
        let count = characters.count
        func held(_ piece: Substring) -> Bool { piece.isEmpty || corrected.contains { $0.contains(piece) } }
        // A longer start held implies every shorter one is: the longest is found by halving.
        let start = longest(upTo: count) { held(entry.prefix($0)) }
        let end = longest(upTo: count - start) { held(entry.suffix($0)) }
        let lower = start < count ? characters[start] : entry.endIndex
        let upper = count - end < count ? characters[count - end] : entry.endIndex
        return lower < upper ? lower..<upper : lower..<lower
    }

    /// The largest `n` in 0...limit for which `holds(n)`, `holds` being true up to some `n` and
    /// false after it.
    private static func longest(upTo limit: Int, _ holds: (Int) -> Bool) -> Int {
        var low = 0, high = limit
        while low < high {
            let middle = (low + high + 1) / 2
            if holds(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
