import Foundation
import LLRBIndex
import LLRBViews

/// `llrb timeline QUERY...`: how many articles match each query, year by year, month by month
/// or day by day, side by side, as counts or as shares of the archive, in the terminal, as
/// data or as an SVG chart.
enum TimelineCommand: Command {
    static let by = OptionSpec.value("by", "UNIT", "year, month (default) or day")
    static let share = OptionSpec.flag("share", "articles per 10,000 of the period's articles instead of counts")
    static let svg = OptionSpec.value("svg", "FILE", "also write the timeline as an SVG line chart to FILE (said on stderr)")
    static let json = OptionSpec.flag("json", "print {by, series: [{query, total, undated}], periods: [{period, archived, articles, share}]}")
    static let csv = OptionSpec.flag("csv", "print period,archived,QUERY... rows (and an undated row when there are such articles)")

    static let spec = CommandSpec(
        name: "timeline",
        summary: "count the articles matching queries per year, month or day, side by side or as a chart",
        usage: ["QUERY... [--by year|month|day] [--share] [--svg FILE] [--from DATE] [--to DATE] [--issue N] [--json | --csv | --excel]"],
        discussion: """
        Counts the articles that 'llrb search' would find for each query, by page date: when a \
        subject came up, peaked and faded, against another. Each argument is a query of its \
        own (quote one of several words: '复工 复产'); an -exclusion, an OR and the word after \
        it belong to the query before them. Years and months between the first match and the \
        last are listed; one the archive holds no pages for is a gap, shown as — (null in \
        JSON), never as 0; days are listed only where there is a match. --share divides by \
        the period's articles (per 10,000, as the Google Books Ngram Viewer does), so that a \
        thicker year of the paper does not pass for a busier subject. Articles on pages \
        without a date are counted apart.
        """,
        positionals: [PositionalSpec(name: "QUERY", help: "what to look for, as for 'llrb search'; several are compared", repeats: true, isQuery: true)],
        options: [by, share, svg] + QueryFilterOptions.all + [json, csv, OutputFormat.excel],
        examples: [
            Example(command: "llrb timeline 复工复产", explanation: "month by month, articles with the phrase"),
            Example(command: "llrb timeline 疫情 --by year", explanation: "year by year"),
            Example(command: "llrb timeline 复工复产 脱贫攻坚 乡村振兴 --by year --share", explanation: "three subjects side by side, per 10,000 articles"),
            Example(command: "llrb timeline 吕梁 发展 --by year --svg 吕梁.svg", explanation: "also a line chart to put in a paper"),
            Example(command: "llrb timeline 乡村振兴 --from 2023 --to 2024 --by day --json", explanation: "day by day in 2023 and 2024, as JSON"),
        ],
        exitCodes: ["0  at least one article matches a query", "1  nothing matches", "2  error (bad query or option, no index, damaged index, unwritable FILE)"])

    static func run(_ context: CommandContext) throws -> ExitCode {
        let arguments = context.arguments
        try OutputFormat.requireOne(of: [json, csv, OutputFormat.excel], in: arguments)
        let unit: TimelineUnit = try arguments.choice(by, describing: "timeline unit") ?? .month
        var requests = try QueryFilterOptions.requests(eachQueryIn: arguments)
        let index = try IndexLocation.open(for: context)
        for request in requests { try FuzzyHint.noteIfExact(request, in: index, context: context) }
        var timeline = try index.timeline(requests, by: unit)
        if try simplify(&requests, timeline, in: index, context: context) { timeline = try index.timeline(requests, by: unit) }
        let table = TimelineTable(timeline, unit: unit, shares: arguments.flag(share))
        if let file = arguments.value(svg) {
            try write(TimelineChart(table).svg, to: file)
            context.warn("wrote the chart of \(table.queries.count) \(table.queries.count == 1 ? "query" : "queries") over "
                + "\(table.rows.count) \(table.unit.rawValue)\(table.rows.count == 1 ? "" : "s") to \(ShellWord.quoted(file))")
        }
        if arguments.flag(json) {
            try context.printJSON(table.output)
        } else if OutputFormat.wantsCSV(csv, in: arguments) {
            OutputFormat.csvLines(table.csv, in: arguments).forEach(context.output.line)
        } else {
            TimelineRenderer(style: context.style, width: context.terminal.width).render(table).forEach(context.output.line)
        }
        return timeline.series.contains { $0.total > 0 } ? .success : .nothingFound
    }

    /// Rewrites in Simplified characters each query that found nothing and holds Traditional
    /// ones the archive never prints (saying so on stderr); whether any was rewritten.
    private static func simplify(_ requests: inout [SearchRequest], _ timeline: Timeline, in index: ArchiveIndex,
                                 context: CommandContext) throws -> Bool {
        var rewritten = false
        for (number, series) in timeline.series.enumerated() where series.total == 0 {
            guard let rewrite = try index.simplifiedRewrite(of: series.query) else { continue }
            context.warn("no article holds \(rewrite.replaced.joined(separator: " ")); counted the Simplified form instead: \(rewrite.query)")
            requests[number].query = rewrite.query
            rewritten = true
        }
        return rewritten
    }

    private static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CLIError(message: "cannot write the chart to '\(path)' (\(error.localizedDescription)); give --svg a file in a folder you can write to")
        }
    }
}
