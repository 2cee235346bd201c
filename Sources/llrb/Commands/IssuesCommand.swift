import LLRBIndex
import LLRBParser

/// `llrb issues`: the run of the paper in the index, issue by issue.
enum IssuesCommand: Command {
    static let year = OptionSpec.value("year", "YYYY", "only issues of this year")
    static let json = OptionSpec.flag("json", "print {issues: [{date, weekday, dateSource, issueNumber, pageCount, pagesInIndex, articles}]}")

    static let spec = CommandSpec(
        name: "issues",
        summary: "list the issues in the index by date",
        usage: ["[--year YYYY] [--from DATE] [--to DATE] [--json]"],
        discussion: """
        One line per issue: date and weekday, issue number (第N期), pages in the index against \
        the pages printed on the masthead (今日N版), and the number of articles. Pages whose \
        date could not be established are listed last.
        """,
        positionals: [],
        options: [year, DateRangeOptions.from, DateRangeOptions.to, json],
        examples: [
            Example(command: "llrb issues", explanation: "every issue in the index"),
            Example(command: "llrb issues --year 2020", explanation: "the issues of 2020"),
            Example(command: "llrb issues --from 2023-02 --to 2023-03 --json", explanation: "February and March 2023, as JSON"),
        ],
        exitCodes: ["0  at least one issue listed", "1  no issue matches", "2  error"])


    static func run(_ context: CommandContext) throws -> ExitCode {
        var range = try DateRangeOptions.range(in: context.arguments)
        if let text = context.arguments.value(year) {
            guard text.count == 4, Int(text) != nil else {
                throw CLIError.usage("--year needs a year such as 2020, not '\(text)'", command: spec.name)
            }
            let first = try DateArgument.parse(text, bound: .first, option: year.name, command: spec.name)
            let last = try DateArgument.parse(text, bound: .last, option: year.name, command: spec.name)
            range = (max(range.from ?? first, first), min(range.to ?? last, last))
        }
        let index = try IndexLocation.open(for: context)
        let rows = IssueCatalog.issues(from: try index.pages())
            .filter { DateRangeOptions.contains($0.date, from: range.from, to: range.to) }
            .map(IssueRow.init)
        if context.arguments.flag(json) {
            try context.printJSON(["issues": rows])
        } else if rows.isEmpty {
            let filtered = range.from != nil || range.to != nil
            context.warn(filtered ? "no issue in the index falls in these dates; see them all with 'llrb issues'"
                                  : "the index holds no article yet; add pages with 'llrb ingest FOLDER'")
        } else {
            var table = TableRenderer(headers: ["date", "", "issue", "pages", "articles", "date from"], style: context.style)
            table.narrow = (context.terminal.width, [1])
            table.render(rows.map { row in
                [row.date ?? "undated", row.weekday.map(Weekday.name) ?? "",
                 row.issueNumber.map { "第\($0)期" } ?? "?",
                 "\(row.pagesInIndex)" + (row.pageCount.map { "/\($0)" } ?? ""),
                 String(row.articles), row.dateSource?.rawValue ?? ""]
            }).forEach(context.output.line)
            let dated = rows.filter { $0.date != nil || $0.issueNumber != nil }
            let undatedPages = rows.filter { $0.date == nil && $0.issueNumber == nil }.map(\.pagesInIndex).reduce(0, +)
            context.output.line("\(dated.count) issue" + (dated.count == 1 ? "" : "s")
                + (undatedPages > 0 ? ", \(undatedPages) undated page" + (undatedPages == 1 ? "" : "s") : ""))
        }
        return rows.isEmpty ? .nothingFound : .success
    }
}
