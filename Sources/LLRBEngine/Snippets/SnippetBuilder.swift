/// Cuts a readable excerpt around the best cluster of matches in a document's text.
///
/// The excerpt is about `width` characters, cut at a sentence end or a space when one is near,
/// with `…` where text was cut. Whitespace is flattened (`FlattenedText`): a line break, which
/// ends one part of a field (a byline, a paragraph), becomes ` · ` or a space; any other run of
/// whitespace one space.
/// Highlights are Unicode scalar offsets into the snippet's text.
public enum SnippetBuilder {
    /// Marks where the snippet cut the text.
    public static let ellipsis: Unicode.Scalar = "…"

    /// - Parameters:
    ///   - matches: UTF-8 byte ranges of `text`, as `Analyzer.occurrences` returns them.
    ///   - width: the excerpt length to aim for, in characters.
    public static func snippet(of text: String, matches: [Range<Int>], width: Int) -> Snippet {
        snippet(of: text, matches: matches.map { SnippetMatch(range: $0) }, width: width)
    }

    /// The snippet whose highlights carry each match's edits and query form.
    package static func snippet(of text: String, matches: [SnippetMatch], width: Int) -> Snippet {
        let (scalars, starts) = decoded(text)
        let annotated = scalarRanges(of: matches, starts: starts)
        let window = SnippetWindow(matches: annotated.map(\.range), scalars: scalars, width: max(width, 1))
        let flat = FlattenedText(scalars[window.start..<window.end])
        let shift = window.start > 0 ? 1 : 0
        let highlights = merged(annotated.compactMap { match in
            flat.range(of: match.range).map {
                SnippetHighlight(start: $0.start + shift, end: $0.end + shift, distance: match.distance, query: match.query)
            }
        })
        var output = String.UnicodeScalarView()
        if window.start > 0 {
            output.append(ellipsis)
        }
        output.append(contentsOf: flat.scalars)
        if window.end < scalars.count {
            output.append(ellipsis)
        }
        let printed = Array(output)
        return Snippet(text: String(output), highlights: highlights.map { highlight in
            var highlight = highlight
            highlight.text = String(scalars: printed[highlight.start..<highlight.end])
            return highlight
        })
    }

    /// The text's scalars, and the UTF-8 offset where each starts followed by the text's length,
    /// decoded in one pass over the bytes (with the analyzer's `UTF8Coding`): a document's whole
    /// text is decoded for every hit, and through `unicodeScalars` this cost more than half of
    /// building a snippet.
    public static func decoded(_ text: String) -> (scalars: [Unicode.Scalar], starts: [Int]) {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return ([], [0]) }
            var scalars: [Unicode.Scalar] = []
            var starts: [Int] = []
            scalars.reserveCapacity(bytes.count)
            starts.reserveCapacity(bytes.count + 1)
            var offset = 0
            while offset < bytes.count {
                let lead = base[offset]
                let (value, length) = lead < 0x80 ? (UInt32(lead), 1) : UTF8Coding.decodeNonASCII(base, at: offset, count: bytes.count)
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                starts.append(offset)
                offset += length
            }
            starts.append(bytes.count)
            return (scalars, starts)
        }
    }

    /// Converts the matches' UTF-8 byte ranges to scalar index ranges, sorted; empty ones are
    /// dropped. `starts`: where each scalar starts, then the text's length.
    private static func scalarRanges(of matches: [SnippetMatch], starts: [Int]) -> [(range: Range<Int>, distance: Int, query: String?)] {
        matches.map {
            (scalarIndex(of: $0.range.lowerBound, starts: starts)..<scalarIndex(of: $0.range.upperBound, starts: starts), $0.distance, $0.query)
        }
            .filter { !$0.range.isEmpty }
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Whether a snippet takes `scalar` for whitespace (and joins the Chinese on either side of
    /// it): for a view that cuts its own context out of a stored text, as a snippet does.
    @inlinable
    public static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isSnippetWhitespace
    }

    /// The index of the scalar starting at UTF-8 offset `byte` (`starts` as `decoded` gives it).
    public static func scalarIndex(of byte: Int, starts: [Int]) -> Int {
        min(SortedSets.firstIndex(notBelow: byte, in: starts) { $0 }, max(0, starts.count - 1))
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
