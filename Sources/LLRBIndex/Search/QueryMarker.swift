import LLRBEngine


/// Where a query's phrases print in an article's texts, for marking a whole article that a
/// reader reached from a hit (a snippet marks only its excerpt) and for a concordance's lines
/// (`kwic`). The phrases are matched as a
/// search matches them: across OCR's spaces and line breaks, with the request's fuzziness,
/// in the field a phrase names; an excluded phrase is not marked.
public struct QueryMarker: Sendable {
    private let plan: QueryPlan
    private let analyzer = Analyzer()

    /// A marker for the request's query; throws why a query cannot be read.
    public init(_ request: SearchRequest) throws(QuerySyntaxError) {
        plan = QueryPlan(try QueryParser.parse(request.query, schema: .articles), schema: .articles, analyzer: analyzer, fuzziness: request.fuzziness)
    }

    /// How many of the query's phrases are matched approximately: what a fuzzy search costs
    /// grows with it, so a server can refuse a query that would hold a worker for seconds.
    public var fuzzyPhraseCount: Int {
        plan.leaves.filter { $0.fuzzy != nil }.count
    }

    /// The matches in `text` of `field`, in text order, the query's form with each fuzzy one.
    public func matches(in text: String, field: SearchField) -> [SnippetMatch] {
        plan.matches(in: text, field: field, analyzer: analyzer) { _, _ in }
    }
}

extension QueryPlan {
    /// Every occurrence in `text` of the positive phrases searched in `field`, sorted by where
    /// it starts; each fuzzy occurrence is also handed to `eachFuzzy` with its leaf's index.
    func matches(in text: String, field: SearchField, analyzer: Analyzer,
                 eachFuzzy: (FuzzyOccurrence, Int) -> Void) -> [SnippetMatch] {
        var matches: [SnippetMatch] = []
        for (index, leaf) in leaves.enumerated() where leaf.isPositive && leaf.fields.contains(field) {
            guard let fuzzy = leaf.fuzzy else {
                matches += analyzer.occurrences(of: leaf.tokens, in: text, separators: leaf.separators).map { SnippetMatch(range: $0) }
                continue
            }
            for occurrence in analyzer.approximateOccurrences(of: fuzzy.pattern, in: text) where fuzzy.finds(occurrence.cost) {
                let isExact = occurrence.cost == .exact
                matches.append(SnippetMatch(range: occurrence.range, distance: occurrence.cost.edits, query: isExact ? nil : fuzzy.text))
                eachFuzzy(occurrence, index)
            }
        }
        return matches.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
