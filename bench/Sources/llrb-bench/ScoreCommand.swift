import BenchKit
import Foundation

/// Scores one tool's answer to one query against the truth: SQLite row ids, ripgrep's
/// `file:line:` lines, or llrb's `search --json` output.
enum ScoreCommand {
    static func run(_ options: Options) throws(BenchError) {
        let truth = try Truth.load(from: URL(fileURLWithPath: options.string("truth")))
        let queryText = try options.string("query")
        guard let query = truth.queries.first(where: { $0.text == queryText }) else {
            throw BenchError("query '\(queryText)' is not in the truth file")
        }
        let path = options.rest.first ?? "/dev/stdin"
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw BenchError("cannot read \(path): \(error.localizedDescription)")
        }
        let scorer = HitScorer(truth: truth)
        let score: QueryScore
        if options.flag("ids") {
            score = HitScorer.scoreIDs(text.split(separator: "\n").compactMap { Int($0) }, against: query)
        } else if options.flag("lines") {
            score = scorer.scoreLines(ripgrepLines(text), against: query)
        } else if options.flag("llrb-json") {
            score = scorer.scoreArticles(try LLRBJSON.hits(in: text), against: query)
        } else {
            throw BenchError("say what the file holds: --ids, --lines or --llrb-json")
        }
        print(String(format: "%d\t%d\t%d\t%.4f\t%.4f", score.hits, score.found, score.truth, score.recall, score.precision))
    }

    /// `path:line:text` as `rg -n --no-heading` prints it.
    private static func ripgrepLines(_ text: String) -> [(file: String, line: Int)] {
        text.split(separator: "\n").compactMap { row in
            let parts = row.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count >= 2, let line = Int(parts[1]) else { return nil }
            return (String(parts[0]), line)
        }
    }
}

/// Reads the hits of `llrb search --json`: each carries `file` and `lines` (first, last).
enum LLRBJSON {
    static func hits(in text: String) throws(BenchError) -> [LocatedHit] {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: Data(text.utf8)) } catch {
            throw BenchError("llrb search --json printed no JSON: \(error.localizedDescription)")
        }
        guard let root = object as? [String: Any], let hits = root["hits"] as? [[String: Any]] else {
            throw BenchError("llrb search --json: expected an object with `hits`")
        }
        return hits.compactMap { hit in
            guard let file = hit["file"] as? String, let lines = hit["lines"] as? [String: Any],
                  let first = lines["first"] as? Int, let last = lines["last"] as? Int else { return nil }
            return LocatedHit(file: file, firstLine: first, lastLine: last)
        }
    }
}
