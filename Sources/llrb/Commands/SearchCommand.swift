import LLRBIndex
import LLRBViews

/// `llrb search QUERY`: ranked articles for a query, or their count.
enum SearchCommand: Command {
    static let limit = OptionSpec.value("limit", "N", "show at most N hits (default 10)")
    static let offset = OptionSpec.value("offset", "N", "skip the first N hits, for paging (default 0)")
    static let sort = OptionSpec.value("sort", "ORDER", "relevance (default), oldest or newest: by page date, undated pages last")
    static let all = OptionSpec.flag("all", "every hit (from --offset on) instead of --limit: for --json and --csv exports")
    static let count = OptionSpec.flag("count", "print only the number of matching articles")
    static let json = OptionSpec.flag("json", "print {query, total, hits: [{id, file, lines, date, issueNumber, pageNumber, headline, bylines, score, snippet, field, rank, match, otherWords}]}")
    static let csv = OptionSpec.flag("csv", "print the hits as CSV: rank, id, date, issue, page, headline, bylines, file, first and last line, score, snippet")

    static let spec = CommandSpec(
        name: "search",
        summary: "find articles by words and phrases",
        usage: ["QUERY... [--from DATE] [--to DATE] [--issue N] [--place PLACE] [--sort ORDER] [--limit N | --all] [--offset N] [--count] [--json | --csv | --excel]"],
        discussion: """
        \(SpaceRule.help)
        "Quoted words" form one phrase; OR between words accepts either; -word excludes \
        articles containing it; headline:, byline:, caption: and body: restrict a word to one \
        field. A query in Traditional characters (發展) that finds nothing is searched again \
        in Simplified ones, with a note on stderr. 'llrb analyze QUERY' shows how a query is \
        read.
        --fuzzy also finds a Chinese phrase of 3 or more characters where OCR misread, added or \
        dropped a character (复工复严 for 复工复产); words, numbers and -exclusions stay exact. \
        Exact hits rank first, then look-alike misreadings (己/已, 未/末). A fuzzy hit shows \
        the text as printed with the query's form beside it (【复工复严】≈复工复产); one that \
        holds another word the archive prints often (复工复学) ranks last and says so: \
        drop such articles with -复工复学.
        Each hit shows rank, date, issue, headline, byline, a snippet with the match marked \
        and the article id for 'llrb show ID'. On a terminal the match is coloured (unless \
        NO_COLOR is set); elsewhere it is marked 【like this】.
        """,
        positionals: [PositionalSpec(name: "QUERY", help: "what to look for; several arguments are joined by spaces", repeats: true, isQuery: true)],
        options: QueryFilterOptions.all + [PlaceOption.place, sort, limit, all, offset, count, json, csv, OutputFormat.excel],
        examples: [
            Example(command: "llrb search 复工复产", explanation: "articles containing the phrase 复工复产"),
            Example(command: "llrb search 复工复产 --from 2020-03 --to 2020-06", explanation: "the same, only from March to June 2020"),
            Example(command: "llrb search '\"脱贫攻坚\" OR 乡村振兴 -疫情'", explanation: "either phrase, without articles that mention 疫情"),
            Example(command: "llrb search 复工复产 --sort oldest --limit 1", explanation: "the earliest article with the phrase"),
            Example(command: "llrb search --fuzzy 复工复产", explanation: "also where OCR misprinted one character of it"),
            Example(command: "llrb search caption:植树 --issue 9895", explanation: "植树 in a photo caption of 第9895期"),
            Example(command: "llrb search byline:李雅萍 --count", explanation: "how many articles 李雅萍 wrote"),
            Example(command: "llrb search 复工复产 --place 孝义市", explanation: "only articles that name 孝义市 (or 孝义)"),
            Example(command: "llrb search 项目建设 --json | jq -r '.hits[].id'", explanation: "ids of the top hits, for scripts"),
            Example(command: "llrb search 植树 --sort oldest --all --excel > 植树.csv", explanation: "every hit, by date, for Excel (--csv for scripts)"),
        ],
        exitCodes: ["0  at least one article matches", "1  nothing matches, or --offset is past the last hit", "2  error (bad query or option, no index, damaged index)"])

