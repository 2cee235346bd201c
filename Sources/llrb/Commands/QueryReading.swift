import LLRBEngine
import LLRBIndex

/// How `search` reads a text as a query, for `analyze`: the words it must find (each one a
/// phrase of its tokens) and how they combine, `复 AND 工复产` for `复 工复产`.
struct QueryReading: Encodable {
    /// A word or quoted phrase of the query, as the index will look for it.
    struct Word: Encodable {
        var word: String
        var field: SearchField?
        var excluded: Bool
        var tokens: [String]

        /// As typed in a query: `-疫情`, `headline:植树`, `"经济 发展"`.
        var typed: String {
            (excluded ? "-" : "") + QueryReading.typed(word, in: field)
        }
    }

    /// The query with its operators spelled out: `(脱贫攻坚 OR 乡村振兴) AND NOT 疫情`.
    var reading: String
    var words: [Word]

    init(_ query: QueryNode) {
        reading = Self.reading(of: query, nested: false)
        words = Self.words(of: query, excluded: false)
    }

    /// Whether search reads `text` as the page-text reading already shows it: one phrase, in
    /// any field, with no space for the two readings to differ on.
    static func isWholeText(_ query: QueryNode, _ text: String) -> Bool {
        guard case .phrase(_, nil) = query else { return false }
        return !text.contains(where: \.isWhitespace)
    }

    private static func reading(of node: QueryNode, nested: Bool) -> String {
        switch node {
        case .phrase(let text, let field):
            return typed(text, in: field)
        case .and(let children):
            let joined = children.map { reading(of: $0, nested: true) }.joined(separator: " AND ")
            return nested ? "(\(joined))" : joined
        case .or(let children):
            let joined = children.map { reading(of: $0, nested: true) }.joined(separator: " OR ")
            return nested ? "(\(joined))" : joined
        case .not(let child):
            return "NOT " + reading(of: child, nested: true)
        }
    }

    /// A phrase as typed: quoted when it holds a space, after its field's prefix.
    private static func typed(_ phrase: String, in field: SearchField?) -> String {
        let quoted = phrase.contains(" ") ? "\"\(phrase)\"" : phrase
        return field.map { "\($0.name):" + quoted } ?? quoted
    }

    private static func words(of node: QueryNode, excluded: Bool) -> [Word] {
        switch node {
        case .phrase(let text, let field):
            [Word(word: text, field: field, excluded: excluded, tokens: Analyzer().tokens(in: text).map(\.text))]
        case .and(let children), .or(let children):
            children.flatMap { words(of: $0, excluded: excluded) }
        case .not(let child):
            words(of: child, excluded: true)
        }
    }
}
