import BenchKit
import Foundation

/// The figures bench/run collected, read back from its work folder.
struct BenchResults {
    struct Ingest {
        var wall: Double
        var cpu: Double
        var peakRSSKilobytes: Double
        var exitStatus: Int
        var indexBytes: Double
        /// Bytes of stored article text in the index, when llrb reports them; nil otherwise.
        var storedBytes: Double?
    }

    struct Timing {
        var median: Double
        var p95: Double
        /// Median CPU milliseconds (user + system), steadier than wall time on a busy machine.
        var cpu: Double? = nil
    }

    struct Query {
        var text: String
        var kind: String
        var truth: Int
        var llrbProcess: Timing
        /// 0 found, 1 nothing found, 2 error: an error run's timing means nothing.
        var llrbProcessStatus: Int
        var llrbCount: Int?
        var llrbScore: Score?
        var sqliteMethod: String
        var sqliteProcess: Timing
        var sqliteInProcess: Timing
        var sqliteScore: Score?
        var ripgrepProcess: Timing
        var ripgrepScore: Score?
        var llrbCountInProcess: Timing?
        var llrbTopInProcess: Timing?
    }

    struct Score {
        var hits: Int
        var found: Int
        var recall: Double
        var precision: Double
    }

    var llrb: Ingest?
    var sqlite: Ingest?
    var queries: [Query] = []
    var openMilliseconds: Double?
    /// `llrb-bench segmentation`'s summary lines, joined.
    var segmentation: String?

    init(work: URL) throws(BenchError) {
        for row in try Self.rows(work.appendingPathComponent("ingest.tsv")) where row.count >= 7 {
            let ingest = Ingest(wall: Self.number(row[1]), cpu: Self.number(row[2]), peakRSSKilobytes: Self.number(row[3]),
                                exitStatus: Int(row[4]) ?? -1, indexBytes: Self.number(row[5]),
                                storedBytes: Self.number(row[6]) >= 0 ? Self.number(row[6]) : nil)
            if row[0] == "llrb" { llrb = ingest } else { sqlite = ingest }
        }
        if let text = try? String(contentsOf: work.appendingPathComponent("segmentation.txt"), encoding: .utf8) {
            segmentation = text.split(separator: "\n").joined(separator: "; ")
        }
        var inProcess: [String: (count: Timing, top: Timing)] = [:]
        for row in (try? Self.rows(work.appendingPathComponent("inprocess.tsv"))) ?? [] {
            if row.first == "#open", row.count > 1 { openMilliseconds = Self.number(row[1]) }
            guard row.count >= 5, !(row.first ?? "").hasPrefix("#") else { continue }
            inProcess[row[0]] = (Timing(median: Self.number(row[1]), p95: Self.number(row[2])),
                                 Timing(median: Self.number(row[3]), p95: Self.number(row[4])))
        }
        for row in try Self.rows(work.appendingPathComponent("queries.tsv")) where row.count >= 34 {
            queries.append(Query(
                text: row[0], kind: row[1], truth: Int(row[2]) ?? 0,
                llrbProcess: Timing(median: Self.number(row[3]), p95: Self.number(row[4]), cpu: Self.number(row[5])),
                llrbProcessStatus: Int(row[6]) ?? 2,
                llrbCount: Int(row[7]),
                llrbScore: Self.score(row[8..<13]),
                sqliteMethod: row[13],
                sqliteProcess: Timing(median: Self.number(row[14]), p95: Self.number(row[15]), cpu: Self.number(row[16])),
                sqliteInProcess: Timing(median: Self.number(row[18]), p95: Self.number(row[19])),
                sqliteScore: Self.score(row[20..<25]),
                ripgrepProcess: Timing(median: Self.number(row[25]), p95: Self.number(row[26]), cpu: Self.number(row[27])),
                ripgrepScore: Self.score(row[29..<34]),
                llrbCountInProcess: inProcess[row[0]]?.count, llrbTopInProcess: inProcess[row[0]]?.top))
        }
    }

    /// `hits found truth recall precision`, or nil when the tool gave no answer.
    private static func score(_ fields: ArraySlice<String>) -> Score? {
        let values = Array(fields)
        guard values.count == 5, let hits = Int(values[0]), hits >= 0, let found = Int(values[1]) else { return nil }
        return Score(hits: hits, found: found, recall: number(values[3]), precision: number(values[4]))
    }

    private static func number(_ text: String) -> Double { Double(text) ?? -1 }

    private static func rows(_ url: URL) throws(BenchError) -> [[String]] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw BenchError("cannot read \(url.path); run bench/run first")
        }
        return text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }
}