    static func run(_ context: CommandContext) throws -> ExitCode {
        let arguments = context.arguments
        try OutputFormat.requireOne(of: [json, csv, OutputFormat.excel], in: arguments)
        var request = try QueryFilterOptions.request(from: arguments)
        request.order = try arguments.choice(sort, describing: "sort order") ?? .relevance
        request.narrowing = try PlaceOption.place(in: arguments)?.filter
        request.limit = try arguments.integer(limit, in: 0...Int.max) ?? 10
        if arguments.flag(all) {
            guard arguments.value(limit) == nil else {
                throw CLIError.usage("give --limit N or --all, not both", command: spec.name)
            }
            request.limit = Int.max
        }
        request.offset = try arguments.integer(offset, in: 0...Int.max) ?? 0
        request.countOnly = arguments.flag(count)
        request.snippetWidth = SearchOutput.snippetWidth(forColumns: context.terminal.width)
        let index = try IndexLocation.open(for: context)
        try FuzzyHint.noteIfExact(request, in: index, context: context)
        func searched<Found>(_ found: (Found) -> Bool, _ search: (SearchRequest) throws -> Found) throws -> Found {
            try SimplifiedFallback.search(&request, in: index, context: context, found: found, search)
        }
        let total: Int
        if request.countOnly {
            total = try searched({ $0 > 0 }) { request in
                guard !arguments.flag(json) else { return try index.search(request).total }
                return try FuzzyHint.search(request, in: index, context: context, total: { $0 }) { try index.search($0).total }
            }
            if arguments.flag(json) {
                try context.printJSON(SearchOutput(query: request.query, total: total, hits: []))
            } else {
                context.output.line(String(total))
            }
        } else if arguments.flag(json) {
            // Hits are written as they are built: an export of every hit holds one at a time.
            var stream = SearchJSONStream(output: context.output)
            total = try searched({ $0 > 0 }) { request in try index.search(request) { stream.write($0) } }
            try stream.finish(query: request.query, total: total)
        } else if OutputFormat.wantsCSV(csv, in: arguments) {
            // The header goes out with the first row (or alone after a search that found
            // nothing), so that a query the index rejects leaves stdout empty.
            var header: String? = OutputFormat.csvHeader(CSVTable.row([
                "rank", ArticleField.id.column, ArticleField.date.column, ArticleField.issueNumber.column, ArticleField.pageNumber.column,
                ArticleField.headline.column, ArticleField.bylines.column, ArticleField.file.column, "first_line", "last_line", "score", "snippet",
            ]), in: arguments)
            total = try searched({ $0 > 0 }) { request in
                try index.search(request) { hit in
                    if let line = header.take() { context.output.line(line) }
                    context.output.line(CSVTable.row([
                        String(hit.rank), hit.id, hit.date ?? "", hit.issueNumber.map(String.init) ?? "",
                        hit.pageNumber.map(String.init) ?? "", hit.headline,
                        BylineFormatter.format(hit.bylines), hit.file, String(hit.lines.first), String(hit.lines.last),
                        String(hit.score), hit.snippet.text.replacingNewlines(),
                    ]))
                }
            }
            if let line = header { context.output.line(line) }
        } else {
            let results = try searched({ $0.total > 0 }) { request in
                try FuzzyHint.search(request, in: index, context: context, total: \.total) { try index.search($0) }
            }
            SearchResultsRenderer(style: context.style, width: context.terminal.width)
                .render(results, query: request.query, offset: request.offset)
                .forEach(context.output.line)
            total = results.total
        }
        guard total > 0 else {
            UnknownFieldNote.warn(about: request.query, in: context)
            return .nothingFound
        }
        if !request.countOnly, request.offset >= total {
            // Paged past the end: nothing shown, as when nothing matches, and where the end is.
            let lastPage = request.limit == Int.max || request.limit == 0 ? 0 : (total - 1) / request.limit * request.limit
            context.warn("--offset \(request.offset) is past the last of \(total) \(total == 1 ? "hit" : "hits"); "
                + "the last page starts at --offset \(lastPage)")
            return .nothingFound
        }
        if !request.countOnly && (arguments.flag(json) || OutputFormat.wantsCSV(csv, in: arguments)) {
            warnIfCut(total: total, request: request, context: context)
        }
        return .success
    }

    /// An export that holds fewer hits than the query found says so on stderr, since a file
    /// shows no "more" line: `10 of 22 hits written; give --all (or --limit N) for the rest`.
    private static func warnIfCut(total: Int, request: SearchRequest, context: CommandContext) {
        let written = max(0, min(request.limit, total - request.offset))
        guard request.offset + written < total else { return }
        let which = request.offset == 0 ? "\(written) of \(total) hits"
            : "hits \(request.offset + 1)–\(request.offset + written) of \(total)"
        context.warn("\(which) written; give --all (or --limit N) for the rest")
    }
}
