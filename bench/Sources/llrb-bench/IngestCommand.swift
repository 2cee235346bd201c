import BenchKit
import Foundation
import LLRBEngine
import LLRBIndex
import LLRBViews

/// `llrb-bench ingest`: an ingest through LLRBIndex with the writer's merge settings given, so the
/// merge benchmark can build an index that never merged (`--max-segments 100000`) and then time
/// or count one merge of all of it alone (`--max-segments 1 --max-merge-mb 100000` with a page
/// added), and a small `--memory-mb` gives that index several segments. Prints the ingest's
/// seconds, its merges' count and seconds, and the longest merge. The views' tables are built
/// as `llrb ingest` builds them.
enum IngestCommand {
    static func run(_ options: Options) throws(BenchError) {
        let defaults = WriterOptions()
        let writer = WriterOptions(memoryLimit: try options.int("memory-mb", default: defaults.memoryLimit >> 20) << 20,
                                   maxSegments: try options.int("max-segments", default: defaults.maxSegments),
                                   maxMergeBytes: try options.int("max-merge-mb", default: defaults.maxMergeBytes >> 20) << 20)
        let ingestor = ArchiveWriter.ingestor(indexDirectory: URL(fileURLWithPath: try options.string("index")),
                                              options: IngestOptions(writer: writer))
        let report: IngestReport
        do { report = try ingestor.run(paths: [try options.string("pages")]) } catch {
            throw BenchError("ingest failed: \(error)")
        }
        guard !report.hadFailures else { throw BenchError("ingest skipped \(report.failures.count) files") }
        let mergeSeconds = report.merges.reduce(0) { $0 + $1.seconds }
        print(String(format: "%.3f\t%d\t%.3f\t%.3f", report.seconds, report.merges.count, mergeSeconds,
                     report.merges.map(\.seconds).max() ?? 0))
    }
}
