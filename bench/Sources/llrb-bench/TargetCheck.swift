import BenchKit

/// The targets of issue 5, checked against one run's figures.
struct TargetCheck {
    let results: BenchResults
    let archiveBytes: Double

    func section() -> [String] {
        var table = MarkdownTable(["target", "measured", "verdict"])
        let megabytes = archiveBytes / 1e6
        let llrb = results.llrb.flatMap { $0.exitStatus == 0 ? $0 : nil }
        let llrbRate = llrb.map { megabytes / $0.wall }
        let sqliteRate = results.sqlite.map { megabytes / $0.wall }
        table.row(["ingest ≥ 25 MB/s", "\(Figure.value(llrbRate, 1)) MB/s", Figure.verdict(llrbRate.map { $0 >= 25 })])
        let speedup = llrbRate.flatMap { mine in sqliteRate.map { mine / $0 } }
        table.row(["ingest ≥ 8 × SQLite's rate", "\(Figure.value(speedup, 1)) ×", Figure.verdict(speedup.map { $0 >= 8 })])
        let withText = llrb.map { $0.indexBytes / archiveBytes }
        table.row(["index ≤ 1.5 × archive (with stored text)", "\(Figure.value(withText)) ×",
                   Figure.verdict(withText.map { $0 <= 1.5 })])
        let withoutText = llrb.flatMap { ingest in ingest.storedBytes.map { (ingest.indexBytes - $0) / archiveBytes } }
        table.row(["index ≤ 0.5 × archive (without stored text)", "\(Figure.value(withoutText)) ×",
                   Figure.verdict(withoutText.map { $0 <= 0.5 })])
        let rss = llrb.map { $0.peakRSSKilobytes / 1024 }
        table.row(["peak RSS ingesting ≤ 300 MB", "\(Figure.value(rss, 0)) MB", Figure.verdict(rss.map { $0 <= 300 })])
        let scored = results.queries.compactMap { query in query.llrbScore.map { (query.text, $0) } }
        let misses = scored.filter { $0.1.recall < 1 || $0.1.precision < 1 }
        table.row(["recall 1.0 on every query (and no false hits)",
                   misses.isEmpty ? "all \(scored.count) queries exact"
                       : misses.map { "`\($0.0)` recall \(Figure.value($0.1.recall, 4)) precision \(Figure.value($0.1.precision, 4))" }
                       .joined(separator: "; "),
                   Figure.verdict(scored.isEmpty ? nil : misses.isEmpty)])
        let phrases = results.queries.filter { $0.text.count >= 2 }.compactMap(\.llrbCountInProcess?.median)
        let slowestPhrase = phrases.max()
        table.row(["in process: phrase queries ≤ 0.3 ms median", "slowest \(Figure.value(slowestPhrase, 3)) ms",
                   Figure.verdict(slowestPhrase.map { $0 <= 0.3 })])
        let commonest = results.queries.first { $0.text == "的" }?.llrbCountInProcess?.median
        table.row(["in process: `的` ≤ 5 ms median", "\(Figure.value(commonest, 3)) ms", Figure.verdict(commonest.map { $0 <= 5 })])
        let processMedians = results.queries.filter { $0.llrbProcessStatus < 2 }.map(\.llrbProcess.median)
        let overall = processMedians.isEmpty ? nil : Percentiles(processMedians).median
        table.row(["whole process: median over the query set ≤ 10 ms", "\(Figure.value(overall)) ms",
                   Figure.verdict(overall.map { $0 <= 10 })])
        let worst = processMedians.max()
        table.row(["whole process: every query ≤ 25 ms (median)", "slowest \(Figure.value(worst)) ms",
                   Figure.verdict(worst.map { $0 <= 25 })])
        return ["## Targets of issue 5", "", table.text, ""]
    }
}
