import LLRBEngine
import LLRBIndex

/// `llrb analyze TEXT`: the terms the index makes of a text, like Elasticsearch's `_analyze`,
/// and how search reads the text as a query, to see why a query does or does not match.
enum AnalyzeCommand: Command {
    static let json = OptionSpec.flag(
        "json", "print {tokens: [{token, kind, position, startOffset, endOffset}], query: {reading, words: "
            + "[{word, field, excluded, tokens}]}, queryError}")

    static let spec = CommandSpec(
        name: "analyze",
        summary: "show the tokens the index makes of a text, and how search reads it",
        usage: ["TEXT... [--json]"],
        discussion: """
        Prints each token with its kind (bigram: two CJK characters; character: a CJK \
        character standing alone; word: Latin letters and digits), its position (a phrase \
        matches tokens at consecutive positions) and its start and end offsets in UTF-8 bytes \
        of the text as given: how ingest indexes the text on a page. When search would read \
        the text otherwise (words apart, quotes, OR, -word, a field), that reading follows: \
        the words that must all occur, each a phrase of its tokens.
        \(SpaceRule.help)
        """,
        positionals: [PositionalSpec(name: "TEXT", help: "the text to analyze; several arguments are joined by spaces", repeats: true)],
        options: [json],
        examples: [
            Example(command: "llrb analyze 复工复产", explanation: "three bigrams: 复工 工复 复产"),
            Example(command: "llrb analyze '复 工复产'", explanation: "on a page, the same three bigrams (the space is OCR noise); as a query, two words: 复 AND 工复产"),
            Example(command: "llrb analyze '经济 发展'", explanation: "why 'llrb search 经济 发展' finds more than 'llrb search 经济发展'"),
            Example(command: "llrb analyze '国内统一刊号: CN14 - 0028' --json", explanation: "words and bigrams with offsets, as JSON"),
        ],
        exitCodes: ["0  at least one token", "1  the text has no token (only punctuation or spaces)", "2  error"])

    /// One row of the output; the JSON keys are part of llrb's script interface.
    struct Row: Encodable {
        var token: String
        var kind: String
        var position: Int
        var startOffset: Int
        var endOffset: Int
    }

    /// `analyze --json`.
    struct Output: Encodable {
        var tokens: [Row]
        /// nil when the text is no query search would run.
        var query: QueryReading?
        var queryError: String?
    }

    static func run(_ context: CommandContext) throws -> ExitCode {
        let text = context.arguments.positionals.joined(separator: " ")
        let rows = Analyzer().tokens(in: text).map { token in
            Row(token: token.text, kind: name(of: token.kind), position: token.position,
                startOffset: token.startOffset, endOffset: token.endOffset)
        }
        let query: QueryNode?
        let queryError: QuerySyntaxError?
        do {
            query = try QueryParser.parse(text, schema: .articles)
            queryError = nil
        } catch {
            query = nil
            queryError = error
        }
        if context.arguments.flag(json) {
            try context.printJSON(Output(tokens: rows, query: query.map(QueryReading.init), queryError: queryError.map(QueryErrorWording.message)))
        } else {
            printReadings(rows, query: query, queryError: queryError, of: text, context: context)
        }
        return rows.isEmpty ? .nothingFound : .success
    }

    /// The tokens alone when search reads the text as they show it; else both readings, each
    /// under the half of the space rule it follows.
    private static func printReadings(_ rows: [Row], query: QueryNode?, queryError: QuerySyntaxError?, of text: String,
                                      context: CommandContext) {
        let width = context.terminal.width
        let tokens = TableRenderer(headers: ["position", "kind", "token", "start", "end"], style: context.style)
            .render(rows.map { [String($0.position), $0.kind, $0.token, String($0.startOffset), String($0.endOffset)] })
        if let query, QueryReading.isWholeText(query, text) {
            tokens.forEach(context.output.line)
            return
        }
        var lines = TextWrapper.wrap("as page text, \(SpaceRule.pageText):", width: width, breaks: .betweenWords) + tokens + [""]
        if let query {
            let reading = QueryReading(query)
            lines += TextWrapper.wrap("as a query, \(SpaceRule.query): \(reading.reading)", width: width, breaks: .betweenWords)
            lines += TableRenderer(headers: ["word", "tokens"], style: context.style)
                .render(reading.words.map { [$0.typed, $0.tokens.joined(separator: " ")] })
        } else if let queryError {
            lines += TextWrapper.wrap("as a query: not searchable: \(QueryErrorWording.message(for: queryError))", width: width, breaks: .betweenWords)
        }
        lines.forEach(context.output.line)
    }

    private static func name(of kind: TokenKind) -> String {
        switch kind {
        case .bigram: "bigram"
        case .character: "character"
        case .word: "word"
        }
    }
}
