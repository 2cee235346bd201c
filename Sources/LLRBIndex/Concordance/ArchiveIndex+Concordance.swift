extension ArchiveIndex {
    /// Every occurrence of the request's phrases (those that must match, not exclusions) in
    /// the headline, body and captions of the articles it matches, with `width` characters of
    /// context each side, in `order`, the first `limit` kept. A `--fuzzy` phrase is listed as
    /// printed wherever it matches.
    public func concordance(_ request: SearchRequest, width: Int, order: ConcordanceOrder, limit: Int)
        throws(IndexError) -> Concordance {
        var finding = request
        finding.countOnly = false
        let (plan, evaluations, matched, _) = try matches(try Self.parse(request.query), finding)
        let positive = plan.leaves.filter(\.isPositive)
        var lines: [KeywordInContext] = []
        var articles = 0
        for (evaluation, documents) in zip(evaluations, matched) {
            let reader = evaluation.segment.reader
            articles += documents.count
            for document in documents {
                let (texts, summary) = try reader.fieldsAndSummary(document)
                let id = try reader.id(document)
                for field in [SearchField.headline, .body, .caption] {
                    let text = texts[Int(TermKey.code(field))]
                    let ranges = occurrences(of: positive.filter { $0.fields.contains(field) }, in: text)
                    guard !ranges.isEmpty else { continue }
                    let (scalars, starts) = SnippetBuilder.decoded(text)
                    for range in ranges {
                        let window = ContextWindow(scalars, match: SnippetBuilder.scalarIndex(of: range.lowerBound, starts: starts)
                            ..< SnippetBuilder.scalarIndex(of: range.upperBound, starts: starts), width: width)
                        lines.append(KeywordInContext(id: id, date: summary.date, issueNumber: summary.issueNumber,
                                                      headline: summary.headline, field: field, left: window.left,
                                                      match: window.match, right: window.right, offset: range.lowerBound))
                    }
                }
            }
        }
        let total = lines.count
        lines.sort(by: Self.ordering(order))
        return Concordance(lines: Array(lines.prefix(max(0, limit))), occurrences: total, articles: articles)
    }

    /// The UTF-8 ranges of the leaves' occurrences in `text`, by position, overlaps dropped
    /// (`复工` and `复工复产` in one query list `复工复产` once).
    private func occurrences(of leaves: [QueryPlan.Leaf], in text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for leaf in leaves {
            if let fuzzy = leaf.fuzzy {
                ranges += analyzer.approximateOccurrences(of: fuzzy.pattern, in: text).filter { fuzzy.finds($0.cost) }.map(\.range)
            } else {
                ranges += analyzer.occurrences(of: leaf.tokens, in: text, separators: leaf.separators)
            }
        }
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
            default: return (a.id, a.field.rawValue, a.offset) < (b.id, b.field.rawValue, b.offset)
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
