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
    /// Quotes and colons are told apart by a switch, not Sets of scalars: a Set of a type
    /// the process has not hashed yet costs a search of the runtime's conformance tables
    /// (~170,000 instructions) the first time, and every `llrb search` is a first time.
    private static func isQuote(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\"", "\u{FF02}", "\u{201C}", "\u{201D}": true
        default: false
        }
    }

    private static func isStraightQuote(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "\u{FF02}"
    }

    private static func isColon(_ scalar: Unicode.Scalar) -> Bool {
        scalar == ":" || scalar == "\u{FF1A}"
    }

    /// The scalars in `range` as a String, appended one by one: made from the slice as a
    /// collection, the generic path looked up its associated types in the runtime's
    /// conformance tables, a cost every `llrb search` process paid once.
    private func text(_ range: Range<Int>) -> String {
        var text = ""
        for scalar in scalars[range] { text.unicodeScalars.append(scalar) }
        return text
    }

    private let scalars: [Unicode.Scalar]
    /// The fields whose names and aliases a user may type before a colon.
    private let fields: FieldSchema
    private var index = 0

    init(_ query: String, schema fields: FieldSchema) {
        scalars = Array(query.unicodeScalars)
        self.fields = fields
    }

    static func lexemes(of query: String, schema fields: FieldSchema) throws(QuerySyntaxError) -> [QueryLexeme] {
        var lexer = QueryLexer(query, schema: fields)
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
        if index < scalars.count, Self.isQuote(scalars[index]) {
            return .clause(QueryClause(text: quoted(), field: field, excluded: excluded))
        }
        let text = bare()
        if text == "OR", !excluded, field == nil {
            return .or
        }
        return .clause(QueryClause(text: text, field: field, excluded: excluded))
    }

    /// A field's name or alias and a colon (`headline:`, `标题：`) at the cursor: consumes it and any spaces after it.
    private mutating func fieldPrefix() throws(QuerySyntaxError) -> SearchField? {
        guard let colon = scalars[index...].firstIndex(where: { Self.isColon($0) || Self.isSpace($0) }),
              Self.isColon(scalars[colon]) else { return nil }
        let name = text(index..<colon)
        guard let field = fields.field(named: name) else { return nil }
        index = colon + 1
        skipSpaces()
        guard index < scalars.count else {
            throw .missingFieldValue(field: name)
        }
        return field
    }

    /// A quoted phrase; without a closing quote it runs to the end of the query. Inside
    /// straight quotes, curly ones are the phrase's own punctuation (`"坚定“四个自信"`, a quote
    /// copied from a page and put in quotes): they ended the phrase there, and the rest was
    /// searched as another word.
    private mutating func quoted() -> String {
        let straight = Self.isStraightQuote(scalars[index])
        index += 1
        let start = index
        while index < scalars.count, !(straight ? Self.isStraightQuote(scalars[index]) : Self.isQuote(scalars[index])) {
            index += 1
        }
        let text = text(start..<index)
        if index < scalars.count { index += 1 }
        return text
    }

    private mutating func bare() -> String {
        let start = index
        while index < scalars.count, !Self.isSpace(scalars[index]) {
            index += 1
        }
        return text(start..<index)
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
