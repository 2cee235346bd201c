import LLRBEngine
import LLRBIndex

extension ArchiveIndex {
    /// Every occurrence of the request's phrases (those that must match, not exclusions) in
    /// the headline, body and captions of the articles it matches, and in what OCR printed where
    /// readers corrected it (`original`, only the occurrences the correction took away: see
    /// `CorrectedSpan`), with `width` characters of context each side, in `order`, the first
    /// `limit` kept. A `--fuzzy` phrase is listed as printed wherever it matches.
    public func concordance(_ request: SearchRequest, width: Int, order: ConcordanceOrder, limit: Int)
        throws(IndexError) -> Concordance {
        var finding = request
        finding.countOnly = false
        let marker: QueryMarker
        do throws(QuerySyntaxError) {
            marker = try QueryMarker(request)
        } catch {
            throw IndexError(.query(error))
        }
        var lines: [KeywordInContext] = []
        var articles = 0
        try forEachMatch(of: finding) { article throws(IndexError) in
            articles += 1
            let texts = try article.texts()
            let id = try article.id()
            // The original's occurrences listed so far, each with the whole context its entry
            // holds (never cut to `width`), to tell one printing listed twice.
            var originals: [ContextWindow] = []
            for field in [SearchField.headline, .body, .caption, .original] {
                let text = texts[field]
                let ranges = Self.occurrences(marker.matches(in: text, field: field))
                guard !ranges.isEmpty else { continue }
                for (piece, start, listed) in Self.pieces(of: text, field: field, texts: texts) {
                    let end = start + piece.utf8.count
                    let inPiece = ranges.filter { $0.lowerBound >= start && $0.upperBound <= end && listed($0) }
                    guard !inPiece.isEmpty else { continue }
                    let (scalars, starts) = SnippetBuilder.decoded(String(piece))
                    for range in inPiece {
                        let match = SnippetBuilder.scalarIndex(of: range.lowerBound - start, starts: starts)
                            ..< SnippetBuilder.scalarIndex(of: range.upperBound - start, starts: starts)
                        if field == .original {
                            let whole = ContextWindow(scalars, match: match, width: scalars.count)
                            guard !originals.contains(where: { Self.samePrinting($0, whole) }) else { continue }
                            originals.append(whole)
                        }
                        let window = ContextWindow(scalars, match: match, width: width)
                        let line = KeywordInContext(id: id, date: texts.date, issueNumber: texts.issueNumber,
                                                    headline: texts.headline, field: field, left: window.left,
                                                    match: window.match, right: window.right, offset: range.lowerBound)
                        lines.append(line)
                    }
                }
            }
        }
        let total = lines.count
        lines.sort(by: Self.ordering(order))
        return Concordance(lines: Array(lines.prefix(max(0, limit))), occurrences: total, articles: articles)
    }

    /// The parts of a field's `text` a concordance line's context stays within, each with its
    /// UTF-8 offset and which occurrences in it are listed: the whole text of the headline, body
    /// and captions; each entry of the `original` field (a line each), listing only the
    /// occurrences that touch what readers took away (`CorrectedSpan`), the others being in the
    /// article's corrected `texts`.
    private static func pieces(of text: String, field: SearchField, texts: ArticleTexts)
        -> [(text: Substring, start: Int, listed: (Range<Int>) -> Bool)] {
        guard field == .original else { return [(text[...], 0, { _ in true })] }
        let corrected = CorrectedSpan.Corrected([texts[.headline], texts[.body], texts[.caption]])
        var pieces: [(text: Substring, start: Int, listed: (Range<Int>) -> Bool)] = []
        var start = 0
        for entry in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let base = start
            let gone = Set(CorrectedSpan.takenAway(from: entry, corrected: corrected).map { base + entry.utf8.distance(from: entry.startIndex, to: $0) })
            if !gone.isEmpty { pieces.append((entry, base, { range in gone.contains { range.contains($0) } })) }
            start += entry.utf8.count + 1
        }
        return pieces
    }

    /// Whether two occurrences from the original of one article are one printed word, which
    /// two corrections close together (or two places of one `--all`) each kept with the text
    /// about it, the one clipped before the other's change and the other after: the same match
    /// and at least 6 characters of context the same on its two sides together.
    private static func samePrinting(_ a: ContextWindow, _ b: ContextWindow) -> Bool {
        guard a.match == b.match else { return false }
        let left = zip(a.left.reversed(), b.left.reversed()).prefix { $0 == $1 }.count
        let right = zip(a.right, b.right).prefix { $0 == $1 }.count
        return left + right >= 6
    }

    /// The UTF-8 ranges of the query's occurrences, by position, overlaps dropped (`复工` and
    /// `复工复产` in one query list `复工复产` once).
    private static func occurrences(_ matches: [SnippetMatch]) -> [Range<Int>] {
        var ranges = matches.map(\.range)
        ranges.sort { $0.lowerBound != $1.lowerBound ? $0.lowerBound < $1.lowerBound : $0.upperBound > $1.upperBound }
        var kept: [Range<Int>] = []
        for range in ranges where kept.last.map({ range.lowerBound >= $0.upperBound }) ?? true { kept.append(range) }
        return kept
    }

    /// Undated pages last, then date, article and place; `left` and `right` first compare the
    /// context nearest the match.
    private static func ordering(_ order: ConcordanceOrder) -> (KeywordInContext, KeywordInContext) -> Bool {
        func byDate(_ a: KeywordInContext, _ b: KeywordInContext) -> Bool {
            switch (a.date, b.date) {
            case let (x?, y?) where x != y: return x < y
            case (nil, _?): return false
            case (_?, nil): return true
            default: return (a.id, a.field.name, a.offset) < (b.id, b.field.name, b.offset)
            }
        }
        switch order {
        case .date:
            return byDate
        case .left:
            return { a, b in
                let (x, y) = (Array(a.left.unicodeScalars.reversed()), Array(b.left.unicodeScalars.reversed()))
                return x != y ? x.lexicographicallyPrecedes(y) { $0.value < $1.value } : byDate(a, b)
            }
        case .right:
            return { a, b in a.right != b.right ? Array(a.right.unicodeScalars).lexicographicallyPrecedes(b.right.unicodeScalars) { $0.value < $1.value } : byDate(a, b) }
        }
    }
}
