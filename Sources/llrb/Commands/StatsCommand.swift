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

    /// The figures; the JSON keys are part of llrb's script interface.
    struct Figures: Encodable {
        var files: Int
        var pages: Int
        var issues: Int
        /// Pages whose issue and date could not be established (not counted in `issues`).
        var undatedPages: Int
        var articles: Int
        var firstDate: String?
        var lastDate: String?
        var distinctTerms: Int
        var segments: Int
        var indexBytes: Int
        /// Files in the index folder that the index does not name (an ingest's work in progress,
        /// or left by one that was killed).
        var bytesNotIndexed: Int
        var sourceBytes: Int
        var indexToSourceRatio: Double?
    }

    /// The figures of an index, as `stats --json` prints them.
    static func figures(of index: ArchiveIndex) throws -> Figures {
        let statistics = try index.statistics()
        let pages = try index.pages()
        let dates = pages.compactMap(\.info.date).sorted()
        let issues = IssueCatalog.issues(from: pages)
        return Figures(
            files: statistics.files, pages: pages.count,
            issues: issues.filter { !$0.isUndated }.count,
            undatedPages: issues.filter(\.isUndated).map(\.pages.count).reduce(0, +),
            articles: statistics.documents,
            firstDate: dates.first, lastDate: dates.last,
            distinctTerms: statistics.distinctTerms, segments: statistics.segments,
            indexBytes: statistics.bytesOnDisk, bytesNotIndexed: statistics.bytesNotIndexed, sourceBytes: statistics.sourceBytes,
            indexToSourceRatio: statistics.sourceBytes > 0 ? Double(statistics.bytesOnDisk) / Double(statistics.sourceBytes) : nil)
    }

    static func run(_ context: CommandContext) throws -> ExitCode {
        let figures = try figures(of: IndexLocation.open(for: context))
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
            ("index size", ByteCount.describe(figures.indexBytes) + (figures.indexToSourceRatio.map { String(format: " (%.2f× the source text)", $0) } ?? "")),
            ("source text", ByteCount.describe(figures.sourceBytes)),
        ] + (figures.bytesNotIndexed > 0 ? [
            ("not in the index", ByteCount.describe(figures.bytesNotIndexed)
                + " (files of an ingest that is running or was stopped; the next ingest removes them)"),
        ] : [])
        TableRenderer(headers: ["", ""], style: context.style).render(rows.map { [$0.0, $0.1] }).dropFirst().forEach(context.output.line)
        return .success
    }
}
