import BenchKit
import Foundation
import LLRBLearning
import LLRBParser
import LLRBTraining

/// `llrb-bench learn crossvalidate`: the learned labeller judged on pages it never saw: for each
/// set of `bench/realistic`, a model trained on every other set reads it, and the set is scored
/// as `realistic` scores the parser, beside the hand rules' first sight of it.
/// `llrb-bench learn train --out FILE`: the model trained on every set, written as the learned
/// reader's model file (`LineModelFile`).
enum LearnCommand {
    static func run(_ options: Options) throws(BenchError) {
        let pages = try MarkedPages(pages: options.optionalString("pages") ?? "bench/realistic/pages",
                                    truth: options.optionalString("truth") ?? "bench/realistic/truth")
        let settings = try Settings(options)
        switch options.rest.first {
        case "crossvalidate": try crossValidate(pages, settings, examples: Int(options.optionalString("examples") ?? "") ?? 0, showLines: options.flag("lines"),
                                                only: options.optionalString("set"))
        case "train": try train(pages, settings, out: try options.string("out"))
        default: throw BenchError("learn needs crossvalidate or train")
        }
    }

    struct Settings {
        var l1 = 0.5
        var l2 = 0.05
        var iterations = 300
        var minimumCount = 2
        /// Templates left out of training (`--drop a,b` or `--drop recognisers`): what a model
        /// reads without them, to see what they are worth.
        var dropped: Set<FeatureTemplate> = []

        /// Every template that asks the rule table's line rules or a recogniser, which were
        /// written and tuned by hand on the marked pages: left out, the learner reads from the
        /// line scanner's counts, characters and words alone.
        static let recognisers: Set<FeatureTemplate> = [
            .rule, .before2, .before, .after, .after2, .ruleAfterRule, .ruleBeforeRule, .ruleOpeningPage, .ruleClosingPage,
            .ruleOnMarkedPage, .ruleByPageWidth, .ruleByPageOpening, .ruleByPageClosing, .ruleBySide, .ruleAfterRuleBySide,
            .ruleBeforeRuleBySide, .sharedSide, .byline, .closingNames, .opensWithBylineMark, .lead, .credit, .endsInCredit,
            .captionOpening, .jump, .endsWithJump, .masthead, .footer, .noise, .subtitleShape, .headlineShape,
            .openingHeadlineShape, .rubric, .columnWord, .slogan, .kickerWording, .noticeTitle, .noticeField, .tableRow,
            .creditBelow, .creditAbove, .leadBelow, .leadAbove, .headRun,
        ]

        init(_ options: Options) throws(BenchError) {
            func number(_ name: String, _ fallback: Double) throws(BenchError) -> Double {
                guard let text = options.optionalString(name) else { return fallback }
                guard let value = Double(text), value >= 0 else { throw BenchError("--\(name) must be a number ≥ 0, not '\(text)'") }
                return value
            }
            l1 = try number("l1", l1)
            l2 = try number("l2", l2)
            iterations = try options.int("iterations", default: iterations)
            minimumCount = try options.int("min-count", default: minimumCount)
            for name in (options.optionalString("drop") ?? "").split(separator: ",") {
                if name == "recognisers" {
                    dropped.formUnion(Self.recognisers)
                } else if let template = FeatureTemplate.allCases.first(where: { "\($0)" == name }) {
                    dropped.insert(template)
                } else {
                    throw BenchError("--drop: no feature template '\(name)' (see FeatureTemplate, or say recognisers)")
                }
            }
        }

        /// The pages as training sees them: without the dropped templates' features.
        func marked(_ entries: [MarkedPages.Entry]) -> [LineModelTraining.MarkedPage] {
            entries.map { entry in
                var page = entry.marked
                if !dropped.isEmpty {
                    page.features = page.features.map { line in line.filter { !dropped.contains($0.template) } }
                }
                return page
            }
        }

