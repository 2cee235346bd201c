/// Cuts a readable excerpt around the best cluster of matches in an article's text.
///
/// The excerpt is about `width` characters, cut at a sentence end or a space when one is near,
/// with `…` where text was cut. Line breaks are flattened: removed between two CJK characters
/// (they are OCR wraps), a single space elsewhere; runs of whitespace become one space.
/// Highlights are Unicode scalar offsets into the snippet's text.
public enum SnippetBuilder {
    /// Marks where the snippet cut the text.
    public static let ellipsis: Unicode.Scalar = "…"

    /// - Parameters:
    ///   - matches: UTF-8 byte ranges of `text`, as `Analyzer.occurrences` returns them.
    ///   - width: the excerpt length to aim for, in characters.
    public static func snippet(of text: String, matches: [Range<Int>], width: Int) -> Snippet {
        let scalars = Array(text.unicodeScalars)
        let ranges = scalarRanges(of: matches, in: scalars)
        let window = SnippetWindow(matches: ranges, scalars: scalars, width: max(width, 1))
        let flat = FlattenedText(scalars[window.start..<window.end])
        var highlights = merged(ranges.compactMap { flat.range(of: $0) })
        var output = String.UnicodeScalarView()
        if window.start > 0 {
            output.append(ellipsis)
            highlights = highlights.map { SnippetHighlight(start: $0.start + 1, end: $0.end + 1) }
        }
        output.append(contentsOf: flat.scalars)
        if window.end < scalars.count {
            output.append(ellipsis)
        }
        return Snippet(text: String(output), highlights: highlights)
    }

    /// Converts UTF-8 byte ranges to scalar index ranges, sorted; empty ones are dropped.
    private static func scalarRanges(of matches: [Range<Int>], in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var starts: [Int] = []
        starts.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            starts.append(offset)
            offset += UTF8.width(scalar)
        }
        starts.append(offset)
        func index(of byte: Int) -> Int {
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < byte { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return matches.map { index(of: $0.lowerBound)..<index(of: $0.upperBound) }
            .filter { !$0.isEmpty }
            .sorted { $0.lowerBound < $1.lowerBound }
    }

    private static func merged(_ highlights: [SnippetHighlight]) -> [SnippetHighlight] {
        var result: [SnippetHighlight] = []
        for highlight in highlights.sorted(by: { $0.start < $1.start }) {
            if let last = result.last, highlight.start <= last.end {
                result[result.count - 1].end = max(last.end, highlight.end)
            } else {
                result.append(highlight)
            }
        }
        return result
    }
}
