import LLRBIndex

/// `llrb timeline QUERY`: how many articles match, year by year, month by month or day by day.
enum TimelineCommand: Command {
    static let by = OptionSpec.value("by", "UNIT", "year, month (default) or day")
    static let json = OptionSpec.flag("json", "print {query, total, undated, periods: [{period, articles}]}")
    static let csv = OptionSpec.flag("csv", "print period,articles rows (and an undated row when there are such articles)")

    static let spec = CommandSpec(
        name: "timeline",
        summary: "count the articles matching a query per year, month or day",
        usage: ["QUERY... [--by year|month|day] [--from DATE] [--to DATE] [--issue N] [--json | --csv]"],
        discussion: """
        Counts the articles that 'llrb search' would find for the query, by page date, as a \
        bar chart: when a subject came up, peaked and faded. Years and months without a match \
        between the first and the last are listed with 0; days only where there is a match. \
        Articles on pages without a date are counted apart.
        """,
        positionals: [PositionalSpec(name: "QUERY", help: "what to look for, as for 'llrb search'", repeats: true, isQuery: true)],
        options: [by] + QueryFilterOptions.all + [json, csv],
        examples: [
            Example(command: "llrb timeline 复工复产", explanation: "month by month, articles with the phrase"),
            Example(command: "llrb timeline 疫情 --by year", explanation: "year by year"),
            Example(command: "llrb timeline 乡村振兴 --from 2023 --to 2024 --by day --json", explanation: "day by day in 2023 and 2024, as JSON"),
        ],
        exitCodes: ["0  at least one article matches", "1  nothing matches", "2  error (bad query or option, no index, damaged index)"])

    /// `timeline --json`; the keys are part of llrb's script interface.
    struct Output: Encodable {
        /// The query counted: as given, or its Simplified rewrite when that was counted instead.
        var query: String
        var total: Int
        var undated: Int
        var periods: [Timeline.Period]
    }

    static func run(_ context: CommandContext) throws -> ExitCode {
        try OutputFormat.requireOne(of: [json, csv], in: context.arguments)
        let unit: TimelineUnit = try context.arguments.choice(by, describing: "timeline unit") ?? .month
        var request = try QueryFilterOptions.request(from: context.arguments)
        let index = try IndexLocation.open(for: context)
        try FuzzyHint.noteIfExact(request, in: index, context: context)
        let timeline = try SimplifiedFallback.search(&request, in: index, context: context, found: { $0.total > 0 }) { request in
            try index.timeline(request, by: unit)
        }
        if context.arguments.flag(json) {
            try context.printJSON(Output(query: request.query, total: timeline.total, undated: timeline.undated, periods: timeline.periods))
        } else if context.arguments.flag(csv) {
            let undated = timeline.undated > 0 ? [["undated", String(timeline.undated)]] : []
            CSVTable.lines(header: ["period", "articles"], rows: timeline.periods.map { [$0.period, String($0.articles)] } + undated)
                .forEach(context.output.line)
        } else {
            TimelineRenderer(style: context.style, barWidth: max(10, min(50, context.terminal.width - 24)))
                .render(timeline, query: request.query)
                .forEach(context.output.line)
        }
        return timeline.total > 0 ? .success : .nothingFound
    }
}
