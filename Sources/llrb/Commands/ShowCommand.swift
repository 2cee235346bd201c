import LLRBIndex
import LLRBParser

/// `llrb show ID`, `llrb show --issue N`, `llrb show --date D`: read an article, or browse an issue.
enum ShowCommand: Command {
    static let issue = OptionSpec.value("issue", "N", "show issue 第N期: masthead and table of contents")
    static let date = OptionSpec.value("date", "DATE", "show the issue(s) of DATE (YYYY-MM-DD)")
    static let full = OptionSpec.flag("full", "with --issue or --date: print every article in reading order")
    static let json = OptionSpec.flag("json", "print the article or issue as JSON, with every field 'parse --json' has")

    static let spec = CommandSpec(
        name: "show",
        summary: "read an article, or an issue's contents",
        usage: ["ID [--json]", "--issue N [--full] [--json]", "--date YYYY-MM-DD [--full] [--json]"],
        discussion: """
        With an article id (as 'llrb search' prints it): kicker, headline and subtitle, byline \
        and dateline, the body wrapped to the terminal width, section headers, captions with \
        credits, jump markers (下转4版 / 上接1版) with the id of the other part when it is in \
        the index, and the source file and lines (a file's path too long for the terminal on a \
        line of its own, whole, to be copied as it is).
        With --issue or --date: the masthead (date, weekday, lunar date, issue number, page \
        count, how the date was established) and a table of contents.
        """,
        positionals: [PositionalSpec(name: "ID", help: "an article id from 'llrb search'", optional: true)],
        options: [issue, date, full, json],
        examples: [
            Example(command: "llrb show --issue 10906", explanation: "contents of 第10906期 (2023-02-17)"),
            Example(command: "llrb show --date 2020-03-13 --full", explanation: "every article of the issue of 2020-03-13"),
            Example(command: "llrb show ID", explanation: "read the article with an id printed by 'llrb search 复工复产'"),
            Example(command: "llrb show ID --json | jq .headline", explanation: "the article as JSON, for scripts"),
        ],
        exitCodes: ["0  shown", "1  no such article or issue in the index", "2  error"])

    static func run(_ context: CommandContext) throws -> ExitCode {
        let arguments = context.arguments
        let chosen = [!arguments.positionals.isEmpty, arguments.value(issue) != nil, arguments.value(date) != nil]
        guard chosen.filter({ $0 }).count == 1 else {
            throw CLIError.usage("give exactly one of ID, --issue N or --date YYYY-MM-DD", command: spec.name)
        }
        let number = try arguments.integer(issue, in: 1...Int.max)
        let day = try arguments.value(date).map { text throws(CLIError) in
            guard let day = GregorianDate(iso8601: text) else {
                throw CLIError.usage("--date needs a day as YYYY-MM-DD (e.g. 2020-03-13), not '\(text)'", command: spec.name)
            }
            return day.description
        }
        let index = try IndexLocation.open(for: context)
        if let id = arguments.positionals.first {
            return try showArticle(id, index: index, context: context)
        }
        let pages = try index.pages()
        let issues = IssueCatalog.issues(from: pages).filter { entry in
            number.map { entry.issueNumber == $0 } ?? (entry.date == day)
        }
        guard !issues.isEmpty else {
            let what = number.map { "issue 第\($0)期" } ?? "issue dated \(day ?? "")"
            context.warn("no \(what) in the index; list the issues with 'llrb issues'")
            return .nothingFound
        }
        let records = try index.records(of: IssueCatalog.pages(sharingAnIssueWith: issues.flatMap(\.pages), among: pages))
        try showIssues(issues, records: records, context: context)
        return .success
    }

    private static func showArticle(_ id: String, index: ArchiveIndex, context: CommandContext) throws -> ExitCode {
        let journal = IndexLocation.corrections(for: context)
        let json = context.arguments.flag(json)
        // `--json` gives every note; the text lists the latest, found without the page's other lines.
        guard let found = try ArticleLookup.record(id, in: index, journal: journal, context: context),
              case (let record, var shown)? = try ArticleJSON.reading(found.id, in: index, corrections: json ? try? journal.read(page: index.journalPage(of: found.file)) : nil)
        else {
            return .nothingFound
        }
        if !json { shown.listCorrections(of: record, in: index, journal: journal) }
        if try index.indexedFile(at: record.file)?.edits ?? 0 != 0, let problem = try? index.standing(of: journal), let words = JournalStandingWording.problem(problem) {
            context.warn("the page of \(record.id) holds readers' corrections that no journal found lists: " + words
                + ". " + JournalStandingWording.remedy)
        }
        if json {
            try context.printJSON(shown)
        } else {
            ArticleRenderer(style: context.style, width: context.terminal.width)
                .render(record, continuedToId: shown.continuedToId, continuedFromId: shown.continuedFromId, corrections: shown.listedCorrections)
                .forEach(context.output.line)
        }
        return .success
    }

    /// `records`: every article the issues' stories may continue in, theirs included.
    private static func showIssues(_ issues: [IssueEntry], records: [ArticleRecord], context: CommandContext) throws {
        if context.arguments.flag(json) {
            let shown = issues.map { IssueJSON($0, articles: IssueCatalog.articles(of: $0, among: records), among: records) }
            if shown.count == 1 { try context.printJSON(shown[0]) } else { try context.printJSON(shown) }
            return
        }
        let width = context.terminal.width
        let articles = ArticleRenderer(style: context.style, width: width)
        for (position, issue) in issues.enumerated() {
            if position > 0 { context.output.line() }
            let issueArticles = IssueCatalog.articles(of: issue, among: records)
            IssueRenderer(style: context.style, width: width).render(issue, articles: issueArticles).forEach(context.output.line)
            guard context.arguments.flag(full) else { continue }
            for record in issueArticles {
                context.output.line()
                context.output.line(context.style.dim(String(repeating: "─", count: min(width, 60))))
                articles.render(
                    record,
                    continuedToId: ContinuationFinder.counterpart(of: record, .forward, among: records),
                    continuedFromId: ContinuationFinder.counterpart(of: record, .backward, among: records)
                ).forEach(context.output.line)
            }
        }
    }
}
