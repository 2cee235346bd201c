import LLRBIndex
import LLRBViews

/// `llrb kwic QUERY`: every occurrence of a query with its context, one line each, the match
/// in one column: a concordance, as corpus linguists read a word's uses.
enum KwicCommand: Command {
    static let width = OptionSpec.value("width", "N", "characters of context each side (default 10, 1 to 200)")
    static let sort = OptionSpec.value("sort", "ORDER", "date (default), left (by the text before the match, nearest first) or right (by the text after it)")
    static let limit = OptionSpec.value("limit", "N", "show at most N occurrences (default 100)")
    static let all = OptionSpec.flag("all", "every occurrence instead of --limit")
    static let json = OptionSpec.flag("json", "print {query, occurrences, articles, lines: [{id, date, issueNumber, headline, field, left, match, right, offset}]}")
    static let csv = OptionSpec.flag("csv", "print CSV rows: date, id, field, left, match, right, headline")

    static let spec = CommandSpec(
        name: "kwic",
        summary: "list every occurrence of a query in its context, the matches aligned (keyword in context)",
        usage: ["QUERY... [--width N] [--sort date|left|right] [--limit N | --all] [--from DATE] [--to DATE] [--issue N] [--json | --csv | --excel]"],
        discussion: """
        One line per occurrence in the articles 'llrb search' finds: the page date, N \
        characters before the match, the match in a column of its own, N characters after it, \
        and the article id for 'llrb show ID'. Context runs on across line breaks, with the \
        spaces OCR put inside Chinese text removed (复 工复产 reads 复工复产), as in search \
        snippets. --sort left groups the uses by the word in front of the match (as AntConc's \
        1L sort), --sort right by the word after it. Headlines, body text and captions are \
        read, and what OCR printed where a reader corrected it (marked so); an -excluded word \
        is never listed.
        """,
        positionals: [PositionalSpec(name: "QUERY", help: "what to look for, as for 'llrb search'", repeats: true, isQuery: true)],
        options: [width, sort, limit, all] + QueryFilterOptions.all + [json, csv, OutputFormat.excel],
        examples: [
            Example(command: "llrb kwic 复工复产", explanation: "every use of 复工复产, by date"),
            Example(command: "llrb kwic 发展 --sort right --width 8", explanation: "what follows 发展, grouped"),
            Example(command: "llrb kwic 乡村振兴 --sort left --excel > 乡村振兴.csv", explanation: "the uses by the word before them, for Excel"),
            Example(command: "llrb kwic 疫情 --from 2020 --to 2020 --json", explanation: "the uses of 2020, as JSON"),
        ],
        exitCodes: ["0  at least one occurrence", "1  nothing matches", "2  error (bad query or option, no index, damaged index)"])

    /// `kwic --json`; the keys are part of llrb's script interface.
    struct Output: Encodable {
        var query: String
        var occurrences: Int
        var articles: Int
        var lines: [KeywordInContext]
    }

    static func run(_ context: CommandContext) throws -> ExitCode {
        let arguments = context.arguments
        try OutputFormat.requireOne(of: [json, csv, OutputFormat.excel], in: arguments)
        var request = try QueryFilterOptions.request(from: arguments)
        let order: ConcordanceOrder = try arguments.choice(sort, describing: "kwic order") ?? .date
        let characters = try arguments.integer(width, in: 1...200) ?? 10
        var most = try arguments.integer(limit, in: 0...Int.max) ?? 100
        if arguments.flag(all) {
            guard arguments.value(limit) == nil else { throw CLIError.usage("give --limit N or --all, not both", command: spec.name) }
            most = Int.max
        }
        let index = try IndexLocation.open(for: context)
        try FuzzyHint.noteIfExact(request, in: index, context: context)
        let concordance = try SimplifiedFallback.search(&request, in: index, context: context, found: { $0.occurrences > 0 }) { request in
            try index.concordance(request, width: characters, order: order, limit: most)
        }
        if arguments.flag(json) {
            try context.printJSON(Output(query: request.query, occurrences: concordance.occurrences, articles: concordance.articles,
                                         lines: concordance.lines))
        } else if OutputFormat.wantsCSV(csv, in: arguments) {
            let lines = CSVTable.lines(header: [ArticleField.date.column, ArticleField.id.column, "field", "left", "match", "right", ArticleField.headline.column], rows: concordance.lines.map {
                [$0.date ?? "", $0.id, $0.field.name, $0.left, $0.match, $0.right, $0.headline]
            })
            OutputFormat.csvLines(lines, in: arguments).forEach(context.output.line)
        } else {
            KwicRenderer(style: context.style, width: context.terminal.width).render(concordance, query: request.query)
                .forEach(context.output.line)
        }
        if concordance.lines.count < concordance.occurrences, arguments.flag(json) || OutputFormat.wantsCSV(csv, in: arguments) {
            context.warn("\(concordance.lines.count) of \(concordance.occurrences) occurrences written; give --all (or --limit N) for the rest")
        }
        return concordance.occurrences > 0 ? .success : .nothingFound
    }
}
