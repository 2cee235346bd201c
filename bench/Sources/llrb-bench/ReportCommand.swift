import BenchKit
import Foundation

/// Turns bench/run's work folder into the Markdown results: ingest, query timings whole-process
/// and in-process, hits and recall, and the targets of issue 5 with whether each holds.
enum ReportCommand {
    static func run(_ options: Options) throws(BenchError) {
        let results = try BenchResults(work: URL(fileURLWithPath: options.string("work")))
        let archiveBytes = Double(try options.int("archive-bytes", default: 1))
        let runs = try options.int("runs", default: 20)
        var sections = ["# llrb benchmark", "", try options.string("title"), "",
                        "Reproduce: `\(try options.string("command"))`", ""]
        sections += ingestSection(results, archiveBytes: archiveBytes, runs: try options.int("ingest-runs", default: 1))
        sections += processSection(results, runs: runs)
        sections += inProcessSection(results)
        sections += recallSection(results)
        if let segmentation = results.segmentation {
            sections += ["Article boundaries: LLRBParser against the generator, by line range: " + segmentation, ""]
        }
        sections += TargetCheck(results: results, archiveBytes: archiveBytes).section()
        print(sections.joined(separator: "\n"))
    }

    private static func ingestSection(_ results: BenchResults, archiveBytes: Double, runs: Int) -> [String] {
        let llrb = results.llrb
        let sqlite = results.sqlite
        let megabytes = archiveBytes / 1e6
        var table = MarkdownTable(["ingest", "llrb", "SQLite FTS5 trigram", "llrb / SQLite"])
        func add(_ name: String, _ mine: Double?, _ theirs: Double?, _ decimals: Int = 2) {
            table.row([name, Figure.value(mine, decimals), Figure.value(theirs, decimals), Figure.ratio(mine, theirs)])
        }
        add("wall seconds", llrb?.wall, sqlite?.wall)
        add("CPU seconds", llrb?.cpu, sqlite?.cpu)
        add("MB/s (archive MB / wall)", llrb.map { megabytes / $0.wall }, sqlite.map { megabytes / $0.wall }, 1)
        add("peak RSS MB", llrb.map { $0.peakRSSKilobytes / 1024 }, sqlite.map { $0.peakRSSKilobytes / 1024 }, 1)
        add("index MB", llrb.map { $0.indexBytes / 1e6 }, sqlite.map { $0.indexBytes / 1e6 }, 1)
        add("index / archive bytes", llrb.map { $0.indexBytes / archiveBytes }, sqlite.map { $0.indexBytes / archiveBytes })
        add("index without stored text / archive",
            llrb.flatMap { ingest in ingest.storedBytes.map { (ingest.indexBytes - $0) / archiveBytes } }, nil)
        var lines = ["## Ingest", "",
                     "Archive: \(Figure.value(megabytes, 1)) MB of pages. llrb ingests the page files (parsing included); "
                     + "the sqlite3 shell loads the same articles' text, as printed, from CSV."
                     + (runs > 1 ? " Each ran \(runs) times from nothing: wall and CPU seconds are those of the run with "
                        + "the median wall time, peak RSS the highest of the \(runs)." : ""), "", table.text, ""]
        if let llrb, llrb.exitStatus != 0 { lines.append("llrb ingest exited with status \(llrb.exitStatus).\n") }
        return lines
    }

    private static func processSection(_ results: BenchResults, runs: Int) -> [String] {
        var table = MarkdownTable(["query", "kind", "llrb search --count", "sqlite3 shell", "rg -F -c",
                                   "llrb / SQLite", "llrb / rg"])
        for query in results.queries {
            let llrb = query.llrbProcessStatus < 2 ? Figure.timing(query.llrbProcess) : "error"
            table.row(["`\(query.text)`", query.kind, llrb,
                       "\(Figure.timing(query.sqliteProcess)) (\(query.sqliteMethod))", Figure.timing(query.ripgrepProcess),
                       query.llrbProcessStatus < 2 ? Figure.ratio(query.llrbProcess.median, query.sqliteProcess.median) : "–",
                       query.llrbProcessStatus < 2 ? Figure.ratio(query.llrbProcess.median, query.ripgrepProcess.median) : "–"])
        }
        return ["## Queries, whole process", "",
                "Wall-clock median / p95 milliseconds over \(runs) runs of each command, started without a shell, "
                + "and in brackets the median CPU milliseconds (user + system), which a busy machine disturbs less.", "",
                table.text, ""]
    }

    private static func inProcessSection(_ results: BenchResults) -> [String] {
        var table = MarkdownTable(["query", "llrb count", "llrb top 10 (ranked, snippets)", "sqlite3 `.timer`",
                                   "llrb count / SQLite"])
        for query in results.queries {
            table.row(["`\(query.text)`", Figure.timing(query.llrbCountInProcess, 3), Figure.timing(query.llrbTopInProcess, 3),
                       Figure.timing(query.sqliteInProcess, 3),
                       Figure.ratio(query.llrbCountInProcess?.median, query.sqliteInProcess.median)])
        }
        let open = results.openMilliseconds.map { "Opening the index took \(Figure.value($0, 1)) ms. " } ?? ""
        return ["## Queries, in process", "",
                open + "Median / p95 milliseconds: llrb-bench calls `ArchiveIndex.search` in a loop; "
                + "SQLite's are the shell's own `.timer on` figures for the same statement repeated.", "",
                table.text, ""]
    }

    private static func recallSection(_ results: BenchResults) -> [String] {
        var table = MarkdownTable(["query", "truth", "llrb count", "llrb hits", "llrb recall", "llrb precision",
                                   "SQLite hits", "SQLite recall", "rg articles (+ stray lines)", "rg recall"])
        for query in results.queries {
            table.row(["`\(query.text)`", String(query.truth), query.llrbCount.map(String.init) ?? "–",
                       query.llrbScore.map { String($0.hits) } ?? "–", Figure.value(query.llrbScore?.recall, 4),
                       Figure.value(query.llrbScore?.precision, 4),
                       query.sqliteScore.map { String($0.hits) } ?? "–", Figure.value(query.sqliteScore?.recall, 4),
                       query.ripgrepScore.map { String($0.hits) } ?? "–", Figure.value(query.ripgrepScore?.recall, 4)])
        }
        return ["## Hits and recall", "",
                "Truth: the articles whose clean text (before OCR breaks) contains the query, as the generator "
                + "wrote them. A hit counts for the article it shares the most lines with. SQLite cannot find a "
                + "phrase OCR broke with a space or line; ripgrep cannot either, and also matches mastheads and footers.",
                "", table.text, ""]
    }
}
