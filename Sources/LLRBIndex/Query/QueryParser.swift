/// Turns what a user types into a `QueryNode`.
///
/// Syntax, as in web search: words separated by spaces must all match; `"a quoted phrase"`
/// matches as typed; `a OR b` matches either (OR binds tighter than the spaces, so
/// `a OR b c` is `(a OR b) AND c`); `-word` excludes; `headline:` `byline:` `caption:` `body:`
/// (or 标题: 作者: 图片: 正文:) restrict the term or phrase after them to a field.
/// Every word is a phrase of its own tokens: `复工复产` never matches the characters scattered.
public enum QueryParser {
    /// Longer queries are refused: they are pasted text, not searches, and would be slow.
    public static let maximumLength = 1000

    /// The query as a tree; a query that cannot be searched throws a one-line message saying
    /// what to change (never crashes, whatever the input).
    public static func parse(_ query: String) throws(QuerySyntaxError) -> QueryNode {
        let length = query.unicodeScalars.count
        guard length <= maximumLength else {
            throw QuerySyntaxError(.tooLong, "the query is \(length) characters long; shorten it to at most \(maximumLength)")
        }
        let lexemes = try QueryLexer.lexemes(of: query)
        let groups = try alternatives(in: lexemes)
        let analyzer = Analyzer()
        let searchable = groups.map { group in group.filter { !analyzer.tokens(in: $0.text).isEmpty } }
            .filter { !$0.isEmpty }
        guard !searchable.isEmpty else {
            if groups.isEmpty {
                throw QuerySyntaxError(.empty, "the query is empty; type a word or a \"phrase\" to search for")
            }
            throw QuerySyntaxError(.nothingSearchable,
                                   "the query has no letters, digits or CJK characters to search for")
        }
        let included = searchable.filter { !($0.first?.excluded ?? false) }
        guard !included.isEmpty else {
            throw QuerySyntaxError(.onlyExclusions,
                                   "the query only excludes (-word); add a word that must match, e.g. 复工 -复产")
        }
        let excluded = searchable.filter { $0.first?.excluded ?? false }
        let nodes = included.map(node(of:)) + excluded.map { .not(node(of: $0)) }
        return nodes.count == 1 ? nodes[0] : .and(nodes)
    }

    /// Groups clauses joined by `OR`; an excluded clause always stands alone.
    private static func alternatives(in lexemes: [QueryLexeme]) throws(QuerySyntaxError) -> [[QueryClause]] {
        var groups: [[QueryClause]] = []
        var pendingOr = false
        for lexeme in lexemes {
            switch lexeme {
            case .or:
                guard !groups.isEmpty, !pendingOr else { throw danglingOr() }
                pendingOr = true
            case .clause(let clause) where pendingOr:
                guard !clause.excluded, !(groups.last?.contains(where: \.excluded) ?? false) else {
                    throw QuerySyntaxError(.excludedAlternative,
                                           "an excluded term (-word) cannot be one side of OR; write a OR b -c")
                }
                groups[groups.count - 1].append(clause)
                pendingOr = false
            case .clause(let clause):
                groups.append([clause])
            }
        }
        if pendingOr { throw danglingOr() }
        return groups
    }

    private static func node(of group: [QueryClause]) -> QueryNode {
        let phrases = group.map { QueryNode.phrase(text: $0.text, field: $0.field) }
        return phrases.count == 1 ? phrases[0] : .or(phrases)
    }

    private static func danglingOr() -> QuerySyntaxError {
        QuerySyntaxError(.danglingOr, "OR needs a word on each side, e.g. 复工 OR 复产")
    }
}
