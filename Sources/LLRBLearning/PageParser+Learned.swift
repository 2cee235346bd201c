import Foundation
import LLRBParser

/// The parser's learned reading (docs/PARSER.md, "The learned reader"): each reading line of a
/// page labelled by a sequence model trained on marked pages, and the labels decoded into the
/// page's stories, captions and furniture. Beside the rule table's reading, which ingest uses:
/// the learned one did not read better (docs/PARSER.md, "The learned reader").
extension PageParser {
    /// Parses the page `text` as the labels say its lines are (see `LineLabel`): what a learned
    /// labeller's reading becomes, and how a page's own truth is checked against the scoring.
    /// `labels`: one per entry of `readingLines(text:)`, in order. A count that differs never
    /// traps: a line past the last label is read as the open story's text (`inside` text), labels
    /// past the last line are ignored, and the page's `warnings` say so. `source` as for
    /// `parse(text:source:)`.
    public static func parse(text: String, source: String? = nil, labels: [LineLabel]) -> Page {
        LabelledReading.page(WrapMerger.merge(LineReader.lines(of: text[...])), labels: labels, fileName: source, numberedByFileName: true)
    }

    /// The source lines of each line the learned labeller reads on the page `text` (see
    /// `ReadingLines`), in order: what a truth's marks are matched against to give each its label.
    public static func readingLines(text: String) -> [SourceLines] {
        ReadingLines.of(LineReader.lines(of: text[...])).map(\.sourceLines)
    }

    /// The features of each line the learned labeller reads on the page `text`, in the order of
    /// `readingLines(text:)`: what the trainer learns from.
    public static func lineFeatures(text: String) -> [[LineFeature]] {
        LineFeatures.of(ReadingLines.of(LineReader.lines(of: text[...])))
    }

    /// The model in the file at `url` (`tools/train-model` writes `bench/realistic/line-model.crf`),
    /// or what keeps it from being read.
    public static func lineModel(contentsOf url: URL) throws(ModelFormatError) -> LinearChainCRF {
        try LineModel.read(contentsOf: url)
    }

    /// What `model` was trained on, its features and settings, and its digest.
    public static func lineModelDescription(of model: LinearChainCRF) -> String {
        "\(model.metadata) (digest \(LineModel.digest(of: model)))"
    }

    /// The labels `model` gives the reading lines of the page `text` (see `readingLines(text:)`).
    public static func labels(text: String, model: LinearChainCRF) -> [LineLabel] {
        LearnedLabeller(model: model).labels(ofLines: ReadingLines.of(LineReader.lines(of: text[...])))
    }


    /// The pages of a file's text read by `model`, as `pages(text:source:)` splits and completes
    /// them, keeping to a reader's `constraints` (see `StructureConstraint`): a corrected page
    /// reads as the model would read it knowing them.
    public static func pages(text: String, source: String? = nil, model: LinearChainCRF,
                             constraints: [StructureConstraint] = []) -> [Page] {
        let labeller = LearnedLabeller(model: model)
        let read = { (rawLines: [Line], numbered: Bool) in
            let lines = WrapMerger.merge(rawLines)
            return LabelledReading.page(lines, labels: labeller.labels(ofLines: ReadingLines.among(lines), constraints: constraints),
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
