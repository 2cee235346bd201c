import BenchKit
import Foundation

/// llrb-bench: the measuring half of the benchmark, called by bench/run.
let usage = """
    usage: llrb-bench COMMAND [options]
      spawn --runs N --stdout FILE -- CMD ARGS...   time a whole process N times: median, p95 ms
      timer-stats < FILE                            median, p95 ms of sqlite3 `.timer on` lines
      score --truth DIR --query Q (--ids|--lines|--llrb-json) FILE   hits, found, truth, recall, precision
      inprocess --index DIR --truth DIR --runs N [--counts-only]   time ArchiveIndex.search per query, in process
      fuzzy-latency --index DIR --queries Q,Q… --runs N --fuzzy K   exact and fuzzy medians per query, in process
      stored-bytes --index DIR                      bytes of stored article records in the index
      ingest --pages DIR --index DIR [--memory-mb N] [--max-segments N] [--max-merge-mb N]   seconds, merges, merge and longest merge seconds
      segmentation --truth DIR --pages DIR [--examples N]   parser articles vs generated ones
      parse --pages DIR --reader rules|learned [--model PATH] [--digest]   parse every .txt under DIR with one reader: files, bytes, pages, articles (and a digest of them)
      realistic [--pages DIR] [--truth DIR] [--examples N] [--learned [--model PATH]]   parser fields vs bench/realistic's hand-written truth
      people --truth FILE,FILE… --pages DIR,DIR… [--examples N]   (name, office) pairs read vs bench/people's truth
      learn crossvalidate [--set S] [--l1 X] [--l2 X] [--iterations N] [--min-count N] [--drop T,…|recognisers] [--examples N] [--lines]
                                                    the learned labeller on each set, trained on the others
      learn train --out FILE [settings as above]    the model trained on every set, as the learned reader's model file
      explain-learned --page FILE [--model PATH]    each line of the page as the learned labeller reads it, and why (JSON)
      serve-load --url http://127.0.0.1:PORT --queries FILE --articles FILE --issues FILE [--clients N] [--seconds N] [--slow N] [--only KIND,…]
                                                    keep-alive clients of llrb serve: latency per request kind, errors, drops
      report --work DIR --archive-bytes N --runs N --title TEXT --command TEXT   Markdown results
    """

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    let options = try Options(arguments.dropFirst(), flags: ["ids", "lines", "llrb-json", "counts-only", "fresh", "truth-labels", "learned", "digest"])
    switch arguments.first {
    case "spawn": try SpawnCommand.run(options)
    case "timer-stats": TimerStatsCommand.run()
    case "score": try ScoreCommand.run(options)
    case "inprocess": try InProcessCommand.run(options)
    case "fuzzy-latency": try FuzzyLatencyCommand.run(options)
    case "serve-load": try ServeLoadCommand.run(options)
    case "report": try ReportCommand.run(options)
    case "stored-bytes": try StoredBytesCommand.run(options)
    case "ingest": try IngestCommand.run(options)
    case "segmentation": try SegmentationCommand.run(options)
    case "parse": try ParseCostCommand.run(options)
    case "realistic": try RealisticCommand.run(options)
    case "learn": try LearnCommand.run(options)
    case "explain-learned": try ExplainLearnedCommand.run(options)
    case "people": try PeopleCommand.run(options)
    case "-h", "--help": print(usage)
    default:
        FileHandle.standardError.write(Data("llrb-bench: unknown command\n\(usage)\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("llrb-bench: \(error.description)\n".utf8))
    exit(2)
}
