/// Turns a ranked document into a SearchHit: its stored record, and a snippet of the field that
/// matched (the body when it did) with every occurrence of the query's phrases highlighted.
struct HitBuilder {
    let plan: QueryPlan
    let analyzer: Analyzer
    let snippetWidth: Int

    func hit(rank: Int, score: Double, document: UInt32, in evaluation: SegmentEvaluation) throws(IndexError) -> SearchHit {
        let reader = evaluation.segment.reader
        let (texts, summary) = try reader.fieldsAndSummary(document)
        let field = snippetField(document, in: evaluation, texts: texts)
        let text = texts[Int(TermKey.code(field))]
        var ranges: [Range<Int>] = []
        for leaf in plan.leaves where leaf.isPositive && leaf.fields.contains(field) {
            ranges += analyzer.occurrences(of: leaf.tokens, in: text, separators: leaf.separators)
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        return SearchHit(rank: rank, id: try reader.id(document), score: score, file: summary.file, lines: summary.lines,
                         date: summary.date, issueNumber: summary.issueNumber, headline: summary.headline,
                         bylines: summary.bylines,
                         snippet: SnippetBuilder.snippet(of: text, matches: ranges, width: snippetWidth), field: field)
    }

    /// The body when a positive phrase matched there, else the first field that matched, else
    /// the body (or headline) for a document found only by exclusion.
    private func snippetField(_ document: UInt32, in evaluation: SegmentEvaluation, texts: [String]) -> SearchField {
        let order: [SearchField] = [.body, .headline, .caption, .byline]
        for field in order {
            let code = Int(TermKey.code(field))
            for (leaf, perField) in evaluation.matches.enumerated() where plan.leaves[leaf].isPositive {
                if let frequency = perField[code]?.frequency(of: document), frequency > 0 { return field }
            }
        }
        return texts[Int(TermKey.code(.body))].isEmpty ? .headline : .body
    }
}