        var training: LineModelTraining {
            LineModelTraining(trainer: CRFTrainer(l1: l1, l2: l2, maxIterations: iterations, tolerance: 1e-5),
                              minimumCount: minimumCount)
        }

        var description: String {
            "\"l1\": \(l1), \"l2\": \(l2), \"iterations\": \(iterations), \"minimumCount\": \(minimumCount)"
                + (dropped.isEmpty ? "" : ", \"dropped\": [\(dropped.map { "\"\($0)\"" }.sorted().joined(separator: ", "))]")
        }
    }

    static func metadata(_ pages: MarkedPages, _ chosen: [MarkedPages.Entry], _ settings: Settings) -> String {
        let sets = pages.sets.filter { set in chosen.contains { $0.set == set } }
        return "{\"trainedOn\": \"bench/realistic\", \"sets\": [\(sets.map { "\"\($0)\"" }.joined(separator: ", "))], "
            + "\"pages\": \(chosen.count), \"digest\": \"\(pages.digest(of: chosen))\", "
            + "\"features\": \"LineFeatures (\(FeatureTemplate.allCases.count) templates)\", "
            + "\"featureDigest\": \"\(LineModelTraining.featureDigest(of: settings.marked(chosen)))\", \(settings.description)}"
    }

    private static func train(_ pages: MarkedPages, _ settings: Settings, out: String) throws(BenchError) {
        let model = settings.training.train(on: settings.marked(pages.entries), metadata: metadata(pages, pages.entries, settings))
        try LineModelFile.write(model, to: out)
        let lines = pages.entries.map(\.marked.labels.count).reduce(0, +)
        let right = pages.entries.map { entry in
            zip(PageParser.labels(text: entry.text, model: model), entry.marked.labels).filter { $0 == $1 }.count
        }.reduce(0, +)
        print("line labels right on the pages it was trained on: \(Figure.value(Double(right) / Double(max(lines, 1)), 3)) (a tuned figure)")
        print("\(model.featureKeys.count) feature rows, \(model.labels.count) labels, \(model.serialized().count) bytes: \(out)")
        print(model.metadata)
    }

    private static func crossValidate(_ pages: MarkedPages, _ settings: Settings, examples: Int, showLines: Bool, only: String?) throws(BenchError) {
        let sets = pages.sets.filter { only == nil || $0 == only }
        var results = [String: (tally: RealisticTally, lines: Int, linesRight: Int, failures: [RealisticFailure])](minimumCapacity: sets.count)
        var confusions: [String: Int] = [:]
        // One fold at a time: the trainer already spreads each fold over the cores.
        for set in sets {
            let training = pages.entries.filter { $0.set != set }
            let model = settings.training.train(on: settings.marked(training), metadata: metadata(pages, training, settings))
            var tally = RealisticTally()
            var failures: [RealisticFailure] = []
            var lineCount = 0
            var right = 0
            for entry in pages.entries where entry.set == set {
                let labels = PageParser.labels(text: entry.text, model: model)
                lineCount += labels.count
                right += zip(labels, entry.marked.labels).filter { $0 == $1 }.count
                let lines = PageParser.readingLines(text: entry.text)
                let printed = entry.text.split(separator: "\n", omittingEmptySubsequences: false)
                for ((got, truth), range) in zip(zip(labels, entry.marked.labels), lines) where got != truth {
                    confusions["\(truth.name) read as \(got.name)", default: 0] += 1
                    if showLines, printed.indices.contains(range.first - 1) {
                        print("\(entry.truth.file):\(range.first)  \(truth.name) read as \(got.name)  \(printed[range.first - 1].prefix(30))")
                    }
                }
                let page = PageParser.parse(text: entry.text, source: entry.truth.file, labels: labels)
                let score = RealisticPageScore(truth: entry.truth, page: page)
                tally += score.tally
                failures += score.failures
            }
            results[set] = (tally, lineCount, right, failures)
        }
        let rules = FirstSight.load()
        var table = MarkdownTable(["set", "pages", "captions F1", "headlines", "kicker + subtitle", "bylines F1",
                                   "segments exact / overlap", "furniture in stories", "dates right", "line labels right"])
        var means: [[Double]] = Array(repeating: [], count: 6)
        var furniture = 0
        var dates = (right: 0, pages: 0)
        for set in sets {
            guard let result = results[set] else { continue }
            let tally = result.tally
            let first = rules[set]
            let figures = [tally.captionF1, tally.headlineAccuracy, tally.headingBlockAccuracy, tally.bylineF1, tally.exactF1, tally.overlapF1]
            for (slot, figure) in figures.enumerated() { if let figure { means[slot].append(figure) } }
            furniture += tally.furnitureInside
            func cell(_ slot: Int) -> String {
                Figure.value(figures[slot]) + (first.map { " (\(Figure.value($0.figures[slot])))" } ?? "")
            }
            table.row([set, "\(tally.pages)", cell(0), cell(1), cell(2), cell(3), "\(cell(4)) / \(cell(5))",
                       "\(tally.furnitureInside) of \(tally.furnitureLines)" + (first.map { " (\($0.furniture))" } ?? ""),
                       "\(tally.datesRight + tally.nullsRight) of \(tally.datedPages + tally.undatedPages)",
                       Figure.value(Double(result.linesRight) / Double(max(result.lines, 1)))])
            dates.right += tally.datesRight + tally.nullsRight
            dates.pages += tally.datedPages + tally.undatedPages
        }
        let mean = means.map { $0.isEmpty ? nil : $0.reduce(0, +) / Double($0.count) }
        let ruleMeans = (0..<6).map { slot in
            let values = sets.compactMap { rules[$0]?.figures[slot] }
            return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
        }
        func meanCell(_ slot: Int) -> String { "\(Figure.value(mean[slot])) (\(Figure.value(ruleMeans[slot])))" }
        let ruleFurniture = sets.compactMap { rules[$0]?.furniture }.reduce(0, +)
        table.row(["mean of sets", "\(pages.entries.filter { sets.contains($0.set) }.count)", meanCell(0), meanCell(1), meanCell(2),
                   meanCell(3), "\(meanCell(4)) / \(meanCell(5))",
                   String(format: "%.1f per set (%.1f)", Double(furniture) / Double(max(sets.count, 1)),
                          Double(ruleFurniture) / Double(max(sets.count, 1))), "\(dates.right) of \(dates.pages)", ""])
        print("Leave one set out: each set read by a model trained on the others; in brackets, the hand rules' first sight of it.")
        print("Settings: \(settings.description)\n")
        print(table.text)
        print("\nlines read wrong, the commonest: " + confusions.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(14)
            .map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        guard examples > 0 else { return }
        let failures = sets.flatMap { results[$0]?.failures ?? [] }
        for (kind, items) in Dictionary(grouping: failures, by: \.kind).sorted(by: { $0.key < $1.key }) {
            print("\n\(kind) (\(items.count)):")
            for item in items.prefix(examples) {
                print("  \(item.file):\(item.line)  expected 「\(item.expected)」  got 「\(item.got)」")
            }
        }
    }
}

/// The hand-rule parser's first sight of each set (`bench/realistic/first-sight-rules.tsv`).
enum FirstSight {
    struct Row {
        /// captions F1, headlines, kicker + subtitle, bylines F1, segments exact, overlap.
        let figures: [Double]
        let furniture: Int
    }

    static func load(_ path: String = "bench/realistic/first-sight-rules.tsv") -> [String: Row] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var rows: [String: Row] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let cells = line.split(separator: "\t").map(String.init)
            guard cells.count == 10, let furniture = Int(cells[8]) else { continue }
            rows[cells[0]] = Row(figures: cells[2...7].compactMap { Double($0) }, furniture: furniture)
        }
        return rows
    }
}
