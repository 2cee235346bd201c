import LLRBEngine


/// Turns a ranked document into a SearchHit: its stored record, and a snippet of the field that
/// matched (the body when it did) with every occurrence of the query's phrases highlighted, a
/// fuzzy phrase's as printed, with its edits and the query's form.
struct HitBuilder {
    let plan: QueryPlan
    let analyzer: Analyzer
    let census: FuzzyCensus
    let snippetWidth: Int

    func hit(rank: Int, score: Double, document: UInt32, in evaluation: SegmentEvaluation) throws(IndexError) -> SearchHit {
        let reader = evaluation.segment.reader
        let (texts, summary) = try reader.fieldsAndSummary(document)
        let field = try snippetField(document, in: evaluation, texts: texts)
        let text = texts[Int(TermKey.code(field))]
        var otherWords: [String] = []
        let matches = plan.matches(in: text, field: field, analyzer: analyzer) { occurrence, leaf in
            if census.quality(of: occurrence.form, cost: occurrence.cost, leaf: leaf) == .otherWord, !otherWords.contains(occurrence.form) {
                otherWords.append(occurrence.form)
            }
        }
        return SearchHit(rank: rank, id: try reader.id(document), score: score, file: summary.file, lines: summary.lines,
                         date: summary.date, issueNumber: summary.issueNumber, pageNumber: summary.pageNumber,
                         headline: summary.headline,
                         bylines: summary.bylines,
                         snippet: SnippetBuilder.snippet(of: text, matches: matches, width: snippetWidth), field: field,
                         match: isFuzzy(document, in: evaluation) ? .fuzzy : .exact, otherWords: otherWords)
    }

    /// Whether some fuzzy phrase that matches the document does so only approximately, in
    /// every field it matches in.
    private func isFuzzy(_ document: UInt32, in evaluation: SegmentEvaluation) -> Bool {
        evaluation.matches.enumerated().contains { leaf, perField in
            guard plan.leaves[leaf].isPositive, plan.leaves[leaf].fuzzy != nil else { return false }
            let qualities = perField.compactMap { match -> MatchQuality? in
                guard let match, let index = match.documents.firstIndex(of: document) else { return nil }
                return census.quality(of: document, at: index, in: match, leaf: leaf)
            }
            return qualities.min().map { $0 != .exact } ?? false
        }
    }

    /// The body when a positive phrase matched there, else the first field that matched, else
    /// the body (or headline) for a document found only by exclusion.
    private func snippetField(_ document: UInt32, in evaluation: SegmentEvaluation, texts: [String]) throws(IndexError) -> SearchField {
        let order: [SearchField] = [.body, .headline, .caption, .byline, .original]
        for field in order {
            let code = Int(TermKey.code(field))
            for leaf in plan.leaves.indices where plan.leaves[leaf].isPositive {
                if try evaluation.frequency(of: document, leaf: leaf, field: code) > 0 { return field }
            }
        }
        return texts[Int(TermKey.code(.body))].isEmpty ? .headline : .body
    }
}
