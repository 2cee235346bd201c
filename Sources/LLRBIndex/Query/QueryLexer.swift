/// One piece of a query as typed: the `OR` operator or a term / quoted phrase, possibly
/// excluded (`-`) and restricted to a field (`headline:`).
enum QueryLexeme: Equatable {
    case or
    case clause(QueryClause)
}

struct QueryClause: Equatable {
    var text: String
    var field: SearchField?
    var excluded: Bool
}

/// Splits a query into lexemes. Never fails on odd input except for a field prefix with
/// nothing after it: an unbalanced quote runs to the end, control characters are spaces.
struct QueryLexer {
    /// Field names a user may type, English and Chinese.
    static let fieldNames: [String: SearchField] = [
        "headline": .headline, "byline": .byline, "caption": .caption, "body": .body,
        "标题": .headline, "作者": .byline, "图片": .caption, "正文": .body,
    ]
    private static let quotes: Set<Unicode.Scalar> = ["\"", "\u{FF02}", "\u{201C}", "\u{201D}"]
    private static let colons: Set<Unicode.Scalar> = [":", "\u{FF1A}"]

    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ query: String) {
        scalars = Array(query.unicodeScalars)
    }

    static func lexemes(of query: String) throws(QuerySyntaxError) -> [QueryLexeme] {
        var lexer = QueryLexer(query)
        var lexemes: [QueryLexeme] = []
        while let lexeme = try lexer.next() {
            lexemes.append(lexeme)
        }
        return lexemes
    }

    private mutating func next() throws(QuerySyntaxError) -> QueryLexeme? {
        skipSpaces()
        guard index < scalars.count else { return nil }
        var excluded = false
        if scalars[index] == "-", index + 1 < scalars.count, !Self.isSpace(scalars[index + 1]) {
            excluded = true
            index += 1
        }
        let field = try fieldPrefix()
        if index < scalars.count, Self.quotes.contains(scalars[index]) {
            return .clause(QueryClause(text: quoted(), field: field, excluded: excluded))
        }
        let text = bare()
        if text == "OR", !excluded, field == nil {
            return .or
        }
        return .clause(QueryClause(text: text, field: field, excluded: excluded))
    }

    /// `headline:` (or `标题：`) at the cursor: consumes it and any spaces after it.
    private mutating func fieldPrefix() throws(QuerySyntaxError) -> SearchField? {
        guard let colon = scalars[index...].firstIndex(where: { Self.colons.contains($0) || Self.isSpace($0) }),
              Self.colons.contains(scalars[colon]) else { return nil }
        let name = String(String.UnicodeScalarView(scalars[index..<colon]))
        guard let field = Self.fieldNames[name.lowercased()] else { return nil }
        index = colon + 1
        skipSpaces()
        guard index < scalars.count else {
            throw QuerySyntaxError(.missingFieldValue,
                                   "`\(name):` needs a word or \"phrase\" after it, e.g. \(name):复工复产")
        }
        return field
    }

    /// A quoted phrase; without a closing quote it runs to the end of the query.
    private mutating func quoted() -> String {
        index += 1
        let start = index
        while index < scalars.count, !Self.quotes.contains(scalars[index]) {
            index += 1
        }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        if index < scalars.count { index += 1 }
        return text
    }

    private mutating func bare() -> String {
        let start = index
        while index < scalars.count, !Self.isSpace(scalars[index]) {
            index += 1
        }
        return String(String.UnicodeScalarView(scalars[start..<index]))
    }

    private mutating func skipSpaces() {
        while index < scalars.count, Self.isSpace(scalars[index]) {
            index += 1
        }
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
    }
}
