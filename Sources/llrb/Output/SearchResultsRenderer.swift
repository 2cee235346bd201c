import LLRBEngine
import LLRBIndex

/// Search hits for a reader: rank, date, issue, page and headline (wrapped under the date), byline,
/// the snippet with the match marked, the id to `show` and the page file beside it, or under it
/// when the two do not fit the line; then how many articles matched in all.
struct SearchResultsRenderer {
    var style: Style
    var width: Int

    func render(_ results: SearchResults, query: String, offset: Int) -> [String] {
        var lines: [String] = []
        for hit in results.hits {
            var heading = hit.date ?? "date unknown"
            if let number = hit.issueNumber { heading += " 第\(number)期" }
            if let page = hit.pageNumber { heading += " 第\(page)版" }
            heading += "  " + style.bold(title(of: hit))
            if hit.match == .fuzzy { heading += style.dim("  (fuzzy)") }
            lines += TextWrapper.labeled(style.bold("\(hit.rank).") + " ", heading, width: width)
            if !hit.bylines.isEmpty { lines.append("   " + BylineFormatter.format(hit.bylines)) }
            // Found in what OCR printed before a reader corrected it: said, since `show` prints
            // the corrected text.
            let snippet = (hit.field == .original ? "(as OCR printed it, since corrected) " : "") + marked(hit.snippet)
            lines += TextWrapper.wrap(snippet, width: width, indent: "   ")
            for word in hit.otherWords {
                lines += TextWrapper.wrap("\(word) is a word the archive prints often, likely not a misprint: drop it with -\(word)",
                                          width: width, indent: "   ", breaks: .betweenWords).map(style.dim)
            }
            // A file name may hold a line feed or an escape sequence: shown escaped, it can
            // neither split the hit's line nor drive the terminal.
            let id = "   " + style.identifier(hit.id)
            let source = style.dim("\(PrintableText.of(hit.file)):\(hit.lines.first)")
            lines += DisplayWidth.of(id) + 2 + DisplayWidth.of(source) <= width ? [id + "  " + source] : [id, "   " + source]
            lines.append("")
        }
        lines += TextWrapper.wrap(totalLine(results, query: query, offset: offset), width: width, breaks: .betweenWords)
        return lines
    }

    /// The headline; with none, a hit in a caption is named a photo (most such hits are photos
    /// that belong to no story, indexed on their own), as `show` and `issue` list them.
    private func title(of hit: SearchHit) -> String {
        guard hit.headline.isEmpty else { return hit.headline }
        return hit.field == .caption ? "(photo)" : "(no headline)"
    }

    private func totalLine(_ results: SearchResults, query: String, offset: Int) -> String {
        var line = MatchCount.line(results.total, query: query)
        if !results.hits.isEmpty, results.hits.count < results.total {
            let shown = offset + results.hits.count
            line += " (showing \(offset + 1)–\(shown)" + (shown < results.total ? "; more with --offset \(shown))" : ")")
        }
        return line
    }

    /// The snippet with each highlight coloured on a terminal, or bracketed 【like this】; a
    /// fuzzy match followed by the query's form (`【复工复严】≈复工复产`).
    func marked(_ snippet: Snippet) -> String {
        let scalars = Array(snippet.text.unicodeScalars)
        var result = ""
        var cursor = 0
        for highlight in snippet.highlights.sorted(by: { $0.start < $1.start }) {
            let start = min(max(highlight.start, cursor), scalars.count)
            let end = min(max(highlight.end, start), scalars.count)
            result += String(scalars: scalars[cursor..<start])
            let matched = String(scalars: scalars[start..<end])
            result += style.enabled ? style.match(matched) : "【" + matched + "】"
            if let query = highlight.query { result += style.dim("≈" + query) }
            cursor = end
        }
        result += String(scalars: scalars[cursor...])
        return result.replacingNewlines()
    }
}

extension String {
    /// One line: line feeds (a `\r\n` as one) and tabs become spaces; other breaks (a lone
    /// `\r`, U+2028) stay. Read by scalar, not by Character: grapheme breaking made this most of
    /// the cost of a CSV export of every hit.
    func replacingNewlines() -> String {
        guard utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) else { return self }
        var line = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch scalar {
            case "\n":
                if line.last == "\r" { line.removeLast() }
                line.append(" ")
            case "\t": line.append(" ")
            default: line.append(scalar)
            }
        }
        return String(line)
    }
}
