import BenchKit
import Foundation
import LLRBEngine
import LLRBIndex

/// Times `ArchiveIndex.search` inside this process (no start-up, no printing), and scores every
/// hit it returns against the truth by file and line range.
enum InProcessCommand {
    static func run(_ options: Options) throws(BenchError) {
        let runs = try options.int("runs", default: 50)
        // Only the counts: what `llrb search --count` does, for profiling it (callgrind) alone.
        let countsOnly = options.flag("counts-only")
        let truth = try Truth.load(from: URL(fileURLWithPath: options.string("truth")))
        let scorer = HitScorer(truth: truth)
        let indexURL = URL(fileURLWithPath: try options.string("index"))
        let openStart = Date()
        let index: ArchiveIndex
        do throws(IndexError) { index = try ArchiveIndex.open(at: indexURL) } catch {
            throw BenchError("cannot open the index: \(error.description)")
        }
        let openMilliseconds = Date().timeIntervalSince(openStart) * 1000
        print(String(format: "#open\t%.3f", openMilliseconds))
        print("#query\tcount_median_ms\tcount_p95_ms\ttop10_median_ms\ttop10_p95_ms\ttotal\thits\tfound\ttruth\trecall\tprecision")
        for query in truth.queries {
            let count = try time(runs: runs, index: index, request: SearchRequest(query: query.text, countOnly: true))
            if countsOnly {
                print(String(format: "%@\t%.4f\t%.4f\t\t\t%d", query.text, count.stats.median, count.stats.p95, count.total))
                continue
            }
            let top = try time(runs: max(1, runs / 5), index: index, request: SearchRequest(query: query.text, limit: 10))
            let all = try search(index, SearchRequest(query: query.text, limit: max(count.total, 1)))
            let hits = all.hits.map { LocatedHit(file: $0.file, firstLine: $0.lines.first, lastLine: $0.lines.last) }
            let score = scorer.scoreArticles(hits, against: query)
            print(String(format: "%@\t%.4f\t%.4f\t%.4f\t%.4f\t%d\t%d\t%d\t%d\t%.4f\t%.4f", query.text,
                         count.stats.median, count.stats.p95, top.stats.median, top.stats.p95, count.total,
                         score.hits, score.found, score.truth, score.recall, score.precision))
        }
    }

    private static func time(runs: Int, index: ArchiveIndex, request: SearchRequest) throws(BenchError)
        -> (stats: Percentiles, total: Int) {
        var total = try search(index, request).total
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            var start = timespec()
            var end = timespec()
            clock_gettime(CLOCK_MONOTONIC, &start)
            total = try search(index, request).total
            clock_gettime(CLOCK_MONOTONIC, &end)
            samples.append(Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1e6)
        }
        return (Percentiles(samples), total)
    }

    private static func search(_ index: ArchiveIndex, _ request: SearchRequest) throws(BenchError) -> SearchResults {
        do throws(IndexError) { return try index.search(request) } catch {
            throw BenchError("search '\(request.query)' failed: \(error.description)")
        }
    }
}
