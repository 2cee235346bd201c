import BenchKit
import Foundation
import LLRBLearning
import LLRBParser

/// Scores LLRBParser on the hand-written pages of `bench/realistic`: captions, headlines,
/// kickers and subtitles, bylines, story boundaries, furniture kept out of stories and dates,
/// overall and per layout family. `--examples N` prints N failures of each kind; `--set P`
/// scores only the pages whose file names start with P (`h`: the first set written apart);
/// `--second-reading DIR` scores another author's truth of the same pages in the parser's place;
/// `--truth-labels` parses each page from the line labels its own truth gives
/// (`PageParser.parse(text:source:labels:)`): what decoding a perfect labeller's reading reaches;
/// `--learned` reads each page with the learned reader's model (`LineModelFile`, or `--model PATH`)
/// instead of the rules.
enum RealisticCommand {
    static let families = ["markdown", "plain", "columns"]

    static func run(_ options: Options) throws(BenchError) {
        let truthLabels = options.flag("truth-labels")
        let model = options.flag("learned") ? try LineModelFile.load(options) : nil
        // `--set h`: only the pages whose file names start with `h` (a set written apart).
        let set = options.optionalString("set")
        let truth = try RealisticPage.load(from: URL(fileURLWithPath: options.optionalString("truth") ?? "bench/realistic/truth")).filter {
            set.map($0.file.hasPrefix) ?? true
        }
        let pages = options.optionalString("pages") ?? "bench/realistic/pages"
        let examples = Int(options.optionalString("examples") ?? "") ?? 0
        var secondReading: [String: Page]?
        if let path = options.optionalString("second-reading") {
            let readings = try RealisticPage.load(from: URL(fileURLWithPath: path))
            let byFile = Dictionary(readings.map { ($0.file, $0.asReading) }) { first, _ in first }
            secondReading = byFile
            let unread = truth.filter { byFile[$0.file] == nil }
            if !unread.isEmpty { print("pages with no second reading, left out: \(unread.map(\.file).joined(separator: " "))") }
        }
        var tallies: [String: RealisticTally] = [:]
        var failures: [RealisticFailure] = []
        for expected in truth {
            let page: Page
            if let secondReading {
                guard let reading = secondReading[expected.file] else { continue }
                page = reading
            } else if truthLabels {
                page = try labelledByTruth(expected, path: pages + "/" + expected.file)
            } else if let model {
                let url = URL(fileURLWithPath: pages + "/" + expected.file)
                do {
                    guard let first = try PageParser.pages(contentsOf: url, model: model).first else { throw BenchError("no page in \(expected.file)") }
                    page = first
                } catch { throw BenchError("cannot parse \(expected.file): \(error)") }
            } else {
                do { page = try PageParser.parse(contentsOf: URL(fileURLWithPath: pages + "/" + expected.file)) } catch {
                    throw BenchError("cannot parse \(expected.file): \(error)")
                }
            }
            let score = RealisticPageScore(truth: expected, page: page)
            tallies[expected.family, default: RealisticTally()] += score.tally
            failures += score.failures
        }
        var all = RealisticTally()
        for tally in tallies.values { all += tally }
        print(table(all: all, byFamily: tallies))
        print("\nfailures: " + Dictionary(grouping: failures, by: \.kind)
            .sorted { $0.value.count > $1.value.count }
            .map { "\($0.key) \($0.value.count)" }.joined(separator: ", "))
        guard examples > 0 else { return }
        for (kind, items) in Dictionary(grouping: failures, by: \.kind).sorted(by: { $0.key < $1.key }) {
            print("\n\(kind) (\(items.count)):")
            for item in items.prefix(examples) {
                print("  \(item.file):\(item.line)  expected 「\(item.expected)」  got 「\(item.got)」")
            }
        }
    }

    /// The page at `path` read from the labels `truth` gives its reading lines.
    private static func labelledByTruth(_ truth: RealisticPage, path: String) throws(BenchError) -> Page {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw BenchError("cannot read \(truth.file): \(error.localizedDescription)")
        }
        return PageParser.parse(text: text, source: path, labels: truth.labels(readingLines: PageParser.readingLines(text: text)))
    }

    private static func table(all: RealisticTally, byFamily: [String: RealisticTally]) -> String {
        var table = MarkdownTable(["pages", "stories", "captions F1", "headlines", "kicker + subtitle",
                                   "bylines F1", "segments F1 exact / overlap", "furniture in stories",
                                   "dates right", "null when due", "from another story's year"])
        let rows = [("all", all)] + families.compactMap { family in byFamily[family].map { (family, $0) } }
        for (name, tally) in rows {
            table.row([
                "\(name) (\(tally.pages))", "\(tally.stories)",
                "\(Figure.value(tally.captionF1)) (\(tally.captionsMatched) of \(tally.captionsTrue), \(tally.captionsParsed) read)",
                Figure.value(tally.headlineAccuracy), Figure.value(tally.headingBlockAccuracy),
                "\(Figure.value(tally.bylineF1)) (\(tally.bylinesMatched) of \(tally.bylinesTrue), \(tally.bylinesParsed) read)",
                "\(Figure.value(tally.exactF1)) / \(Figure.value(tally.overlapF1))",
                "\(tally.furnitureInside) of \(tally.furnitureLines)",
                "\(tally.datesRight) of \(tally.datedPages)" + (tally.datesDayOff > 0 ? " (\(tally.datesDayOff) a day off)" : ""),
                "\(tally.nullsRight) of \(tally.undatedPages)",
                "\(tally.datesFromOtherYear)",
            ])
        }
        return table.text
    }
}
