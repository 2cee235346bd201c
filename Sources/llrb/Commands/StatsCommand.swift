import LLRBIndex

/// `llrb stats`: how much is in the index and what it costs on disk.
enum StatsCommand: Command {
    static let json = OptionSpec.flag("json", "print the figures as one JSON object")

    static let spec = CommandSpec(
        name: "stats",
        summary: "count files, pages, issues and articles; index size",
        usage: ["[--json]"],
        discussion: "Counts what the index holds and its size on disk against the source text it was built from.",
        positionals: [],
        options: [json],
        examples: [
            Example(command: "llrb stats", explanation: "e.g. for the seeds: 5 files, 5 issues, dates 2020-03-13 to 2024-03-07"),
            Example(command: "llrb --index DIR stats --json", explanation: "figures of the index in folder DIR, for scripts"),
        ],
        exitCodes: ["0  done", "2  error (no index, damaged index)"])

    static func run(_ context: CommandContext) throws -> ExitCode {
        let figures = try IndexFigures(of: IndexLocation.open(for: context))
        if context.arguments.flag(json) {
            try context.printJSON(figures)
            return .success
        }
        let rows: [(String, String)] = [
            ("files", String(figures.files)),
            ("pages", String(figures.pages)),
            ("issues", String(figures.issues) + (figures.undatedPages > 0 ? " (and \(figures.undatedPages) undated pages)" : "")),
            ("articles", String(figures.articles)),
            ("dates", figures.firstDate.map { "\($0) to \(figures.lastDate ?? $0)" } ?? "none"),
            ("distinct terms", String(figures.distinctTerms)),
            ("segments", String(figures.segments)),
            ("index size", ByteCount.describe(figures.indexBytes) + (figures.indexToSourceRatioText.map { " (\($0)× the source text)" } ?? "")),
            ("source text", ByteCount.describe(figures.sourceBytes)),
        ] + (figures.bytesNotIndexed > 0 ? [
            ("not in the index", ByteCount.describe(figures.bytesNotIndexed)
                + " (files of an ingest that is running or was stopped; the next ingest removes them)"),
        ] : [])
        // A label and its figure, the figure wrapped under itself on a narrow terminal.
        let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        for (label, figure) in rows {
            TextWrapper.labeled(DisplayWidth.pad(label, to: labelWidth) + TableRenderer.separator, figure,
                                width: context.terminal.width, breaks: .betweenWords).forEach(context.output.line)
        }
        return .success
    }
}
