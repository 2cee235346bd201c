import Foundation

/// Gives each reading line of a page its label with a trained model: the features of every
/// line (`LineFeatures`), the model's best sequence of labels over the page (Viterbi), and, when
/// asked, each line's margin over its next likeliest label and the features that weighed most.
struct LearnedLabeller {
    let model: LinearChainCRF
    /// The model's label index of each `LineLabel`, and back.
    private let labels: [LineLabel]

    init(model: LinearChainCRF) {
        self.model = model
        labels = model.labels.map { LineLabel(name: $0) ?? LineLabel(.text, .inside) }
    }

    /// The rows of the model each line's features weigh on (features the model never saw
    /// weigh nothing).
    func observations(_ features: [[LineFeature]]) -> [[Int32]] {
        features.map { line in line.compactMap { model.row(of: $0.key) } }
    }

    func labels(of features: [[LineFeature]]) -> [LineLabel] {
        model.bestLabels(observations(features)).map { labels[$0] }
    }

    /// One line's reading as `parse --explain` shows it: its label, how much likelier than the
    /// next label the model holds it, and the features that weighed most for it.
    struct Reading {
        let label: LineLabel
        let probability: Float
        let runnerUp: LineLabel
        let runnerUpProbability: Float
        let weightiest: [(feature: LineFeature, weight: Float)]
    }

    func readings(of features: [[LineFeature]], weightiest count: Int = 4) -> [Reading] {
        let observed = observations(features)
        let best = model.bestLabels(observed)
        let marginals = model.marginals(observed)
        return best.indices.map { position in
            let chosen = best[position]
            let probabilities = marginals[position]
            let runnerUp = probabilities.indices.filter { $0 != chosen }.max { probabilities[$0] < probabilities[$1] } ?? chosen
            let weighed: [(LineFeature, Float)] = features[position].compactMap { feature in
                guard let row = model.row(of: feature.key) else { return nil }
                let weight = model.stateWeights[Int(row) * model.labels.count + chosen]
                return weight == 0 ? nil : (feature, weight)
            }
            return Reading(label: labels[chosen], probability: probabilities[chosen], runnerUp: labels[runnerUp],
                           runnerUpProbability: probabilities[runnerUp],
                           weightiest: Array(weighed.sorted { abs($0.1) > abs($1.1) }.prefix(count)))
        }
    }
}

extension PageParser {
    /// The labels `model` gives the reading lines of the page `text` (see `readingLines(text:)`).
    public static func labels(text: String, model: LinearChainCRF) -> [LineLabel] {
        LearnedLabeller(model: model).labels(of: lineFeatures(text: text))
    }

    /// The page `text` read by `model`: its labels decoded into stories, captions and furniture.
    public static func parse(text: String, source: String? = nil, model: LinearChainCRF) -> Page {
        parse(text: text, source: source, labels: labels(text: text, model: model))
    }

    /// The pages of a file's text read by `model`, as `pages(text:source:)` splits and completes
    /// them.
    public static func pages(text: String, source: String? = nil, model: LinearChainCRF) -> [Page] {
        let labeller = LearnedLabeller(model: model)
        let read = { (rawLines: [Line], numbered: Bool) in
            LabelledReading.page(rawLines, labels: labeller.labels(of: LineFeatures.of(ReadingLines.of(rawLines))),
                                 fileName: source, numberedByFileName: numbered)
        }
        guard let pieces = PageBreaks.pages(of: text) else { return [read(LineReader.lines(of: text[...]), true)] }
        return IssuePages.completed(pieces.map { read(LineReader.lines(of: $0.text, firstLine: $0.firstLine), false) })
    }

    /// Reads, decodes and parses the file at `url` with `model` (see `pages(text:source:model:)`).
    public static func pages(contentsOf url: URL, model: LinearChainCRF) throws(PageReadError) -> [Page] {
        pages(text: try text(contentsOf: url), source: url.path, model: model)
    }

    /// Each reading line of each page of the file at `url` as `model` reads it.
    public static func explainLearned(contentsOf url: URL, model: LinearChainCRF) throws(PageReadError) -> [[LearnedLineTrace]] {
        let text = try text(contentsOf: url)
        guard let pieces = PageBreaks.pages(of: text) else { return [explainLearned(LineReader.lines(of: text[...]), model: model)] }
        return pieces.map { explainLearned(LineReader.lines(of: $0.text, firstLine: $0.firstLine), model: model) }
    }

    /// Each reading line of the page `text` as `model` reads it (see `LearnedLineTrace`).
    public static func explainLearned(text: String, model: LinearChainCRF) -> [LearnedLineTrace] {
        explainLearned(LineReader.lines(of: text[...]), model: model)
    }

    private static func explainLearned(_ rawLines: [Line], model: LinearChainCRF) -> [LearnedLineTrace] {
        let lines = ReadingLines.of(rawLines)
        let readings = LearnedLabeller(model: model).readings(of: LineFeatures.of(lines))
        return zip(lines, readings).map { line, reading in
            let mark = line.headingLevel > 0 ? String(repeating: "#", count: line.headingLevel) + " " : ""
            return LearnedLineTrace(lines: line.sourceLines, text: mark + line.content, label: reading.label.name,
                                    probability: Double(reading.probability), runnerUp: reading.runnerUp.name,
                                    runnerUpProbability: Double(reading.runnerUpProbability),
                                    weightiest: reading.weightiest.map { .init(feature: $0.feature.name, weight: Double($0.weight)) })
        }
    }
}
