import LLRBEngine
import LLRBIndex

/// Text with a query's matches as `<mark>` elements, a fuzzy match followed by the query's form
/// it stands for (`<mark>复工复严</mark>≈复工复产`), everything else escaped.
enum MarkedText {
    /// A snippet, whose highlights count Unicode scalars.
    static func html(_ snippet: Snippet) -> HTML {
        let scalars = Array(snippet.text.unicodeScalars)
        var html = HTML.empty
        var cursor = 0
        for highlight in snippet.highlights.sorted(by: { $0.start < $1.start }) {
            let start = min(max(highlight.start, cursor), scalars.count)
            let end = min(max(highlight.end, start), scalars.count)
            html += piece(String(scalars: scalars[cursor..<start]),
                          marked: String(scalars: scalars[start..<end]), query: highlight.query)
            cursor = end
        }
        return html + "\(String(scalars: scalars[cursor...]))"
    }

    /// A stored text with matches given as UTF-8 byte ranges (`QueryMarker`); overlapping
    /// ones are marked once.
    static func html(_ text: String, matches: [SnippetMatch]) -> HTML {
        guard !matches.isEmpty else { return "\(text)" }
        let bytes = Array(text.utf8)
        var html = HTML.empty
        var cursor = 0
        for match in matches {
            let start = min(max(match.range.lowerBound, cursor), bytes.count)
            let end = min(max(match.range.upperBound, start), bytes.count)
            guard end > start else { continue }
            html += piece(String(decoding: bytes[cursor..<start], as: UTF8.self),
                          marked: String(decoding: bytes[start..<end], as: UTF8.self), query: match.query)
            cursor = end
        }
        return html + "\(String(decoding: bytes[cursor...], as: UTF8.self))"
    }

    private static func piece(_ before: String, marked: String, query: String?) -> HTML {
        let form: HTML = query.map { "<span class=\"fuzzy\">≈\($0)</span>" } ?? .empty
        return "\(before)<mark>\(marked)</mark>\(form)"
    }
}
