/// Turns what a user types into a `QueryNode`.
///
/// Syntax, as in web search: words separated by spaces must all match; `"a quoted phrase"`
/// matches as typed; `a OR b` matches either (OR binds tighter than the spaces, so
/// `a OR b c` is `(a OR b) AND c`); `-word` excludes; a field's name or alias and a colon
/// (`headline:`, `标题：` in llrb's schema) restrict the term or phrase after it to that field.
/// Every word is a phrase of its own tokens: `复工复产` never matches the characters scattered.
public enum QueryParser {
    /// Longer queries are refused: they are pasted text, not searches, and would be slow.
    public static let maximumLength = 1000

    /// The query as a tree; a query that cannot be searched throws why (never crashes,
    /// whatever the input).
    public static func parse(_ query: String, schema: FieldSchema) throws(QuerySyntaxError) -> QueryNode {
        let length = query.unicodeScalars.count
        guard length <= maximumLength else {
            throw .tooLong(length: length, limit: maximumLength)
        }
        let lexemes = try QueryLexer.lexemes(of: query, schema: schema)
        let groups = try alternatives(in: lexemes)
        let analyzer = Analyzer()
        let searchable = groups.map { group in group.filter { !analyzer.tokens(in: $0.text).isEmpty } }
            .filter { !$0.isEmpty }
        guard !searchable.isEmpty else {
            if groups.isEmpty {
                throw .empty
            }
            throw .nothingSearchable
        }
        let included = searchable.filter { !($0.first?.excluded ?? false) }
        guard !included.isEmpty else {
            throw .onlyExclusions
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
                guard !groups.isEmpty, !pendingOr else { throw .danglingOr }
                pendingOr = true
            case .clause(let clause) where pendingOr:
                if let excluded = clause.excluded ? clause : groups.last?.first(where: \.excluded) {
                    throw .excludedAlternative(term: excluded.text)
                }
                groups[groups.count - 1].append(clause)
                pendingOr = false
            case .clause(let clause):
                groups.append([clause])
            }
        }
        if pendingOr { throw .danglingOr }
        return groups
    }

    private static func node(of group: [QueryClause]) -> QueryNode {
        let phrases = group.map { QueryNode.phrase(text: $0.text, field: $0.field) }
        return phrases.count == 1 ? phrases[0] : .or(phrases)
    }
}
