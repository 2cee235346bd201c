import BenchKit
import Foundation
import LLRBEngine
import LLRBIndex

/// Times each query exact and with `--fuzzy K` inside this process, counts and top-10 searches
/// alike, the two taking turns: the median of each, the ratio fuzzy / exact, and the slowest
/// fuzzy run.
enum FuzzyLatencyCommand {
    static func run(_ options: Options) throws(BenchError) {
        let runs = try options.int("runs", default: 30)
        let fuzziness = try options.int("fuzzy", default: 1)
        let queries = try options.string("queries").split(separator: ",").map(String.init)
        let indexURL = URL(fileURLWithPath: try options.string("index"))
        let index: ArchiveIndex
        do throws(IndexError) { index = try ArchiveIndex.open(at: indexURL) } catch {
            throw BenchError("cannot open the index: \(error.description)")
        }
        print("#query\texact_count_ms\tfuzzy_count_ms\tcount_ratio\texact_top10_ms\tfuzzy_top10_ms\ttop10_ratio\tfuzzy_max_ms\texact_total\tfuzzy_total")
        for query in queries {
            var exact = SearchRequest(query: query, limit: 10)
            var fuzzy = exact
            fuzzy.fuzziness = fuzziness
            let top = try time(index, exact, fuzzy, runs: runs)
            exact.countOnly = true
            fuzzy.countOnly = true
            let count = try time(index, exact, fuzzy, runs: runs)
            print(String(format: "%@\t%.3f\t%.3f\t%.2f\t%.3f\t%.3f\t%.2f\t%.3f\t%d\t%d", query,
                         count.0.stats.median, count.1.stats.median, count.1.stats.median / count.0.stats.median,
                         top.0.stats.median, top.1.stats.median, top.1.stats.median / top.0.stats.median,
                         max(count.1.slowest, top.1.slowest), count.0.total, count.1.total))
        }
    }

    /// Both requests timed `runs` times, taking turns, so that a shared machine's load falls on
    /// each alike.
    private static func time(_ index: ArchiveIndex, _ first: SearchRequest, _ second: SearchRequest, runs: Int) throws(BenchError)
        -> (Timing, Timing) {
        var timings = (Timing(), Timing())
        for run in 0...runs {
            // The first run maps and checks what the others find checked.
            try timings.0.add(index, first, keeping: run > 0)
            try timings.1.add(index, second, keeping: run > 0)
        }
        return timings
    }

    private struct Timing {
        var samples: [Double] = []
        var total = 0

        var stats: Percentiles { Percentiles(samples) }
        var slowest: Double { samples.max() ?? 0 }

        mutating func add(_ index: ArchiveIndex, _ request: SearchRequest, keeping: Bool) throws(BenchError) {
            let start = DispatchTime.now().uptimeNanoseconds
            do throws(IndexError) { total = try index.search(request).total } catch {
                throw BenchError("search '\(request.query)' failed: \(error.description)")
            }
            if keeping { samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6) }
        }
    }
}
