import LLRBIndex

/// `llrb analyze TEXT`: the terms the index makes of a text, like Elasticsearch's `_analyze`,
/// to see why a query does or does not match.
enum AnalyzeCommand: Command {
    static let json = OptionSpec.flag("json", "print {tokens: [{token, kind, position, startOffset, endOffset}]}")

    static let spec = CommandSpec(
        name: "analyze",
        summary: "show the tokens the index makes of a text",
        usage: ["TEXT... [--json]"],
        discussion: """
        Prints each token with its kind (bigram: two CJK characters; character: a CJK \
        character standing alone; word: Latin letters and digits), its position (a phrase \
        matches tokens at consecutive positions) and its start and end offsets in UTF-8 bytes \
        of the text as given. The same analysis runs on ingest and on queries.
        """,
        positionals: [PositionalSpec(name: "TEXT", help: "the text to analyze; several arguments are joined by spaces", repeats: true)],
        options: [json],
        examples: [
            Example(command: "llrb analyze 复工复产", explanation: "three bigrams: 复工 工复 复产"),
            Example(command: "llrb analyze '复 工复产'", explanation: "the same three bigrams: a space between CJK characters is OCR noise"),
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

    static func run(_ context: CommandContext) throws -> ExitCode {
        let text = context.arguments.positionals.joined(separator: " ")
        let rows = Analyzer().tokens(in: text).map { token in
            Row(token: token.text, kind: name(of: token.kind), position: token.position,
                startOffset: token.startOffset, endOffset: token.endOffset)
        }
        if context.arguments.flag(json) {
            try context.printJSON(["tokens": rows])
        } else {
            let table = TableRenderer(headers: ["position", "kind", "token", "start", "end"], style: context.style)
            table.render(rows.map { [String($0.position), $0.kind, $0.token, String($0.startOffset), String($0.endOffset)] })
                .forEach(context.output.line)
        }
        return rows.isEmpty ? .nothingFound : .success
    }

    private static func name(of kind: TokenKind) -> String {
        switch kind {
        case .bigram: "bigram"
        case .character: "character"
        case .word: "word"
        }
    }
}
